/**
 * swarms-local in live mode in front of a real llama.cpp server (the tiny generated model): agents,
 * a graph and a decision run over the real OpenAI wire (every swarm and reasoning type: every-type.live.test.ts); then
 * the same runs recorded and replayed with the server stopped; and cancellation reaching the server.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import OpenAI from 'openai';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DECISION_SAMPLES } from '../../src/orchestration/decision/decide.js';
import { startLlamaServer, type RunningLlamaServer } from '../../scripts/llama/start-server.js';
import { createTestClient, type TestClient } from '../support/test-server.js';

const shared = inject('llamaServer');
const route = (baseURL: string, maxTokens = 24) => ({ match: '*', baseURL, model: shared.model, maxTokens, supports: { tools: false } });
const agent = (name: string, extra: Record<string, unknown> = {}) => ({
  agent_name: name,
  system_prompt: `You are ${name}.`,
  model_name: 'gpt-4.1',
  // Temperature 0 as sent: the AgentSpec default (dynamic_temperature_enabled) would draw one per loop.
  temperature: 0,
  dynamic_temperature_enabled: false,
  max_tokens: 12,
  ...extra,
});
const agents = [agent('A'), agent('B'), agent('C')];
const directory = mkdtempSync(join(tmpdir(), 'swarms-local-live-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

/** The runs compared between live, recorded and replayed modes. */
const RUNS: Array<{ path: string; body: unknown }> = [
  { path: '/v1/agent/completions', body: { agent_config: agent('Solo'), task: 'Say something about swarms.' } },
  { path: '/v1/swarm/completions', body: { swarm_type: 'SequentialWorkflow', agents, task: 'Plan a picnic.' } },
  { path: '/v1/swarm/completions', body: { swarm_type: 'ConcurrentWorkflow', agents, task: 'Plan a picnic.' } },
  {
    path: '/v1/graph-workflow/completions',
    body: {
      agents,
      edges: [
        { source: 'A', target: 'B' },
        { source: 'A', target: 'C' },
      ],
      task: 'Plan a picnic.',
    },
  },
  { path: '/v1/reasoning-agent/completions', body: { swarm_type: 'self-consistency', num_samples: 2, model_name: 'gpt-4.1', task: 'Is 7 prime?' } },
];
const stable = (body: any): unknown =>
  JSON.parse(JSON.stringify(body, (key, value) => (['job_id', 'id', 'timestamp', 'execution_time', 'message_id', 'agent_id'].includes(key) ? null : value)));

describe('swarms-local live in front of llama-server', () => {
  let client: TestClient;
  beforeAll(async () => {
    // A frozen clock: an agent's memory carries timestamps, so two runs send the same prompt only on the same clock.
    client = await createTestClient({ mode: 'live', routes: [route(shared.baseURL)], seed: 1, clock: '2026-07-01T10:30:00Z' });
  });
  afterAll(() => client.server.close());

  it('runs an agent, plain and streamed, with the usage the upstream reported', async () => {
    const body = { agent_config: agent('Solo', { max_tokens: 16 }), task: 'Say something about swarms.' };
    const plain = await client.post('/v1/agent/completions', body);
    expect(plain.status, plain.text).toBe(200);
    const streamed = await client.post('/v1/agent/completions', { ...body, stream: true });
    const chunks = [...streamed.text.matchAll(/event: chunk\ndata: (.*)/g)].map((match) => JSON.parse(match[1]).content).join('');
    // The random model emits byte tokens that are not whole UTF-8: llama-server sends them as U+FFFD in a whole
    // answer and holds them back in a stream, so the two are compared without them.
    const withoutBrokenBytes = (text: string) => text.replace(/\uFFFD/g, '');
    expect(withoutBrokenBytes(chunks)).toBe(withoutBrokenBytes(plain.body.outputs[0].content));
    const usage = JSON.parse(streamed.text.match(/event: usage\ndata: (.*)/)![1]);
    expect(usage).toEqual(plain.body.usage);
    // Ask the upstream directly with the exact messages swarms-local sent: same token counts.
    const [request] = await client.server.deps.journal.list('default', { jobId: plain.body.job_id });
    const sent = request.children[0].children[0].input as Array<{ role: string; content: string }>;
    // llama-server may close a reused keep-alive connection: let the SDK retry that (usage is what is compared).
    const direct = await new OpenAI({ baseURL: shared.baseURL, apiKey: 'none', maxRetries: 2 }).chat.completions.create({
      model: shared.model,
      messages: sent as never,
      temperature: 0,
      max_tokens: 16,
    });
    expect(plain.body.usage.input_tokens).toBe(direct.usage!.prompt_tokens);
    expect(plain.body.usage.output_tokens).toBe(direct.usage!.completion_tokens);
    expect(plain.body.outputs[0].content).toBe(direct.choices[0].message.content);
  });

  it('runs a graph workflow', async () => {
    const response = await client.post(RUNS[3].path, RUNS[3].body);
    expect(response.status, response.text).toBe(200);
    expect(Object.keys(response.body.outputs).sort()).toEqual(['A', 'B', 'C']);
  });

  it('runs a decision completion, asking the server for log-probabilities', async () => {
    const response = await client.post('/v1/decision/completions', {
      state: 'A ticket about a double charge.',
      questions: { team: { type: 'choice', question: 'Which team?', choices: ['billing', 'support'] } },
    });
    expect(response.status, response.text).toBe(200);
    const probabilities = Object.values(response.body.answers.team.probabilities) as number[];
    expect(Math.abs(probabilities.reduce((sum, value) => sum + value, 0) - 1)).toBeLessThan(1e-9);
    const [request] = await client.server.deps.journal.list('default', { jobId: response.body.job_id });
    const calls = request.children.filter((node) => node.kind === 'provider-call');
    expect(calls[0].tokens!.output).toBe(1);
    // Either the probe's log-probabilities named a choice, or 8 samples followed, each a valid answer at
    // the first attempt (no repair calls): the JSON-schema response format held the random model to the enum.
    expect([1, 1 + DECISION_SAMPLES]).toContain(calls.length);
  });
});

