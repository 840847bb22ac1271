import { describe, expect, it } from 'vitest';
import { COLLABORATION_PROMPT } from '../../../../src/orchestration/swarms/collaboration-prompt.js';
import { swarmScript } from '../../../support/scripted-swarm.js';
import { callsOf, entriesOf, runSwarm } from '../../../support/swarm-run.js';

const systemOf = (call: { messages: Array<{ role: string; content: unknown }> }) => String(call.messages.find((message) => message.role === 'system')?.content);

describe('what SwarmRouter.setup does to every swarm type', () => {
  it("multi_agent_collab_prompt (on unless false, as documented) appends the collaboration prompt to every agent's system prompt", async () => {
    const on = swarmScript();
    await runSwarm(on, { swarm_type: 'ConcurrentWorkflow' });
    for (const call of on.calls) expect(systemOf(call)).toContain(COLLABORATION_PROMPT);
    const off = swarmScript();
    await runSwarm(off, { swarm_type: 'ConcurrentWorkflow', multi_agent_collab_prompt: false });
    for (const call of off.calls) expect(systemOf(call)).not.toContain(COLLABORATION_PROMPT);
  });

  it('list_all_agents opens the transcript with the team roster, which agents read and the output leaves out', async () => {
    const model = swarmScript();
    const response = await runSwarm(model, { swarm_type: 'SequentialWorkflow', name: 'Parks team', description: 'Plans parks', list_all_agents: true });
    const [first, second] = callsOf(model);
    expect(first[1]).toMatch(/^System: Team Name: Parks team\nTeam Description: Plans parks\n/);
    for (const name of ['A', 'B', 'C']) expect(first[1]).toContain(`| ${name} | Agent ${name} |`);
    expect(first[1]).toMatch(/\n\nUser: Plan a city park\.$/);
    expect(second[1]).toMatch(/\n\nUser: Plan a city park\.\n\nA: A#1$/);
    expect(entriesOf(response.body.output)).toEqual([
      ['A', 'A#1'],
      ['B', 'B#1'],
      ['C', 'C#1'],
    ]);
  });

  it('list_all_agents puts the roster before the task of agents that see only the task (ConcurrentWorkflow)', async () => {
    const model = swarmScript();
    await runSwarm(model, { swarm_type: 'ConcurrentWorkflow', list_all_agents: true });
    for (const [, prompt] of callsOf(model)) expect(prompt).toMatch(/\| C \| Agent C \|[\s\S]*\n\nPlan a city park\.$/);
  });

  it("number_of_agents and the agent cost count the request's agents", async () => {
    const response = await runSwarm(swarmScript(), { swarm_type: 'MixtureOfAgents' });
    expect(response.body.number_of_agents).toBe(3);
    expect(response.body.usage.billing_info.cost_breakdown.num_agents).toBe(3);
  });
});
