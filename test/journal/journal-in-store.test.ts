import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Store } from '../../src/store/repositories.js';
import { createSqliteStore } from '../../src/store/sqlite/sqlite-store.js';
import { createTestClient, type TestClient } from '../support/test-server.js';

const directory = mkdtempSync(join(tmpdir(), 'swarms-local-journal-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

const run = (client: TestClient, name: string) => client.post('/v1/agent/completions', { agent_config: { agent_name: name }, task: `Task of ${name}` });
const journalOf = async (client: TestClient, query = '?endpoint=/v1/agent/completions') => (await client.get(`/_swarms-local/journal${query}`)).body;

describe('the request journal in the store', () => {
  it('is read the same from every server on one database, and after a restart', async () => {
    const db = join(directory, 'shared.db');
    const first = await createTestClient({ db });
    const second = await createTestClient({ db });
    try {
      const answered = await run(first, 'Alpha');
      expect(answered.status).toBe(200);
      expect((await run(second, 'Beta')).status).toBe(200);
      const fromFirst = await journalOf(first);
      const fromSecond = await journalOf(second);
      expect(fromFirst.requests.map((request: { children: Array<{ name: string }> }) => request.children[0].name)).toEqual(['Alpha', 'Beta']);
      expect(fromSecond.requests).toEqual(fromFirst.requests);
      // Journal ids of the two servers never collide, though each counts from one.
      expect(new Set(fromFirst.requests.map((request: { id: string }) => request.id)).size).toBe(2);
      // A run's tree is found from the other server by its log row too.
      const [row] = (await second.get('/v1/swarm/logs')).body.logs.filter((log: { job_id: string }) => log.job_id === answered.body.job_id);
      const detail = await second.get(`/_swarms-local/runs/${row.id}`);
      expect(detail.body.tree).toEqual(fromFirst.requests[0]);
    } finally {
      await first.server.close();
      await second.server.close();
    }
    const restarted = await createTestClient({ db });
    try {
      expect((await journalOf(restarted)).count).toBe(2);
    } finally {
      await restarted.server.close();
    }
  });

  it('keeps the newest journalPerNamespace requests of a namespace', async () => {
    const client = await createTestClient({ journalPerNamespace: 3 });
    try {
      for (const name of ['A1', 'A2', 'A3', 'A4', 'A5']) expect((await run(client, name)).status).toBe(200);
      const journal = await journalOf(client);
      expect(journal.requests.map((request: { children: Array<{ name: string }> }) => request.children[0].name)).toEqual(['A3', 'A4', 'A5']);
      expect((await journalOf(client, '?endpoint=/v1/agent/completions&limit=2')).count).toBe(2);
    } finally {
      await client.server.close();
    }
  });

  it('forgets a namespace’s requests on reset, on every server', async () => {
    const db = join(directory, 'reset.db');
    const first = await createTestClient({ db });
    const second = await createTestClient({ db });
    try {
      expect((await run(first, 'Gone')).status).toBe(200);
      expect((await journalOf(second)).count).toBe(1);
      expect((await second.post('/_swarms-local/reset', { scope: 'namespace' })).status).toBe(200);
      expect((await journalOf(first)).count).toBe(0);
    } finally {
      await first.server.close();
      await second.server.close();
    }
  });
});

describe('a journal write that fails', () => {
  it('leaves the request answered and the server serving; only that entry is missing', async () => {
    const sqlite = createSqliteStore(':memory:');
    let failures = 0;
    // A failed batch is tried again entry by entry: both fail here, in a run's settlement too.
    const failing = (journal: Store['journal']): Store['journal'] => ({
      ...journal,
      put: () => {
        failures += 1;
        return Promise.reject(new Error('disk I/O error'));
      },
      putMany: () => {
        failures += 1;
        return Promise.reject(new Error('disk I/O error'));
      },
    });
    const store: Store = {
      ...sqlite,
      journal: failing(sqlite.journal),
      transaction: (work, options) => sqlite.transaction((tx) => work({ ...tx, journal: failing(tx.journal) }), options),
    };
    const client = await createTestClient({ dependencies: { store } });
    try {
      expect((await run(client, 'Unjournaled')).status).toBe(200);
      expect((await run(client, 'Again')).status).toBe(200);
      // Reading the journal first lands every write this server had queued.
      expect((await journalOf(client)).count).toBe(0);
      expect(failures).toBeGreaterThanOrEqual(2);
      expect((await client.get('/v1/swarm/logs')).body.logs.length).toBe(2);
    } finally {
      await client.server.close();
      await sqlite.close();
    }
  });
});
