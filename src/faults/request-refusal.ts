import { type FaultRule, REQUEST_MATCH_FIELDS } from '../contract/schemas/fault-rule.js';

/** The statuses of the hosted API's own refusals: an http-status fault with one of them refuses whole requests by default. */
export const REFUSAL_STATUSES: readonly number[] = [401, 402, 403, 429, 500, 503];

/**
 * Whether a rule refuses whole requests before any run starts (answered as the hosted API refuses them) rather
 * than failing a run's model calls: its `at` says so, or, unsaid, it is an http-status fault of a refusal status
 * whose match names nothing a model call alone has (only endpoint or callIndex).
 */
export function refusesRequests(rule: FaultRule): boolean {
  if (rule.kind !== 'http-status') return false;
  if (rule.at !== undefined) return rule.at === 'request';
  const named = Object.keys(rule.match).filter((field) => rule.match[field as keyof FaultRule['match']] !== undefined);
  return REFUSAL_STATUSES.includes(rule.status ?? 500) && named.every((field) => REQUEST_MATCH_FIELDS.includes(field));
}
