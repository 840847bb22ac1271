import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../../src/accounts/api-keys.js';
import { createTestClient, type TestClient, type TestResponse } from '../support/test-server.js';

// Issue 13, item 5: in strict auth any valid key could inject faults into other users' requests, move
// everyone's clock, delete others' faults and reset every user and key. Now an ordinary key acts only
// in namespaces it created; actions on the shared default namespace or on everyone need an admin key.

let client: TestClient;
let alice: string;
let bob: string;
let admin: string;

beforeAll(async () => {
  client = await createTestClient({ auth: 'strict' });
  const { store, clock } = client.server.deps;
  alice = (await createApiKey(store, clock, { userName: 'alice' })).key;
  bob = (await createApiKey(store, clock, { userName: 'bob' })).key;
  admin = (await createApiKey(store, clock, { userName: 'root', admin: true })).key;
});
afterAll(() => client.server.close());

const admin_ = (method: string, path: string, key: string, namespace?: string, body?: unknown): Promise<TestResponse> =>
  client.request(method, `/_swarms-local${path}`, { key, body, headers: namespace ? { 'x-swarms-local-namespace': namespace } : {} });
const fault = { kind: 'http-status', status: 500, times: 1 };
const agentRun = { agent_config: { agent_name: 'A', max_tokens: 20 }, task: 'x' };

/** Every namespace-scoped action an ordinary key could try on a namespace that is not its own. */
const NAMESPACE_ACTIONS: Array<[string, string, unknown?]> = [
  ['GET', '/faults'],
  ['POST', '/faults', fault],
  ['DELETE', '/faults'],
  ['DELETE', '/faults/some-id'],
  ['POST', '/scenarios', { name: 's', faults: [fault] }],
  ['GET', '/clock'],
  ['POST', '/clock', { action: 'advance', ms: 3_600_000 }],
  ['POST', '/reset', { scope: 'namespace' }],
];

describe('admin roles in strict auth', () => {
  it("lets an ordinary key control the namespace it created, and nobody else's", async () => {
    expect((await client.request('POST', '/v1/agent/completions', { key: alice, body: agentRun, headers: { 'x-swarms-local-namespace': 'alice-ns' } })).status).toBe(200);
    expect((await admin_('POST', '/faults', alice, 'alice-ns', fault)).status).toBe(201);
    expect((await admin_('POST', '/clock', alice, 'alice-ns', { action: 'advance', ms: 1000 })).status).toBe(200);
    const refused: string[] = [];
    for (const [method, path, body] of NAMESPACE_ACTIONS) {
      const response = await admin_(method, path, bob, 'alice-ns', body);
      if (response.status === 403 && String(response.body.detail).includes('admin key')) refused.push(`${method} ${path}`);
    }
    expect(refused).toEqual(NAMESPACE_ACTIONS.map(([method, path]) => `${method} ${path}`));
    // Alice's fault is still there, untouched by Bob.
    expect((await admin_('GET', '/faults', alice, 'alice-ns')).body.faults).toHaveLength(1);
  });

  it('refuses an ordinary key every action on the shared default namespace', async () => {
    const refused: string[] = [];
    for (const [method, path, body] of NAMESPACE_ACTIONS) {
      const response = await admin_(method, path, alice, undefined, body);
      if (response.status === 403) refused.push(`${method} ${path}`);
    }
    expect(refused).toHaveLength(NAMESPACE_ACTIONS.length);
  });

  it('refuses an ordinary key the global actions (reset of everything, the fixture report), and keeps every user', async () => {
    expect((await admin_('POST', '/reset', alice, undefined, { scope: 'all' })).status).toBe(403);
    expect((await admin_('GET', '/fixtures/usage', alice)).status).toBe(403);
    expect((await admin_('POST', '/reset', alice, undefined, { scope: 'user', user: 'bob' })).status).toBe(403);
    expect((await admin_('POST', '/reset', alice, undefined, { scope: 'user' })).status).toBe(200);
    expect((await client.server.deps.store.users.list()).map((user) => user.name).sort()).toEqual(['alice', 'bob', 'root']);
  });

  it('lets an admin key act on any namespace and on everyone', async () => {
    expect((await admin_('DELETE', '/faults', admin, 'alice-ns')).body.removed).toBe(1);
    expect((await admin_('POST', '/clock', admin, undefined, { action: 'reset' })).status).toBe(200);
    expect((await admin_('GET', '/fixtures/usage', admin)).status).toBe(200);
    expect((await admin_('POST', '/reset', admin, undefined, { scope: 'all' })).status).toBe(200);
    expect(await client.server.deps.store.users.list()).toHaveLength(0);
  });
});

describe('open auth on loopback keeps one shared admin plane', () => {
  it("lets any key move the default namespace's clock and inject faults there", async () => {
    const open = await createTestClient();
    try {
      expect((await open.request('POST', '/_swarms-local/faults', { body: fault })).status).toBe(201);
      expect((await open.request('POST', '/_swarms-local/clock', { body: { action: 'advance', ms: 1000 } })).status).toBe(200);
      expect((await open.request('POST', '/_swarms-local/reset', { body: { scope: 'all' } })).status).toBe(200);
    } finally {
      await open.server.close();
    }
  });
});
