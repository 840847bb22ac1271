import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSwarmsLocal, type SwarmsLocal } from '../../src/testing/index.js';

let local: SwarmsLocal;
const agentRun = (name = 'Analyst') => ({ agent_config: { agent_name: name, model_name: 'gpt-4.1', max_tokens: 48 }, task: 'Name three uses of graphene.' });
const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
  const response = await fetch(`${local.url}${path}`, {
    method,
    headers: { ...local.headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined };
};

beforeAll(async () => {
  local = await createSwarmsLocal();
});
beforeEach(() => local.reset());
afterAll(() => local.close());

describe('the admin plane', () => {
  it('reports info and the effective configuration without secrets', async () => {
    const info = await call('GET', '/_swarms-local/info');
    expect(info.status).toBe(200);
    expect(info.body).toMatchObject({ name: 'swarms-local', mode: 'synthetic', namespace: 'default', user: { name: 'test-user' } });
    const config = await call('GET', '/_swarms-local/config');
    expect(config.body.config).toMatchObject({ mode: 'synthetic', auth: 'open' });
  });

  it('stamps responses with the virtual time', async () => {
    await call('POST', '/_swarms-local/clock', { action: 'set', at: '2030-01-02T03:04:05Z' });
    await call('POST', '/_swarms-local/clock', { action: 'freeze', at: '2030-01-02T03:04:05Z' });
    const run = await call('POST', '/v1/agent/completions', agentRun());
    expect(run.body.timestamp).toBe('2030-01-02T03:04:05.000000+00:00');
  });

  it('records the journal as a tree: request → agent turn → provider call, with tokens and cost', async () => {
    const run = await call('POST', '/v1/agent/completions', agentRun('Journalist'));
    const journal = await call('GET', '/_swarms-local/journal');
    expect(journal.body.count).toBe(1);
    const [request] = journal.body.requests;
    expect(request).toMatchObject({ kind: 'request', name: 'POST /v1/agent/completions', attributes: { status: 200, jobId: run.body.job_id } });
    const [agent] = request.children;
    expect(agent).toMatchObject({ kind: 'agent', name: 'Journalist' });
    const [providerCall] = agent.children;
    expect(providerCall.kind).toBe('provider-call');
    expect(providerCall.name).toBe('gpt-4.1');
    expect(providerCall.tokens).toEqual({ input: run.body.usage.input_tokens, output: run.body.usage.output_tokens });
    expect(providerCall.cost).toBeCloseTo(run.body.usage.total_cost, 6);
    expect(providerCall.output).toBe(run.body.outputs[0].content);
    const filtered = await call('GET', '/_swarms-local/journal?agent=Nobody');
    expect(filtered.body.count).toBe(0);
    const download = await call('GET', '/_swarms-local/journal?download=true');
    expect(download.headers.get('content-disposition')).toMatch(/attachment/);
  });

  it('keeps namespaces apart under parallel requests', async () => {
    const namespaces = ['ns-a', 'ns-b', 'ns-c'];
    await Promise.all(
      namespaces.map((namespace) =>
        call('POST', '/_swarms-local/clock', { action: 'freeze', at: `2026-0${namespaces.indexOf(namespace) + 1}-01T00:00:00Z` }, { 'x-swarms-local-namespace': namespace }),
      ),
    );
    await call('POST', '/_swarms-local/faults', { kind: 'refusal' }, { 'x-swarms-local-namespace': 'ns-b' });
    const runs = await Promise.all(
      namespaces.flatMap((namespace) =>
        [0, 1].map(() => call('POST', '/v1/agent/completions', agentRun(namespace), { 'x-swarms-local-namespace': namespace }).then((run) => ({ namespace, run }))),
      ),
    );
    for (const { namespace, run } of runs) {
      if (run.status === 429) continue;
      expect(run.body.timestamp.slice(0, 7)).toBe(`2026-0${namespaces.indexOf(namespace) + 1}`);
      if (namespace === 'ns-b') expect(run.body.outputs[0].content).toMatch(/can't help/);
      else expect(run.body.outputs[0].content).not.toMatch(/can't help/);
    }
    for (const namespace of namespaces) {
      const journal = await call('GET', '/_swarms-local/journal', undefined, { 'x-swarms-local-namespace': namespace });
      expect(journal.body.requests.length).toBeGreaterThan(0);
      for (const request of journal.body.requests) expect(request.children[0].name).toBe(namespace);
    }
  });

  it('resets a namespace, and resets everything', async () => {
    await call('POST', '/v1/agent/completions', agentRun());
    await call('POST', '/_swarms-local/faults', { kind: 'refusal' });
    expect((await call('POST', '/_swarms-local/reset', { scope: 'namespace' })).status).toBe(200);
    expect((await call('GET', '/_swarms-local/journal')).body.count).toBe(0);
    expect((await call('GET', '/_swarms-local/faults')).body.faults).toHaveLength(0);
    expect((await call('GET', '/v1/swarm/logs')).body.logs.length).toBe(1);
    await call('POST', '/_swarms-local/reset', { scope: 'all' });
    // The store is empty again; in open mode the key registers anew on first use.
    expect((await call('GET', '/v1/swarm/logs')).body.logs.length).toBe(0);
  });

  it('answers a bad namespace header with 400 and a bad clock action with 422', async () => {
    expect((await call('GET', '/_swarms-local/info', undefined, { 'x-swarms-local-namespace': 'no spaces allowed' })).status).toBe(400);
    const bad = await call('POST', '/_swarms-local/clock', { action: 'rewind' });
    expect(bad.status).toBe(422);
    expect(bad.body.detail[0].loc).toEqual(['body', 'action']);
  });
});

describe('the virtual clock', () => {
  it('moves a rate-limit window with the virtual clock', async () => {
    const outer = local;
    local = await createSwarmsLocal({ rateLimits: { free: {}, premium: { minute: 2 } } });
    try {
      await call('POST', '/_swarms-local/clock', { action: 'freeze', at: '2026-03-01T10:00:00Z' });
      expect((await call('POST', '/v1/agent/completions', agentRun())).status).toBe(200);
      expect((await call('POST', '/v1/agent/completions', agentRun())).status).toBe(200);
      expect((await call('GET', '/v1/swarm/logs')).status).toBe(429);
      // The limits stay readable while the window is full.
      expect((await call('GET', '/v1/rate/limits')).body.rate_limits.minute.exceeded).toBe(true);
      const moved = await call('POST', '/_swarms-local/clock', { action: 'advance', ms: 61_000 });
      expect(moved.body).toMatchObject({ frozen: true, now: '2026-03-01T10:01:01.000000+00:00' });
      const limits = await call('GET', '/v1/rate/limits');
      expect(limits.status).toBe(200);
      expect(limits.body.rate_limits.minute.count).toBe(0);
      expect(limits.body.rate_limits.hour.count).toBe(2);
    } finally {
      await local.close();
      local = outer;
    }
  });
});

describe('the admin plane switch', () => {
  it('is absent when switched off', async () => {
    const off = await createSwarmsLocal({ admin: false });
    try {
      const response = await fetch(`${off.url}/_swarms-local/info`, { headers: off.headers });
      expect(response.status).toBe(404);
    } finally {
      await off.close();
    }
  });
});
