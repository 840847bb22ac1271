import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOtlpReceiver } from '../support/otlp-receiver.js';
import { createTestClient } from '../support/test-server.js';
import { startAnthropicUpstream, type AnthropicUpstream } from './anthropic-upstream.js';
import { startGeminiUpstream, type GeminiUpstream } from './gemini-upstream.js';

// Tracing and fault injection on routes of the native protocols: what every live route gets must hold for them too.

const ANTHROPIC_KEY = 'sk-ant-api03-spans-secret-7c2d9e4f1a3b';
const GEMINI_KEY = 'AIzaSy-spans-gemini-secret-5h3k8m2p';
const TRACE_ID = '0af7651916cd43dd8448eb211c80319c';
const TRACEPARENT = `00-${TRACE_ID}-b7ad6b7169203331-01`;

let anthropic: AnthropicUpstream;
let gemini: GeminiUpstream;
beforeAll(async () => {
  [anthropic, gemini] = await Promise.all([startAnthropicUpstream(), startGeminiUpstream()]);
});
afterAll(() => Promise.all([anthropic.close(), gemini.close()]));

/** Each protocol: its route, the model an agent names, and the upstream's request log with each request's traceparent. */
const protocols = [
  {
    protocol: 'anthropic',
    model: 'anthropic/claude-sonnet-4-5',
    upstreamModel: 'claude-sonnet-4-5',
    route: () => ({ match: 'anthropic/*', protocol: 'anthropic', baseURL: anthropic.baseURL, apiKeyEnv: 'ANTHROPIC_API_KEY', mode: 'live' as const }),
    traceparents: () => anthropic.requests.map((request) => request.headers.traceparent),
  },
  {
    protocol: 'gemini',
    model: 'gemini/gemini-2.5-pro',
    upstreamModel: 'gemini-2.5-pro',
    route: () => ({ match: 'gemini/*', protocol: 'gemini', baseURL: gemini.baseURL, apiKeyEnv: 'GEMINI_API_KEY', mode: 'live' as const }),
    traceparents: () => gemini.requests.map((request) => request.headers.traceparent),
  },
] as const;

const settings = { retries: { maxRetries: 0, baseDelayMs: 1, maxDelayMs: 5 }, env: { ANTHROPIC_API_KEY: ANTHROPIC_KEY, GEMINI_API_KEY: GEMINI_KEY } };

for (const { protocol, model, upstreamModel, route, traceparents } of protocols) {
  const agentRun = (task: string, extra: object = {}) => ({ agent_config: { agent_name: 'Native Analyst', model_name: model, max_tokens: 64 }, task, ...extra });

  describe(`a route with the ${protocol} protocol`, () => {
    it(`is traced with a chat span naming ${protocol} as the provider, whose context reaches the upstream in traceparent`, async () => {
      const receiver = await startOtlpReceiver();
      const client = await createTestClient({ ...settings, routes: [route()], env: { ...settings.env, OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint } });
      const before = traceparents().length;
      try {
        const response = await client.request('POST', '/v1/agent/completions', { headers: { traceparent: TRACEPARENT }, body: agentRun('Say hello.') });
        expect(response.status, JSON.stringify(response.body)).toBe(200);
      } finally {
        await client.server.close();
        await receiver.close();
      }
      const chat = receiver.spans.find((span) => span.traceId === TRACE_ID && span.name.startsWith('chat '));
      expect(chat?.attributes).toMatchObject({ 'gen_ai.operation.name': 'chat', 'gen_ai.provider.name': protocol });
      expect(traceparents().slice(before)).toEqual([`00-${TRACE_ID}-${chat?.spanId}-01`]);
      expect(JSON.stringify(receiver.spans)).not.toContain(protocol === 'anthropic' ? ANTHROPIC_KEY : GEMINI_KEY);
    });

    it('answers an injected http-status fault in place of the upstream, which is never called', async () => {
      const client = await createTestClient({ ...settings, routes: [route()] });
      const before = traceparents().length;
      try {
        expect((await client.post('/_swarms-local/faults', { kind: 'http-status', status: 503, times: 1, match: { model } })).status).toBe(201);
        const failed = await client.post('/v1/agent/completions', agentRun('Say hello.'));
        expect(failed.status).toBe(503);
        expect(failed.body.detail).toContain(`Injected fault: HTTP 503 for model ${model}`);
        expect(traceparents().length).toBe(before);
        const next = await client.post('/v1/agent/completions', agentRun('Say hello.'));
        expect(next.status).toBe(200);
        expect(traceparents().length).toBe(before + 1);
      } finally {
        await client.server.close();
      }
    });

    it("cuts the upstream's own stream after the chunks a stream-cut fault allows", async () => {
      const client = await createTestClient({ ...settings, routes: [route()] });
      const before = traceparents().length;
      try {
        expect((await client.post('/_swarms-local/faults', { kind: 'stream-cut', afterChunks: 2, match: { model } })).status).toBe(201);
        const cut = await client.post('/v1/agent/completions', agentRun('Tell me about the four seasons of the year.', { stream: true }));
        expect(traceparents().length).toBe(before + 1);
        const chunks = [...cut.text.matchAll(/event: chunk\ndata: (.*)/g)].map((match) => JSON.parse(match[1]).content as string);
        // The two chunks are the upstream's first two words (its loopback server streams one word per event), then the cut.
        expect(chunks.join('')).toMatch(new RegExp(`^(Claude|Gemini) ${upstreamModel.replace(/\./g, '\\.')}\\s*$`));
        expect(cut.text).toContain('was cut after 2 chunk(s)');
      } finally {
        await client.server.close();
      }
    });
  });
}
