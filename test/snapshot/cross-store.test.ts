import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSnapshot, saveSnapshot, type SnapshotFile } from '../../src/snapshot/snapshot.js';
import { createPostgresStore } from '../../src/store/postgres/postgres-store.js';
import type { RequestLog, Store } from '../../src/store/repositories.js';
import { createSqliteStore } from '../../src/store/sqlite/sqlite-store.js';
import { journalEntry, logRow } from '../store/conformance/store-fixtures.js';
import { startTestPostgres, type TestPostgres } from '../support/postgres-server.js';

const SETTINGS = { poolSize: 4, statementTimeoutMs: 10_000, connectTimeoutMs: 5_000 };
const directory = mkdtempSync(join(tmpdir(), 'cross-store-'));
let server: TestPostgres;
beforeAll(async () => {
  server = await startTestPostgres();
});
afterAll(async () => {
  await server?.close();
  rmSync(directory, { recursive: true, force: true });
});

/** A log row of ada, with text that must survive both stores byte for byte. */
const log = (id: string, createdAt: number, extra: Partial<RequestLog> = {}): RequestLog =>
  logRow(id, 'u-ada', createdAt, {
    body: { output: [{ role: 'Writer', content: `answer ${id} ü 😀` }], nested: { z: 1, a: [null, true] } },
    facts: {
      namespace: 'team-a',
      name: 'nightly',
      swarmType: 'SequentialWorkflow',
      models: [{ model: 'gpt-4.1', calls: 2, inputTokens: 10, outputTokens: 20, cost: 0.0125 }],
      agents: ['Writer', 'Editor'],
    },
    ...extra,
  });

/** A store holding a row in every table, including two logs written in the same millisecond. */
async function fill(store: Store): Promise<void> {
  await store.users.create({ id: 'u-ada', name: 'ada', tier: 'free', creditBalance: 4.5, createdAt: 1_000 });
  await store.users.create({ id: 'u-bob', name: 'bob', tier: 'premium', creditBalance: null, createdAt: 2_000 });
  await store.apiKeys.create({ id: 'k-ada', userId: 'u-ada', keyHash: 'hash-ada', masked: 'sk-…abcd', createdAt: 1_001, revokedAt: null, admin: false });
  await store.apiKeys.create({ id: 'k-bob', userId: 'u-bob', keyHash: 'hash-bob', masked: 'sk-…efgh', createdAt: 2_001, revokedAt: 3_000, admin: true });
  await store.logs.insert(log('log-b', 5_000));
  await store.logs.insert(
    log('log-a', 5_000, { success: false, status: 502, note: 'upstream failed', facts: { namespace: 'default', name: null, swarmType: null, models: [], agents: [] } }),
  );
  await store.logs.insert(log('log-c', 6_000, { category: 'failed-run' }));
  const writer = { configHash: 'cfg-1', config: { agent_name: 'Writer', temperature: 0.5 }, uses: 1 };
  await store.agentConfigs.recordUses('u-ada', [writer], 5_000);
  await store.agentConfigs.recordUses('u-ada', [writer], 7_000);
  await store.reservations.create({ id: 'r-1', userId: 'u-ada', amount: 0.25, expiresAt: 9_999_999_999_999 });
  await store.journal.put(
    {
      id: 'req-1',
      namespace: 'team-a',
      startedAtMs: 4_000,
      userId: 'u-ada',
      endpoint: '/v1/swarm/completions',
      status: 200,
      jobId: 'job-log-b',
      logId: 'log-b',
      agents: ['Writer'],
      models: ['gpt-4.1'],
      tree: { kind: 'request', children: [{ kind: 'agent' }] },
    },
    { perNamespace: 1000, total: 20_000 },
  );
}

/** What a store answers through its repositories: what a snapshot must carry over. */
async function view(store: Store) {
  return {
    users: await store.users.list(),
    keys: await store.apiKeys.list(),
    byHash: await store.apiKeys.findByHash('hash-bob'),
    logs: await store.logs.list({ userId: 'u-ada', limit: 10, offset: 0 }),
    failed: await store.logs.list({ userId: 'u-ada', limit: 10, offset: 0, category: 'failed-run' }),
    runs: await store.logs.runs({ limit: 10 }),
    usage: await store.logs.usage({}, 'model'),
    configs: await store.agentConfigs.list('u-ada'),
    held: await store.reservations.held('u-ada', 0),
    journal: await store.journal.list({ namespace: 'team-a' }),
  };
}

