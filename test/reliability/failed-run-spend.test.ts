import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { tokenCost } from '../../src/billing/token-cost.js';
import { useLoopbackUpstream } from '../support/loopback-upstream.js';
import { completion } from '../support/openai-upstream.js';
import { createTestClient, type TestClient } from '../support/test-server.js';

// Issue 32, item 2: in live mode a run that failed after reaching the upstream (on maxTokensPerRun, say) was
// neither billed nor counted: 150 ten-agent runs made 1,050 upstream completions while the balance stayed
// at $20.00 and the minute window at 0. What reached a model is now billed and counted whatever the outcome.

const INPUT_TOKENS = 120;
const OUTPUT_TOKENS = 80;
let answer: (response: ServerResponse) => void;
let upstreamCalls = 0;
const upstream = useLoopbackUpstream((_request, response) => {
  upstreamCalls += 1;
  answer(response);
});

let client: TestClient | undefined;
afterEach(async () => {
  await client?.server.close();
  client = undefined;
});

const answers = (response: ServerResponse) =>
  response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(completion('A tide.', { usage: [INPUT_TOKENS, OUTPUT_TOKENS] })));
const fails = (response: ServerResponse) => response.writeHead(503, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'overloaded' } }));

async function liveServer(maxTokensPerRun: number): Promise<TestClient> {
  client = await createTestClient({
    mode: 'live',
    routes: [{ match: '*', baseURL: upstream().baseURL, apiKeyEnv: 'SPEND_UPSTREAM_KEY' }],
    env: { SPEND_UPSTREAM_KEY: 'sk-upstream-spend-key-0123456789' },
    retries: { maxRetries: 0, baseDelayMs: 1, maxDelayMs: 1 },
    runLimits: { maxTokensPerRun },
    initialCredits: 20,
  });
  return client;
}

const agents = Array.from({ length: 10 }, (_, index) => ({ agent_name: `Tide ${index}`, model_name: 'gpt-4.1', max_tokens: 100 }));
const swarm = { task: 'Name the tides.', swarm_type: 'SequentialWorkflow', agents };

async function account(testClient: TestClient) {
  const [credits, limits, logs] = await Promise.all(['/v1/account/credits', '/v1/rate/limits', '/v1/swarm/logs'].map((path) => testClient.get(path)));
  return { credit: credits.body.credit as number, minute: limits.body.rate_limits.minute.count as number, logs: logs.body.logs as Array<Record<string, unknown>> };
}

describe('a run that fails after reaching a model', () => {
  it('is billed for the tokens its upstream calls used and counted in the rate-limit windows, the error answered as before', async () => {
    answer = answers;
    const testClient = await liveServer(1_000);
    upstreamCalls = 0;
    const before = await account(testClient);
    const response = await testClient.post('/v1/swarm/completions', swarm);
    expect(response.status).toBe(422);
    expect(response.body.detail).toContain('runLimits.maxTokensPerRun');
    // Each call used 200 tokens: the fifth reaches 1,000, and the sixth is refused before it is made.
    expect(upstreamCalls).toBe(5);
    const after = await account(testClient);
    const spent = tokenCost(testClient.server.config.pricing, upstreamCalls * INPUT_TOKENS, upstreamCalls * OUTPUT_TOKENS);
    expect(before.credit - after.credit).toBeCloseTo(spent, 9);
    expect(after.minute).toBe(before.minute + 1);
    expect(after.logs).toHaveLength(1);
    expect(JSON.stringify(after.logs[0])).toContain(String(upstreamCalls * (INPUT_TOKENS + OUTPUT_TOKENS)));
  });

  it('bills and counts each of many such runs, so failing runs cannot spend upstream for free', async () => {
    answer = answers;
    const testClient = await liveServer(500);
    upstreamCalls = 0;
    const before = await account(testClient);
    const responses = await Promise.all(Array.from({ length: 8 }, () => testClient.post('/v1/swarm/completions', swarm)));
    expect(responses.map((response) => response.status)).toEqual(Array(8).fill(422));
    const after = await account(testClient);
    const spent = tokenCost(testClient.server.config.pricing, upstreamCalls * INPUT_TOKENS, upstreamCalls * OUTPUT_TOKENS);
    expect(upstreamCalls).toBeGreaterThanOrEqual(8);
    expect(before.credit - after.credit).toBeCloseTo(spent, 9);
    expect(after.minute).toBe(before.minute + 8);
  });

  it('stays free and uncounted when no call used a token (the upstream refused the first one)', async () => {
    answer = fails;
    const testClient = await liveServer(1_000);
    const before = await account(testClient);
    const response = await testClient.post('/v1/swarm/completions', swarm);
    expect(response.status).toBe(502);
    expect(await account(testClient)).toEqual(before);
  });
});
