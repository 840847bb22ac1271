import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSwarmsLocal, type SwarmsLocal } from '../../src/testing/index.js';
import { DEFAULT_REFUSAL } from '../../src/faults/faulty-model.js';

const agentRun = (name = 'Analyst', extra: Record<string, unknown> = {}) => ({
  agent_config: { agent_name: name, model_name: 'gpt-4.1', max_tokens: 64, ...extra },
  task: 'Summarise the outlook for solar panels.',
});

let local: SwarmsLocal;
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${local.url}${path}`, { method: 'POST', headers: { ...local.headers, 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

beforeAll(async () => {
  local = await createSwarmsLocal();
});
beforeEach(() => local.reset());
afterAll(() => local.close());

describe('injected faults', () => {
  it('answers an http-status 429 fault as the rate limiter does, with the Retry-After it gives, then recovers', async () => {
    local.fault({ kind: 'http-status', status: 429, retryAfter: 7, times: 1 });
    const faulted = await post('/v1/agent/completions', agentRun());
    expect(faulted.status).toBe(429);
    expect(faulted.headers.get('retry-after')).toBe('7');
    expect((await faulted.json()).detail).toMatch(/^Rate limit exceeded for minute window\(s\)\./);
    expect((await post('/v1/agent/completions', agentRun())).status).toBe(200);
  });

  it('answers with the status, headers and body a fault gives, in place of its defaults', async () => {
    const body = { error: { message: 'Slow down.', type: 'rate_limit' } };
    local.fault({ kind: 'http-status', status: 429, headers: { 'Retry-After': '30', 'X-Trace-Id': 'abc' }, body, times: 1 });
    const faulted = await post('/v1/agent/completions', agentRun());
    expect(faulted.status).toBe(429);
    expect(faulted.headers.get('retry-after')).toBe('30');
    expect(faulted.headers.get('x-trace-id')).toBe('abc');
    expect(await faulted.json()).toEqual(body);
  });

  it('refuses a fault header whose name is not a header name', () => {
    expect(() => local.fault({ kind: 'http-status', status: 500, headers: { 'Bad Name': 'x' } })).toThrow(/a header name is one token/);
  });

  it.each([500, 503])('answers an http-status %i fault with that status', async (status) => {
    local.fault({ kind: 'http-status', status });
    const response = await post('/v1/agent/completions', agentRun());
    expect(response.status).toBe(status);
    expect(typeof (await response.json()).detail).toBe('string');
  });

  it('replaces the answer with a refusal', async () => {
    local.fault({ kind: 'refusal' });
    const body = await (await post('/v1/agent/completions', agentRun())).json();
    expect(body.outputs[0].content).toBe(DEFAULT_REFUSAL);
  });

  it('replaces the answer with an empty one', async () => {
    local.fault({ kind: 'empty-answer' });
    const body = await (await post('/v1/agent/completions', agentRun())).json();
    expect(body.outputs[0].content).toBe('');
  });

  it('returns a malformed tool call to an agent that offers tools', async () => {
    local.fault({ kind: 'malformed-tool-call' });
    const tools = [{ type: 'function', function: { name: 'lookup', description: 'Look something up', parameters: { type: 'object', properties: { q: { type: 'string' } } } } }];
    const body = await (await post('/v1/agent/completions', agentRun('Analyst', { tools_list_dictionary: tools }))).json();
    const [call] = body.outputs[0].content;
    expect(call.function.name).toBe('lookup');
    expect(() => JSON.parse(call.function.arguments)).toThrow();
  });

  it('adds latency to the targeted call (visible in the journal)', async () => {
    local.fault({ kind: 'latency', latencyMs: 150 });
    expect((await post('/v1/agent/completions', agentRun())).status).toBe(200);
    const [request] = await local.journal();
    const call = request.children[0].children.find((node) => node.kind === 'provider-call');
    expect(call?.durationMs).toBeGreaterThanOrEqual(150);
  });

  it('cuts a stream after N chunks: the client gets the chunks, then an error event', async () => {
    local.fault({ kind: 'stream-cut', afterChunks: 2 });
    const response = await post('/v1/agent/completions', { ...agentRun(), stream: true });
    const text = await response.text();
    const events = [...text.matchAll(/^event: (\w+)$/gm)].map((match) => match[1]);
    expect(events.filter((event) => event === 'chunk')).toHaveLength(2);
    expect(events.at(-1)).toBe('error');
    expect(events).not.toContain('done');
  });

  it('targets one agent by name, and leaves the others alone', async () => {
    local.fault({ kind: 'refusal', match: { agent: 'Critic' } });
    const critic = await (await post('/v1/agent/completions', agentRun('Critic'))).json();
    const analyst = await (await post('/v1/agent/completions', agentRun('Analyst'))).json();
    expect(critic.outputs[0].content).toBe(DEFAULT_REFUSAL);
    expect(analyst.outputs[0].content).not.toBe(DEFAULT_REFUSAL);
  });

  it('plays a scenario in order: first call 429, second succeeds; agent B refuses on its second turn', async () => {
    local.scenario({
      name: 'flaky-then-refusal',
      faults: [
        { kind: 'http-status', status: 429, retryAfter: 1, match: { callIndex: 1 }, probability: 1, seed: 0 },
        { kind: 'refusal', match: { agent: 'B', callIndex: 2 }, probability: 1, seed: 0 },
      ],
    });
    const statuses = [];
    const contents = [];
    for (const name of ['A', 'B', 'B', 'B']) {
      const response = await post('/v1/agent/completions', agentRun(name));
      statuses.push(response.status);
      contents.push(response.status === 200 ? (await response.json()).outputs[0].content : null);
    }
    expect(statuses).toEqual([429, 200, 200, 200]);
    expect(contents[2]).toBe(DEFAULT_REFUSAL);
    expect(contents[1]).not.toBe(DEFAULT_REFUSAL);
    expect(contents[3]).not.toBe(DEFAULT_REFUSAL);
  });

  it('is managed over the admin plane too, scoped to the namespace header', async () => {
    const add = await post('/_swarms-local/faults', { kind: 'empty-answer' }, { 'x-swarms-local-namespace': 'worker-1' });
    expect(add.status).toBe(201);
    const other = await (await post('/v1/agent/completions', agentRun(), { 'x-swarms-local-namespace': 'worker-2' })).json();
    const same = await (await post('/v1/agent/completions', agentRun(), { 'x-swarms-local-namespace': 'worker-1' })).json();
    expect(other.outputs[0].content.length).toBeGreaterThan(0);
    expect(same.outputs[0].content).toBe('');
    const listed = await (await fetch(`${local.url}/_swarms-local/faults`, { headers: { ...local.headers, 'x-swarms-local-namespace': 'worker-1' } })).json();
    expect(listed.faults).toHaveLength(1);
    expect(listed.faults[0]).toMatchObject({ kind: 'empty-answer', fired: 1 });
  });
});

describe('fault rules posted to the admin plane', () => {
  it('refuse an unknown field with a 422 naming it and the field that was meant', async () => {
    const response = await post('/_swarms-local/faults', { kind: 'latency', latencyMs: 10, tmes: 1 });
    expect(response.status).toBe(422);
    const detail = (await response.json()).detail;
    expect(detail).toContainEqual(expect.objectContaining({ type: 'extra_forbidden', loc: ['body', 'tmes'], msg: 'Extra inputs are not permitted (did you mean times?)' }));
  });

  it('refuse a latency fault without its latency', async () => {
    const response = await post('/_swarms-local/faults', { kind: 'latency' });
    expect(response.status).toBe(422);
    expect(JSON.stringify((await response.json()).detail)).toContain('a latency fault needs latencyMs');
  });
});

describe('creating a fault over the admin plane', () => {
  it('answers the created fault with its id, which deletes it', async () => {
    const response = await post('/_swarms-local/faults', { kind: 'latency', latencyMs: 5, times: 2 });
    expect(response.status).toBe(201);
    const { fault } = await response.json();
    expect(fault).toMatchObject({ kind: 'latency', latencyMs: 5, times: 2, fired: 0 });
    const listed = await (await fetch(`${local.url}/_swarms-local/faults`, { headers: local.headers })).json();
    expect(listed.faults.map((item: { id: string }) => item.id)).toEqual([fault.id]);
    const removed = await (await fetch(`${local.url}/_swarms-local/faults/${fault.id}`, { method: 'DELETE', headers: local.headers })).json();
    expect(removed.removed).toBe(1);
  });
});
