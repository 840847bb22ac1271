import nock from 'nock';
import { afterEach, describe, expect, it } from 'vitest';
import { createOpenAIModel } from '../../src/providers/openai/openai-model.js';
import { runProviderConformance } from '../providers/conformance.js';
import { createTestClient } from '../support/test-server.js';
import { LIVE_SETTINGS, UPSTREAM, answerConformanceCalls, completion, streamBody, upstream } from '../support/openai-upstream.js';

afterEach(() => nock.cleanAll());

runProviderConformance({
  name: 'openai (nock upstream)',
  toolCalls: true,
  create: async () => {
    answerConformanceCalls();
    return { model: createOpenAIModel({ modelId: 'gpt-4.1', baseURL: `${UPSTREAM}/v1`, apiKey: 'sk-test-key-000000000000' }), cleanup: () => void nock.cleanAll() };
  },
});

const run = (extra: object = {}) => ({ agent_config: { agent_name: 'Live Analyst', model_name: 'gpt-4.1', max_tokens: 64, ...extra }, task: 'Summarise wind energy.' });

describe('live mode through the openai SDK', () => {
  it('answers with the upstream text and the upstream usage', async () => {
    upstream().reply(200, completion('Wind is cheap and growing.', { usage: [30, 6] }));
    const client = await createTestClient(LIVE_SETTINGS);
    try {
      const response = await client.post('/v1/agent/completions', run());
      expect(response.status).toBe(200);
      expect(response.body.outputs[0].content).toBe('Wind is cheap and growing.');
      expect(response.body.usage).toMatchObject({ input_tokens: 30, output_tokens: 6, total_tokens: 36 });
    } finally {
      await client.server.close();
    }
  });

  it('streams upstream chunks through as SSE chunks', async () => {
    upstream().reply(200, streamBody(['Wind ', 'is ', 'cheap.']), { 'content-type': 'text/event-stream' });
    const client = await createTestClient(LIVE_SETTINGS);
    try {
      const response = await client.post('/v1/agent/completions', { ...run(), stream: true });
      const chunks = [...response.text.matchAll(/event: chunk\ndata: (.*)/g)].map((match) => JSON.parse(match[1]).content);
      expect(chunks).toEqual(['Wind ', 'is ', 'cheap.']);
      expect(response.text).toContain('event: done');
    } finally {
      await client.server.close();
    }
  });

  it('returns upstream tool calls', async () => {
    upstream().reply(200, completion('', { toolCalls: [{ id: 'call_9', name: 'lookup', arguments: '{"q":"wind"}' }] }));
    const client = await createTestClient(LIVE_SETTINGS);
    try {
      const tools = [{ type: 'function', function: { name: 'lookup', parameters: { type: 'object', properties: { q: { type: 'string' } } } } }];
      const response = await client.post('/v1/agent/completions', run({ tools_list_dictionary: tools }));
      expect(response.body.outputs[0].content).toEqual([{ id: 'call_9', type: 'function', function: { name: 'lookup', arguments: '{"q":"wind"}' } }]);
    } finally {
      await client.server.close();
    }
  });

  it('retries a 429 (honouring Retry-After) and then succeeds', async () => {
    upstream().reply(429, { error: { message: 'slow down' } }, { 'retry-after': '0' });
    upstream().reply(200, completion('After the retry.'));
    const client = await createTestClient(LIVE_SETTINGS);
    try {
      const response = await client.post('/v1/agent/completions', run());
      expect(response.status).toBe(200);
      expect(response.body.outputs[0].content).toBe('After the retry.');
      expect(nock.isDone()).toBe(true);
    } finally {
      await client.server.close();
    }
  });

  it('falls back to the next model when the primary keeps failing with 500, and says who answered', async () => {
    const calls: string[] = [];
    nock(UPSTREAM)
      .persist()
      .post('/v1/chat/completions')
      .reply((_uri, body: any) => {
        calls.push(body.model);
        return body.model === 'gpt-4.1' ? [500, { error: { message: 'boom' } }] : [200, completion('From the fallback.', { model: body.model })];
      });
    const client = await createTestClient(LIVE_SETTINGS);
    try {
      const response = await client.post('/v1/agent/completions', run({ fallback_models: ['gpt-4o-mini'] }));
      expect(response.status).toBe(200);
      expect(response.body.outputs[0].content).toBe('From the fallback.');
      expect(calls).toEqual(['gpt-4.1', 'gpt-4.1', 'gpt-4.1', 'gpt-4o-mini']);
      const journal = await client.server.deps.journal.list('default');
      const call = journal.at(-1)!.children[0].children[0];
      expect(call.answeredBy).toBe('gpt-4o-mini');
    } finally {
      await client.server.close();
    }
  });

  it('answers 502 naming the model when every attempt fails, and 502 on a timeout', async () => {
    nock(UPSTREAM)
      .persist()
      .post('/v1/chat/completions')
      .reply(503, { error: { message: 'down' } });
    const client = await createTestClient({ ...LIVE_SETTINGS, upstreamTimeoutMs: 300 });
    try {
      const failed = await client.post('/v1/agent/completions', run());
      expect(failed.status).toBe(502);
      expect(failed.body.detail).toMatch(/gpt-4\.1.*HTTP 503/);
      expect(failed.text).not.toContain(LIVE_SETTINGS.env.TEST_UPSTREAM_KEY);
      nock.cleanAll();
      nock(UPSTREAM).persist().post('/v1/chat/completions').delay(2_000).reply(200, completion('too late'));
      const timedOut = await client.post('/v1/agent/completions', run());
      expect(timedOut.status).toBe(502);
      expect(timedOut.body.detail).toMatch(/gpt-4\.1 at https:\/\/llm\.example\.test\/v1 timed out/);
    } finally {
      await client.server.close();
    }
  });

  it('reports an upstream that closes mid-stream as an error, not a truncated success', async () => {
    upstream().reply(200, streamBody(['Half an ', 'answer'], { cut: true }), { 'content-type': 'text/event-stream' });
    const client = await createTestClient(LIVE_SETTINGS);
    try {
      const response = await client.post('/v1/agent/completions', { ...run(), stream: true });
      expect(response.text).toContain('event: error');
      expect(response.text).not.toContain('event: done');
      const logs = await client.get('/v1/swarm/logs');
      expect(logs.body.logs[0].data.detail).toMatch(/stream ended before the answer was complete/);
    } finally {
      await client.server.close();
    }
  });

  it('answers 502 for garbage JSON from the backend', async () => {
    upstream().reply(200, 'this is not json', { 'content-type': 'application/json' });
    const client = await createTestClient({ ...LIVE_SETTINGS, retries: { maxRetries: 0, baseDelayMs: 1, maxDelayMs: 1 } });
    try {
      const response = await client.post('/v1/agent/completions', run());
      expect(response.status).toBe(502);
      expect(response.body.detail).toMatch(/gpt-4\.1/);
    } finally {
      await client.server.close();
    }
  });
});

