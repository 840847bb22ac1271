import { describe, expect, it } from 'vitest';
import { journalEntry, type OpenStore } from './store-fixtures.js';

const KEEP_ALL = { perNamespace: 1_000, total: Number.POSITIVE_INFINITY };

/** The request journal: run trees by namespace, with retention. */
export function describeJournalRepository(store: OpenStore): void {
  const ids = (entries: Array<{ id: string }>) => entries.map((entry) => entry.id);

  describe('journal', () => {
    it('gives a request back as it was stored, and stores it again in place when it ends', async () => {
      const running = journalEntry('q1', 'ns', 10, { status: null, logId: null });
      await store().journal.put(running, KEEP_ALL);
      await store().journal.put(journalEntry('q2', 'ns', 20), KEEP_ALL);
      expect(await store().journal.list({ namespace: 'ns' })).toEqual([running, journalEntry('q2', 'ns', 20)]);
      const ended = { ...running, status: 201, logId: 'log-1', agents: ['A', 'B'], tree: { id: 'q1', done: true, children: [] } };
      await store().journal.put(ended, KEEP_ALL);
      // Still first: a request keeps its place when its final tree is stored.
      expect(await store().journal.list({ namespace: 'ns' })).toEqual([ended, journalEntry('q2', 'ns', 20)]);
      expect(await store().journal.find({ id: 'q1' })).toEqual(ended);
      expect(await store().journal.find({ logId: 'log-1' })).toEqual(ended);
      expect(await store().journal.find({ id: 'none' })).toBeUndefined();
      expect(await store().journal.find({ logId: 'none' })).toBeUndefined();
    });

    it('stores a batch in its order, as puts one after another would, with retention applied after each', async () => {
      const first = journalEntry('m1', 'ns', 30, { status: null });
      await store().journal.putMany([first, journalEntry('m2', 'ns', 10), journalEntry('m3', 'other', 20)], KEEP_ALL);
      // The batch's order, not the start times, is the journal's order.
      expect(ids(await store().journal.list({ namespace: 'ns' }))).toEqual(['m1', 'm2']);
      const ended = { ...first, status: 200 };
      await store().journal.putMany([ended, journalEntry('m4', 'ns', 40)], { perNamespace: 2, total: Number.POSITIVE_INFINITY });
      // m1 stored again keeps its place; m4 is new and passes the bound of 2, so the oldest (m1) goes.
      expect(ids(await store().journal.list({ namespace: 'ns' }))).toEqual(['m2', 'm4']);
      expect(await store().journal.find({ id: 'm1' })).toBeUndefined();
      expect(ids(await store().journal.list({ namespace: 'other' }))).toEqual(['m3']);
      await store().journal.putMany([], KEEP_ALL);
      expect(await store().journal.count()).toBe(3);
      // Both bounds in one batch: what trimming after each put would leave (a1 over its namespace's bound, then b1 over the total).
      await store().journal.clear();
      await store().journal.putMany(
        ['a1', 'b1', 'c1', 'a2'].map((id, index) => journalEntry(id, id[0], index)),
        { perNamespace: 1, total: 2 },
      );
      expect((await Promise.all(['a', 'b', 'c'].map((namespace) => store().journal.list({ namespace })))).flat().map((entry) => entry.id)).toEqual(['a2', 'c1']);
      await store().journal.clear();
      await store().journal.putMany([journalEntry('m3', 'other', 20)], KEEP_ALL);
      // One id twice in a batch: stored at its first place, with its last content.
      const twice = journalEntry('m5', 'other', 50, { status: null });
      await store().journal.putMany([twice, journalEntry('m6', 'other', 60), { ...twice, status: 204 }], KEEP_ALL);
      expect((await store().journal.list({ namespace: 'other' })).map((entry) => `${entry.id}:${entry.status}`)).toEqual(['m3:200', 'm5:204', 'm6:200']);
    });

    it('filters a namespace’s requests by user, endpoint, status, job, agent, model and time; limit keeps the newest', async () => {
      await store().journal.put(journalEntry('a', 'ns', 10, { userId: 'u1', agents: ['Writer', 'Editor'], models: ['m1'] }), KEEP_ALL);
      await store().journal.put(journalEntry('b', 'ns', 20, { userId: 'u2', endpoint: '/v1/swarm/completions', status: 500, models: ['m2'] }), KEEP_ALL);
      await store().journal.put(journalEntry('c', 'ns', 30, { userId: 'u1', agents: ['Edit_r'] }), KEEP_ALL);
      await store().journal.put(journalEntry('d', 'other', 40), KEEP_ALL);
      const list = async (filter: Record<string, unknown>) => ids(await store().journal.list({ namespace: 'ns', ...filter }));
      expect(await list({})).toEqual(['a', 'b', 'c']);
      expect(await list({ userId: 'u1' })).toEqual(['a', 'c']);
      expect(await list({ endpoint: '/v1/swarm/completions' })).toEqual(['b']);
      expect(await list({ status: 500 })).toEqual(['b']);
      expect(await list({ jobId: 'job-c' })).toEqual(['c']);
      expect(await list({ agent: 'Editor' })).toEqual(['a']);
      expect(await list({ agent: 'Edit_r' })).toEqual(['c']);
      expect(await list({ model: 'm2' })).toEqual(['b']);
      expect(await list({ since: 20 })).toEqual(['b', 'c']);
      expect(await list({ limit: 2 })).toEqual(['b', 'c']);
      expect(await list({ userId: 'u1', limit: 1 })).toEqual(['c']);
      expect(await store().journal.count()).toBe(4);
    });

    it('keeps the newest requests of each namespace, and at most a total, oldest dropped first', async () => {
      const retention = { perNamespace: 3, total: 5 };
      for (let index = 0; index < 5; index += 1) await store().journal.put(journalEntry(`a${index}`, 'a', index), retention);
      expect(ids(await store().journal.list({ namespace: 'a' }))).toEqual(['a2', 'a3', 'a4']);
      for (let index = 0; index < 3; index += 1) await store().journal.put(journalEntry(`b${index}`, 'b', 10 + index), retention);
      expect(await store().journal.count()).toBe(5);
      expect(ids(await store().journal.list({ namespace: 'a' }))).toEqual(['a3', 'a4']);
      expect(ids(await store().journal.list({ namespace: 'b' }))).toEqual(['b0', 'b1', 'b2']);
    });

    it('forgets one namespace, one user, or everything', async () => {
      await store().journal.put(journalEntry('a', 'ns1', 1, { userId: 'u1' }), KEEP_ALL);
      await store().journal.put(journalEntry('b', 'ns1', 2, { userId: 'u2' }), KEEP_ALL);
      await store().journal.put(journalEntry('c', 'ns2', 3, { userId: 'u1' }), KEEP_ALL);
      await store().journal.put(journalEntry('d', 'ns3', 4, { userId: 'u2' }), KEEP_ALL);
      await store().journal.clearUser('u1');
      expect(ids(await store().journal.list({ namespace: 'ns1' }))).toEqual(['b']);
      expect(ids(await store().journal.list({ namespace: 'ns2' }))).toEqual([]);
      await store().journal.clear('ns1');
      expect(await store().journal.count()).toBe(1);
      await store().journal.clear();
      expect(await store().journal.count()).toBe(0);
    });
  });
}
