import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alignSteps } from '../../src/journal/run-diff.js';
import type { RunRecord } from '../../src/journal/run-record.js';
import type { RunStep } from '../../src/journal/run-view.js';
import { createSwarmsLocal, diffRuns, runDiffText, type SwarmsLocal } from '../../src/testing/index.js';
import { hierarchicalSwarm, post, searchingAgent, swarmOf } from '../testing/run-requests.js';

let local: SwarmsLocal;
let otherSeed: SwarmsLocal;
const FROZEN_AT = '2026-03-01T09:00:00Z';

/** Runs `body` on `server` after a reset (same seed, frozen clock) and returns its view. */
async function freshRun(server: SwarmsLocal, path: string, body: unknown) {
  await server.reset();
  server.clock.freeze(FROZEN_AT);
  await post(server, path, body);
  return server.run();
}

beforeAll(async () => {
  local = await createSwarmsLocal({ seed: 0 });
  otherSeed = await createSwarmsLocal({ seed: 1 });
});
afterAll(async () => {
  await local.close();
  await otherSeed.close();
});

describe('the run diff', () => {
  it('finds no difference between a request and its replay', async () => {
    const first = await freshRun(local, '/v1/swarm/completions', hierarchicalSwarm());
    const replay = await freshRun(local, '/v1/swarm/completions', hierarchicalSwarm());
    const diff = diffRuns(first, replay);
    expect(diff.identical).toBe(true);
    expect(diff.steps.every((step) => step.change === 'same')).toBe(true);
    expect(diff.tokens.delta).toEqual({ input: 0, output: 0 });
    expect(runDiffText(diff)).toBe('run A → run B: no differences');
  });

  it('shows what two seeds changed: the same steps, with differing answers', async () => {
    const seedA = await freshRun(local, '/v1/swarm/completions', hierarchicalSwarm());
    const seedB = await freshRun(otherSeed, '/v1/swarm/completions', hierarchicalSwarm());
    const diff = diffRuns(seedA, seedB);
    expect(diff.identical).toBe(false);
    expect(diff.run).toEqual([]);
    const changed = diff.steps.filter((step) => step.change === 'changed');
    expect(changed.length).toBeGreaterThan(0);
    expect(changed.flatMap((step) => step.differences.map((difference) => difference.field))).toContain('output');
  });

  it('marks an added agent: listed as added, its steps only in B', async () => {
    const two = await freshRun(local, '/v1/swarm/completions', swarmOf('SequentialWorkflow', ['Planner', 'Writer']));
    const three = await freshRun(local, '/v1/swarm/completions', swarmOf('SequentialWorkflow', ['Planner', 'Writer', 'Critic']));
    const diff = diffRuns(two, three);
    expect(diff.agents).toMatchObject({ added: ['Critic'], removed: [], reordered: false });
    const added = diff.steps.filter((step) => step.change === 'added');
    expect(added.map((step) => step.b?.agent)).toContain('Critic');
    expect(added.every((step) => step.a === null)).toBe(true);
    expect(diff.tokens.delta.output).toBeGreaterThan(0);
    expect(runDiffText(diff)).toContain('agents added: Critic');
    expect(runDiffText(diff)).toMatch(/\+ {3}agent Critic/);
    const back = diffRuns(three, two);
    expect(back.agents.removed).toEqual(['Critic']);
    expect(runDiffText(back)).toMatch(/- {3}agent Critic/);
  });

  it('pairs a tool call whose argument changed and names the argument', async () => {
    const solar = await freshRun(local, '/v1/agent/completions', searchingAgent('Search the web for solar panel prices'));
    const wind = await freshRun(local, '/v1/agent/completions', searchingAgent('Search the web for wind turbine prices'));
    const diff = diffRuns(solar, wind);
    const toolStep = diff.steps.find((step) => step.a?.kind === 'tool-call');
    expect(toolStep?.change).toBe('changed');
    expect(toolStep?.differences).toContainEqual({
      field: 'arguments.query',
      a: (solar.toolCalls[0].arguments as { query: string }).query,
      b: (wind.toolCalls[0].arguments as { query: string }).query,
    });
  });

  it('reports a changed swarm type and the agents it reordered', async () => {
    const sequential = await freshRun(local, '/v1/swarm/completions', swarmOf('SequentialWorkflow', ['Planner', 'Writer']));
    const reversed = await freshRun(local, '/v1/swarm/completions', swarmOf('ConcurrentWorkflow', ['Writer', 'Planner']));
    const diff = diffRuns(sequential, reversed);
    expect(diff.run).toContainEqual({ field: 'swarmType', a: 'SequentialWorkflow', b: 'ConcurrentWorkflow' });
    expect(runDiffText(diff)).toContain('swarmType: "SequentialWorkflow" → "ConcurrentWorkflow"');
    expect(reversed.agents.map((agent) => agent.name)).toEqual(['Writer', 'Planner']);
    expect(diff.agents.reordered).toBe(true);
    expect(runDiffText(diff)).toContain('agents reordered: Planner → Writer  ⇒  Writer → Planner');
  });
});

