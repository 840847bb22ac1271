import { ApiError } from '../errors/api-error.js';
import type { Store, UsageBucket } from '../store/repositories.js';

/**
 * What each namespace's runs may spend together, in credits: the `namespaceBudgets` setting, and
 * changes made while the server runs (the testing API). A namespace without a budget is unlimited.
 */
export class NamespaceBudgets {
  private readonly limits: Map<string, number>;
  /** What the runs in flight of each namespace hold against its budget, by run. */
  private readonly holds = new Map<string, Map<symbol, number>>();
  /** Each namespace's admissions and releases, one at a time (the last one queued). */
  private readonly turns = new Map<string, Promise<void>>();

  constructor(configured: Readonly<Record<string, number>> = {}) {
    this.limits = new Map(Object.entries(configured));
  }

  /** The namespace's budget, or undefined when it has none. */
  limit(namespace: string): number | undefined {
    return this.limits.get(namespace);
  }

  /** Sets the namespace's budget; null removes it. */
  set(namespace: string, credits: number | null): void {
    if (credits === null) this.limits.delete(namespace);
    else if (!(Number.isFinite(credits) && credits >= 0)) throw new RangeError(`A budget is a number of credits of 0 or more; got ${credits}.`);
    else this.limits.set(namespace, credits);
  }

  /**
   * Admits a run of `namespace` against its budget, or refuses it (402 BUDGET_EXCEEDED): what the
   * namespace has spent (`spent()`, its log rows) plus what its runs in flight hold plus `estimate` must
   * stay within it. Admissions and releases of a namespace take turns, so concurrent runs cannot all pass
   * one check, and a run's hold is given back only once its log row counts in `spent()`.
   * Undefined for a namespace without a budget.
   */
  hold(namespace: string, spent: () => Promise<number>, estimate: number): Promise<BudgetHold | undefined> {
    return this.inTurn(namespace, async () => {
      const budget = this.limit(namespace);
      if (budget === undefined) return undefined;
      const spentSoFar = await spent();
      const runs = this.holds.get(namespace) ?? new Map<symbol, number>();
      const held = [...runs.values()].reduce((total, amount) => total + amount, 0);
      if (spentSoFar + held + estimate > budget) throw budgetExceeded(namespace, budget, spentSoFar, held, estimate);
      const run = Symbol(namespace);
      runs.set(run, estimate);
      this.holds.set(namespace, runs);
      return {
        grow: (amount) => {
          if (runs.has(run)) runs.set(run, (runs.get(run) ?? 0) + amount);
        },
        release: () =>
          this.inTurn(namespace, () => {
            runs.delete(run);
            if (runs.size === 0 && this.holds.get(namespace) === runs) this.holds.delete(namespace);
          }),
      };
    });
  }

  /** Runs `step` once every step queued before it for `namespace` has finished. */
  private inTurn<T>(namespace: string, step: () => T | Promise<T>): Promise<T> {
    const result = (this.turns.get(namespace) ?? Promise.resolve()).then(step);
    const done = result.then(
      () => undefined,
      () => undefined,
    );
    this.turns.set(namespace, done);
    void done.then(() => {
      if (this.turns.get(namespace) === done) this.turns.delete(namespace);
    });
    return result;
  }
}

/** A run's hold on its namespace's budget, from admission until its log row is written. */
export interface BudgetHold {
  /** Adds `amount` (negative: gives some back) to what the run holds, as its calls hold and settle credit. */
  grow(amount: number): void;
  /** Gives the hold back, once the run's log row is written (its spend then counts instead) or it ended without one. */
  release(): Promise<void>;
}

function budgetExceeded(namespace: string, budget: number, spent: number, held: number, estimate: number): ApiError {
  const inFlight = held > 0 ? `, runs in flight hold ${held.toFixed(6)} more,` : '';
  return new ApiError(
    'BUDGET_EXCEEDED',
    `Namespace "${namespace}" is over its budget: ${spent.toFixed(6)} of its ${budget.toFixed(6)} credits are spent${inFlight} and this run is expected to cost at least ${estimate.toFixed(6)} more. ` +
      'Raise the budget (the namespaceBudgets setting, or budget() of the testing API), or reset the namespace.',
  );
}

/** Spend of a namespace: totals, and the same split by swarm type and by model. */
export interface SpendSummary {
  runs: number;
  /** Requests refused before they ran (402, 403, 429, or an injected refusal fault): neither runs nor spend. */
  refusals: number;
  inputTokens: number;
  outputTokens: number;
  cost: number;
  bySwarmType: UsageBucket[];
  byModel: UsageBucket[];
}

/** What a namespace's logged runs spent, from the store's run rows: totals, by swarm type and by model. */
export async function spendOf(store: Pick<Store, 'logs'>, namespace: string): Promise<SpendSummary> {
  const bySwarmType = await store.logs.usage({ namespace }, 'swarmType');
  const byModel = await store.logs.usage({ namespace }, 'model');
  const sum = (field: 'runs' | 'refusals' | 'inputTokens' | 'outputTokens' | 'cost') => bySwarmType.reduce((total, bucket) => total + bucket[field], 0);
  return { runs: sum('runs'), refusals: sum('refusals'), inputTokens: sum('inputTokens'), outputTokens: sum('outputTokens'), cost: sum('cost'), bySwarmType, byModel };
}

/** What a namespace's logged runs have spent, in credits (one query: the check every billable run makes). */
export async function namespaceSpend(store: Pick<Store, 'logs'>, namespace: string): Promise<number> {
  const buckets = await store.logs.usage({ namespace }, 'endpoint');
  return buckets.reduce((total, bucket) => total + bucket.cost, 0);
}

/**
 * Holds a billable run's admission estimate against its namespace's budget (see `NamespaceBudgets.hold`):
 * a 402 BUDGET_EXCEEDED when spend so far, the holds of runs in flight and the estimate would pass it.
 */
export function holdNamespaceBudget(store: Pick<Store, 'logs'>, budgets: NamespaceBudgets | undefined, namespace: string, estimate: number): Promise<BudgetHold | undefined> {
  return budgets ? budgets.hold(namespace, () => namespaceSpend(store, namespace), estimate) : Promise.resolve(undefined);
}
