import { ApiError } from '../errors/api-error.js';
import type { Store } from '../store/repositories.js';

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

/** What a namespace's logged runs have spent, in credits. */
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
