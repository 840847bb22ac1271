import { describe, expect, it } from 'vitest';
import { createApiKey } from '../../src/accounts/api-keys.js';
import { allRoutes } from '../../src/http/routes/index.js';
import { createTestClient, useTestServer } from '../support/test-server.js';

describe('authentication in open mode', () => {
  const client = useTestServer();

  it('answers / without a key', async () => {
    const response = await client().get('/', null);
    expect(response.status).toBe(200);
    expect(response.body.name).toBe('swarms-local');
  });

  it('answers 401 naming the x-api-key header when the key is missing', async () => {
    const response = await client().get('/health', null);
    expect(response.status).toBe(401);
    expect(response.body.detail).toMatch(/x-api-key/);
  });

  it('answers an OpenAI client without a key on /v1/chat/completions naming both ways to send it', async () => {
    const response = await client().post('/v1/chat/completions', { model: 'gpt-4.1', messages: [{ role: 'user', content: 'Hi' }] }, null);
    expect(response.status).toBe(401);
    const message = JSON.stringify(response.body);
    expect(message).toContain('x-api-key');
    expect(message).toContain('Authorization: Bearer');
  });

  it('registers any non-empty key as its own user on first use', async () => {
    const response = await client().get('/health', 'sk-brand-new-key-1234');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok' });
    const users = await client().server.deps.store.users.list();
    expect(users.some((user) => user.tier === 'premium')).toBe(true);
  });

  it('takes the key as Authorization: Bearer on every endpoint that needs one, the same user as x-api-key', async () => {
    const key = 'sk-bearer-everywhere-0123456789';
    const bearer = { key: null, headers: { authorization: `Bearer ${key}` } };
    const needingKey = allRoutes().filter((route) => route.auth !== false && route.method === 'get' && !route.path.includes('/:'));
    expect(needingKey.length).toBeGreaterThan(5);
    for (const route of needingKey) {
      const response = await client().request('GET', route.path, bearer);
      expect([route.path, response.status]).not.toEqual([route.path, 401]);
    }
    const byBearer = (await client().request('GET', '/v1/account/credits', bearer)).body;
    const byHeader = (await client().get('/v1/account/credits', key)).body;
    expect(byBearer).toEqual(byHeader);
  });

  it('refuses an Authorization header that is not a bearer token as a missing key', async () => {
    const response = await client().request('GET', '/health', { key: null, headers: { authorization: 'Basic dXNlcjpwYXNz' } });
    expect(response.status).toBe(401);
    expect(response.body.detail).toMatch(/Authorization: Bearer/);
  });

  it('never stores a key in plain text', async () => {
    const key = 'sk-plaintext-check-abcdef987654';
    await client().get('/health', key);
    const records = await client().server.deps.store.apiKeys.list();
    expect(JSON.stringify(records)).not.toContain(key);
    expect(records.some((record) => record.masked.endsWith(key.slice(-4)))).toBe(true);
  });
});

describe('authentication in strict mode', () => {
  const client = useTestServer({ auth: 'strict' });

  it('answers 403 with the hosted text for a key it does not know', async () => {
    const response = await client().get('/health', 'sk-unknown-key-000000');
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ detail: 'Invalid API Key' });
  });

  it('accepts a created key, and several keys of one user share that user', async () => {
    const { deps } = client().server;
    const first = await createApiKey(deps.store, deps.clock, { userName: 'alice' });
    const second = await createApiKey(deps.store, deps.clock, { userName: 'alice' });
    expect(first.user.id).toBe(second.user.id);
    expect((await client().get('/health', first.key)).status).toBe(200);
    expect((await client().get('/health', second.key)).status).toBe(200);
  });

  it('answers 403 for a revoked key', async () => {
    const { deps } = client().server;
    const created = await createApiKey(deps.store, deps.clock, { userName: 'bob' });
    await deps.store.apiKeys.revoke(created.record.id, deps.clock.now());
    expect((await client().get('/health', created.key)).status).toBe(403);
  });

  it('checks a bearer token as it checks x-api-key: a created key passes, an unknown one is refused', async () => {
    const { deps } = client().server;
    const created = await createApiKey(deps.store, deps.clock, { userName: 'carol' });
    const swarmTypes = await client().request('GET', '/v1/swarms/available', { key: null, headers: { authorization: `Bearer ${created.key}` } });
    expect(swarmTypes.status).toBe(200);
    const unknown = await client().request('GET', '/v1/swarms/available', { key: null, headers: { authorization: 'Bearer sk-unknown-key-000000' } });
    expect(unknown.status).toBe(403);
    expect(unknown.body).toEqual({ detail: 'Invalid API Key' });
  });
});

describe('tiers', () => {
  it('gives free-tier keys the premium pre-flight envelope on premium endpoints', async () => {
    const client = await createTestClient({ tier: 'free' });
    try {
      const response = await client.post('/v1/graph-workflow/completions', { agents: [], task: 'x' });
      expect(response.status).toBe(403);
      expect(response.body.error).toMatchObject({ type: 'premium_access_required', message: 'Premium subscription required', status_code: 403 });
      expect(typeof response.body.error.detail).toBe('string');
    } finally {
      await client.server.close();
    }
  });

  it("lists as premium exactly the endpoints that refuse a free-tier key, the hosted API's five among them", async () => {
    const client = await createTestClient({ tier: 'free' });
    try {
      const listed = (await client.get('/v1/account/premium-endpoints')).body.premium_endpoints.map(
        (endpoint: { method: string; path: string }) => `${endpoint.method} ${endpoint.path}`,
      );
      const refused: string[] = [];
      for (const route of allRoutes()) {
        if (route.path.includes('/:')) continue;
        const response = await client.request(route.method.toUpperCase(), route.path, route.method === 'post' ? { body: {} } : {});
        if (response.status === 403 && response.body.error?.type === 'premium_access_required') refused.push(`${route.method.toUpperCase()} ${route.path}`);
      }
      expect([...listed].sort()).toEqual(refused.sort());
      expect(listed).toEqual(
        expect.arrayContaining([
          'POST /v1/agent/batch/completions',
          'POST /v1/swarm/batch/completions',
          'POST /v1/reasoning-agent/completions',
          'POST /v1/batched-grid-workflow/completions',
          'POST /v1/graph-workflow/completions',
        ]),
      );
    } finally {
      await client.server.close();
    }
  });
});
