import { describe, expect, it } from 'vitest';
import { logRow, type OpenStore, user } from './store-fixtures.js';

/** Users, API keys, agent configurations and reservations. */
export function describeAccountRepositories(store: OpenStore): void {
  describe('users', () => {
    it('finds a created user by id and by name, and lists users oldest first, then by name', async () => {
      await store().users.create(user('u2', { name: 'bea', createdAt: 2_000, tier: 'free', creditBalance: 5 }));
      await store().users.create(user('u1', { name: 'cy', createdAt: 1_000 }));
      await store().users.create(user('u3', { name: 'al', createdAt: 2_000 }));
      expect(await store().users.findById('u2')).toEqual({ id: 'u2', name: 'bea', tier: 'free', creditBalance: 5, createdAt: 2_000 });
      expect(await store().users.findByName('cy')).toMatchObject({ id: 'u1', creditBalance: null });
      expect(await store().users.findById('nobody')).toBeUndefined();
      expect(await store().users.findByName('nobody')).toBeUndefined();
      expect((await store().users.list()).map((row) => row.id)).toEqual(['u1', 'u3', 'u2']);
    });

    it('refuses a second user with the same name', async () => {
      await store().users.create(user('u1', { name: 'same' }));
      await expect(store().users.create(user('u2', { name: 'same' }))).rejects.toThrow();
    });

    it('sets tier and balance; deducts from a limited balance, never below zero, and leaves an unlimited one alone', async () => {
      await store().users.create(user('limited', { creditBalance: 1 }));
      await store().users.create(user('unlimited'));
      await store().users.setTier('limited', 'free');
      await store().users.deductCredit('limited', 0.3);
      expect(await store().users.findById('limited')).toMatchObject({ tier: 'free', creditBalance: 0.7 });
      await store().users.deductCredit('limited', 5);
      expect((await store().users.findById('limited'))?.creditBalance).toBe(0);
      await store().users.deductCredit('unlimited', 5);
      expect((await store().users.findById('unlimited'))?.creditBalance).toBeNull();
      await store().users.setCreditBalance('unlimited', 2.5);
      expect((await store().users.findById('unlimited'))?.creditBalance).toBe(2.5);
      await store().users.setCreditBalance('unlimited', null);
      expect((await store().users.findById('unlimited'))?.creditBalance).toBeNull();
    });
  });

  describe('API keys', () => {
    it('finds a key by its hash, revokes it once, and lists keys (all, or one user’s) oldest first', async () => {
      await store().users.create(user('u1'));
      await store().users.create(user('u2', { name: 'other' }));
      const key = { id: 'key-b', userId: 'u1', masked: 'sk-...bbbb', createdAt: 20, revokedAt: null, admin: true };
      await store().apiKeys.create({ ...key, keyHash: 'hash-b' });
      await store().apiKeys.create({ id: 'key-a', userId: 'u1', masked: 'sk-...aaaa', createdAt: 10, revokedAt: null, admin: false, keyHash: 'hash-a' });
      await store().apiKeys.create({ id: 'key-c', userId: 'u2', masked: 'sk-...cccc', createdAt: 5, revokedAt: null, admin: false, keyHash: 'hash-c' });
      expect(await store().apiKeys.findByHash('hash-b')).toEqual(key);
      expect(await store().apiKeys.findByHash('hash-none')).toBeUndefined();
      expect(await store().apiKeys.revoke('key-b', 99)).toBe(true);
      expect(await store().apiKeys.revoke('key-b', 100)).toBe(false);
      expect(await store().apiKeys.revoke('key-none', 100)).toBe(false);
      expect((await store().apiKeys.findByHash('hash-b'))?.revokedAt).toBe(99);
      expect((await store().apiKeys.list()).map((row) => row.id)).toEqual(['key-c', 'key-a', 'key-b']);
      expect((await store().apiKeys.list('u1')).map((row) => row.id)).toEqual(['key-a', 'key-b']);
    });

    it("finds a key with its user in one read, and with the user's window counts (as windowCounts reads them) when asked", async () => {
      await store().users.create(user('u1', { name: 'bea', tier: 'free', creditBalance: 5, createdAt: 7 }));
      await store().users.create(user('u2', { name: 'other' }));
      const key = { id: 'key-1', userId: 'u1', masked: 'sk-...1111', createdAt: 20, revokedAt: null, admin: false };
      await store().apiKeys.create({ ...key, keyHash: 'hash-1' });
      for (const [id, at] of [
        ['a', 100],
        ['b', 200],
        ['c', 400],
      ] as const)
        await store().logs.insert(logRow(id, 'u1', at));
      await store().logs.insert(logRow('o', 'u2', 150));
      await store().reservations.create({ id: 'r1', userId: 'u1', amount: 0, expiresAt: 1_000 });
      await store().reservations.create({ id: 'r2', userId: 'u1', amount: 0, expiresAt: 5_000 });

      const bea = { id: 'u1', name: 'bea', tier: 'free', creditBalance: 5, createdAt: 7 };
      expect(await store().apiKeys.findWithUser('hash-1')).toEqual({ key, user: bea });
      expect(await store().apiKeys.findWithUser('hash-none')).toBeUndefined();
      expect(await store().apiKeys.findWithUser('hash-1', { sinces: [0, 150, 360], until: 350, heldAt: 2_000 })).toEqual({
        key,
        user: bea,
        windows: {
          windows: [
            { count: 2, oldest: 100 },
            { count: 1, oldest: 200 },
            { count: 0, oldest: undefined },
          ],
          inFlight: 1,
        },
      });
      expect(await store().apiKeys.findWithUser('hash-none', { sinces: [0], until: 350, heldAt: 0 })).toBeUndefined();
      await store().apiKeys.revoke('key-1', 99);
      expect((await store().apiKeys.findWithUser('hash-1'))?.key.revokedAt).toBe(99);
    });

    it('refuses a second key with the same hash', async () => {
      await store().users.create(user('u1'));
      const record = { userId: 'u1', masked: 'm', createdAt: 1, revokedAt: null, admin: false, keyHash: 'same' };
      await store().apiKeys.create({ ...record, id: 'k1' });
      await expect(store().apiKeys.create({ ...record, id: 'k2' })).rejects.toThrow();
    });
  });

  describe('agent configurations', () => {
    it('counts each configuration once per user by its hash, keeping first and last use', async () => {
      const a = { configHash: 'h1', config: { agent_name: 'A', tools: ['x'] }, uses: 1 };
      await store().agentConfigs.recordUses('u1', [a], 10);
      await store().agentConfigs.recordUses('u1', [{ configHash: 'h2', config: { agent_name: 'B' }, uses: 1 }], 20);
      await store().agentConfigs.recordUses('u1', [a], 30);
      await store().agentConfigs.recordUses('u2', [a], 40);
      expect(await store().agentConfigs.list('u1')).toEqual([
        { config: { agent_name: 'A', tools: ['x'] }, firstSeen: 10, lastSeen: 30, uses: 2 },
        { config: { agent_name: 'B' }, firstSeen: 20, lastSeen: 20, uses: 1 },
      ]);
      expect(await store().agentConfigs.count('u1')).toBe(2);
      expect(await store().agentConfigs.count('u2')).toBe(1);
      expect(await store().agentConfigs.count('nobody')).toBe(0);
    });

    it("records a run's configurations in one call: new ones inserted, known ones counted up by their uses", async () => {
      await store().agentConfigs.recordUses('u1', [{ configHash: 'h1', config: { agent_name: 'A' }, uses: 1 }], 10);
      await store().agentConfigs.recordUses(
        'u1',
        [
          { configHash: 'h2', config: { agent_name: 'B' }, uses: 2 },
          { configHash: 'h1', config: { agent_name: 'A' }, uses: 3 },
        ],
        20,
      );
      await store().agentConfigs.recordUses('u1', [], 30);
      expect(await store().agentConfigs.list('u1')).toEqual([
        { config: { agent_name: 'A' }, firstSeen: 10, lastSeen: 20, uses: 4 },
        { config: { agent_name: 'B' }, firstSeen: 20, lastSeen: 20, uses: 2 },
      ]);
    });

    it('records a run of 6,000 distinct configurations, more than one statement of SQLite may carry', async () => {
      const uses = Array.from({ length: 6_000 }, (_, index) => ({ configHash: `h${index}`, config: { agent_name: `Agent ${index}` }, uses: 1 }));
      await store().agentConfigs.recordUses('u1', uses, 10);
      expect(await store().agentConfigs.count('u1')).toBe(6_000);
    });
  });

  describe('run reservations', () => {
    it('holds places and credit until removed or expired', async () => {
      await store().reservations.create({ id: 'r1', userId: 'u1', amount: 0.5, expiresAt: 1_000 });
      await store().reservations.create({ id: 'r2', userId: 'u1', amount: 0.25, expiresAt: 5_000 });
      await store().reservations.create({ id: 'r3', userId: 'u2', amount: 9, expiresAt: 5_000 });
      await store().reservations.add('r2', 0.5);
      expect(await store().reservations.held('u1', 500)).toEqual({ count: 2, amount: 1.25 });
      // Expired at 1,000: no longer held from then on.
      expect(await store().reservations.held('u1', 1_000)).toEqual({ count: 1, amount: 0.75 });
      await store().reservations.remove('r2');
      // Removing one already gone (a run released after it settled) is no error.
      await store().reservations.remove('r2');
      expect(await store().reservations.held('u1', 500)).toEqual({ count: 1, amount: 0.5 });
      expect(await store().reservations.held('nobody', 0)).toEqual({ count: 0, amount: 0 });
    });
  });
}
