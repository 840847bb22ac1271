import type { Response } from 'express';
import { ledgerClock } from '../../accounts/ledger-clock.js';
import type { Principal } from '../../accounts/api-keys.js';
import { windowStates, type WindowState } from '../../accounts/rate-limits.js';
import { ApiError } from '../../errors/api-error.js';
import { unixSeconds } from '../../runtime/timestamps.js';
import type { AppDependencies } from '../../app-dependencies.js';
import type { WindowCounts } from '../../store/repositories.js';

/** A user's window counts read already (with the key), and the ledger time they were counted at. */
export interface CountedWindows {
  now: number;
  windows: WindowCounts;
}

/** The X-RateLimit-* headers of a response, in the order they are sent. `taken`: requests this response accounts for beyond the counted ones (1 for a completion about to run). */
export function rateLimitHeaders(principal: Principal, states: WindowState[], taken: number): Record<string, string> {
  const [minute, , day] = states;
  const remaining = (state: WindowState) => String(Math.max(0, state.remaining - taken));
  return {
    'X-RateLimit-Limit-Minute': String(minute.limit),
    'X-RateLimit-Remaining-Minute': remaining(minute),
    'X-RateLimit-Limit-Day': String(day.limit),
    'X-RateLimit-Remaining-Day': remaining(day),
    'X-RateLimit-Reset': String(unixSeconds(minute.resetAt)),
    'X-RateLimit-Tier': principal.user.tier,
  };
}

const formatCount = (value: number) => value.toLocaleString('en-US');

/**
 * Sliding-window rate limiting per user (the hosted API's rate limits): sets the X-RateLimit-* headers on
 * every authenticated response and answers 429 once a window is full, until it frees up. A completion
 * request that is let through counts in its own Remaining headers (the state it leaves behind), so a
 * client that stops at Remaining 0 never meets the 429. `counted`: the windows read with the key, not read again.
 */
export async function enforceRateLimit(
  deps: Pick<AppDependencies, 'store' | 'clock' | 'config' | 'refusals'>,
  principal: Principal,
  response: Response,
  options: { completion: boolean; refuse?: boolean; namespace: string; counted?: CountedWindows },
): Promise<void> {
  const now = options.counted?.now ?? ledgerClock(deps).now();
  const states = await windowStates(deps.store, deps.config, principal.user.id, principal.user.tier, now, options.counted?.windows);
  const exceeded = states.filter((state) => state.exceeded);
  const headers = rateLimitHeaders(principal, states, options.completion && exceeded.length === 0 ? 1 : 0);
  // Plain string values: written as they are, without express's per-header content-type and charset checks.
  for (const name in headers) response.setHeader(name, headers[name]);
  if (exceeded.length === 0 || options.refuse === false) return;
  const refusal = rateLimitError(deps, principal, states, now);
  // A refused completion is logged (one row per key per second, see RefusalLog): a refusal, not a run.
  if (options.completion) {
    const { req: request } = response;
    await deps.refusals?.note({ principal, namespace: options.namespace, endpoint: request.path, method: request.method, status: refusal.status, detail: refusal.message });
  }
  throw refusal;
}

/** The 429 for a full window: which windows, when to retry, and (free tier) what premium allows. */
export function rateLimitError(deps: Pick<AppDependencies, 'config'>, principal: Principal, states: WindowState[], now: number): ApiError {
  const exceeded = states.filter((state) => state.exceeded);
  const headers = rateLimitHeaders(principal, states, 0);
  const retryAfter = Math.max(1, unixSeconds(Math.max(...exceeded.map((state) => state.resetAt)) - now));
  const premium = deps.config.rateLimits.premium;
  const advice =
    principal.user.tier === 'free'
      ? `Upgrade to Premium for increased limits (${formatCount(premium.minute)}/min, ${formatCount(premium.hour)}/hour, ${formatCount(premium.day)}/day).`
      : `Try again in ${retryAfter} seconds.`;
  return new ApiError('RATE_LIMITED', `Rate limit exceeded for ${exceeded.map((state) => state.name).join(', ')} window(s). ${advice}`, {
    headers: { ...headers, 'Retry-After': String(retryAfter) },
  });
}
