import { afterEach, describe, expect, it } from 'vitest';
import { createApiKey } from '../../src/accounts/api-keys.js';
import { createScriptedModel } from '../../src/providers/scripted/index.js';
import { scriptedServer } from '../support/scripted-swarm.js';
import { TEST_KEY, type TestClient } from '../support/test-server.js';

// Issue 13, item 2: limits and credits were checked against finished runs only, so with a model that
// takes time every concurrent request passed the checks before any of them was logged.

let client: TestClient | undefined;
afterEach(async () => {
  await client?.server.close();
  client = undefined;
});

const OUTPUT_TOKENS = 10_000;
const slowModel = () =>
  createScriptedModel([], {
    latencyMs: 50,
    respond: () => ({ content: [{ type: 'text', text: 'done' }], usage: { inputTokens: 40, outputTokens: OUTPUT_TOKENS } }),
  });
const completion = (key: string) =>
  fetch(`${client!.url}/v1/agent/completions`, {
    method: 'POST',
    headers: { 'x-api-key': key, 'content-type': 'application/json' },
    // A free-tier model: gpt-4.1, the AgentSpec default, is premium-only.
    body: JSON.stringify({ task: 'x', agent_config: { agent_name: 'A', model_name: 'gpt-4.1-mini', max_tokens: OUTPUT_TOKENS } }),
  }).then(async (response) => ({ status: response.status, body: await response.json() }));

describe('runs in flight count against limits and credits', () => {
  it('admits exactly the free tier minute limit out of 150 concurrent requests to a 50 ms model', async () => {
    client = await scriptedServer(slowModel(), { tier: 'free' });
    const results = await Promise.all(Array.from({ length: 150 }, () => completion(TEST_KEY)));
    const statuses = results.map((result) => result.status);
    const limit = client.server.config.rateLimits.free.minute;
    expect(statuses.filter((status) => status === 200)).toHaveLength(limit);
    expect(statuses.filter((status) => status === 429)).toHaveLength(150 - limit);
    const { store } = client.server.deps;
    const users = await store.users.list();
    expect(users).toHaveLength(1);
    expect(await store.logs.countCompletions(users[0].id, 0)).toBe(limit);
  });

  it('never spends a balance below zero however many requests run at once', async () => {
    client = await scriptedServer(slowModel());
    // What one request costs, from an unlimited user's run of the same request.
    const probe = await completion('sk-probe-unlimited-0000000000000');
    const cost = probe.body.usage.total_cost ?? probe.body.usage.billing_info?.total_cost;
    expect(cost).toBeGreaterThan(0);
    const initial = 1 + 5 * cost;
    const { store, clock } = client.server.deps;
    const { key, user: limited } = await createApiKey(store, clock, { userName: 'limited', credits: initial });
    const results = await Promise.all(Array.from({ length: 60 }, () => completion(key)));
    const succeeded = results.filter((result) => result.status === 200).length;
    const balance = (await client.server.deps.store.users.findById(limited.id))!.creditBalance!;
    expect(balance).toBeGreaterThanOrEqual(0);
    expect(succeeded).toBeGreaterThan(0);
    expect(succeeded * cost).toBeLessThanOrEqual(initial + 1e-9);
    expect(balance).toBeCloseTo(initial - succeeded * cost, 5);
    expect(results.every((result) => result.status === 200 || result.status === 402)).toBe(true);
  });
});
