import { describe, expect, it } from 'vitest';
import type { Store } from '../../../src/store/repositories.js';
import { journalEntry, logRow, type StoreFactory, user, type OpenStore } from './store-fixtures.js';

const KEEP_ALL = { perNamespace: 1_000, total: Number.POSITIVE_INFINITY };

/** Writes one of everything for two users. */
async function populate(store: Store): Promise<void> {
  for (const id of ['u1', 'u2']) {
    await store.users.create(user(id, { creditBalance: id === 'u1' ? 2.5 : null, tier: id === 'u1' ? 'free' : 'premium' }));
    await store.apiKeys.create({ id: `key-${id}`, userId: id, masked: 'sk-...0000', createdAt: 5, revokedAt: null, admin: id === 'u2', keyHash: `hash-${id}` });
    await store.logs.insert(logRow(`log-${id}`, id, 100, { note: id === 'u1' ? 'a note' : null }));
    await store.logs.insert(logRow(`log-${id}-b`, id, 100, { category: 'failed-run', success: false }));
    await store.agentConfigs.recordUses(id, [{ configHash: `hash-${id}`, config: { agent_name: id }, uses: 1 }], 100);
    await store.reservations.create({ id: `res-${id}`, userId: id, amount: 0.5, expiresAt: 10_000 });
    await store.journal.put(journalEntry(`q-${id}`, 'ns', 100, { userId: id, logId: `log-${id}` }), KEEP_ALL);
  }
}

/** What a store holds, read through its repositories. */
async function contents(store: Store) {
  const users = await store.users.list();
  return {
    users,
    keys: await store.apiKeys.list(),
    logs: await store.logs.runs({ limit: 100 }),
    logsListed: await Promise.all(users.map((row) => store.logs.list({ userId: row.id, limit: 100, offset: 0 }))),
    agents: await Promise.all(users.map((row) => store.agentConfigs.list(row.id))),
    held: await Promise.all(users.map((row) => store.reservations.held(row.id, 0))),
    journal: await store.journal.list({ namespace: 'ns' }),
  };
}

/** clear, resetUser, exportRows and importRows. */
export function describeWholeStore(store: OpenStore, makeStore: StoreFactory): void {
  describe('the whole store', () => {
    it('clear removes every row of every kind', async () => {
      await populate(store());
      await store().clear();
      expect(await contents(store())).toEqual({ users: [], keys: [], logs: [], logsListed: [], agents: [], held: [], journal: [] });
      expect(await store().journal.count()).toBe(0);
    });

    it('resetUser removes one user’s logs and agent configurations; the user, its keys and other users stay', async () => {
      await populate(store());
      await store().resetUser('u1');
      const after = await contents(store());
      expect(after.users.map((row) => row.id)).toEqual(['u1', 'u2']);
      expect(after.keys.map((row) => row.id)).toEqual(['key-u1', 'key-u2']);
      expect(after.logs.map((row) => row.userId)).toEqual(['u2', 'u2']);
      expect(after.agents).toEqual([[], [{ config: { agent_name: 'u2' }, firstSeen: 100, lastSeen: 100, uses: 1 }]]);
    });

    it('exports every row and imports them into another store, replacing what it held', async () => {
      await populate(store());
      const rows = await store().exportRows();
      // Portable: plain JSON survives a trip through text.
      const portable = JSON.parse(JSON.stringify(rows));
      const other = await makeStore();
      try {
        await other.users.create(user('stale', { name: 'stale' }));
        await other.importRows(portable);
        expect(await contents(other)).toEqual(await contents(store()));
        expect(await other.users.findById('stale')).toBeUndefined();
        expect(await other.apiKeys.findByHash('hash-u1')).toMatchObject({ id: 'key-u1' });
        expect(await other.journal.find({ logId: 'log-u2' })).toMatchObject({ id: 'q-u2' });
        expect(JSON.parse(JSON.stringify(await other.exportRows()))).toEqual(portable);
        // Order is kept: the next journal entry comes after the imported ones.
        await other.journal.put(journalEntry('q-new', 'ns', 1, {}), KEEP_ALL);
        expect((await other.journal.list({ namespace: 'ns' })).map((entry) => entry.id)).toEqual(['q-u1', 'q-u2', 'q-new']);
      } finally {
        await other.close();
      }
    });

    it('refuses rows of a table it does not know, and keeps what it held', async () => {
      await populate(store());
      await expect(store().importRows({ tables: { users: [], secrets: [{ id: 1 }] } })).rejects.toThrow(/secrets/);
      await expect(store().importRows({ tables: { users: [{ id: 'x', name: 'x', tier: 'free', created_at: 1, no_such_column: 1 }] } })).rejects.toThrow(/no_such_column/);
      expect((await store().users.list()).map((row) => row.id)).toEqual(['u1', 'u2']);
    });
  });
}
