import type { Config } from '../config/schema.js';
import type { Store, StoreSession, Tier } from '../store/repositories.js';

/** The three sliding windows, in order. */
const WINDOWS = [
  { name: 'minute', ms: 60_000 },
  { name: 'hour', ms: 3_600_000 },
  { name: 'day', ms: 86_400_000 },
] as const;

/** A window's name. */
type WindowName = (typeof WINDOWS)[number]['name'];

/** The state of one window for one user. */
export interface WindowState {
  name: WindowName;
  count: number;
  limit: number;
  remaining: number;
  exceeded: boolean;
  /** When the oldest counted request leaves the window (or one window from now when empty). */
  resetAt: number;
}

/** A tier's configured limits. */
function tierLimits(config: Config, tier: Tier) {
  return config.rateLimits[tier];
}

/**
 * Counts a user's completion requests in each sliding window, from the store, so the counts
 * survive a restart: the logged ones, plus the runs in flight (their reservations), which are in
 * every window now. A window is exceeded when it is full: the next request would go over.
 */
export async function windowStates(store: StoreSession, config: Config, userId: string, tier: Tier, now: number): Promise<WindowState[]> {
  const limits = tierLimits(config, tier);
  // Reservations expire in real time (a run's deadline), whatever a namespace's virtual clock says.
  const inFlight = (await store.reservations.held(userId, Date.now())).count;
  const states: WindowState[] = [];
  for (const { name, ms } of WINDOWS) {
    const since = now - ms + 1;
    // Bounded by now: with a virtual clock moved back (or per-namespace clocks), later rows are not in this window.
    const count = (await store.logs.countCompletions(userId, since, { until: now })) + inFlight;
    const limit = limits[name];
    const oldest = count > 0 ? (await store.logs.completionTimes(userId, since, 1, now))[0] : undefined;
    states.push({
      name,
      count,
      limit,
      remaining: Math.max(0, limit - count),
      exceeded: count >= limit,
      resetAt: oldest === undefined ? now + ms : oldest + ms,
    });
  }
  return states;
}

/** The window states read together in one transaction (no admission or settlement of the user lands between the counts). */
export function readWindowStates(store: Store, config: Config, userId: string, tier: Tier, now: number): Promise<WindowState[]> {
  return store.transaction(
    async (tx) => {
      await tx.lockUser(userId);
      return windowStates(tx, config, userId, tier, now);
    },
    { readOnly: true },
  );
}
