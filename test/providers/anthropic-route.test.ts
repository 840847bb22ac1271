import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../src/server.js';
import { startAnthropicUpstream, type AnthropicUpstream } from './anthropic-upstream.js';
import { exchangeThrough } from './loopback-upstream.js';

// A route with `"protocol": "anthropic"` end to end: the server, our retries, fixtures, start-up checks.

const KEY = 'sk-ant-api03-route-secret-0a1b2c3d4e5f6a7b';

let upstream: AnthropicUpstream;
beforeAll(async () => {
  upstream = await startAnthropicUpstream();
});
afterAll(() => upstream.close());

const route = () => ({ match: 'anthropic/*', protocol: 'anthropic', baseURL: upstream.baseURL, apiKeyEnv: 'ANTHROPIC_API_KEY' });
const settings = { retries: { maxRetries: 2, baseDelayMs: 1, maxDelayMs: 5 }, env: { ANTHROPIC_API_KEY: KEY } };
const agentRun = (task: string, extra: object = {}) => ({
  agent_config: { agent_name: 'Claude Analyst', model_name: 'anthropic/claude-sonnet-4-5', max_tokens: 64 },
  task,
  ...extra,
});

/** Runs one request against a fresh server and returns the response and what the upstream received meanwhile. */
const exchange = exchangeThrough(() => upstream.requests, settings);

describe('a route with the anthropic protocol', () => {
  it('answers an agent completion from the Messages API, sending it the model without the route prefix', async () => {
    const { response, sent } = await exchange({ routes: [{ ...route(), mode: 'live' }] }, agentRun('Summarise wind energy.'));
    expect(response.status).toBe(200);
    expect(sent).toHaveLength(1);
    expect(sent[0].body.model).toBe('claude-sonnet-4-5');
    expect(sent[0].body.max_tokens).toBe(64);
    expect(response.body.outputs[0].content).toBe(`Claude claude-sonnet-4-5 heard: ${JSON.stringify(sent[0].body.messages.at(-1).content[0].text).slice(1, -1)}`);
  });

  it('streams the Messages API text deltas as SSE chunks', async () => {
    const { response, sent } = await exchange({ routes: [{ ...route(), mode: 'live' }] }, agentRun('Summarise tides.', { stream: true }));
    expect(sent.map((request) => request.body.stream)).toEqual([true]);
    const chunks = [...response.text.matchAll(/event: chunk\ndata: (.*)/g)].map((match) => JSON.parse(match[1]).content);
    expect(chunks.join('')).toBe(`Claude claude-sonnet-4-5 heard: ${sent[0].body.messages.at(-1).content[0].text}`);
    expect(response.text).toContain('event: done');
  });

  it('retries a 529 overloaded_error and a 429 with retry-after through the retry layer every live route gets', async () => {
    upstream.answerNext(
      { kind: 'error', status: 529, errorType: 'overloaded_error' },
      { kind: 'error', status: 429, errorType: 'rate_limit_error', headers: { 'retry-after': '0' } },
    );
    const { response, sent } = await exchange({ routes: [{ ...route(), mode: 'live' }] }, agentRun('Summarise solar power.'));
    expect(response.status).toBe(200);
    expect(sent).toHaveLength(3);
  });

  it('reports a Messages API that stays overloaded as a 502 naming the model and status', async () => {
    upstream.answerNext(...Array.from({ length: 3 }, () => ({ kind: 'error' as const, status: 529, errorType: 'overloaded_error' })));
    const { response } = await exchange({ routes: [{ ...route(), mode: 'live' }] }, agentRun('Summarise hydro power.'));
    expect(response.status).toBe(502);
    expect(JSON.stringify(response.body)).toMatch(/claude-sonnet-4-5 HTTP 529/);
  });
});

describe('fixtures of a route with the anthropic protocol', () => {
  it('records without the key, replays the same answer with no call upstream, and never answers a route of another protocol', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'swarms-local-anthropic-fixtures-'));
    try {
      const recorded = await exchange({ fixturesDir: directory, routes: [{ ...route(), mode: 'record' }] }, agentRun('Summarise geothermal power.'));
      expect(recorded.sent).toHaveLength(1);
      const files = readdirSync(directory, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
      expect(files).toHaveLength(1);
      const fixture = readFileSync(join(files[0].parentPath, files[0].name), 'utf8');
      expect(fixture).not.toContain(KEY);
      const stored = JSON.parse(fixture);
      expect(stored.request.protocol).toBe('anthropic');
      expect(stored.recordings[0].native).toEqual({
        protocol: 'anthropic',
        request: recorded.sent[0].body,
        response: expect.objectContaining({ type: 'message', stop_reason: 'end_turn' }),
      });

      const replayed = await exchange({ fixturesDir: directory, routes: [{ ...route(), mode: 'replay' }] }, agentRun('Summarise geothermal power.'));
      expect(replayed.sent).toHaveLength(0);
      expect(replayed.response.status).toBe(200);
      const contents = (body: { outputs: Array<{ content: string }> }) => body.outputs.map((output) => output.content);
      expect(contents(replayed.response.body)).toEqual(contents(recorded.response.body));
      expect(replayed.response.body.usage).toEqual(recorded.response.body.usage);

      const otherProtocol = await exchange({ fixturesDir: directory, routes: [{ ...route(), protocol: 'openai', mode: 'replay' }] }, agentRun('Summarise geothermal power.'));
      expect(otherProtocol.response.status).toBe(424);
      expect(JSON.stringify(otherProtocol.response.body)).toContain('\\"protocol\\": \\"anthropic\\"');
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });
});

describe('a recorded anthropic stream with extended thinking', () => {
  it('keeps the native events in the fixture, the thinking and its signature included', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'swarms-local-anthropic-thinking-'));
    try {
      const thinkingRun = {
        agent_config: { agent_name: 'Claude Thinker', model_name: 'anthropic/claude-sonnet-4-5', max_tokens: 4000, reasoning_enabled: true, thinking_tokens: 2048 },
        task: 'Weigh tidal power.',
        stream: true,
      };
      const recorded = await exchange({ fixturesDir: directory, routes: [{ ...route(), mode: 'record' }] }, thinkingRun);
      expect(recorded.sent[0].body.thinking).toEqual({ type: 'enabled', budget_tokens: 2048 });
      const files = readdirSync(directory, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
      const stored = JSON.parse(readFileSync(join(files[0].parentPath, files[0].name), 'utf8'));
      const events = stored.recordings[0].native.response as Array<{ type: string; delta?: Record<string, unknown> }>;
      expect(events.map((event) => event.type)).toContain('message_stop');
      expect(events.flatMap((event) => (event.delta?.type === 'signature_delta' ? [event.delta.signature] : []))).toEqual(['sig-EqQBCkgIARABGAIiQL']);
      expect(stored.recordings[0].chunks.map((chunk: { part: { type: string; delta?: string } }) => chunk.part.delta ?? '').join('')).not.toContain('short answer');
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });
});

describe('start-up with an anthropic route', () => {
  it('refuses a route whose key variable is not set, naming the variable', async () => {
    await expect(startServer({ port: 0, db: ':memory:', env: {}, routes: [{ ...route(), mode: 'live' }] })).rejects.toThrow(
      /needs an API key in the environment variable ANTHROPIC_API_KEY/,
    );
  });
});
