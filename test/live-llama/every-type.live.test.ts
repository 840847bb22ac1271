/**
 * Every swarm type and every reasoning type, once each, in live mode against the shared llama-server
 * (the tiny random-weight model): each run ends with a well-formed answer, or — for the types whose
 * planner, router or director must answer in JSON — with the documented 502 after one repair.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { AVAILABLE_REASONING_TYPES, SWARM_TYPES } from '../../src/contract/schemas/enums.js';
import { createTestClient, type TestClient } from '../support/test-server.js';

const shared = inject('llamaServer');
const agent = (name: string) => ({
  agent_name: name,
  description: `Agent ${name}`,
  system_prompt: `You are ${name}.`,
  model_name: 'gpt-4.1',
  temperature: 0,
  dynamic_temperature_enabled: false,
  max_tokens: 12,
});
const agents = [agent('A'), agent('B'), agent('C')];
const SELF_STAFFED = new Set(['HeavySwarm', 'DeepResearchSwarm', 'AutoSwarmBuilder', 'auto']);
/**
 * Types a built-in planner, router, director or question agent must answer in JSON first: llama-server
 * holds the answer to the schema, but a random-weight model's strings rarely close within the token cap.
 */
const NEEDS_STRUCTURED_ANSWERS = new Set([
  'MultiAgentRouter',
  'HierarchicalSwarm',
  'HiearchicalSwarm',
  'PlannerWorkerSwarm',
  'AutoSwarmBuilder',
  'auto',
  'HeavySwarm',
  'DeepResearchSwarm',
]);

/** An output entry: an agent's name and what it said (text, or the object some types report). */
function expectEntry(entry: unknown): void {
  expect(entry).toEqual({ role: expect.any(String), content: expect.anything() });
  const { role, content } = entry as { role: string; content: unknown };
  expect(role.trim()).not.toBe('');
  expect(typeof content === 'string' || (typeof content === 'object' && content !== null)).toBe(true);
}

describe('every type against the real model server', () => {
  let client: TestClient;
  beforeAll(async () => {
    client = await createTestClient({ mode: 'live', routes: [{ match: '*', baseURL: shared.baseURL, model: shared.model, maxTokens: 24, supports: { tools: false } }], seed: 1 });
  });
  afterAll(() => client.server.close());

  it.each(SWARM_TYPES)('swarm type %s ends with a well-formed answer', async (swarmType) => {
    const response = await client.post('/v1/swarm/completions', {
      name: 'live',
      swarm_type: swarmType,
      agents: SELF_STAFFED.has(swarmType) ? [] : agents,
      task: 'Plan a picnic.',
      rearrange_flow: swarmType === 'AgentRearrange' ? 'A -> B, C' : undefined,
      heavy_swarm_question_agent_model_name: 'gpt-4.1',
      heavy_swarm_worker_model_name: 'gpt-4.1',
    });
    if (NEEDS_STRUCTURED_ANSWERS.has(swarmType) && response.status !== 200) {
      expect(response.status, response.text).toBe(502);
      expect(response.body.detail).toMatch(/did not return a valid .* after one repair attempt/);
      return;
    }
    expect(response.status, response.text).toBe(200);
    expect(response.body).toMatchObject({ status: 'success', swarm_type: swarmType });
    const { output } = response.body;
    expect(Array.isArray(output)).toBe(true);
    for (const entry of output) expectEntry(entry);
    // A GroupChat whose first bidding turn is a lull has no reply: the framework's chat ends there.
    if (swarmType !== 'GroupChat') expect(output.length).toBeGreaterThan(0);
    expect(response.body.number_of_agents).toBeGreaterThan(0);
    expect(response.body.usage.total_tokens).toBeGreaterThan(0);
  });

  it.each(AVAILABLE_REASONING_TYPES)('reasoning type %s ends with a well-formed answer', async (swarmType) => {
    // IRE's one agent remembers every step: one iteration fits the tiny model's context, two do not.
    const numSamples = swarmType === 'ire' || swarmType === 'ire-agent' ? 1 : 2;
    const response = await client.post('/v1/reasoning-agent/completions', {
      agent_name: 'live',
      swarm_type: swarmType,
      model_name: 'gpt-4.1',
      num_samples: numSamples,
      task: 'Is 7 prime?',
    });
    expect(response.status, response.text).toBe(200);
    expect(response.body).toMatchObject({ status: 'success', agent_type: swarmType });
    const { outputs } = response.body;
    if (typeof outputs === 'string') return;
    expect(Array.isArray(outputs) && outputs.length > 0, JSON.stringify(outputs)).toBe(true);
    for (const entry of outputs) expectEntry(entry);
    expect(response.body.usage).toBeDefined();
  });
});
