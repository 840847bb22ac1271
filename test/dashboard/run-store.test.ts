import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS, migrate } from '../../src/store/sqlite/migrations.js';
import { runFilter } from '../../src/store/sqlite/run-query.js';
import { createSqliteStore } from '../../src/store/sqlite/sqlite-store.js';
import { logRow } from '../store/conformance/store-fixtures.js';
import { scratchDirectory } from '../support/scratch-directory.js';

describe('the runs store', () => {
  it('upgrades a database from before the dashboard: old rows list with defaults', async () => {
    const file = join(scratchDirectory('swarms-runs-'), 'old.db');
    const old = new Database(file);
    migrate(old, MIGRATIONS.slice(0, 1));
    old
      .prepare(`INSERT INTO request_logs (id, user_id, masked_key, endpoint, method, status, category, created_at, duration_ms,
      input_tokens, output_tokens, total_tokens, cost, success, body) VALUES ('old-1', 'u', 'm', '/v1/swarm/completions', 'POST', 200, 'completion', 1, 1, 1, 1, 2, 0.5, 1, '{}')`)
      .run();
    old.close();
    const store = createSqliteStore(file);
    const [row] = await store.logs.runs({ limit: 10 });
    expect(row.facts).toEqual({ namespace: 'default', name: null, swarmType: null, models: [], agents: [] });
    await store.close();
  });

  it('pages by keyset: rows created in the same millisecond are neither skipped nor repeated', async () => {
    const store = createSqliteStore(':memory:');
    for (let index = 0; index < 7; index += 1) await store.logs.insert(logRow(`r${index}`, 'user-1', 1000 + Math.floor(index / 3)));
    const seen: string[] = [];
    let before: { createdAt: number; id: string } | undefined;
    for (;;) {
      const page = await store.logs.runs({ limit: 2, before });
      if (!page.length) break;
      seen.push(...page.map((row) => row.id));
      before = { createdAt: page.at(-1)!.createdAt, id: page.at(-1)!.id };
    }
    expect(seen).toEqual((await store.logs.runs({ limit: 100 })).map((row) => row.id));
    expect(new Set(seen).size).toBe(7);
    await store.close();
  });

  it('reads a page through an index, never sorting or scanning the whole table', () => {
    const db = new Database(':memory:');
    migrate(db);
    const plan = (where: string, params: Record<string, unknown>) =>
      db
        .prepare(`EXPLAIN QUERY PLAN SELECT * FROM request_logs WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT 50`)
        .all(params)
        .map((row: any) => row.detail as string)
        .join('\n');
    const pages = [runFilter({}), runFilter({ userId: 'u', before: { createdAt: 5, id: 'x' } }), runFilter({ before: { createdAt: 5, id: 'x' }, swarmType: 'ConcurrentWorkflow' })];
    for (const { where, params } of pages) {
      const detail = plan(where, params);
      expect(detail).toMatch(/USING INDEX request_logs_(time|user_time_id)/);
      expect(detail).not.toMatch(/TEMP B-TREE/);
    }
  });
});
