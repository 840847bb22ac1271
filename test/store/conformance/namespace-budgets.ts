import { describe, expect, it } from 'vitest';
import { logRow, user, type OpenStore } from './store-fixtures.js';

const hold = (id: string, amount: number, expiresAt = 10_000, namespace = 'ci') => ({ id, namespace, amount, expiresAt });

/** Namespace budgets and their holds: set and read, reserved only within the budget, grown, released, expired, kept by clear. */
export function describeNamespaceBudgetRepository(store: OpenStore): void {
  describe('namespace budgets', () => {
    it('sets, changes and removes a budget, and lists every namespace that has one', async () => {
      await store().budgets.set('ci', 2, 100);
      await store().budgets.set('nightly', 5, 100);
      await store().budgets.set('ci', 3, 200);
      expect(await store().budgets.list()).toEqual([
        { namespace: 'ci', credits: 3 },
        { namespace: 'nightly', credits: 5 },
      ]);
      await store().budgets.set('nightly', null, 300);
      expect(await store().budgets.list()).toEqual([{ namespace: 'ci', credits: 3 }]);
      expect((await store().budgets.state('nightly', 0)).credits).toBeUndefined();
    });

    it('reserves a hold only while spend, unexpired holds and the hold stay within the budget', async () => {
      await store().users.create(user('u1'));
      await store().logs.insert(logRow('spent', 'u1', 1_000, { facts: { ...logRow('x', 'u1', 0).facts, namespace: 'ci' } }));
      await store().logs.insert(logRow('elsewhere', 'u1', 1_000));
      await store().budgets.set('ci', 1.25, 100);
      // Spent 0.25 (the other namespace's row does not count): 0.5 and 0.5 fit, a third 0.5 does not.
      expect(await store().budgets.reserve(hold('h1', 0.5), 5_000)).toBe(true);
      expect(await store().budgets.reserve(hold('h2', 0.5), 5_000)).toBe(true);
      expect(await store().budgets.reserve(hold('h3', 0.5), 5_000)).toBe(false);
      expect(await store().budgets.state('ci', 5_000)).toEqual({ credits: 1.25, spent: 0.25, held: 1 });
      // A namespace without a budget reserves nothing.
      expect(await store().budgets.reserve(hold('h4', 0.1, 10_000, 'free'), 5_000)).toBe(false);
      expect((await store().budgets.state('free', 5_000)).held).toBe(0);
    });

    it('grows and gives back a hold, and frees its share of the budget when it is released', async () => {
      await store().budgets.set('ci', 1, 100);
      expect(await store().budgets.reserve(hold('h1', 0.25), 5_000)).toBe(true);
      await store().budgets.grow('h1', 0.5);
      expect(await store().budgets.reserve(hold('h2', 0.5), 5_000)).toBe(false);
      await store().budgets.grow('h1', -0.5);
      expect((await store().budgets.state('ci', 5_000)).held).toBe(0.25);
      await store().budgets.release('h1');
      await store().budgets.release('h1');
      expect(await store().budgets.reserve(hold('h2', 1), 5_000)).toBe(true);
    });

    it("no longer counts a hold past its expiry: a crashed process's hold lapses", async () => {
      await store().budgets.set('ci', 1, 100);
      expect(await store().budgets.reserve(hold('crashed', 1, 6_000), 5_000)).toBe(true);
      expect(await store().budgets.reserve(hold('later', 1), 5_999)).toBe(false);
      expect(await store().budgets.reserve(hold('later', 1), 6_000)).toBe(true);
    });

    it('admits exactly what the budget holds when many reserve at once', async () => {
      await store().budgets.set('ci', 3.5, 100);
      const admitted = await Promise.all(Array.from({ length: 10 }, (_, index) => store().budgets.reserve(hold(`h${index}`, 1), 5_000)));
      expect(admitted.filter(Boolean)).toHaveLength(3);
    });

    it('keeps budgets through clear (holds go), and carries both in exported rows', async () => {
      await store().budgets.set('ci', 1, 100);
      await store().budgets.reserve(hold('h1', 0.75), 5_000);
      const rows = await store().exportRows();
      expect(rows.tables.namespace_budgets).toEqual([{ namespace: 'ci', credits: 1, updated_at: 100 }]);
      expect(rows.tables.budget_holds).toEqual([{ id: 'h1', namespace: 'ci', amount: 0.75, expires_at: 10_000 }]);
      await store().clear();
      expect(await store().budgets.state('ci', 5_000)).toEqual({ credits: 1, spent: 0, held: 0 });
      await store().importRows(rows);
      expect((await store().budgets.state('ci', 5_000)).held).toBe(0.75);
    });
  });
}