const snapshotOf = (name: string) => join(directory, `${name}.snapshot`);

describe('snapshots between stores', () => {
  it('a snapshot taken on SQLite loads into PostgreSQL, and one taken there loads back into SQLite, with every row and answer the same', async () => {
    const sqlite = createSqliteStore(join(directory, 'source.db'));
    await fill(sqlite);
    const expected = await view(sqlite);
    const sourceRows = await sqlite.exportRows();
    await saveSnapshot({ store: sqlite, fixturesDir: join(directory, 'none'), file: snapshotOf('from-sqlite') });
    await sqlite.close();
    expect(expected.logs.map((row) => row.id)).toEqual(['log-a', 'log-b']);

    const postgres = await createPostgresStore(await server.createDatabase(), SETTINGS);
    try {
      await loadSnapshot({ store: postgres, fixturesDir: join(directory, 'fixtures-pg'), file: snapshotOf('from-sqlite') });
      expect(await view(postgres)).toEqual(expected);
      expect(await postgres.exportRows()).toEqual(sourceRows);
      // New rows continue after the imported ones.
      await postgres.journal.put(journalEntry('req-2', 'team-a', 8_000, { userId: null, endpoint: null, status: null, jobId: null, agents: [], models: [] }), {
        perNamespace: 1000,
        total: 20_000,
      });
      expect((await postgres.journal.list({ namespace: 'team-a' })).map((entry) => entry.id)).toEqual(['req-1', 'req-2']);
      await saveSnapshot({ store: postgres, fixturesDir: join(directory, 'none'), file: snapshotOf('from-postgres') });
    } finally {
      await postgres.close();
    }
    const snapshot = JSON.parse(readFileSync(snapshotOf('from-postgres'), 'utf8')) as SnapshotFile;
    expect(snapshot.database).toMatchObject({ store: 'postgres' });

    const back = createSqliteStore(join(directory, 'back.db'));
    try {
      await loadSnapshot({ store: back, fixturesDir: join(directory, 'fixtures-back'), file: snapshotOf('from-postgres') });
      const answers = await view(back);
      expect({ ...answers, journal: answers.journal.slice(0, 1) }).toEqual(expected);
      expect(answers.journal.map((entry) => entry.id)).toEqual(['req-1', 'req-2']);
    } finally {
      await back.close();
    }
  });

  it('loads a version 1 snapshot (a SQLite file image) into PostgreSQL, and refuses to replace data without force', async () => {
    const file = join(directory, 'v1.db');
    const sqlite = createSqliteStore(file);
    await fill(sqlite);
    const expected = await view(sqlite);
    await sqlite.close();
    const image = new Database(file, { readonly: true });
    const v1 = {
      format: 'swarms-local-snapshot',
      version: 1,
      created_at: '2026-01-01T00:00:00.000Z',
      database: { schema_version: 5, sqlite_base64: image.serialize().toString('base64') },
      fixtures: [{ path: 'a/b.json', content: '{}' }],
    };
    image.close();
    writeFileSync(snapshotOf('v1'), JSON.stringify(v1));
    const postgres = await createPostgresStore(await server.createDatabase(), SETTINGS);
    try {
      const fixturesDir = join(directory, 'fixtures-v1');
      expect(await loadSnapshot({ store: postgres, fixturesDir, file: snapshotOf('v1') })).toEqual({ fixtures: 1 });
      expect(await view(postgres)).toEqual(expected);
      expect(readFileSync(join(fixturesDir, 'a/b.json'), 'utf8')).toBe('{}');
      await expect(loadSnapshot({ store: postgres, fixturesDir, file: snapshotOf('v1') })).rejects.toThrow(/holds data; pass --force/);
      await loadSnapshot({ store: postgres, fixturesDir, file: snapshotOf('v1'), force: true });
      expect((await postgres.users.list()).length).toBe(2);
    } finally {
      await postgres.close();
    }
    // A store holding only journal entries holds data too.
    const journalOnly = createSqliteStore(':memory:');
    try {
      await journalOnly.journal.put(journalEntry('req-9', 'default', 1), { perNamespace: 10, total: 10 });
      await expect(loadSnapshot({ store: journalOnly, fixturesDir: join(directory, 'fixtures-j'), file: snapshotOf('v1') })).rejects.toThrow(/holds data/);
    } finally {
      await journalOnly.close();
    }
  });
});
