import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createSqliteStore } from '../../src/store/sqlite/sqlite-store.js';

const directory = mkdtempSync(join(tmpdir(), 'swarms-local-accounts-version-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

const user = (id: string) => ({ id, name: id, tier: 'premium' as const, creditBalance: null, createdAt: 1 });

describe('the SQLite store’s accounts version', () => {
  it('stays while users and keys are only read, and moves on every write that changes a row, rollback, clear and import', async () => {
    const store = createSqliteStore(':memory:');
    try {
      const version = () => store.accountsVersion!();
      const start = version();
      await store.users.findById('nobody');
      await store.apiKeys.findByHash('nothing');
      await store.users.list();
      expect(version()).toBe(start);
      const moves = async (write: () => Promise<unknown>) => {
        const before = version();
        await write().catch(() => {});
        return version() !== before;
      };
      expect(await moves(() => store.users.create(user('u1')))).toBe(true);
      expect(await moves(() => store.users.setTier('u1', 'free'))).toBe(true);
      expect(await moves(() => store.users.setCreditBalance('u1', 5))).toBe(true);
      expect(await moves(() => store.users.deductCredit('u1', 1))).toBe(true);
      expect(await moves(() => store.apiKeys.create({ id: 'k1', userId: 'u1', keyHash: 'h1', masked: 'sk-…0001', createdAt: 1, revokedAt: null, admin: false }))).toBe(true);
      expect(await moves(() => store.apiKeys.revoke('k1', 2))).toBe(true);
      // A write that changes no row leaves it: a failed insert, a deduction from an unlimited balance.
      expect(await moves(() => store.users.create(user('u1')))).toBe(false);
      await store.users.create(user('unlimited'));
      expect(await moves(() => store.users.deductCredit('unlimited', 1))).toBe(false);
      expect(await moves(() => store.apiKeys.revoke('no-such-key', 2))).toBe(false);
      // A transaction rolled back: what was read inside it is not what the database holds.
      expect(
        await moves(() =>
          store.transaction(async (tx) => {
            await tx.users.findById('u1');
            throw new Error('roll back');
          }),
        ),
      ).toBe(true);
      expect(await moves(async () => store.importRows(await store.exportRows()))).toBe(true);
      expect(await moves(() => store.clear())).toBe(true);
      // Reservations are not accounts.
      expect(await moves(() => store.reservations.create({ id: 'r1', userId: 'u1', amount: 0, expiresAt: 10 }))).toBe(false);
    } finally {
      await store.close();
    }
  });

  it('moves when another connection to the same file commits', async () => {
    const path = join(directory, 'shared.db');
    const first = createSqliteStore(path);
    const second = createSqliteStore(path);
    try {
      const before = first.accountsVersion!();
      expect(first.accountsVersion!()).toBe(before);
      await second.users.create(user('elsewhere'));
      expect(first.accountsVersion!()).not.toBe(before);
    } finally {
      await first.close();
      await second.close();
    }
  });
});
