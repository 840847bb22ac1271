import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresStore } from '../../src/store/postgres/postgres-store.js';
import { startTestPostgres, type TestPostgres } from '../support/postgres-server.js';
import { createTestClient } from '../support/test-server.js';

let server: TestPostgres;
beforeAll(async () => {
  server = await startTestPostgres();
});
afterAll(() => server?.close());

const AGENT = { agent_config: { agent_name: 'Writer', model_name: 'gpt-4.1' }, task: 'Say hello' };

describe('PostgreSQL going away under a running server', () => {
  it.skipIf(process.env.SWARMS_LOCAL_TEST_PG_URL)('answers 503 naming the store while it is down, loses no acknowledged completion, and recovers by itself', async () => {
    const url = await server.createDatabase();
    const password = new URL(url).password;
    const client = await createTestClient({ db: url, env: { SWARMS_LOCAL_POSTGRES: '{"connectTimeoutMs": 2000, "poolSize": 4}' } });
    try {
      expect(client.server.config.db).toBe(url);
      const acknowledged: string[] = [];
      for (let index = 0; index < 3; index++) {
        const response = await client.post('/v1/agent/completions', AGENT);
        expect(response.status, response.text).toBe(200);
        acknowledged.push(response.body.job_id ?? response.body.id);
      }

      await server.stop();
      for (const path of ['/v1/agent/completions', '/v1/swarm/logs']) {
        const response = path === '/v1/swarm/logs' ? await client.get(path) : await client.post(path, AGENT);
        expect(response.status, response.text).toBe(503);
        expect(response.body).toEqual({ detail: 'The PostgreSQL store is unavailable; retry when it is back.' });
        expect(response.headers.get('retry-after')).toBe('1');
        expect(response.text).not.toContain(password);
      }
      // The server is still up and answers what needs no store.
      expect((await client.get('/openapi.json', null)).status).toBe(200);

      await server.start();
      // The pool drops the connections the stop broke and opens new ones: a call or two at most fails.
      let recovered = 0;
      for (let attempt = 0; attempt < 5 && recovered === 0; attempt++) {
        const response = await client.post('/v1/agent/completions', AGENT);
        if (response.status === 200) recovered = attempt + 1;
        else expect(response.status).toBe(503);
      }
      expect(recovered).toBeGreaterThan(0);
      const logs = await client.get('/v1/swarm/logs');
      expect(logs.status, logs.text).toBe(200);
      const logged = JSON.stringify(logs.body);
      for (const id of acknowledged) expect(logged).toContain(id);
    } finally {
      await client.server.close();
    }
    // What the server acknowledged is in the database itself.
    const store = await createPostgresStore(url, { poolSize: 1, statementTimeoutMs: 5_000, connectTimeoutMs: 5_000 });
    try {
      const user = (await store.users.list())[0];
      expect(user).toBeDefined();
      expect((await store.logs.list({ userId: user.id, limit: 100, offset: 0 })).filter((row) => row.status === 200).length).toBeGreaterThanOrEqual(4);
    } finally {
      await store.close();
    }
  });
});
