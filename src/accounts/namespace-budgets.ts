import { ApiError } from '../errors/api-error.js';
import type { Store, UsageBucket } from '../store/repositories.js';

/**
 * What each namespace's runs may spend together, in credits: the `namespaceBudgets` setting, and
 * changes made while the server runs (the testing API). A namespace without a budget is unlimited.
 */
export class NamespaceBudgets {
  private readonly limits: Map<string, number>;

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
}

/** Spend of a namespace: totals, and the same split by swarm type and by model. */
export interface SpendSummary {
  runs: number;
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
  const sum = (field: 'runs' | 'inputTokens' | 'outputTokens' | 'cost') => bySwarmType.reduce((total, bucket) => total + bucket[field], 0);
  return { runs: sum('runs'), inputTokens: sum('inputTokens'), outputTokens: sum('outputTokens'), cost: sum('cost'), bySwarmType, byModel };
}

/** What a namespace's logged runs have spent, in credits (one query: the check every billable run makes). */
export async function namespaceSpend(store: Pick<Store, 'logs'>, namespace: string): Promise<number> {
  const buckets = await store.logs.usage({ namespace }, 'endpoint');
  return buckets.reduce((total, bucket) => total + bucket.cost, 0);
}

/**
 * Refuses (402 BUDGET_EXCEEDED) a run that would take its namespace past its budget: what the
 * namespace has spent plus what the run is expected to cost at least (its admission estimate).
 */
export async function requireNamespaceBudget(store: Pick<Store, 'logs'>, budgets: NamespaceBudgets | undefined, namespace: string, estimate: number): Promise<void> {
  const budget = budgets?.limit(namespace);
  if (budget === undefined) return;
  const spent = await namespaceSpend(store, namespace);
  if (spent + estimate <= budget) return;
  throw new ApiError(
    'BUDGET_EXCEEDED',
    `Namespace "${namespace}" is over its budget: ${spent.toFixed(6)} of its ${budget.toFixed(6)} credits are spent, and this run is expected to cost at least ${estimate.toFixed(6)} more. ` +
      'Raise the budget (the namespaceBudgets setting, or budget() of the testing API), or reset the namespace.',
  );
}
