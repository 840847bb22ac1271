import { afterEach, describe, expect, it } from 'vitest';
import { createScriptedModel } from '../../src/providers/scripted/index.js';
import { scriptedServer } from '../support/scripted-swarm.js';
import { createTestClient, TEST_KEY, type TestClient } from '../support/test-server.js';

// Issue 13, item 1: a request controls loop counts, agent counts and batch sizes; each is bounded (a 422
// naming the setting), a run has a token budget and a deadline, runs yield the event loop between turns,
// and a run stops when its client goes away or the server shuts down.

let client: TestClient | undefined;
afterEach(async () => {
  await client?.server.close();
  client = undefined;
});

const agents = (count: number, extra: Record<string, unknown> = {}) => Array.from({ length: count }, (_, index) => ({ agent_name: `A${index}`, ...extra }));
const post = (path: string, body: unknown) =>
  fetch(`${client!.url}${path}`, { method: 'POST', headers: { 'x-api-key': TEST_KEY, 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('bounds on the sizes a request controls', () => {
  it('refuses an agent max_loops over runLimits.maxLoops with a pydantic less_than_equal at the field', async () => {
    client = await createTestClient({ runLimits: { maxLoops: 7 } });
    const response = await client.post('/v1/agent/completions', { task: 'x', agent_config: { agent_name: 'A', max_loops: 1_000_000 } });
    expect(response.status).toBe(422);
    expect(response.body.detail).toEqual([
      { type: 'less_than_equal', loc: ['body', 'agent_config', 'max_loops'], msg: 'Input should be less than or equal to 7', input: 1_000_000, ctx: { le: 7 } },
    ]);
    expect((await client.post('/v1/agent/completions', { task: 'x', agent_config: { agent_name: 'A', max_loops: 7 } })).status).toBe(200);
  });

  it('refuses heavy-swarm loops over the bound too', async () => {
    client = await createTestClient({ runLimits: { maxLoops: 3 } });
    const response = await client.post('/v1/swarm/completions', { task: 'x', swarm_type: 'HeavySwarm', heavy_swarm_loops_per_agent: 4 });
    expect(response.status).toBe(422);
    expect(response.body.detail[0].loc).toEqual(['body', 'heavy_swarm_loops_per_agent']);
  });

  it('refuses a swarm whose agents x loops exceed runLimits.maxAgentTurns, naming the setting', async () => {
    client = await createTestClient({ runLimits: { maxAgentTurns: 100 } });
    const response = await client.post('/v1/swarm/completions', { task: 'x', swarm_type: 'GroupChat', agents: agents(20, { max_loops: 2 }), max_loops: 3 });
    expect(response.status).toBe(422);
    expect(response.body.detail).toHaveLength(1);
    expect(response.body.detail[0]).toMatchObject({ type: 'value_error', loc: ['body'] });
    expect(response.body.detail[0].msg).toContain('120 agent turns');
    expect(response.body.detail[0].msg).toContain('runLimits.maxAgentTurns');
    const allowed = await client.post('/v1/swarm/completions', { task: 'x', swarm_type: 'GroupChat', agents: agents(20, { max_loops: 1 }), max_loops: 5 });
    expect(allowed.status).toBe(200);
  });

  it('refuses a batch whose agents in all exceed runLimits.maxBatchAgents', async () => {
    client = await createTestClient({ runLimits: { maxBatchAgents: 10 } });
    const batch = [1, 2, 3].map(() => ({ task: 'x', agents: agents(4) }));
    const response = await client.post('/v1/swarm/batch/completions', batch);
    expect(response.status).toBe(422);
    expect(response.body.detail[0].msg).toContain('12 agents');
    expect(response.body.detail[0].msg).toContain('runLimits.maxBatchAgents');
    expect((await client.post('/v1/swarm/batch/completions', batch.slice(0, 2))).status).toBe(200);
  });

  it('stops a run that reaches runLimits.maxTokensPerRun with a 422 naming it, logged as a failure with the tokens its calls used', async () => {
    client = await createTestClient({ runLimits: { maxTokensPerRun: 3000 } });
    const response = await client.post('/v1/swarm/completions', { task: 'x', swarm_type: 'GroupChat', agents: agents(10), max_loops: 20 });
    expect(response.status).toBe(422);
    expect(response.body.detail).toContain('runLimits.maxTokensPerRun');
    const { logs } = (await client.get('/v1/swarm/logs')).body;
    expect(logs).toHaveLength(1);
    expect(JSON.stringify(logs[0])).toContain('runLimits.maxTokensPerRun');
  });
});

describe('runs share the server', () => {
  it("admits a wide swarm's concurrent calls against their worst case, so the run ends within one call of runLimits.maxTokensPerRun", async () => {
    // Issue 32, item 4: every call of a 2,000-agent swarm was admitted before any had counted (82 M tokens on a 5 M budget).
    const model = createScriptedModel([], { latencyMs: 20, respond: () => 'A short answer of a few words.' });
    const limit = 4_000;
    client = await scriptedServer(model, { runLimits: { maxTokensPerRun: limit } });
    const response = await post('/v1/swarm/completions', { task: 'x', swarm_type: 'ConcurrentWorkflow', agents: agents(200, { model_name: 'gpt-4.1', max_tokens: 50 }) });
    expect(response.status).toBe(422);
    const { logs } = await (await fetch(`${client.url}/v1/swarm/logs`, { headers: { 'x-api-key': TEST_KEY } })).json();
    const used = JSON.stringify(logs[0]).match(/"total_tokens":(\d+)/)?.[1];
    // A call's worst case here is its prompt (the agent's framed memory and the collaboration prompt: under
    // 250 tokens) and its max_tokens (50); before the fix the run went past 13,000.
    expect(Number(used)).toBeGreaterThanOrEqual(limit);
    expect(Number(used)).toBeLessThan(limit + 300);
    expect(model.calls.length).toBeLessThan(200);
  });

  it('cancels a run that outlives runLimits.deadlineMs with a 504 naming it', async () => {
    const model = createScriptedModel([], { fallback: 'echo', latencyMs: 20 });
    client = await scriptedServer(model, { runLimits: { deadlineMs: 200 } });
    const response = await client.post('/v1/swarm/completions', { task: 'x', swarm_type: 'SequentialWorkflow', agents: agents(50) });
    expect(response.status).toBe(504);
    expect(response.body.detail).toContain('runLimits.deadlineMs');
    const calls = model.calls.length;
    expect(calls).toBeLessThan(50);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(model.calls.length).toBe(calls);
  });

  it('lets the event loop turn between any two model calls of concurrent agents (other requests get in)', async () => {
    // Counts turns of the event loop; a call that resolves without I/O must still wait for the next one.
    let loopTurns = 0;
    let counting = true;
    const tick = () => {
      loopTurns += 1;
      if (counting) setImmediate(tick);
    };
    tick();
    const seen: number[] = [];
    const model = createScriptedModel([], { respond: () => (seen.push(loopTurns), 'ok') });
    client = await scriptedServer(model);
    const response = await client.post('/v1/swarm/completions', { task: 'x', swarm_type: 'ConcurrentWorkflow', agents: agents(20), max_loops: 5 });
    counting = false;
    expect(response.status).toBe(200);
    expect(seen.length).toBeGreaterThanOrEqual(20);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('stops making model calls once the client goes away', async () => {
    const model = createScriptedModel([], { fallback: 'echo', latencyMs: 10 });
    client = await scriptedServer(model);
    const controller = new AbortController();
    const aborted = fetch(`${client.url}/v1/swarm/completions`, {
      method: 'POST',
      headers: { 'x-api-key': TEST_KEY, 'content-type': 'application/json' },
      body: JSON.stringify({ task: 'y', swarm_type: 'SequentialWorkflow', agents: agents(200) }),
      signal: controller.signal,
    });
    void aborted.catch(() => undefined);
    while (model.calls.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    controller.abort();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const calls = model.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(model.calls.length).toBe(calls);
    expect(calls).toBeLessThan(200);
  });

  it('cancels runs in flight when the server closes, answering 503', async () => {
    const model = createScriptedModel([], { fallback: 'echo', latencyMs: 20 });
    client = await scriptedServer(model);
    const run = post('/v1/swarm/completions', { task: 'x', swarm_type: 'SequentialWorkflow', agents: agents(500) });
    while (model.calls.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    const closing = client.server.close({ graceMs: 0 });
    const response = await run;
    expect(response.status).toBe(503);
    expect((await response.json()).detail).toContain('shutting down');
    await closing;
    expect(model.calls.length).toBeLessThan(500);
    client = undefined;
  });
});
