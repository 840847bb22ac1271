import { describe, expect, it } from 'vitest';
import { SWARM_TYPES } from '../../../src/contract/schemas/enums.js';
import { useTestServer } from '../../support/test-server.js';

const client = useTestServer({ seed: 11 });
const agents = [
  { agent_name: 'Researcher', description: 'Finds facts', system_prompt: 'You research.', max_tokens: 120 },
  { agent_name: 'Analyst', description: 'Analyses facts', system_prompt: 'You analyse.', max_tokens: 120 },
  { agent_name: 'Writer', description: 'Writes the report', system_prompt: 'You write.', max_tokens: 120 },
];

const specFor = (swarmType: string) => ({
  name: `${swarmType} test`,
  swarm_type: swarmType,
  agents: ['HeavySwarm', 'DeepResearchSwarm', 'AutoSwarmBuilder', 'auto'].includes(swarmType) ? [] : agents,
  task: 'Assess the market for home batteries in Germany.',
  rearrange_flow: swarmType === 'AgentRearrange' ? 'Researcher -> Analyst, Writer' : undefined,
});

const frames = (text: string) =>
  text
    .split('\n\n')
    .filter((block) => block.trim())
    .map((block) => ({ event: block.match(/^event: (.+)$/m)?.[1], data: JSON.parse(block.match(/^data: (.*)$/m)![1]) }));

describe('every swarm type over the synthetic model', () => {
  it.each(SWARM_TYPES)('%s runs and answers the contract shape', async (swarmType) => {
    const response = await client().post('/v1/swarm/completions', specFor(swarmType));
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const body = response.body;
    expect(body.job_id).toMatch(/^swarms-[A-Za-z0-9]{28}$/);
    expect(body).toMatchObject({ status: 'success', swarm_name: `${swarmType} test`, swarm_type: swarmType, service_tier: 'standard' });
    expect(body.output.length).toBeGreaterThan(0);
    // Every entry is text but HeavySwarm's questions, which the documentation shows as an object.
    for (const message of body.output) {
      expect(message).toEqual({ role: expect.any(String), content: message.role === 'Question Generator Agent' ? expect.any(Object) : expect.any(String) });
    }
    expect(Object.keys(body.outputs).length).toBeGreaterThan(0);
    // DeepResearchSwarm counts the agents sent, as the hosted API does (none here); the others count who ran.
    if (swarmType === 'DeepResearchSwarm') expect(body.number_of_agents).toBe(specFor(swarmType).agents.length);
    else expect(body.number_of_agents).toBeGreaterThan(0);
    expect(typeof body.execution_time).toBe('number');
    const { usage } = body;
    expect(usage.total_tokens).toBe(usage.input_tokens + usage.output_tokens);
    expect(usage.billing_info.cost_breakdown.num_agents).toBe(body.number_of_agents);
    expect(usage.billing_info.cost_breakdown.agent_cost).toBeCloseTo(0.01 * body.number_of_agents, 6);
  });

  it.each(SWARM_TYPES)("%s streams: metadata, start, each agent's chunks between its agent_start and agent_end, usage, end", async (swarmType) => {
    const response = await client().post('/v1/swarm/completions', { ...specFor(swarmType), stream: true });
    expect(response.status).toBe(200);
    const events = frames(response.text);
    expect(events.slice(0, 2).map((frame) => frame.event)).toEqual(['metadata', 'start']);
    expect(events.slice(-2).map((frame) => frame.event)).toEqual(['usage', 'end']);
    expect(events.at(-1)!.data.status).toBe('success');
    const open = new Map<string, number>();
    let agentTurns = 0;
    for (const frame of events.slice(2, -2)) {
      const agent: string = frame.data.agent;
      if (frame.event === 'agent_start') open.set(agent, (open.get(agent) ?? 0) + 1);
      else if (frame.event === 'agent_end') {
        expect(open.get(agent), `${agent} ended without starting`).toBeGreaterThan(0);
        open.set(agent, open.get(agent)! - 1);
        agentTurns += 1;
      } else {
        expect(frame.event).toBe('chunk');
        expect(open.get(agent), `${agent} sent a chunk outside its turn`).toBeGreaterThan(0);
      }
    }
    expect([...open.values()].every((count) => count === 0)).toBe(true);
    expect(agentTurns).toBeGreaterThan(0);
  });
});
