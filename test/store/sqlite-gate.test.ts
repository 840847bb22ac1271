import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { createSqliteStore } from '../../src/store/sqlite/sqlite-store.js';
import { user } from './conformance/store-fixtures.js';
import { scratchDirectory } from '../support/scratch-directory.js';

describe('the SQLite store inside a transaction', () => {
  // A transaction that holds the connection this long while calls wait is taken to be waiting for one of them.
  const stallMs = 100;

  it('refuses a call through the store itself (it would wait for its own transaction), naming `tx`', async () => {
    const store = createSqliteStore(':memory:', { stallMs });
    try {
      await expect(
        store.transaction(async (tx) => {
          await tx.users.create(user('u1'));
          await store.users.findById('u1');
        }),
      ).rejects.toThrow('must go through its `tx` argument');
      // Rolled back, and the store answers again.
      expect(await store.users.findById('u1')).toBeUndefined();
    } finally {
      await store.close();
    }
  });

  it('refuses a nested transaction, and lands the next', async () => {
    const store = createSqliteStore(':memory:', { stallMs });
    try {
      await expect(store.transaction(() => store.transaction(async () => 1))).rejects.toThrow('cannot be nested');
      await expect(store.transaction((tx) => tx.users.create(user('u2')))).resolves.toBeUndefined();
      expect(await store.users.findById('u2')).toMatchObject({ id: 'u2' });
      await expect(store.transaction(async () => 2, { readOnly: true })).resolves.toBe(2);
    } finally {
      await store.close();
    }
  });

  it('lets work started inside a transaction reach the store once the transaction has ended', async () => {
    const store = createSqliteStore(':memory:', { stallMs });
    try {
      let later: Promise<unknown> | undefined;
      let release!: () => void;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await store.transaction(async (tx) => {
        await tx.users.create(user('u1'));
        // Runs after the commit, while another transaction is open: it must wait its turn, not fail.
        later = new Promise((resolve) => setTimeout(resolve, 10)).then(() => store.users.findById('u1'));
      });
      const other = store.transaction(async () => held);
      setTimeout(release, 30);
      const found = await later;
      await other;
      expect(found).toMatchObject({ id: 'u1' });
    } finally {
      await store.close();
    }
  });
});

describe('a read-only transaction of the SQLite store', () => {
  it('takes no write lock: another process may write to the file while it is open, and it keeps reading one moment', async () => {
    const file = join(scratchDirectory('swarms-gate-'), 'store.db');
    const store = createSqliteStore(file);
    await store.users.create(user('u1', { creditBalance: 5 }));
    // Another process's connection, which gives up at once on a lock it cannot take.
    const other = new Database(file);
    other.pragma('busy_timeout = 0');
    const write = (mode: string) => other.exec(`BEGIN ${mode}; UPDATE users SET credit_balance = credit_balance - 1; COMMIT`);
    try {
      const seen = await store.transaction(
        async (tx) => {
          const before = (await tx.users.findById('u1'))?.creditBalance;
          write('IMMEDIATE');
          const after = (await tx.users.findById('u1'))?.creditBalance;
          return [before, after];
        },
        { readOnly: true },
      );
      expect(seen).toEqual([5, 5]);
      expect((await store.users.findById('u1'))?.creditBalance).toBe(4);
      // A writing transaction holds the file's write lock: the other process is refused meanwhile.
      await store.transaction(async (tx) => {
        await tx.users.findById('u1');
        expect(() => write('IMMEDIATE')).toThrow(/locked|busy/i);
      });
    } finally {
      other.close();
      await store.close();
    }
  });
});
