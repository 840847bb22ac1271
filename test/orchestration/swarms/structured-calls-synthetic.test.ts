import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallOptions, LanguageModel } from '../../../src/providers/spec.js';
import { createStaticRouter } from '../../../src/providers/static-router.js';
import { createSyntheticModel } from '../../../src/providers/synthetic/index.js';
import { createTestClient, type TestClient } from '../../support/test-server.js';

/** The synthetic model, recording every call it answers and how. */
function recordingSynthetic() {
  const synthetic = createSyntheticModel({ modelId: 'gpt-4.1', seed: 5, composeThread: false });
  const calls: Array<{ options: CallOptions; toolCalls: string[]; text: string }> = [];
  const model: LanguageModel = {
    provider: synthetic.provider,
    modelId: synthetic.modelId,
    async doGenerate(options) {
      const result = await synthetic.doGenerate(options);
      calls.push({
        options,
        toolCalls: result.content.flatMap((part) => (part.type === 'tool-call' ? [part.name] : [])),
        text: result.content.flatMap((part) => (part.type === 'text' ? [part.text] : [])).join(''),
      });
      return result;
    },
    doStream: (options) => synthetic.doStream(options),
  };
  return { model, calls };
}

const agents = [
  { agent_name: 'Researcher', description: 'Finds facts', system_prompt: 'You research.', max_tokens: 120 },
  { agent_name: 'Analyst', description: 'Analyses facts', system_prompt: 'You analyse.', max_tokens: 120 },
];
const task = 'Assess the market for home batteries in Germany.';

describe("the synthetic model answers the framework's structured calls as asked, at the first attempt", () => {
  const { model, calls } = recordingSynthetic();
  let client: TestClient;
  beforeAll(async () => {
    client = await createTestClient({ dependencies: { router: createStaticRouter(model, ['gpt-4.1']) } });
  });
  afterAll(() => client.server.close());

  it.each([
    ['HierarchicalSwarm', 'SwarmSpec'],
    ['GroupChat', 'respond'],
    ['HeavySwarm', 'generate_specialized_questions'],
  ])('%s: its %s tool, offered with tool_choice auto and named by its instructions, is called once per ask, never repaired', async (swarmType, tool) => {
    calls.length = 0;
    const response = await client.post('/v1/swarm/completions', { name: 't', swarm_type: swarmType, agents: swarmType === 'HeavySwarm' ? [] : agents, task });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const offering = calls.filter((call) => call.options.tools?.some((offered) => offered.name === tool));
    expect(offering.length).toBeGreaterThan(0);
    for (const call of offering) {
      expect(call.options.toolChoice).toBe('auto');
      expect(call.toolCalls).toEqual([tool]);
    }
  });

  it('MultiAgentRouter: the boss answers its strict JSON schema in text, naming one of the agents, with no repair', async () => {
    calls.length = 0;
    const response = await client.post('/v1/swarm/completions', { name: 't', swarm_type: 'MultiAgentRouter', agents, task });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const boss = calls.filter((call) => call.options.responseFormat);
    expect(boss).toHaveLength(1);
    const answer = JSON.parse(boss[0].text) as { handoffs: Array<{ agent_name: string; task: unknown }> };
    expect(answer.handoffs.length).toBeGreaterThan(0);
    for (const handoff of answer.handoffs) expect(['Researcher', 'Analyst']).toContain(handoff.agent_name);
  });
});
