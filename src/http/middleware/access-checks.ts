import type { Principal } from '../../accounts/api-keys.js';
import { ApiError } from '../../errors/api-error.js';

/** Credits at or below this balance stop billable requests (the hosted API's tiers). */
export const MINIMUM_CREDIT_BALANCE = 1;

/** The hosted API's pre-flight 403 for a free-tier key on a premium endpoint. */
export function requirePremium(principal: Principal, path: string): void {
  if (principal.user.tier === 'premium') return;
  throw new ApiError('PREMIUM_REQUIRED', 'Premium subscription required', {
    body: {
      error: {
        type: 'premium_access_required',
        message: 'Premium subscription required',
        detail: `${path} is a premium endpoint and your API key is on the free tier. Upgrade to premium to use it.`,
        status_code: 403,
      },
    },
  });
}

/** 402 when a configured balance (less what runs in flight hold) is exhausted; unconfigured balances are unlimited. */
export function requireCredits(balance: number | null): void {
  if (balance === null || balance > MINIMUM_CREDIT_BALANCE) return;
  throw new ApiError(
    'CREDITS_INSUFFICIENT',
    `Insufficient credits: your balance is $${balance.toFixed(2)} and completions need more than $${MINIMUM_CREDIT_BALANCE.toFixed(2)}. Add credits to continue.`,
  );
}
