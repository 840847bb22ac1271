import { describe, expect, it } from 'vitest';
import { createApiKey } from '../../src/accounts/api-keys.js';
import { TEST_KEY, useTestServer, type TestClient } from '../support/test-server.js';

const agentRun = (name: string, model = 'gpt-4.1') => ({ agent_config: { agent_name: name, model_name: model, max_tokens: 32 }, task: 'Name a metal.' });
const swarmRun = (name: string) => ({
  name,
  swarm_type: 'ConcurrentWorkflow',
  task: 'Compare two metals.',
  agents: [
    { agent_name: 'Smith', model_name: 'gpt-4o-mini', max_tokens: 32 },
    { agent_name: 'Miner', model_name: 'gpt-4.1', max_tokens: 32 },
  ],
});

async function allPages(client: TestClient, query: string, key?: string | null): Promise<any[]> {
  const runs: any[] = [];
  let cursor: string | null = null;
  do {
    const page = await client.get(`/_swarms-local/runs?limit=2&${query}${cursor ? `&cursor=${cursor}` : ''}`, key);
    expect(page.status).toBe(200);
    runs.push(...page.body.runs);
    cursor = page.body.next_cursor;
  } while (cursor);
  return runs;
}

describe('the dashboard runs API in open auth', () => {
  const client = useTestServer();

  it('lists runs newest first, pages by cursor without gaps or repeats, and filters by what each run was', async () => {
    const jobs: string[] = [];
    for (const name of ['Ada', 'Brin']) jobs.push((await client().post('/v1/agent/completions', agentRun(name))).body.job_id);
    const swarm = await client().request('POST', '/v1/swarm/completions', { body: swarmRun('metal-review'), headers: { 'x-swarms-local-namespace': 'team-b' } });
    expect(swarm.status).toBe(200);
    jobs.push(swarm.body.job_id);
    jobs.push((await client().post('/v1/agent/completions', agentRun('Cleo', 'gpt-4o-mini'))).body.job_id);

    const everything = await client().get('/_swarms-local/runs', null);
    expect(everything.body.runs.map((run: any) => run.job_id)).toEqual([...jobs].reverse());
    const paged = await allPages(client(), '', null);
    expect(paged.map((run) => run.id)).toEqual(everything.body.runs.map((run: any) => run.id));

    const bySwarm = await client().get('/_swarms-local/runs?swarm_type=ConcurrentWorkflow', null);
    expect(bySwarm.body.runs).toHaveLength(1);
    expect(bySwarm.body.runs[0]).toMatchObject({ job_id: swarm.body.job_id, name: 'metal-review', namespace: 'team-b', agents: 2 });
    expect(bySwarm.body.runs[0].models.sort()).toEqual(['gpt-4.1', 'gpt-4o-mini']);

    const byModel = await client().get('/_swarms-local/runs?model=gpt-4o-mini', null);
    expect(byModel.body.runs.map((run: any) => run.job_id)).toEqual([jobs[3], jobs[2]]);
    const byAgent = await client().get('/_swarms-local/runs?agent=Brin', null);
    expect(byAgent.body.runs.map((run: any) => run.job_id)).toEqual([jobs[1]]);
    const byNamespace = await client().get('/_swarms-local/runs?namespace=team-b', null);
    expect(byNamespace.body.runs.map((run: any) => run.job_id)).toEqual([jobs[2]]);
    const byJob = await client().get(`/_swarms-local/runs?q=${jobs[0]}`, null);
    expect(byJob.body.runs.map((run: any) => run.job_id)).toEqual([jobs[0]]);
    const byName = await client().get('/_swarms-local/runs?q=metal-rev', null);
    expect(byName.body.runs.map((run: any) => run.job_id)).toEqual([jobs[2]]);
    const failed = await client().get('/_swarms-local/runs?status=error', null);
    expect(failed.body.runs).toEqual([]);
    const future = await client().get(`/_swarms-local/runs?from=${encodeURIComponent('2999-01-01T00:00:00Z')}`, null);
    expect(future.body.runs).toEqual([]);
  });

  it('answers one run with its response body and journal tree, the request body included', async () => {
    const swarm = await client().post('/v1/swarm/completions', swarmRun('tree-check'));
    const [row] = (await client().get(`/_swarms-local/runs?q=${swarm.body.job_id}`, null)).body.runs;
    const detail = await client().get(`/_swarms-local/runs/${row.id}`, null);
    expect(detail.status).toBe(200);
    expect(detail.body.run.body.job_id).toBe(swarm.body.job_id);
    expect(detail.body.tree).toMatchObject({ kind: 'request', input: swarmRun('tree-check'), attributes: { logId: row.id, status: 200 } });
    expect(detail.body.tree.children.map((node: any) => node.name).sort()).toEqual(['Miner', 'Smith']);
    const costOfCalls = detail.body.run.models.reduce((sum: number, usage: any) => sum + usage.cost, 0);
    expect(costOfCalls).toBeGreaterThan(0);
    expect((await client().get('/_swarms-local/runs/no-such-run', null)).status).toBe(404);
  });

  it('answers one run by the job id its response named, the same run as by its log id', async () => {
    const swarm = await client().post('/v1/swarm/completions', swarmRun('job-id-link'));
    const byJob = await client().get(`/_swarms-local/runs/${swarm.body.job_id}`, null);
    expect(byJob.status).toBe(200);
    expect(byJob.body.run.body.job_id).toBe(swarm.body.job_id);
    const [row] = (await client().get(`/_swarms-local/runs?q=${swarm.body.job_id}`, null)).body.runs;
    expect(byJob.body.run.id).toBe(row.id);
    expect(byJob.body.tree.attributes.logId).toBe(row.id);
    expect((await client().get(`/_swarms-local/runs/${swarm.body.job_id}`, 'sk-someone-else-000000000')).status).toBe(404);
  });

  it("counts a run's agents as its response does (number_of_agents), not only those that took a turn", async () => {
    const agents = ['Ada', 'Brin', 'Cleo'].map((name) => ({ agent_name: name, model_name: 'gpt-4.1', max_tokens: 16 }));
    for (const swarm_type of ['GroupChat', 'MajorityVoting']) {
      const response = await client().post('/v1/swarm/completions', { name: `count-${swarm_type}`, swarm_type, task: 'Pick a metal.', agents, max_loops: 1 });
      expect(response.status).toBe(200);
      const [row] = (await client().get(`/_swarms-local/runs?q=${response.body.job_id}`, null)).body.runs;
      expect(row.agents, swarm_type).toBe(response.body.number_of_agents);
    }
  });

  it('rejects a cursor it did not make and a status that is not one', async () => {
    expect((await client().get('/_swarms-local/runs?cursor=bm9wZQ', null)).status).toBe(400);
    const bad = await client().get('/_swarms-local/runs?status=teapot', null);
    expect(bad.status).toBe(422);
    expect(bad.body.detail[0].loc.slice(0, 2)).toEqual(['query', 'status']);
  });

  it("sums usage by model, swarm type, endpoint and time, with each account's credits and windows", async () => {
    const byModel = await client().get('/_swarms-local/usage?by=model', null);
    const rows = (await client().get('/_swarms-local/runs?limit=500', null)).body.runs;
    const details = await Promise.all(rows.map((run: any) => client().get(`/_swarms-local/runs/${run.id}`, null)));
    const expected = new Map<string, number>();
    for (const detail of details) for (const usage of detail.body.run.models) expected.set(usage.model, (expected.get(usage.model) ?? 0) + usage.input_tokens);
    const reported = new Map<string, number>(byModel.body.buckets.map((bucket: any) => [bucket.key, bucket.input_tokens]));
    expect(reported).toEqual(expected);
    const byTime = await client().get('/_swarms-local/usage?by=time&bucket_ms=60000', null);
    const totalCost = rows.reduce((sum: number, run: any) => sum + run.cost, 0);
    expect(byTime.body.buckets.reduce((sum: number, bucket: any) => sum + bucket.cost, 0)).toBeCloseTo(totalCost, 9);
    const byEndpoint = await client().get('/_swarms-local/usage?by=endpoint', null);
    expect(byEndpoint.body.buckets.map((bucket: any) => bucket.key).sort()).toEqual(['/v1/agent/completions', '/v1/swarm/completions']);
    expect(byEndpoint.body.accounts.length).toBeGreaterThan(0);
    expect(byEndpoint.body.accounts[0].windows.map((window: any) => window.name)).toEqual(['minute', 'hour', 'day']);
  });

  it('lists a run that failed (an injected fault) with its tree, without counting or billing it', async () => {
    await client().post('/_swarms-local/faults', { kind: 'http-status', status: 503, match: { agent: 'Doomed' } });
    const before = (await client().get('/v1/swarm/logs')).body.logs.length;
    const failed = await client().post('/v1/agent/completions', agentRun('Doomed'));
    expect(failed.status).toBeGreaterThanOrEqual(500);
    await client().request('DELETE', '/_swarms-local/faults');
    const [row] = (await client().get('/_swarms-local/runs?status=error', null)).body.runs;
    expect(row).toMatchObject({ success: false, status: failed.status, cost: 0, endpoint: '/v1/agent/completions' });
    const detail = await client().get(`/_swarms-local/runs/${row.id}`, null);
    expect(detail.body.run.body.detail).toMatch(/Injected fault/);
    const call = detail.body.tree.children[0].children[0];
    expect(call).toMatchObject({ kind: 'provider-call', attributes: { error: expect.stringMatching(/Injected fault/) } });
    expect((await client().get('/v1/swarm/logs')).body.logs.length).toBe(before);
    expect((await client().get('/v1/swarm/logs?category=failed-run')).body.logs.length).toBe(1);
  });

  it("a keyed caller sees only its own user's runs", async () => {
    await client().post('/v1/agent/completions', agentRun('Other'), 'sk-someone-else-000000000000');
    const mine = await client().get('/_swarms-local/runs?limit=500', TEST_KEY);
    const everyone = await client().get('/_swarms-local/runs?limit=500', null);
    expect(everyone.body.runs.length).toBe(mine.body.runs.length + 1);
    expect(new Set(mine.body.runs.map((run: any) => run.user_id)).size).toBe(1);
  });
});

