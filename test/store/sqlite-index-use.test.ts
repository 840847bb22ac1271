import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSqliteStore } from '../../src/store/sqlite/sqlite-store.js';
import type { Store } from '../../src/store/repositories.js';
import { journalEntry, logRow, user } from './conformance/store-fixtures.js';

// Issue 46: every index of a table a completion writes costs each insert. The store's reads are run once
// each, every statement they send is recorded, and SQLite's plan of it names the indexes it walks: an
// index that no plan walks is written by every completion for no reader.

/** The tables every completion writes a row of. */
const WRITTEN = ['request_logs', 'run_models', 'journal_entries'];

const directory = mkdtempSync(join(tmpdir(), 'index-use-'));
const file = join(directory, 'store.db');
const sent: Array<{ sql: string; args: unknown[] }> = [];
const Statement = Object.getPrototypeOf(new Database(':memory:').prepare('SELECT 1'));
const methods = ['run', 'get', 'all'] as const;
const originals = methods.map((method) => Statement[method]);
let store: Store;

beforeAll(async () => {
  store = createSqliteStore(file);
  await store.users.create(user('u1'));
  await store.logs.insert(
    logRow('log-1', 'u1', 5_000, {
      facts: {
        namespace: 'team',
        name: 'Nightly',
        swarmType: 'SequentialWorkflow',
        models: [{ model: 'gpt-4.1', calls: 1, inputTokens: 1, outputTokens: 1, cost: 0.1 }],
        agents: ['Writer'],
      },
    }),
  );
  await store.journal.put(journalEntry('req-1', 'team', 5_000, { logId: 'log-1' }), { perNamespace: 100, total: 1_000 });
  methods.forEach((method, index) => {
    Statement[method] = function (this: { source: string }, ...args: unknown[]) {
      sent.push({ sql: this.source, args });
      return originals[index].apply(this, args);
    };
  });
  // Every read of the dashboard, the logs pages, the rate limits, budgets and admin deletes, with each filter.
  const { logs, journal, budgets } = store;
  await logs.list({ userId: 'u1', limit: 10, offset: 0 });
  await logs.list({ userId: 'u1', limit: 10, offset: 0, category: 'completion', since: 1 });
  for (const scope of [{}, { userId: 'u1' }]) {
    await logs.runs({ ...scope, limit: 10 });
    await logs.runs({ ...scope, limit: 10, before: { createdAt: 5_000, id: 'log-1' }, model: 'gpt-4.1', agent: 'Writer', namespace: 'team' });
    await logs.runs({ ...scope, limit: 10, search: 'job-log-1' });
    await logs.usage({ ...scope }, 'model');
    await logs.usage({ ...scope, from: 1 }, 'time');
  }
  await logs.findById('log-1');
  await logs.countCompletions('u1', 0, { successfulOnly: true });
  await journal.list({ namespace: 'team' });
  await journal.list({ namespace: 'team', userId: 'u1', limit: 5 });
  await journal.find({ id: 'req-1' });
  await journal.find({ logId: 'log-1' });
  await budgets.state('team', 0);
  // A namespace past its bound drops its oldest entries.
  await journal.put(journalEntry('req-2', 'team', 6_000), { perNamespace: 1, total: 1_000 });
  await journal.clearUser('nobody');
  await store.resetUser('nobody');
});

afterAll(async () => {
  methods.forEach((method, index) => {
    Statement[method] = originals[index];
  });
  await store.close();
  rmSync(directory, { recursive: true, force: true });
});

/** The indexes SQLite's plans of the recorded statements walk. */
function walkedIndexes(): Set<string> {
  const reader = new Database(file, { readonly: true });
  try {
    const walked = new Set<string>();
    for (const { sql, args } of sent) {
      if (!/^\s*(SELECT|WITH|INSERT|UPDATE|DELETE)\b/i.test(sql)) continue;
      const plan = reader.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...args) as Array<{ detail: string }>;
      for (const step of plan) for (const match of step.detail.matchAll(/USING (?:COVERING )?INDEX (\w+)/g)) walked.add(match[1]);
    }
    return walked;
  } finally {
    reader.close();
  }
}

describe('the indexes of the tables a completion writes', () => {
  it('are each walked by a query the store runs (no index is written for no reader)', () => {
    const reader = new Database(file, { readonly: true });
    const indexes = reader
      .prepare(`SELECT name FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL AND tbl_name IN (${WRITTEN.map(() => '?').join(', ')})`)
      .pluck()
      .all(...WRITTEN) as string[];
    reader.close();
    const walked = walkedIndexes();
    expect(indexes.length).toBeGreaterThan(0);
    expect(indexes.filter((index) => !walked.has(index))).toEqual([]);
  });
});
