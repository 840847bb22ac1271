/** A run's hold on its namespace's budget, as stored: what it may still spend, until when it can be in flight. */
export interface BudgetHold {
  id: string;
  namespace: string;
  /** Credits held: the run's admission estimate, grown by the worst case of each call it makes. */
  amount: number;
  /** Real time (ms) after which the run can no longer be in flight (its deadline): a crashed process's hold lapses then. */
  expiresAt: number;
}

/** A namespace's budget and what counts against it, read at one instant. */
export interface BudgetState {
  /** Credits its runs may spend together; undefined: no budget. */
  credits: number | undefined;
  /** What its logged runs spent. */
  spent: number;
  /** What its runs in flight hold (unexpired holds). */
  held: number;
}

/**
 * Per-namespace spending budgets and the holds of the runs in flight against them, kept in the store so
 * that every replica on it enforces one budget, and a restart keeps it. A namespace's spend is its log
 * rows' cost (forgetting its logs forgets its spend).
 */
export interface NamespaceBudgetRepository {
  /** Sets a namespace's budget; null removes it. */
  set(namespace: string, credits: number | null, at: number): Promise<void>;
  /** Every namespace that has a budget, with it. */
  list(): Promise<Array<{ namespace: string; credits: number }>>;
  /** The namespace's budget, spend and holds unexpired at real time `now`, read at one instant. */
  state(namespace: string, now: number): Promise<BudgetState>;
  /**
   * Creates `hold` when the namespace has a budget and its spend plus the holds unexpired at real time
   * `now` plus `hold.amount` stay within it, atomically across every process on the store; false, with
   * nothing written, when they do not or it has no budget (`state` tells which).
   */
  reserve(hold: BudgetHold, now: number): Promise<boolean>;
  /** Adds `amount` (negative: gives some back) to a hold, if it is still there. */
  grow(id: string, amount: number): Promise<void>;
  /** Removes a hold (its run's log row now counts in the spend, or it ended without one), if it is still there. */
  release(id: string): Promise<void>;
}
