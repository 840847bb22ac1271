/**
 * One autonomous agent (max_loops "auto") in live mode in front of the real llama.cpp server and its
 * tiny generated model: a model that cannot plan well. The planning call requires a tool call, so the
 * server's grammar makes one; whatever the plan, the loop must end within its limits and answer 200.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestClient, type TestClient } from '../support/test-server.js';

const shared = inject('llamaServer');

describe('an autonomous agent against the real model server', () => {
  let client: TestClient;
  beforeAll(async () => {
    client = await createTestClient({
      mode: 'live',
      routes: [{ match: '*', baseURL: shared.baseURL, model: shared.model, maxTokens: 256 }],
      seed: 1,
      // Few calls, so the conversation stays inside a slot's context (2,048 tokens): the run ends at the limit, with 200.
      runLimits: { maxAgentTurns: 6 },
    });
  });
  afterAll(() => client.server.close());

  it('ends within its limits against a model that cannot plan well: a final summary, or the planning limit named', async () => {
    const response = await client.post('/v1/agent/completions', {
      agent_config: {
        agent_name: 'Live-Auto',
        model_name: 'gpt-4.1',
        max_loops: 'auto',
        max_tokens: 256,
        temperature: 0,
        dynamic_temperature_enabled: false,
        selected_tools: ['create_plan', 'think', 'subtask_done', 'complete_task'],
      },
      task: 'List two facts about bees.',
    });
    // The random-weight model rarely produces a valid create_plan call: then the run fails as the framework's does,
    // a 502 naming the planning limit after its five attempts, never a hang or a 500. When it does plan, a 200.
    const [request] = await client.server.deps.journal.list('default', { endpoint: '/v1/agent/completions' });
    const calls = JSON.stringify(request).match(/"kind":"provider-call"/g) ?? [];
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.length).toBeLessThanOrEqual(6);
    if (response.status === 200) {
      const outputs = response.body.outputs as Array<{ role: string; content: unknown }>;
      expect(outputs.at(-1)).toMatchObject({ role: 'Live-Auto', content: expect.any(String) });
    } else {
      expect(response.status, response.text).toBe(502);
      expect(response.body.detail).toContain('made no plan');
      expect(response.body.detail).toContain('5 attempts');
    }
  });
});
