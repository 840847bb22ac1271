/**
 * One autonomous agent (max_loops "auto") in live mode in front of the real llama.cpp server and its
 * tiny generated model: a model that cannot plan well. Its own chat template renders no tools (llama-server
 * would drop them and never plan), so this file starts a private server with a template whose tool calls
 * have no opening marker: the grammar for the planning call's `tool_choice: "required"` then makes the
 * first token start a tool call (see scripts/llama/tool-call-template.ts). The run is allowed one model
 * call: the plan, after which the loop must end by that limit with a 200 and a summary.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type RunningLlamaServer, startLlamaServer } from '../../scripts/llama/start-server.js';
import { TOOL_CALL_TEMPLATE } from '../../scripts/llama/tool-call-template.js';
import { createTestClient, type TestClient } from '../support/test-server.js';

const shared = inject('llamaServer');

describe('an autonomous agent against the real model server', () => {
  let llama: RunningLlamaServer;
  let client: TestClient;
  beforeAll(async () => {
    llama = await startLlamaServer({
      binary: shared.binary,
      model: shared.modelPath,
      alias: shared.model,
      parallel: 1,
      ctx: 2048,
      extraArgs: ['--jinja', '--chat-template', TOOL_CALL_TEMPLATE],
    });
    client = await createTestClient({
      mode: 'live',
      routes: [{ match: '*', baseURL: llama.baseURL, model: shared.model, maxTokens: 256 }],
      seed: 1,
      // One call: the plan. Later calls could not go well with this template: with tool_choice "auto" the model
      // writes prose the server cannot parse (a 500), and its tool calls cut off at max_tokens leave arguments
      // that are not JSON, which the server refuses to read back in the next request's history (a 500 too).
      runLimits: { maxAgentTurns: 1 },
      // The planning call must be a tool call: by default it is "auto", as the framework asks, and this model writes prose then.
      autonomousPlanningToolChoice: 'required',
    });
  });
  afterAll(async () => {
    await client?.server.close();
    await llama?.close();
  });

  it('plans with the call the server forces, then ends at its limit of model calls with a 200 summary', async () => {
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
    expect(response.status, response.text).toBe(200);
    const outputs = response.body.outputs as Array<{ role: string; content: unknown }>;
    const [answer] = outputs;
    expect(answer.role).toBe('Live-Auto');
    expect(answer.content).toEqual(expect.arrayContaining([expect.objectContaining({ type: 'function', function: expect.objectContaining({ name: 'create_plan' }) })]));
    expect(outputs.map((output) => `${output.role}: ${String(output.content)}`)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Tool Executor: create_plan result: Plan created with \d+ subtask/),
        expect.stringMatching(/^System: .*runLimits\.maxAgentTurns/),
      ]),
    );
    expect(outputs.at(-1)).toMatchObject({ role: 'Live-Auto', content: expect.any(String) });

    const [request] = await client.server.deps.journal.list('default', { endpoint: '/v1/agent/completions' });
    expect(JSON.stringify(request).match(/"kind":"provider-call"/g)).toHaveLength(1);
    const [agent] = request.children;
    expect(agent.children.filter((node) => node.kind === 'step').map((node) => node.name)).toEqual(['planning', 'execution', 'summary']);
  });
});
