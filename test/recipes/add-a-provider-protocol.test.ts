import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/load.js';
import { createDependencies } from '../../src/dependencies.js';
import { startServer } from '../../src/server.js';
import { runProviderConformance } from '../providers/conformance.js';
import { createTestClient } from '../support/test-server.js';
import { createLineModel } from './line-protocol/line-model.js';
import { lineReply, startLineUpstream, type LineUpstream } from './line-protocol/line-upstream.js';

// CONTRIBUTING.md, "Recipe: add a provider protocol", followed from a test: the protocol's folder is
// ./line-protocol/ (a made-up wire format), its factory entry is the `protocols` option, and nothing in src/ names it.

const KEY = 'line-secret-key-0123456789abcdef';

let upstream: LineUpstream;
beforeAll(async () => {
  upstream = await startLineUpstream();
});
afterAll(() => upstream.close());

// Recipe step 3: the provider conformance suite over the new model, against its loopback upstream.
runProviderConformance({
  name: 'line protocol (loopback upstream)',
  toolCalls: false,
  create: async () => ({ model: createLineModel({ modelId: 'echo-1', baseURL: upstream.baseURL, apiKey: KEY }) }),
});

/** A server whose `line/*` route is answered by the line protocol, with the wrappers every live route gets. */
const lineServer = () =>
  createTestClient({
    protocols: { line: createLineModel },
    routes: [{ match: 'line/*', protocol: 'line', mode: 'live', baseURL: upstream.baseURL, apiKeyEnv: 'LINE_KEY', maxTokens: 32 }],
    retries: { maxRetries: 2, baseDelayMs: 1, maxDelayMs: 5 },
    env: { LINE_KEY: KEY },
  });

const agentRun = (task: string, extra: object = {}) => ({ agent_config: { agent_name: 'Line Analyst', model_name: 'line/echo-1', max_tokens: 64 }, task, ...extra });

describe('a protocol registered from a test answers completions through the server', () => {
  it('answers an agent completion with what the line upstream replied, sending it the route model, the key and the capped max tokens', async () => {
    const client = await lineServer();
    try {
      const before = upstream.requests.length;
      const response = await client.post('/v1/agent/completions', agentRun('Summarise wind energy.'));
      expect(response.status).toBe(200);
      const sent = upstream.requests.slice(before);
      expect(sent).toHaveLength(1);
      expect(sent[0].body.model).toBe('echo-1');
      expect(sent[0].authorization).toBe(`Key ${KEY}`);
      expect(sent[0].body.limit).toBe(32);
      expect(sent[0].body.turns.at(-1)?.text).toContain('Summarise wind energy.');
      expect(response.body.outputs[0].content).toBe(lineReply(sent[0].body).join(''));
    } finally {
      await client.server.close();
    }
  });

  it('streams the line upstream pieces as SSE chunks', async () => {
    const client = await lineServer();
    try {
      const before = upstream.requests.length;
      const response = await client.post('/v1/agent/completions', agentRun('Summarise tides.', { stream: true }));
      const sent = upstream.requests.slice(before);
      expect(sent.map((request) => request.stream)).toEqual([true]);
      const chunks = [...response.text.matchAll(/event: chunk\ndata: (.*)/g)].map((match) => JSON.parse(match[1]).content);
      expect(chunks.join('')).toBe(lineReply(sent[0].body).join(''));
      expect(response.text).toContain('event: done');
    } finally {
      await client.server.close();
    }
  });

  it('retries a failed line call with the retry layer every live route gets', async () => {
    const client = await lineServer();
    try {
      const before = upstream.requests.length;
      upstream.failNext(503);
      const response = await client.post('/v1/agent/completions', agentRun('Summarise solar power.'));
      expect(response.status).toBe(200);
      expect(upstream.requests.length - before).toBe(2);
    } finally {
      await client.server.close();
    }
  });

  it('masks the route key when the line upstream echoes it back', async () => {
    const client = await lineServer();
    try {
      const response = await client.post('/v1/agent/completions', agentRun(`Repeat this: ${KEY}`));
      expect(response.status).toBe(200);
      expect(response.body.outputs[0].content).toContain('Human: Repeat this:');
      expect(response.text).not.toContain(KEY);
    } finally {
      await client.server.close();
    }
  });

  it('reports an upstream that keeps failing as a 502 naming the model and status', async () => {
    const client = await lineServer();
    try {
      upstream.failNext(500, 3);
      const response = await client.post('/v1/agent/completions', agentRun('Summarise hydro power.'));
      expect(response.status).toBe(502);
      expect(JSON.stringify(response.body)).toMatch(/echo-1.*HTTP 500/);
    } finally {
      await client.server.close();
    }
  });
});

