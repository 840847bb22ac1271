import { describe, expect, it } from 'vitest';
import type { ScriptedModel } from '../../../src/providers/scripted/index.js';
import { agentOf, promptOf, scriptedServer, swarmScript } from '../../support/scripted-swarm.js';

const agents = ['A', 'B', 'C'].map((name) => ({ agent_name: name, description: `Agent ${name}`, system_prompt: `You are ${name}.` }));

async function runSwarm(model: ScriptedModel, spec: Record<string, unknown>) {
  const client = await scriptedServer(model);
  try {
    return await client.post('/v1/swarm/completions', { name: 'test', agents, task: 'Plan a city park.', ...spec });
  } finally {
    await client.server.close();
  }
}

const speakers = (model: ScriptedModel) => model.calls.map(agentOf);
const promptOfAgent = (model: ScriptedModel, agent: string, turn = 1) => promptOf(model.calls.filter((call) => agentOf(call) === agent)[turn - 1]);
const texts = (output: Array<{ role: string; content: string }>) => output.map((message) => message.content);

describe('swarm types, call by call (scripted model)', () => {
  it('SpreadSheetSwarm runs every agent on every task', async () => {
    const model = swarmScript();
    const response = await runSwarm(model, { swarm_type: 'SpreadSheetSwarm', task: undefined, tasks: ['task-one', 'task-two'] });
    expect(model.calls).toHaveLength(6);
    for (const agent of ['A', 'B', 'C']) {
      const prompts = model.calls.filter((call) => agentOf(call) === agent).map(promptOf);
      expect(prompts.some((prompt) => prompt.includes('task-one'))).toBe(true);
      expect(prompts.some((prompt) => prompt.includes('task-two'))).toBe(true);
    }
    expect(response.body.tasks).toEqual(['task-one', 'task-two']);
  });

  it('AutoSwarmBuilder designs the agents with a planner call, then runs them', async () => {
    const model = swarmScript(() => ({
      name: 'designed',
      swarm_type: 'SequentialWorkflow',
      agents: [
        { agent_name: 'X', description: 'x', system_prompt: 'Be X.' },
        { agent_name: 'Y', description: 'y', system_prompt: 'Be Y.' },
      ],
    }));
    const response = await runSwarm(model, { swarm_type: 'AutoSwarmBuilder', agents: [] });
    expect(speakers(model)).toEqual(['structured', 'X', 'Y']);
    expect(promptOfAgent(model, 'Y')).toContain('X#1');
    expect(texts(response.body.output)).toEqual(['X#1', 'Y#1']);
  });

  it('AutoSwarmBuilder runs a designed AgentRearrange by its flow, and in list order when the flow names agents the plan lacks', async () => {
    const designWith = (flow: string) => () => ({
      name: 'designed',
      swarm_type: 'AgentRearrange',
      rearrange_flow: flow,
      agents: ['X', 'Y', 'Z'].map((name) => ({ agent_name: name, description: name, system_prompt: `Be ${name}.` })),
    });
    const byFlow = swarmScript(designWith('Z -> X, Y'));
    await runSwarm(byFlow, { swarm_type: 'AutoSwarmBuilder', agents: [] });
    expect(speakers(byFlow).slice(0, 2)).toEqual(['structured', 'Z']);
    expect(promptOfAgent(byFlow, 'X')).toContain('Z#1');
    const badFlow = swarmScript(designWith('X -> Nobody'));
    const response = await runSwarm(badFlow, { swarm_type: 'AutoSwarmBuilder', agents: [] });
    expect(response.status).toBe(200);
    expect(speakers(badFlow)).toEqual(['structured', 'X', 'Y', 'Z']);
  });

  it('AutoSwarmBuilder answers 502 when the plan stays malformed after one repair', async () => {
    const model = swarmScript(() => ({ nonsense: true }));
    const response = await runSwarm(model, { swarm_type: 'auto', agents: [] });
    expect(response.status).toBe(502);
    expect(response.body.detail).toMatch(/did not return a valid swarm design after one repair attempt/);
    expect(model.calls).toHaveLength(2);
  });

  it('gives the rules to every agent', async () => {
    const model = swarmScript();
    await runSwarm(model, { swarm_type: 'ConcurrentWorkflow', rules: 'Always cite a source.' });
    for (const call of model.calls) expect(JSON.stringify(call.messages[0])).toContain('Always cite a source.');
  });

  it('answers 400 with the hosted text when there is no task, tasks or messages', async () => {
    const model = swarmScript();
    const response = await runSwarm(model, { swarm_type: 'SequentialWorkflow', task: undefined });
    expect(response.status).toBe(400);
    expect(response.body.detail).toBe('There is no task or tasks or messages provided. Please provide a valid task description to proceed.');
    expect(model.calls).toHaveLength(0);
  });

  it('takes the task from the last user message when no task is given, the earlier messages as history', async () => {
    const model = swarmScript();
    const messages = [
      { role: 'user', content: 'We have a small lot.' },
      { role: 'assistant', content: 'Noted: a small lot.' },
      { role: 'user', content: 'Design a playground.' },
    ];
    await runSwarm(model, { swarm_type: 'SequentialWorkflow', task: undefined, messages });
    expect(promptOfAgent(model, 'A')).toContain('Design a playground.');
    const firstCall = JSON.stringify(model.calls[0].messages);
    expect(firstCall).toContain('We have a small lot.');
    expect(firstCall.split('Design a playground.')).toHaveLength(2);
  });
});