describe('unreachable upstreams', () => {
  it('answers 502 naming the model when the connection is refused', async () => {
    const client = await createTestClient({
      ...LIVE_SETTINGS,
      routes: [{ match: '*', baseURL: 'http://127.0.0.1:1/v1' }],
      retries: { maxRetries: 1, baseDelayMs: 1, maxDelayMs: 5 },
    });
    try {
      const response = await client.post('/v1/agent/completions', run());
      expect(response.status).toBe(502);
      expect(response.body.detail).toMatch(/gpt-4\.1 at http:\/\/127\.0\.0\.1:1\/v1 connection failed: bad port/);
      expect((await client.get('/v1/swarm/logs')).body.logs.length).toBe(0);
    } finally {
      await client.server.close();
    }
  });

  it('answers 502 naming the model when the host cannot be resolved (nock refuses the lookup like DNS would)', async () => {
    const client = await createTestClient({
      ...LIVE_SETTINGS,
      routes: [{ match: '*', baseURL: 'https://no-such-host.invalid/v1' }],
      retries: { maxRetries: 0, baseDelayMs: 1, maxDelayMs: 1 },
    });
    try {
      const response = await client.post('/v1/agent/completions', run());
      expect(response.status).toBe(502);
      expect(response.body.detail).toMatch(/gpt-4\.1 at https:\/\/no-such-host\.invalid\/v1 connection failed: /);
    } finally {
      await client.server.close();
    }
  });
});