describe('record against llama-server, replay with it stopped', () => {
  it('replays every run with identical outputs and usage', async () => {
    const fixtures = join(directory, 'fixtures');
    const upstream: RunningLlamaServer = await startLlamaServer({ binary: shared.binary, model: shared.modelPath, alias: shared.model, parallel: 4 });
    const recorded: unknown[] = [];
    const recorder = await createTestClient({ mode: 'record', routes: [route(upstream.baseURL)], fixturesDir: fixtures, seed: 1 });
    try {
      for (const run of RUNS) {
        const response = await recorder.post(run.path, run.body);
        expect(response.status, response.text).toBe(200);
        recorded.push(stable(response.body));
      }
    } finally {
      await recorder.server.close();
      await upstream.close();
    }
    const replayer = await createTestClient({ mode: 'replay', fixturesDir: fixtures, seed: 1 });
    try {
      for (const [index, run] of RUNS.entries()) {
        const response = await replayer.post(run.path, run.body);
        expect(response.status, response.text).toBe(200);
        expect(stable(response.body)).toEqual(recorded[index]);
      }
    } finally {
      await replayer.server.close();
    }
  });
});

describe('cancellation reaching the real server', () => {
  it('aborts the upstream generation when the client disconnects mid-stream', async () => {
    const upstream = await startLlamaServer({ binary: shared.binary, model: shared.modelPath, alias: shared.model, parallel: 1 });
    const client = await createTestClient({ mode: 'live', routes: [route(upstream.baseURL, 3000)] });
    try {
      const linesBefore = upstream.logs().length;
      const controller = new AbortController();
      const response = await fetch(`${client.url}/v1/agent/completions`, {
        method: 'POST',
        headers: { 'x-api-key': 'sk-live-cancel-000000000000', 'content-type': 'application/json' },
        body: JSON.stringify({ agent_config: agent('Talker', { max_tokens: 3000, llm_args: { ignore_eos: true } }), task: 'Talk at length.', stream: true }),
        signal: controller.signal,
      });
      const reader = response.body!.getReader();
      let chunks = 0;
      while (chunks < 8) {
        const { value } = await reader.read();
        chunks += (new TextDecoder().decode(value).match(/event: chunk/g) ?? []).length;
      }
      controller.abort();
      const cancelLine = await upstream.waitForLog(/cancel task, id_task = \d+/, { fromLine: linesBefore, timeoutMs: 15_000 });
      const released = await upstream.waitForLog(/stop processing: n_tokens = \d+/, { fromLine: upstream.logs().indexOf(cancelLine, linesBefore) });
      expect(Number(/n_tokens = (\d+)/.exec(released)![1])).toBeLessThan(3000);
      // The interrupted run is logged as such, with the usage consumed so far.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const logs = await client.get('/v1/swarm/logs', 'sk-live-cancel-000000000000');
      expect(logs.body.logs[0].data.detail).toMatch(/client disconnected/);
      expect(logs.body.logs[0].usage.output_tokens).toBeGreaterThanOrEqual(8);
    } finally {
      await client.server.close();
      await upstream.close();
    }
  });
});
