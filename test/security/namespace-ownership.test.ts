import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../../src/accounts/api-keys.js';
import { createTestClient, type TestClient } from '../support/test-server.js';

// Issue 32, item 6: another user's key naming `x-swarms-local-namespace: alice-ns` on a data request
// fired Alice's faults and, by flooding, crowded her requests out of her journal. In strict auth a
// namespace belongs to the user who created it for data requests too.

let client: TestClient;
let alice: string;
let bob: string;
let admin: string;

beforeAll(async () => {
  client = await createTestClient({ auth: 'strict', seed: 3 });
  const { store, clock } = client.server.deps;
  alice = (await createApiKey(store, clock, { userName: 'alice' })).key;
  bob = (await createApiKey(store, clock, { userName: 'bob' })).key;
  admin = (await createApiKey(store, clock, { userName: 'root', admin: true })).key;
});
afterAll(() => client.server.close());

const inNamespace = (method: string, path: string, key: string, namespace: string | undefined, body?: unknown) =>
  client.request(method, path, { key, body, headers: namespace ? { 'x-swarms-local-namespace': namespace } : {} });
const agentRun = { agent_config: { agent_name: 'A', max_tokens: 20 }, task: 'x' };

describe('namespace ownership on the data plane (strict auth)', () => {
  it("refuses another user's data requests in a namespace with a 403 naming it, leaving its faults and journal alone", async () => {
    expect((await inNamespace('POST', '/v1/agent/completions', alice, 'alice-ns', agentRun)).status).toBe(200);
    const fault = { kind: 'http-status', status: 500, times: 1 };
    expect((await inNamespace('POST', '/_swarms-local/faults', alice, 'alice-ns', fault)).status).toBe(201);

    for (let attempt = 0; attempt < 3; attempt++) {
      const response = await inNamespace('POST', '/v1/agent/completions', bob, 'alice-ns', agentRun);
      expect(response.status).toBe(403);
      expect(response.body.detail).toContain('"alice-ns"');
      expect(response.body.detail).toContain('x-swarms-local-namespace');
    }
    expect((await inNamespace('GET', '/v1/models/available', bob, 'alice-ns')).status).toBe(403);

    // Alice's fault is still armed for her own next request, and her journal holds only her request.
    const faults = await inNamespace('GET', '/_swarms-local/faults', alice, 'alice-ns');
    expect(faults.body.faults).toHaveLength(1);
    const journal = await inNamespace('GET', '/_swarms-local/journal', alice, 'alice-ns');
    expect(journal.body.count).toBe(1);
    expect((await inNamespace('POST', '/v1/agent/completions', alice, 'alice-ns', agentRun)).status).toBe(500);
  });

  it('lets an admin key and every user in the default namespace through', async () => {
    expect((await inNamespace('POST', '/v1/agent/completions', admin, 'alice-ns', agentRun)).status).toBe(200);
    expect((await inNamespace('POST', '/v1/agent/completions', bob, undefined, agentRun)).status).toBe(200);
    expect((await inNamespace('POST', '/v1/agent/completions', bob, 'bob-ns', agentRun)).status).toBe(200);
  });
});

describe('namespaces in open auth', () => {
  it('stay shared between keys, as before', async () => {
    const open = await createTestClient({ seed: 3 });
    try {
      expect(
        (await open.request('POST', '/v1/agent/completions', { key: 'sk-open-alice-0123456789abcdef', body: agentRun, headers: { 'x-swarms-local-namespace': 'shared' } })).status,
      ).toBe(200);
      expect(
        (await open.request('POST', '/v1/agent/completions', { key: 'sk-open-bob-0123456789abcdefgh', body: agentRun, headers: { 'x-swarms-local-namespace': 'shared' } })).status,
      ).toBe(200);
    } finally {
      await open.server.close();
    }
  });
});

// Issue 43, item 7: ownership lived only in the process. After a restart Bob's GET /_swarms-local/budget for
// Alice's namespace answered 200 with her spend by model, and then Alice was refused in her own namespace.
describe('namespace ownership across a restart (strict auth)', () => {
  it("keeps Alice's namespace hers: Bob can neither claim it nor read its spend, and Alice goes on using it", async () => {
    const directory = mkdtempSync(join(tmpdir(), 'swarms-local-owners-'));
    const db = join(directory, 'swarms.db');
    try {
      const first = await createTestClient({ auth: 'strict', seed: 3, db });
      const { store, clock } = first.server.deps;
      const aliceKey = (await createApiKey(store, clock, { userName: 'alice' })).key;
      const bobKey = (await createApiKey(store, clock, { userName: 'bob' })).key;
      const call = (on: TestClient, method: string, path: string, key: string, body?: unknown) =>
        on.request(method, path, { key, body, headers: { 'x-swarms-local-namespace': 'alice-team' } });
      expect((await call(first, 'POST', '/v1/agent/completions', aliceKey, agentRun)).status).toBe(200);
      await first.server.close();

      const second = await createTestClient({ auth: 'strict', seed: 3, db });
      try {
        const budget = await call(second, 'GET', '/_swarms-local/budget', bobKey);
        expect(budget.status).toBe(403);
        expect(JSON.stringify(budget.body)).not.toContain('by_model');
        expect((await call(second, 'POST', '/v1/agent/completions', bobKey, agentRun)).status).toBe(403);
        expect((await call(second, 'POST', '/v1/agent/completions', aliceKey, agentRun)).status).toBe(200);
        const own = await call(second, 'GET', '/_swarms-local/budget', aliceKey);
        expect(own.status).toBe(200);
        expect(own.body.runs).toBe(2);
      } finally {
        await second.server.close();
      }
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });
});
