import type { Config } from '../config/schema.js';
import type { AdmissionWindow, StoreSession, Tier, WindowCounts, WindowCountsQuery } from '../store/repositories.js';

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

/**
 * How far past `now` a logged completion still counts in the windows. Settlements take no lock, so a run can be
 * logged (at its settlement's time on the ledger clock) after an admission has read the clock and before its count
 * runs; a count bounded at `now` exactly would miss that run while its hold is already gone, and admit one too many
 * (seen: 101 of 100 over three replicas). The bound is there for rows later than any admission's wait, those of a
 * clock since moved back, which a minute's allowance still leaves out; rows within it count, which only ever refuses.
 */
export const LATE_ROW_ALLOWANCE_MS = 60_000;

/** A tier's configured limits. */
function tierLimits(config: Config, tier: Tier) {
  return config.rateLimits[tier];
}

/** Each window's first instant at `now` and its limit for `tier`: what an admission is judged against. */
export function windowLimits(config: Config, tier: Tier, now: number): AdmissionWindow[] {
  const limits = tierLimits(config, tier);
  return WINDOWS.map(({ name, ms }) => ({ since: now - ms + 1, limit: limits[name] }));
}

/**
 * What the windows at `now` are counted with: each window's first instant, bounded by now (with a virtual
 * clock moved back, or per-namespace clocks, later rows are not in a window; see LATE_ROW_ALLOWANCE_MS),
 * and the real time reservations are held at (they expire in real time, a run's deadline, whatever a
 * namespace's virtual clock says).
 */
export function windowQuery(now: number): WindowCountsQuery {
  return { sinces: WINDOWS.map(({ ms }) => now - ms + 1), until: now + LATE_ROW_ALLOWANCE_MS, heldAt: Date.now() };
}

/**
 * Counts a user's completion requests in each sliding window, from the store, so the counts
 * survive a restart: the logged ones, plus the runs in flight (their reservations), which are in
 * every window now. A window is exceeded when it is full: the next request would go over. One store
 * read, so the windows are consistent with each other without a transaction; none when `counted`
 * (read with `windowQuery(now)` together with something else) is given.
 */
export async function windowStates(store: StoreSession, config: Config, userId: string, tier: Tier, now: number, counted?: WindowCounts): Promise<WindowState[]> {
  const limits = tierLimits(config, tier);
  let read = counted;
  if (!read) {
    const query = windowQuery(now);
    read = await store.logs.windowCounts(userId, query.sinces, query.until, query.heldAt);
  }
  return WINDOWS.map(({ name, ms }, index) => {
    const { count: logged, oldest } = read.windows[index];
    const count = logged + read.inFlight;
    const limit = limits[name];
    return {
      name,
      count,
      limit,
      remaining: Math.max(0, limit - count),
      exceeded: count >= limit,
      // The oldest logged completion leaves the window first; runs in flight only when they are logged.
      resetAt: oldest === undefined ? now + ms : oldest + ms,
    };
  });
}
