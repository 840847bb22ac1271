import type { Response } from 'express';
import { ledgerClock } from '../accounts/ledger-clock.js';
import type { Principal } from '../accounts/api-keys.js';
import { windowStates } from '../accounts/rate-limits.js';
import type { AppDependencies } from '../app-dependencies.js';
import type { FaultRule } from '../contract/schemas/fault-rule.js';
import { ApiError } from '../errors/api-error.js';
import { noteOnJournal } from './journal-request.js';
import { MINIMUM_CREDIT_BALANCE, requireCredits } from './middleware/access-checks.js';
import { rateLimitError } from './middleware/rate-limit.js';

/** Names the injected fault that refused a request (its id and status), so a test or a log can tell it from a real refusal. */
export const FAULT_HEADER = 'X-Swarms-Local-Fault';

type Deps = Pick<AppDependencies, 'store' | 'clock' | 'config' | 'faults'>;

/** The 429 the rate limiter answers, its minute window full (Remaining-Minute 0) whatever the window holds. */
async function rateLimited(deps: Deps, principal: Principal | undefined): Promise<ApiError> {
  const message = 'Rate limit exceeded for minute window(s). Try again in 60 seconds.';
  if (!principal) return new ApiError('RATE_LIMITED', message, { headers: { 'Retry-After': '60' } });
  const now = ledgerClock(deps).now();
  const states = await windowStates(deps.store, deps.config, principal.user.id, principal.user.tier, now);
  const [minute, ...others] = states;
  return rateLimitError(deps, principal, [{ ...minute, remaining: 0, exceeded: true }, ...others], now);
}

/** The 402 the credit check answers, for the caller's balance (or none) as an exhausted one. */
function creditsRefusal(principal: Principal | undefined): unknown {
  try {
    requireCredits(Math.min(principal?.user.creditBalance ?? 0, MINIMUM_CREDIT_BALANCE));
  } catch (error) {
    return error;
  }
  return new Error('unreachable: an exhausted balance always refuses');
}

/** What the server itself answers for a refusal of this status, before any run. */
async function hostedRefusal(deps: Deps, status: number, principal: Principal | undefined): Promise<unknown> {
  if (status === 429) return rateLimited(deps, principal);
  if (status === 402) return creditsRefusal(principal);
  if (status === 401) return new ApiError('AUTH_MISSING', 'API key is missing. Send your key in the x-api-key header (or as Authorization: Bearer <key>).');
  if (status === 403) return new ApiError('AUTH_INVALID', 'Invalid API Key');
  if (status === 503) return new ApiError('STORE_UNAVAILABLE', 'The database store is unavailable; retry when it is back.', { retryable: true, headers: { 'Retry-After': '1' } });
  const message = `Injected fault: HTTP ${status} refused the request before it ran.`;
  // 500: an unexpected error, logged with this text and answered as the generic 500 with its log reference.
  if (status === 500) return new Error(message);
  // Any other status (a rule at: "request" of its own choosing) answers {detail} with that status.
  return new ApiError('INJECTED_FAULT', message, { status });
}

/** The hosted refusal with what the rule itself says on top: its status, Retry-After, headers and body win over the defaults. */
function withRuleOverrides(refusal: unknown, rule: FaultRule, status: number): unknown {
  const hasOverride = rule.retryAfter !== undefined || rule.headers !== undefined || rule.body !== undefined;
  if (!(refusal instanceof ApiError)) {
    if (!hasOverride) return refusal;
    return new ApiError('INJECTED_FAULT', (refusal as Error).message, { status, headers: { ...rule.headers }, body: rule.body });
  }
  const headers = { ...refusal.headers, ...(rule.retryAfter === undefined ? {} : { 'Retry-After': String(rule.retryAfter) }), ...rule.headers };
  return new ApiError(refusal.code, refusal.message, { status, headers, body: rule.body ?? refusal.body, retryable: refusal.retryable });
}

/**
 * Refuses a completion request as the hosted API would, before any run starts, when a fault of the namespace
 * that refuses requests (faults/request-refusal) hits it: throws the server's own refusal for the rule's status,
 * the rule's overrides on top. The answer names the fault in `X-Swarms-Local-Fault`, as does the journal.
 */
export async function refuseIfFaulted(deps: Deps, routePath: string, namespace: string, principal: Principal | undefined, response: Response): Promise<void> {
  const rule = deps.faults.pickRefusal(namespace, routePath);
  if (!rule) return;
  const status = rule.status ?? 500;
  const fault = `http-status ${status} at request`;
  response.setHeader(FAULT_HEADER, fault);
  noteOnJournal(response, { injectedFault: fault });
  throw withRuleOverrides(await hostedRefusal(deps, status, principal), rule, status);
}
