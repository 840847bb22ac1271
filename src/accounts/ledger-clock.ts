import type { Config } from '../config/schema.js';
import type { Clock } from '../runtime/clock.js';
import { NamespacedClock } from '../runtime/namespaced-clock.js';

/**
 * Whether the ledger (rate-limit windows, the times of log rows they count, night-time prices) follows a
 * request's namespace clock. `ledgerClock` decides; by default it does in open auth (a test moves time to
 * see windows free up) and does not in strict auth, where an ordinary key owns its namespace's clock and
 * could otherwise move it past its own windows or into night-time prices.
 */
export function ledgerFollowsNamespaces(config: Pick<Config, 'ledgerClock' | 'auth'>): boolean {
  return (config.ledgerClock ?? (config.auth === 'open' ? 'namespace' : 'server')) === 'namespace';
}

/** The clock the ledger reads: the request's namespace clock, or the server's (the default namespace's) one. */
export function ledgerClock(deps: { clock: Clock; config: Pick<Config, 'ledgerClock' | 'auth'> }): Clock {
  return deps.clock instanceof NamespacedClock && !ledgerFollowsNamespaces(deps.config) ? deps.clock.root : deps.clock;
}
