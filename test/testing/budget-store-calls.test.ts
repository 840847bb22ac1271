import { describe, expect, it } from 'vitest';
import { NamespaceBudgets } from '../../src/accounts/namespace-budgets.js';
import type { NamespaceBudgetRepository } from '../../src/store/repositories.js';
import { createSqliteStore } from '../../src/store/sqlite/sqlite-store.js';

/** The store's budget repository, counting the calls made to it by method. */
function countedBudgets(repository: NamespaceBudgetRepository) {
  const calls: string[] = [];
  const counted = Object.fromEntries(
    Object.entries(repository).map(([name, method]) => [name, (...args: unknown[]) => (calls.push(name), (method as (...args: unknown[]) => unknown)(...args))]),
  ) as unknown as NamespaceBudgetRepository;
  return { counted, calls };
}

describe('what namespace budgets cost a run in store calls', () => {
  it('costs a run in a namespace without a budget no store call once the list of budgets is read, and a budgeted run one reserve', async () => {
    const store = createSqliteStore(':memory:');
    try {
      const { counted, calls } = countedBudgets(store.budgets);
      const budgets = new NamespaceBudgets({ ci: 1 }, () => counted, 600_000);
      // The first admission writes the setting's budgets and reads the list once.
      expect(await budgets.hold('free', 0.05)).toBeUndefined();
      expect(calls).toEqual(['set', 'list']);
      calls.length = 0;
      // Only the list is read again, at most once a second (on a slow machine the loop may span one).
      const besidesTheList = () => calls.filter((name) => name !== 'list');
      for (let run = 0; run < 20; run++) expect(await budgets.hold('free', 0.05)).toBeUndefined();
      expect(besidesTheList()).toEqual([]);
      const held = await budgets.hold('ci', 0.05);
      expect(held).toBeDefined();
      expect(besidesTheList()).toEqual(['reserve']);
      await held?.release();
      expect(besidesTheList()).toEqual(['reserve', 'release']);
    } finally {
      await store.close();
    }
  });

  it('writes the growth of many calls at once in fewer writes than calls, and all of it', async () => {
    const store = createSqliteStore(':memory:');
    try {
      const { counted, calls } = countedBudgets(store.budgets);
      const budgets = new NamespaceBudgets({ ci: 10 }, () => counted, 600_000);
      const held = await budgets.hold('ci', 1);
      calls.length = 0;
      await Promise.all(Array.from({ length: 64 }, () => held?.grow(0.01)));
      expect(calls.filter((name) => name === 'grow').length).toBeLessThan(64);
      expect((await store.budgets.state('ci', Date.now())).held).toBeCloseTo(1.64, 9);
    } finally {
      await store.close();
    }
  });
});
