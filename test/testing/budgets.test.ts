import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSwarmsLocal, type SwarmsLocal } from '../../src/testing/index.js';
import { addSpend, spendText } from '../../src/testing/spend.js';
import { post, swarmOf } from './run-requests.js';

let local: SwarmsLocal;

beforeAll(async () => {
  local = await createSwarmsLocal({ namespace: 'ci', namespaceBudgets: { ci: 1000 } });
});
afterAll(() => local.close());

describe('per-namespace cost budgets', () => {
  it('refuses a run that would take the namespace past its budget with 402, naming the budget and the spend so far', async () => {
    const first = await post(local, '/v1/swarm/completions', swarmOf('SequentialWorkflow', ['Planner', 'Writer']));
    expect(first.status).toBe(200);
    const spent = (await local.spend()).cost;
    expect(spent).toBeGreaterThan(0);
    local.budget(spent);
    const refused = await post(local, '/v1/swarm/completions', swarmOf('SequentialWorkflow', ['Planner', 'Writer']));
    expect(refused.status).toBe(402);
    expect(refused.body.detail).toContain(`Namespace "ci" is over its budget: ${spent.toFixed(6)} of its ${spent.toFixed(6)} credits are spent`);
    expect(refused.body.detail).toContain('Raise the budget');
    const refusedRun = await local.run();
    expect(refusedRun.state).toBe('failed');
    expect(refusedRun.modelCalls).toEqual([]);
  });

  it('admits only as many concurrent runs as the budget holds, counting what runs in flight hold', async () => {
    await local.reset();
    // One two-agent swarm is held at (2 agents + 3 built-in) x the per-agent fee at admission: the budget holds one, not two.
    const estimate = 5 * 0.01;
    local.budget(estimate * 1.5);
    const statuses = await Promise.all(
      [1, 2, 3].map(() => post(local, '/v1/swarm/completions', swarmOf('SequentialWorkflow', ['Planner', 'Writer'])).then((answer) => answer.status)),
    );
    expect(statuses.sort()).toEqual([200, 402, 402]);
    local.budget(null);
  });

  it('lets runs through again once the budget is raised or removed, and leaves other namespaces alone', async () => {
    local.budget((await local.spend()).cost + 1000);
    expect((await post(local, '/v1/agent/completions', { agent_config: { agent_name: 'A', max_tokens: 20 }, task: 'Hi.' })).status).toBe(200);
    local.budget(0);
    expect((await post(local, '/v1/agent/completions', { agent_config: { agent_name: 'A', max_tokens: 20 }, task: 'Hi.' })).status).toBe(402);
    const other = await fetch(`${local.url}/v1/agent/completions`, {
      method: 'POST',
      headers: { ...local.headers, 'x-swarms-local-namespace': 'elsewhere', 'content-type': 'application/json' },
      body: JSON.stringify({ agent_config: { agent_name: 'A', max_tokens: 20 }, task: 'Hi.' }),
    });
    expect(other.status).toBe(200);
    local.budget(null);
    expect((await post(local, '/v1/agent/completions', { agent_config: { agent_name: 'A', max_tokens: 20 }, task: 'Hi.' })).status).toBe(200);
    expect(() => local.budget(-1)).toThrow(/0 or more; got -1/);
  });

  it('sums the spend per swarm type and model, and adds summaries across resets', async () => {
    await local.reset();
    await post(local, '/v1/swarm/completions', swarmOf('SequentialWorkflow', ['Planner', 'Writer']));
    await post(local, '/v1/swarm/completions', swarmOf('ConcurrentWorkflow', ['Planner', 'Writer']));
    const spend = await local.spend();
    expect(spend.runs).toBe(2);
    expect(spend.bySwarmType.map((bucket) => bucket.key).sort()).toEqual(['ConcurrentWorkflow', 'SequentialWorkflow']);
    expect(spend.byModel.map((bucket) => bucket.key)).toContain('gpt-4.1');
    expect(spend.cost).toBeCloseTo(
      spend.bySwarmType.reduce((sum, bucket) => sum + bucket.cost, 0),
      9,
    );
    const doubled = addSpend(spend, spend);
    expect(doubled.runs).toBe(4);
    expect(doubled.bySwarmType.find((bucket) => bucket.key === 'SequentialWorkflow')?.runs).toBe(2);
    const text = spendText(doubled);
    expect(text).toContain(`swarms-local spend: 4 run(s), ${doubled.inputTokens} in / ${doubled.outputTokens} out tokens`);
    expect(text).toMatch(/by swarm type:\n {2}\w+Workflow: 2 run\(s\)/);
    expect(text).toMatch(/by model:\n {2}gpt-4\.1: 4 run\(s\)/);
  });

  it('is read and set through the admin plane too, for test helpers in other languages', async () => {
    await local.reset();
    await post(local, '/v1/swarm/completions', swarmOf('SequentialWorkflow', ['Planner', 'Writer']));
    const admin = (method: string, body?: unknown) =>
      fetch(`${local.url}/_swarms-local/budget`, {
        method,
        headers: { ...local.headers, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      }).then(async (response) => ({ status: response.status, body: await response.json() }));
    const set = await admin('POST', { credits: 0.000001 });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ namespace: 'ci', budget: 0.000001, runs: 1 });
    expect(set.body.by_swarm_type[0]).toMatchObject({ key: 'SequentialWorkflow', runs: 1 });
    expect(set.body.spent).toBeCloseTo((await local.spend()).cost, 9);
    const refused = await post(local, '/v1/swarm/completions', swarmOf('SequentialWorkflow', ['Planner', 'Writer']));
    expect(refused.status).toBe(402);
    expect((await admin('POST', { credits: null })).body.budget).toBeNull();
    expect((await admin('GET')).body.by_model.map((bucket: { key: string }) => bucket.key)).toContain('gpt-4.1');
    const invalid = await admin('POST', { credits: -1 });
    expect(invalid.status).toBe(422);
  });
});

describe('a request refused before it runs', () => {
  it('counts as a refusal, not a run, in the budget, the spend summary and the usage report', async () => {
    await local.reset();
    expect((await post(local, '/v1/agent/completions', { agent_config: { agent_name: 'A', max_tokens: 20 }, task: 'Hi.' })).status).toBe(200);
    local.budget(0);
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await post(local, '/v1/agent/completions', { agent_config: { agent_name: 'A', max_tokens: 20 }, task: 'Hi.' })).status).toBe(402);
    }
    local.budget(null);
    const spend = await local.spend();
    expect({ runs: spend.runs, refusals: spend.refusals }).toEqual({ runs: 1, refusals: 3 });
    expect(spendText(spend)).toMatch(/^swarms-local spend: 1 run\(s\), 3 refused, /);
    const budget = await (await fetch(`${local.url}/_swarms-local/budget`, { headers: local.headers })).json();
    expect(budget).toMatchObject({ runs: 1, refusals: 3 });
    const report = await (await fetch(`${local.url}/v1/usage/report?period=day`, { headers: local.headers })).json();
    expect(report.results.map((day: { request_count: number }) => day.request_count)).toEqual([1]);
  });
});
