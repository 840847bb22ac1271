import { randomUUID } from 'node:crypto';
import { holdExpiresAt } from '../../accounts/hold-expiry.js';
import { ledgerClock } from '../../accounts/ledger-clock.js';
import type { Principal } from '../../accounts/api-keys.js';
import { LATE_ROW_ALLOWANCE_MS, windowLimits, windowStates } from '../../accounts/rate-limits.js';
import { ApiError } from '../../errors/api-error.js';
import type { AppDependencies } from '../../app-dependencies.js';
import type { StoreTransaction } from '../../store/repositories.js';
import { MINIMUM_CREDIT_BALANCE, requireCredits } from './access-checks.js';
import { rateLimitError } from './rate-limit.js';

/** A run's hold on its user's rate-limit windows and credits, from admission until it settles. */
export interface HeldRun {
  id: string;
  /** Holds `amount` more credit for the run before it is spent; a 402 when the balance cannot cover it. */
  cover(amount: number): Promise<void>;
  /** Gives the hold back (a run that ended without a log row); after `settled()` there is nothing left to give back. */
  release(): Promise<void>;
  /** Says the run's log row has landed and removed the hold in its transaction: `release` then makes no store call. */
  settled(): void;
}

/** How often a store judging admission in one statement is asked before the steps decide alone (a user it cannot find). */
const ONE_STATEMENT_ATTEMPTS = 3;

/**
 * Admits a billable request atomically: in one store transaction it re-counts the user's windows
 * with every run in flight, checks the balance less what those runs hold, and reserves a place plus
 * `initialCost`. Concurrent requests therefore cannot all pass a check made before any of them is
 * logged; the hold grows as the run makes calls (`cover`) and becomes the log row when it settles.
 */
export async function reserveRun(deps: Pick<AppDependencies, 'store' | 'clock' | 'config'>, principal: Principal, initialCost: number): Promise<HeldRun> {
  const { store } = deps;
  const userId = principal.user.id;
  const id = randomUUID();
  // Read together (a PostgreSQL transaction sends reads asked for together in one message, so the user's
  // lock is held across one round trip rather than one per read).
  const available = async (tx: StoreTransaction) => {
    const [user, held] = await Promise.all([tx.users.findById(userId), tx.reservations.held(userId, Date.now())]);
    const balance = user?.creditBalance ?? null;
    return balance === null ? null : balance - held.amount;
  };
  const expiresAt = holdExpiresAt(deps.config.runLimits.deadlineMs);
  /** Admission step by step under the user's lock: throws the refusal naming why; otherwise reserves when `reserve`. */
  const admitInSteps = (reserve: boolean) =>
    store.transaction(async (tx) => {
      await tx.lockUser(userId);
      const now = ledgerClock(deps).now();
      const [states, credit] = await Promise.all([windowStates(tx, deps.config, userId, principal.user.tier, now), available(tx)]);
      if (states.some((state) => state.exceeded)) throw rateLimitError(deps, principal, states, now);
      requireCredits(credit);
      const amount = credit === null ? 0 : initialCost;
      if (credit !== null && credit < amount) requireCredits(0);
      if (reserve) await tx.reservations.create({ id, userId, amount, expiresAt });
    });
  // Where the store judges the whole admission in one statement (PostgreSQL), only that statement admits:
  // it reads the windows, the balance and the holds at one instant, so a settlement needs no lock. Refused
  // there, the steps name why; finding room instead (runs settled in between), it is asked again.
  let admitted = false;
  for (let attempt = 0; store.admitRun && !admitted && attempt < ONE_STATEMENT_ATTEMPTS; attempt++) {
    const at = ledgerClock(deps).now();
    const rule = { windows: windowLimits(deps.config, principal.user.tier, at), until: at + LATE_ROW_ALLOWANCE_MS, heldAt: Date.now(), minimumCredit: MINIMUM_CREDIT_BALANCE };
    admitted = await store.admitRun({ id, userId, amount: initialCost, expiresAt }, rule);
    if (!admitted) await admitInSteps(false);
  }
  if (!admitted) await admitInSteps(true);
  /** Cover step by step under the user's lock: throws when the balance cannot cover `amount`; otherwise holds it when `hold`. */
  const coverInSteps = (amount: number, hold: boolean) =>
    store.transaction(async (tx) => {
      await tx.lockUser(userId);
      const credit = await available(tx);
      if (credit === null) return;
      if (credit < amount) {
        throw new ApiError(
          'CREDITS_INSUFFICIENT',
          `Insufficient credits: the run's next step may cost up to $${amount.toFixed(4)} and your balance, less what your runs in flight hold, is $${Math.max(0, credit).toFixed(4)}; the run was stopped. Add credits to continue.`,
        );
      }
      if (hold) await tx.reservations.add(id, amount);
    });
  let removed = false;
  return {
    id,
    // In one statement where the store can, as admission; refused there, the steps name why, or it is asked again.
    cover: async (amount) => {
      for (let attempt = 0; store.coverRun && attempt < ONE_STATEMENT_ATTEMPTS; attempt++) {
        if (await store.coverRun({ id, userId }, amount, Date.now())) return;
        await coverInSteps(amount, false);
      }
      await coverInSteps(amount, true);
    },
    release: async () => {
      if (!removed) await store.reservations.remove(id);
    },
    settled: () => {
      removed = true;
    },
  };
}