describe('fixtures of a protocol registered from a test', () => {
  it('records line calls without the key and replays them with no call upstream', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'swarms-local-line-fixtures-'));
    const route = { match: 'line/*', protocol: 'line', baseURL: upstream.baseURL, apiKeyEnv: 'LINE_KEY' };
    const settings = { protocols: { line: createLineModel }, fixturesDir: directory, env: { LINE_KEY: KEY } };
    try {
      const before = upstream.requests.length;
      const recorder = await createTestClient({ ...settings, routes: [{ ...route, mode: 'record' }] });
      const recorded = await recorder.post('/v1/agent/completions', agentRun('Summarise geothermal power.')).finally(() => recorder.server.close());
      expect(upstream.requests.length - before).toBe(1);
      const files = readdirSync(directory, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
      expect(files).toHaveLength(1);
      expect(readFileSync(join(files[0].parentPath, files[0].name), 'utf8')).not.toContain(KEY);

      const replayer = await createTestClient({ ...settings, routes: [{ ...route, mode: 'replay' }] });
      const replayed = await replayer.post('/v1/agent/completions', agentRun('Summarise geothermal power.')).finally(() => replayer.server.close());
      expect(replayed.status).toBe(200);
      expect(replayed.body.outputs[0].content).toBe(recorded.body.outputs[0].content);
      expect(upstream.requests.length - before).toBe(1);
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });
});

describe('a route naming a protocol', () => {
  const start = (protocol: string, protocols = {}) =>
    startServer({ port: 0, db: ':memory:', protocols, routes: [{ match: 'x/*', protocol, mode: 'live', baseURL: 'http://127.0.0.1:9/v1' }] });

  it('refuses to start on a protocol no provider speaks, naming it and the known ones', async () => {
    await expect(start('cohere')).rejects.toThrow(
      /routes\[0\] \(match "x\/\*"\) names the protocol "cohere", which no provider speaks\. Known protocols: openai, anthropic, gemini\./,
    );
    await expect(start('lnie', { line: createLineModel })).rejects.toThrow(
      /"lnie", which no provider speaks \(did you mean line\?\)\. Known protocols: openai, anthropic, gemini, line\./,
    );
  });

  it('is refused as well by an embedder that builds the dependencies without starting a server', async () => {
    const config = loadConfig({ flags: { db: ':memory:', routes: [{ match: 'x/*', protocol: 'cohere', mode: 'live', baseURL: 'http://127.0.0.1:9/v1' }] } });
    expect(() => createDependencies(config)).toThrow(/"cohere", which no provider speaks\. Known protocols: openai, anthropic, gemini\./);
    const deps = createDependencies(config, {}, {}, { protocols: { cohere: createLineModel } });
    expect(deps.router.resolve('x/claude').provider).toBe('line');
    await deps.store.close();
  });

  it('refuses a protocol name that is not one word of lower-case letters', async () => {
    await expect(start('Open AI')).rejects.toThrow(/routes\[0\]\.protocol \(option routes\): A protocol is named in lower-case letters/);
  });
});
