import { describe, expect, it } from 'vitest';
import { Journal } from '../../src/journal/journal.js';
import type { JournalNode } from '../../src/journal/journal-node.js';
import type { JournalEntry, JournalRepository } from '../../src/store/repositories.js';
import { createSqliteStore } from '../../src/store/sqlite/sqlite-store.js';

const KEEP_ALL = { perNamespace: 1_000, total: Number.POSITIVE_INFINITY };
const node = (id: string): JournalNode => ({ id, kind: 'request', name: `GET /${id}`, startedAt: '2026-11-23T00:00:00.000000+00:00', children: [] });
const turn = () => new Promise((resolve) => setImmediate(resolve));
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A SQLite journal whose batches are recorded: which entries each store call carried, with their status. */
function recordedJournal() {
  const store = createSqliteStore(':memory:');
  const batches: string[][] = [];
  const repository: JournalRepository = {
    ...store.journal,
    putMany: (entries: readonly JournalEntry[], retention) => {
      batches.push(entries.map((entry) => `${entry.id}:${entry.status ?? 'running'}`));
      return store.journal.putMany(entries, retention);
    },
  };
  return { journal: new Journal(() => repository, KEEP_ALL), batches, store };
}

describe('the journal’s writes', () => {
  it('store a request that ends soon once, with its final tree, and the requests of one turn in one call', async () => {
    const { journal, batches, store } = recordedJournal();
    const requests = ['a', 'b', 'c'].map(node);
    const entries = requests.map((request) => journal.add('ns', request, 1));
    for (const entry of entries) {
      entry.node.attributes = { status: 200 };
      journal.finish(entry);
    }
    await turn();
    expect(batches).toEqual([['a:200', 'b:200', 'c:200']]);
    expect((await store.journal.list({ namespace: 'ns' })).map((entry) => entry.id)).toEqual(['a', 'b', 'c']);
    await store.close();
  });

  it('store a request still running once it has run a while, and keep the order requests began in', async () => {
    const { journal, batches, store } = recordedJournal();
    const slow = node('slow');
    const quick = node('quick');
    const slowEntry = journal.add('ns', slow, 1);
    const quickEntry = journal.add('ns', quick, 2);
    quick.attributes = { status: 200 };
    journal.finish(quickEntry);
    await turn();
    // The quick one waits behind the one that began before it.
    expect(batches).toEqual([]);
    // Readers in this process see both meanwhile.
    expect((await journal.list('ns')).map((request) => request.id)).toEqual(['slow', 'quick']);
    expect(batches).toEqual([['slow:running', 'quick:200']]);
    slow.attributes = { status: 201 };
    journal.finish(slowEntry);
    await turn();
    expect(batches.at(-1)).toEqual(['slow:201']);
    expect((await store.journal.list({ namespace: 'ns' })).map((entry) => `${entry.id}:${entry.status}`)).toEqual(['slow:201', 'quick:200']);
    await store.close();
  });

  it('land a long request’s first write by themselves, without a read', async () => {
    const { journal, batches, store } = recordedJournal();
    const slow = node('slow');
    journal.add('ns', slow, 1);
    const quick = node('quick');
    const quickEntry = journal.add('ns', quick, 2);
    quick.attributes = { status: 200 };
    journal.finish(quickEntry);
    await wait(400);
    expect(batches).toEqual([['slow:running', 'quick:200']]);
    await store.close();
  });

  it('store a settled request’s tree in the settlement’s own transaction, and nothing more at its close when it did not change', async () => {
    const { journal, batches, store } = recordedJournal();
    const request = node('settled');
    const entry = journal.add('ns', request, 1);
    const landed = await journal.storeWithin(entry, async (putTree) => {
      expect(putTree).toBeDefined();
      request.attributes = { status: 200 };
      await store.transaction((tx) => putTree!(tx.journal));
      return 'landed';
    });
    expect(landed).toBe('landed');
    journal.finish(entry, false);
    await turn();
    // Written through the transaction's journal, never through the journal's own batches.
    expect(batches).toEqual([]);
    expect((await store.journal.list({ namespace: 'ns' })).map((stored) => `${stored.id}:${stored.status}`)).toEqual(['settled:200']);
    await store.close();
  });

  it('store the requests begun before a settled one that have no row yet in its settlement, first, to keep the order requests began in', async () => {
    const { journal, batches, store } = recordedJournal();
    const slow = node('slow');
    const slowEntry = journal.add('ns', slow, 1);
    const quick = node('quick');
    const quickEntry = journal.add('ns', quick, 2);
    await journal.storeWithin(quickEntry, (putTree) => {
      quick.attributes = { status: 200 };
      return store.transaction((tx) => putTree!(tx.journal));
    });
    journal.finish(quickEntry, false);
    await turn();
    expect(batches).toEqual([]);
    expect((await store.journal.list({ namespace: 'ns' })).map((stored) => `${stored.id}:${stored.status}`)).toEqual(['slow:null', 'quick:200']);
    // The slow one's end stores its final tree in its place.
    slow.attributes = { status: 201 };
    journal.finish(slowEntry);
    await turn();
    expect(batches).toEqual([['slow:201']]);
    expect((await store.journal.list({ namespace: 'ns' })).map((stored) => `${stored.id}:${stored.status}`)).toEqual(['slow:201', 'quick:200']);
    await store.close();
  });

  it('leave a settlement without the tree while one begun before it is stored by a settlement of its own', async () => {
    const { journal, batches, store } = recordedJournal();
    const first = node('first');
    const firstEntry = journal.add('ns', first, 1);
    const second = node('second');
    const secondEntry = journal.add('ns', second, 2);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const settling = journal.storeWithin(firstEntry, async (putTree) => {
      await held;
      await store.transaction((tx) => putTree!(tx.journal));
    });
    await turn();
    expect(await journal.storeWithin(secondEntry, async (putTree) => putTree)).toBeUndefined();
    second.attributes = { status: 200 };
    journal.finish(secondEntry, false);
    await turn();
    // The second waits behind the first's settlement, then goes in the journal's own batch.
    expect(batches).toEqual([]);
    release();
    await settling;
    journal.finish(firstEntry, false);
    await turn();
    expect(batches).toEqual([['second:200']]);
    expect((await store.journal.list({ namespace: 'ns' })).map((stored) => stored.id)).toEqual(['first', 'second']);
    await store.close();
  });

  it('store the tree again at the close when a fact changed it after its settlement, or the settlement failed', async () => {
    const { journal, batches, store } = recordedJournal();
    const changed = node('changed');
    const changedEntry = journal.add('ns', changed, 1);
    await journal.storeWithin(changedEntry, (putTree) => store.transaction((tx) => putTree!(tx.journal)));
    changed.attributes = { status: 200, jobId: 'late' };
    journal.update(changedEntry);
    journal.finish(changedEntry, false);
    await turn();
    expect(batches).toEqual([['changed:200']]);
    const failed = node('failed');
    const failedEntry = journal.add('ns', failed, 2);
    const tries: boolean[] = [];
    // The first try (with the tree) fails and rolls back; the settlement runs again without it.
    await journal.storeWithin(failedEntry, (putTree) => {
      tries.push(putTree !== undefined);
      return store.transaction(async (tx) => {
        if (!putTree) return;
        await putTree(tx.journal);
        throw new Error('the cost could not be written');
      });
    });
    expect(tries).toEqual([true, false]);
    failed.attributes = { status: 200 };
    journal.finish(failedEntry, false);
    await turn();
    expect(batches.at(-1)).toEqual(['failed:200']);
    expect((await store.journal.list({ namespace: 'ns' })).map((stored) => `${stored.id}:${stored.status}`)).toEqual(['changed:200', 'failed:200']);
    await store.close();
  });
  it.each(['its own settlement', 'its close'])('never let a settlement that carried a running request land its old tree over the final one stored by %s', async (finalWrite) => {
    const { journal, store } = recordedJournal();
    const slow = node('slow');
    const slowEntry = journal.add('ns', slow, 1);
    const quick = node('quick');
    const quickEntry = journal.add('ns', quick, 2);
    // The quick one's settlement carries the slow one as it runs, in a transaction that commits late (on
    // PostgreSQL each settlement has a connection of its own, so another write may commit before it).
    let commit = () => {};
    const committed = new Promise<void>((resolve) => {
      commit = resolve;
    });
    const lateTransaction: JournalRepository = {
      ...store.journal,
      putMany: async (entries, retention) => {
        await committed;
        await store.journal.putMany(entries, retention);
      },
    };
    const quickSettled = journal.storeWithin(quickEntry, async (putTree) => {
      quick.attributes = { status: 200 };
      await putTree!(lateTransaction);
    });
    await turn();
    slow.attributes = { status: 201 };
    if (finalWrite === 'its own settlement') {
      // Its own settlement commits at once (the store's journal directly: no group commit to order it after the other).
      const slowSettled = journal.storeWithin(slowEntry, async (putTree) => putTree?.(store.journal));
      await turn();
      await turn();
      commit();
      await Promise.all([quickSettled, slowSettled]);
      journal.finish(slowEntry, false);
    } else {
      journal.finish(slowEntry);
      await turn();
      commit();
      await quickSettled;
    }
    journal.finish(quickEntry, false);
    await journal.settled();
    expect((await store.journal.list({ namespace: 'ns' })).map((stored) => `${stored.id}:${stored.status}`)).toEqual(['slow:201', 'quick:200']);
    await store.close();
  });
});