describe('the run diff through the admin plane', () => {
  it('diffs two runs of the namespace by job id, and refuses a run it cannot find', async () => {
    await local.reset();
    const a = await post(local, '/v1/swarm/completions', swarmOf('SequentialWorkflow', ['Planner', 'Writer']));
    const b = await post(local, '/v1/swarm/completions', swarmOf('SequentialWorkflow', ['Planner', 'Writer', 'Critic']));
    const response = await fetch(`${local.url}/_swarms-local/runs/diff?a=${a.body.job_id}&b=${b.body.job_id}`, { headers: local.headers });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.diff.agents.added).toEqual(['Critic']);
    expect(body.text).toContain(`run ${a.body.job_id} → run ${b.body.job_id}:`);
    expect(body.a.job_id).toBe(a.body.job_id);
    const missing = await fetch(`${local.url}/_swarms-local/runs/diff?a=${a.body.job_id}&b=nope`, { headers: local.headers });
    expect(missing.status).toBe(404);
    expect((await missing.json()).detail).toContain('No run nope in namespace default');
    const incomplete = await fetch(`${local.url}/_swarms-local/runs/diff?a=${a.body.job_id}`, { headers: local.headers });
    expect(incomplete.status).toBe(422);
  });
});

describe('the run diff of long runs', () => {
  const record = (steps: RunStep[]): RunRecord => ({
    endpoint: '/v1/swarm/completions',
    swarmType: 'SequentialWorkflow',
    state: 'succeeded',
    status: 200,
    agents: ['A'],
    tokens: { input: 0, output: 0 },
    cost: 0,
    steps,
  });
  const step = (name: string, answer = 'same'): RunStep => ({ depth: 2, kind: 'model-call', name, agent: 'A', facts: { answer } });
  const longRun = (count: number) => Array.from({ length: count }, (_, index) => step(`call-${index % 7}`));

  it('aligns two runs of 20,000 steps without the quadratic table, and says it aligned them greedily', () => {
    const a = longRun(20_000);
    const b = [...a.slice(0, 5), step('extra'), ...a.slice(5, 19_990), ...a.slice(19_991)];
    b[10_000] = step(b[10_000].name, 'different');
    const diff = diffRuns(record(a), record(b));
    expect(diff.alignment).toBe('greedy');
    expect(diff.steps).toHaveLength(20_001);
    const changes = diff.steps.filter((aligned) => aligned.change !== 'same');
    expect(changes.map((aligned) => [aligned.change, aligned.a?.name ?? aligned.b?.name])).toEqual([
      ['added', 'extra'],
      ['changed', b[10_000].name],
      ['removed', a[19_990].name],
    ]);
    expect(runDiffText(diff)).toContain('aligned greedily');
  });

  it('aligns exactly when the steps between the common start and end fit the table', () => {
    const a = longRun(20_000);
    const b = [...a.slice(0, 100), step('x'), step('y'), ...a.slice(101)];
    const diff = diffRuns(record(a), record(b));
    expect(diff.alignment).toBe('exact');
    expect(
      diff.steps
        .filter((aligned) => aligned.change !== 'same')
        .map((aligned) => aligned.change)
        .sort(),
    ).toEqual(['added', 'added', 'removed']);
    const small = alignSteps([step('p'), step('q')], [step('q'), step('p')], 1);
    expect(small.alignment).toBe('greedy');
    expect(small.steps.map((aligned) => aligned.change)).toEqual(['added', 'same', 'removed']);
  });
});
