import { describe, expect, it } from 'vitest';
import type { ScriptedModel } from '../../../src/providers/scripted/index.js';
import { agentOf, exchangesOf, promptOf, swarmScript } from '../../support/scripted-swarm.js';
import { runTagged } from '../../support/tagged-script.js';

const agents = ['A', 'B'].map((name) => ({ agent_name: name, system_prompt: `You are ${name}.` }));
const callsOf = (model: ScriptedModel, agent: string) => model.calls.filter((call) => agentOf(call) === agent);
/** Each call as `agent: prompt`, sorted (calls of one loop run at once). */
const seen = (calls: ScriptedModel['calls']) => calls.map((call) => `${agentOf(call)}: ${promptOf(call)}`).sort();
const entries = (output: Array<{ role: string; content: string }>) => output.map((message) => `${message.role}=${message.content}`);

describe('SpreadSheetSwarm follows its last framework version (SpreadSheetSwarm._run_tasks, spreadsheet_swarm.py)', () => {
  it('max_loops 1: every agent runs the task once, seeing only the task', async () => {
    const model = swarmScript();
    const { response } = await runTagged(model, { swarm_type: 'SpreadSheetSwarm', agents, task: 'Price list.' });
    expect(seen(model.calls)).toEqual(['A: Price list.', 'B: Price list.']);
    expect(entries(response.body.output)).toEqual(['A=A#1', 'B=B#1']);
  });

  it('max_loops 2: every agent runs the task twice, all runs at once and none seeing another, for each of tasks', async () => {
    const model = swarmScript();
    const { response } = await runTagged(model, { swarm_type: 'SpreadSheetSwarm', agents, tasks: ['t1', 't2'], max_loops: 2, return_history: false });
    expect(seen(model.calls)).toEqual(['A: t1', 'A: t1', 'A: t2', 'A: t2', 'B: t1', 'B: t1', 'B: t2', 'B: t2']);
    for (const call of model.calls) expect(call.messages).toHaveLength(2);
    expect(response.body.output.map((entry: { role: string }) => entry.role)).toEqual(['A', 'B', 'A', 'B', 'A', 'B', 'A', 'B']);
    expect(response.body.number_of_agents).toBe(2);
  });
});

describe('BatchedGridWorkflow follows the documentation and BatchedGridWorkflow.run (batched_grid_workflow.py)', () => {
  it('as a swarm type, max_loops 1: every agent answers every task, task by task', async () => {
    const model = swarmScript();
    const { response } = await runTagged(model, { swarm_type: 'BatchedGridWorkflow', agents, tasks: ['t1', 't2', 't3'] });
    expect(seen(model.calls)).toEqual(['A: t1', 'A: t2', 'A: t3', 'B: t1', 'B: t2', 'B: t3']);
    expect(response.body.output.map((entry: { role: string }) => entry.role)).toEqual(['A', 'B', 'A', 'B', 'A', 'B']);
  });

  it('as a swarm type, max_loops 2: the grid runs again, each agent seeing its own first answer to that task; the second grid is final', async () => {
    const model = swarmScript();
    const { response } = await runTagged(model, { swarm_type: 'BatchedGridWorkflow', agents, tasks: ['t1', 't2'], max_loops: 2, return_history: false });
    expect(model.calls).toHaveLength(8);
    const secondLoop = model.calls.slice(4);
    expect(seen(secondLoop)).toEqual(['A: t1', 'A: t2', 'B: t1', 'B: t2']);
    for (const call of secondLoop) {
      const earlier = exchangesOf(call);
      expect(earlier).toEqual([
        { role: 'user', content: promptOf(call) },
        { role: 'assistant', content: expect.stringMatching(new RegExp(`^${agentOf(call)}#[12]$`)) },
      ]);
    }
    const firstAnswerOfA = new Map(
      callsOf(model, 'A')
        .slice(0, 2)
        .map((call, index) => [promptOf(call), `A#${index + 1}`]),
    );
    for (const call of callsOf(model, 'A').slice(2)) expect(exchangesOf(call)[1]).toEqual({ role: 'assistant', content: firstAnswerOfA.get(promptOf(call)) });
    expect(response.body.output.map((entry: { role: string }) => entry.role)).toEqual(['A', 'B', 'A', 'B']);
    expect(response.body.output.map((entry: { content: string }) => entry.content).every((content: string) => /#[34]$/.test(content))).toBe(true);
  });

  it.each([1, 2])('the endpoint with max_loops %i answers one row per task of the last loop, keyed by agent', async (maxLoops) => {
    const model = swarmScript();
    const body = { name: 'grid', agent_completions: agents, tasks: ['t1', 't2', 't3'], max_loops: maxLoops, imgs: ['https://example.com/chart.png'] };
    const { response } = await runTagged(model, body, '/v1/batched-grid-workflow/completions');
    expect(response.status).toBe(200);
    expect(model.calls).toHaveLength(6 * maxLoops);
    // imgs is accepted and not used (the documentation says so): no call carries it.
    for (const call of model.calls) expect(JSON.stringify(call.messages)).not.toContain('chart.png');
    expect(response.body.outputs).toHaveLength(3);
    response.body.outputs.forEach((row: Record<string, string>) => {
      expect(Object.keys(row)).toEqual(['A', 'B']);
      for (const answer of Object.values(row)) expect(Number(answer.split('#')[1])).toBeGreaterThan(3 * (maxLoops - 1));
    });
  });

  it('the endpoint without max_loops runs the grid once, as the framework defaults it (both SDKs declare it optional)', async () => {
    const model = swarmScript();
    const { response } = await runTagged(model, { agent_completions: agents, tasks: ['t1', 't2'] }, '/v1/batched-grid-workflow/completions');
    expect(response.status).toBe(200);
    expect(model.calls).toHaveLength(4);
    expect(response.body.outputs).toHaveLength(2);
  });

  it('the endpoint answers 400 before any call when max_loops is below 1', async () => {
    const model = swarmScript();
    const { response } = await runTagged(model, { agent_completions: agents, tasks: ['t1'], max_loops: 0 }, '/v1/batched-grid-workflow/completions');
    expect(response.status).toBe(400);
    expect(response.body.detail).toContain('max_loops');
    expect(model.calls).toHaveLength(0);
  });
});
