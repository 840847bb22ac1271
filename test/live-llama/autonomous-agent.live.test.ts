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
      runLimits: { maxAgentTurns: 40 },
    });
  });
  afterAll(() => client.server.close());

  it('plans, works and summarises within its limits, answering 200 with a final summary', async () => {
    const response = await client.post('/v1/agent/completions', {
      agent_config: {
        agent_name: 'Live-Auto',
        model_name: 'gpt-4.1',
        max_loops: 'auto',
        max_tokens: 256,
        temperature: 0,
        selected_tools: ['create_plan', 'think', 'subtask_done', 'complete_task'],
      },
      task: 'List two facts about bees.',
    });
    expect(response.status, response.text).toBe(200);
    const outputs = response.body.outputs as Array<{ role: string; content: unknown }>;
    expect(outputs[0].role).toBe('Live-Auto');
    expect(outputs.at(-1)).toMatchObject({ role: 'Live-Auto', content: expect.any(String) });
    expect(response.body.usage.total_tokens).toBeGreaterThan(0);
  });
});