describe('the dashboard runs API in strict auth', () => {
  const client = useTestServer({ auth: 'strict' });

  it("needs a key, and shows a key only its own user's runs and run trees", async () => {
    const { deps } = client().server;
    const alice = (await createApiKey(deps.store, deps.clock, { userName: 'alice' })).key;
    const bob = (await createApiKey(deps.store, deps.clock, { userName: 'bob' })).key;
    expect((await client().get('/_swarms-local/runs', null)).status).toBe(401);
    expect((await client().get('/_swarms-local/events', null)).status).toBe(401);
    await client().post('/v1/agent/completions', agentRun('AliceAgent'), alice);
    await client().post('/v1/agent/completions', agentRun('BobAgent'), bob);
    const seen = await client().get('/_swarms-local/runs', alice);
    expect(seen.body.runs).toHaveLength(1);
    const bobsRun = (await client().get('/_swarms-local/runs', bob)).body.runs[0];
    expect((await client().get(`/_swarms-local/runs/${bobsRun.id}`, alice)).status).toBe(404);
    expect((await client().get(`/_swarms-local/runs/${bobsRun.id}`, bob)).status).toBe(200);
    const usage = await client().get('/_swarms-local/usage', alice);
    expect(usage.body.accounts.map((account: any) => account.name)).toEqual(['alice']);
  });
});

describe('the run tree marks what happened to each call', () => {
  const client = useTestServer();

  it('names the injected fault that replaced an answer on its provider call', async () => {
    await client().post('/_swarms-local/faults', { kind: 'refusal', match: { agent: 'Refuser' } });
    const run = await client().post('/v1/agent/completions', agentRun('Refuser'));
    expect(run.status).toBe(200);
    const [row] = (await client().get(`/_swarms-local/runs?q=${run.body.job_id}`, null)).body.runs;
    const detail = await client().get(`/_swarms-local/runs/${row.id}`, null);
    const [call] = detail.body.tree.children[0].children;
    expect(call).toMatchObject({ kind: 'provider-call', attributes: { fault: 'refusal' } });
  });
});
