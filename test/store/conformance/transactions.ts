import { describe, expect, it } from 'vitest';
import type { StoreTransaction } from '../../../src/store/repositories.js';
import { logRow, otherTurn, user, type OpenStore } from './store-fixtures.js';

/** Transactions: all or nothing across awaits, and check-then-write serialised per user. */
export function describeTransactions(store: OpenStore): void {
  describe('transactions', () => {
    it('commits every write of the work and resolves with what it returned; the work sees its own writes', async () => {
      const result = await store().transaction(async (tx) => {
        await tx.users.create(user('u1', { creditBalance: 3 }));
        await otherTurn();
        await tx.logs.insert(logRow('l1', 'u1', 100));
        await tx.users.deductCredit('u1', 1);
        return (await tx.users.findById('u1'))?.creditBalance;
      });
      expect(result).toBe(2);
      expect((await store().users.findById('u1'))?.creditBalance).toBe(2);
      expect(await store().logs.findById('l1')).toBeDefined();
    });

    it('rolls back every write when the work throws, and rejects with its error', async () => {
      await store().users.create(user('u1', { creditBalance: 3 }));
      const failure = new Error('refused half way');
      await expect(
        store().transaction(async (tx) => {
          await tx.users.deductCredit('u1', 1);
          await tx.logs.insert(logRow('l1', 'u1', 100));
          await tx.reservations.create({ id: 'r1', userId: 'u1', amount: 1, expiresAt: 10 });
          await otherTurn();
          throw failure;
        }),
      ).rejects.toBe(failure);
      expect((await store().users.findById('u1'))?.creditBalance).toBe(3);
      expect(await store().logs.findById('l1')).toBeUndefined();
      expect(await store().reservations.held('u1', 0)).toEqual({ count: 0, amount: 0 });
      // The store works on after a rollback.
      await store().transaction((tx) => tx.users.setCreditBalance('u1', 7));
      expect((await store().users.findById('u1'))?.creditBalance).toBe(7);
    });

    it('rolls back when a statement of the work fails', async () => {
      await store().users.create(user('u1', { name: 'taken' }));
      await expect(
        store().transaction(async (tx) => {
          await tx.logs.insert(logRow('l1', 'u1', 100));
          await tx.users.create(user('u2', { name: 'taken' }));
        }),
      ).rejects.toThrow();
      expect(await store().logs.findById('l1')).toBeUndefined();
    });

    it('lockUser serialises two concurrent check-then-write transactions on one user', async () => {
      await store().users.create(user('u1', { creditBalance: 1 }));
      // Each reads the balance, waits (another request's turn), then reserves what it saw as free:
      // without serialisation both would see 1 and both would reserve it.
      const reserve = (id: string) =>
        store().transaction(async (tx: StoreTransaction) => {
          await tx.lockUser('u1');
          const balance = (await tx.users.findById('u1'))?.creditBalance ?? 0;
          const held = (await tx.reservations.held('u1', 0)).amount;
          await otherTurn();
          if (balance - held < 1) return false;
          await tx.reservations.create({ id, userId: 'u1', amount: 1, expiresAt: 1_000 });
          return true;
        });
      const admitted = await Promise.all([reserve('r1'), reserve('r2')]);
      expect(admitted.filter(Boolean)).toHaveLength(1);
      expect(await store().reservations.held('u1', 0)).toEqual({ count: 1, amount: 1 });
    });

    it('answers calls made outside a transaction while it is open, without mixing them into it', async () => {
      await store().users.create(user('u1', { creditBalance: 5 }));
      let release!: () => void;
      const waiting = new Promise<void>((resolve) => {
        release = resolve;
      });
      const transaction = store().transaction(async (tx) => {
        await tx.users.setCreditBalance('u1', 1);
        await waiting;
        throw new Error('rolled back');
      });
      await otherTurn();
      const outside = store().logs.insert(logRow('outside', 'u1', 100));
      release();
      await expect(transaction).rejects.toThrow('rolled back');
      await outside;
      expect(await store().logs.findById('outside')).toBeDefined();
      expect((await store().users.findById('u1'))?.creditBalance).toBe(5);
    });
  });
}
