import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGeminiModel } from '../../src/providers/gemini/gemini-model.js';
import { withRetries } from '../../src/providers/resilience/retrying.js';
import type { CallOptions, StreamPart } from '../../src/providers/spec.js';
import type { ProtocolModelOptions } from '../../src/providers/upstream/protocol.js';
import { UpstreamError } from '../../src/providers/upstream/upstream-error.js';
import { baseOptions, runProviderConformance, weatherTool } from './conformance.js';
import { startGeminiUpstream, type GeminiResponse, type GeminiUpstream } from './gemini-upstream.js';

const API_KEY = 'AIzaSy-loopback-gemini-secret-93kd7f';

let upstream: GeminiUpstream;
beforeAll(async () => {
  upstream = await startGeminiUpstream();
});
afterAll(() => upstream.close());

const model = (options: Partial<ProtocolModelOptions> = {}) => createGeminiModel({ modelId: 'gemini-2.5-pro', baseURL: upstream.baseURL, apiKey: API_KEY, ...options });

async function sent<T>(call: () => Promise<T>) {
  const before = upstream.requests.length;
  const result = await call();
  return { result, request: upstream.requests.slice(before)[0] };
}

async function collect(stream: AsyncIterable<StreamPart>): Promise<StreamPart[]> {
  const parts: StreamPart[] = [];
  for await (const part of stream) parts.push(part);
  return parts;
}

const parallelCalls: GeminiResponse = {
  candidates: [
    {
      content: {
        role: 'model',
        parts: [
          { text: 'Let me think.', thought: true },
          { functionCall: { name: 'get_weather', args: { city: 'Paris', unit: 'celsius' } }, thoughtSignature: 'c2lnLXBhcmlz' },
          { functionCall: { name: 'get_weather', args: { city: 'Oslo', unit: 'celsius' } } },
        ],
      },
      finishReason: 'STOP',
      index: 0,
    },
  ],
  usageMetadata: { promptTokenCount: 30, candidatesTokenCount: 12, thoughtsTokenCount: 5, cachedContentTokenCount: 20 },
  modelVersion: 'gemini-2.5-pro',
};

runProviderConformance({ name: 'gemini generateContent (loopback upstream)', toolCalls: true, create: async () => ({ model: model() }) });

describe('the gemini protocol maps our calls to generateContent', () => {
  it('sends the key, the system instruction apart and the settings in generationConfig', async () => {
    const { request } = await sent(() => model().doGenerate({ ...baseOptions(), topP: 0.9, stop: ['END'], seed: 7 }));
    expect(request.model).toBe('gemini-2.5-pro');
    expect(request.headers['x-goog-api-key']).toBe(API_KEY);
    expect(request.body.systemInstruction.parts[0].text).toBe('You are Market Analyst, a careful financial researcher.');
    expect(request.body.contents).toEqual([{ role: 'user', parts: [{ text: 'Summarise the outlook for electric vehicle batteries in two sentences.' }] }]);
    expect(request.body.generationConfig).toMatchObject({ temperature: 0, topP: 0.9, maxOutputTokens: 64, stopSequences: ['END'], seed: 7 });
  });

  it('sends a tool round trip as functionCall parts of one model turn, with their thought signatures, and functionResponse parts named after the calls', async () => {
    const subject = model();
    upstream.answerNext({ kind: 'response', response: parallelCalls });
    const first = await subject.doGenerate({ ...baseOptions(), tools: [weatherTool] });
    const calls = first.content.filter((part) => part.type === 'tool-call');
    expect(calls.map((call) => call.type === 'tool-call' && call.arguments)).toEqual(['{"city":"Paris","unit":"celsius"}', '{"city":"Oslo","unit":"celsius"}']);
    expect(first.finishReason).toBe('tool-calls');
    const ids = calls.map((call) => (call.type === 'tool-call' ? call.id : ''));
    const followUp: CallOptions = {
      model: 'gemini-2.5-pro',
      tools: [weatherTool],
      toolChoice: 'auto',
      messages: [
        { role: 'user', content: 'Weather in Paris and Oslo?' },
        {
          role: 'assistant',
          content: '',
          toolCalls: calls.map((call) => (call.type === 'tool-call' ? { id: call.id, name: call.name, arguments: call.arguments } : call)) as never,
        },
        { role: 'tool', toolCallId: ids[0], content: '18°C' },
        { role: 'tool', toolCallId: ids[1], content: '{"temperature":9}' },
      ],
    };
    const { request, result } = await sent(() => subject.doGenerate(followUp));
    expect(request.body.contents).toEqual([
      { role: 'user', parts: [{ text: 'Weather in Paris and Oslo?' }] },
      {
        role: 'model',
        parts: [
          { functionCall: { id: ids[0], name: 'get_weather', args: { city: 'Paris', unit: 'celsius' } }, thoughtSignature: 'c2lnLXBhcmlz' },
          { functionCall: { id: ids[1], name: 'get_weather', args: { city: 'Oslo', unit: 'celsius' } } },
        ],
      },
      {
        role: 'user',
        parts: [
          { functionResponse: { id: ids[0], name: 'get_weather', response: { output: '18°C' } } },
          { functionResponse: { id: ids[1], name: 'get_weather', response: { temperature: 9 } } },
        ],
      },
    ]);
    expect(request.body.toolConfig).toEqual({ functionCallingConfig: { mode: 'AUTO' } });
    expect(request.body.tools[0].functionDeclarations[0]).toMatchObject({ name: 'get_weather', parametersJsonSchema: weatherTool.parameters });
    expect(result.content[0]).toMatchObject({ type: 'text', text: expect.stringContaining('[get_weather: {"output":"18°C"}]') });
  });

  it('maps thinking_tokens to a thinking budget, reasoning_effort to a thinking level and a JSON-schema response_format to JSON output', async () => {
    const schema = { type: 'object', properties: { verdict: { type: 'string' } } };
    const budget = await sent(() =>
      model().doGenerate({ ...baseOptions(), reasoning: { budgetTokens: 2048 }, extra: { response_format: { type: 'json_schema', json_schema: { schema } } } }),
    );
    expect(budget.request.body.generationConfig).toMatchObject({ thinkingConfig: { thinkingBudget: 2048 }, responseMimeType: 'application/json', responseJsonSchema: schema });
    const level = await sent(() => model().doGenerate({ ...baseOptions(), reasoning: { effort: 'low' } }));
    expect(level.request.body.generationConfig.thinkingConfig).toEqual({ thinkingLevel: 'LOW' });
  });

  it("sends the call's own JSON-schema answer format (an agent's llm_args.response_format, a router's boss) as JSON output", async () => {
    const schema = { type: 'object', properties: { handoffs: { type: 'array' } } };
    const { request } = await sent(() => model().doGenerate({ ...baseOptions(), responseFormat: { type: 'json_schema', name: 'MultipleHandOffsResponse', schema, strict: true } }));
    expect(request.body.generationConfig).toMatchObject({ responseMimeType: 'application/json', responseJsonSchema: schema });
  });

  it('sends a data URL image inline and any other image as file data', async () => {
    const { request } = await sent(() =>
      model().doGenerate({
        model: 'gemini-2.5-pro',
        messages: [
          {
            role: 'user',
            content: [
              { type: 'text', text: 'Compare.' },
              { type: 'image', url: 'data:image/png;base64,iVBORw0KGgo=' },
              { type: 'image', url: 'https://example.com/c.png' },
            ],
          },
        ],
      }),
    );
    expect(request.body.contents[0].parts).toEqual([
      { text: 'Compare.' },
      { inlineData: { mimeType: 'image/png', data: 'iVBORw0KGgo=' } },
      { fileData: { fileUri: 'https://example.com/c.png', mimeType: 'image/png' } },
    ]);
  });
});

describe('the gemini protocol maps answers to ours', () => {
  it('leaves thoughts out of the text, counts thinking tokens as output and reports cached prompt tokens', async () => {
    upstream.answerNext({ kind: 'response', response: parallelCalls });
    const result = await model().doGenerate({ ...baseOptions(), tools: [weatherTool] });
    expect(result.content.some((part) => part.type === 'text')).toBe(false);
    expect(result.usage).toEqual({ inputTokens: 30, outputTokens: 17 });
    expect(result.response.metadata?.cache).toEqual({ readTokens: 20 });
  });

  it('streams text as it arrives and parallel function calls as whole tool calls before one finish part', async () => {
    upstream.answerNext({ kind: 'response', response: parallelCalls });
    const parts = await collect((await model().doStream({ ...baseOptions(), tools: [weatherTool] })).stream);
    expect(parts.map((part) => part.type)).toEqual(['tool-call', 'tool-call', 'finish']);
    expect(parts.at(-1)).toMatchObject({ finishReason: 'tool-calls', usage: { inputTokens: 30, outputTokens: 17 } });
  });

  it('maps MAX_TOKENS to length and SAFETY to content-filter', async () => {
    const reasons = [];
    for (const finishReason of ['MAX_TOKENS', 'SAFETY']) {
      upstream.answerNext({ kind: 'response', response: { candidates: [{ content: { role: 'model', parts: [{ text: 'Cut' }] }, finishReason }], usageMetadata: {} } });
      reasons.push((await model().doGenerate(baseOptions())).finishReason);
    }
    expect(reasons).toEqual(['length', 'content-filter']);
  });
});

describe('the gemini protocol on failures', () => {
  it('reports 429 RESOURCE_EXHAUSTED and 503 UNAVAILABLE as retryable, and our retry layer answers on the next attempt', async () => {
    upstream.answerNext({ kind: 'error', status: 429, reason: 'RESOURCE_EXHAUSTED' });
    const error = (await model()
      .doGenerate(baseOptions())
      .catch((caught: unknown) => caught)) as UpstreamError;
    expect(error).toBeInstanceOf(UpstreamError);
    expect(error.failure).toMatchObject({ status: 429, kind: 'http' });
    expect(error.retryable).toBe(true);
    expect(error.message).not.toContain(API_KEY);
    upstream.answerNext({ kind: 'error', status: 503, reason: 'UNAVAILABLE' });
    const before = upstream.requests.length;
    const result = await withRetries(model(), { maxRetries: 2, baseDelayMs: 1, maxDelayMs: 5 }).doGenerate(baseOptions());
    expect(result.finishReason).toBe('stop');
    expect(upstream.requests.length - before).toBe(2);
  });

  it('reads the retryDelay of a 429 RetryInfo detail as the delay our retry layer waits, and waits it', async () => {
    const quotaExceeded = (retryDelay: string) => ({
      kind: 'error' as const,
      status: 429,
      reason: 'RESOURCE_EXHAUSTED',
      details: [
        { '@type': 'type.googleapis.com/google.rpc.QuotaFailure', violations: [{ quotaMetric: 'generativelanguage.googleapis.com/generate_content_free_tier_requests' }] },
        { '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay },
      ],
    });
    upstream.answerNext(quotaExceeded('32s'));
    const error = (await model()
      .doGenerate(baseOptions())
      .catch((caught: unknown) => caught)) as UpstreamError;
    expect(error.failure).toMatchObject({ status: 429, retryAfterMs: 32_000 });

    upstream.answerNext(quotaExceeded('1.250s'));
    const waits: number[] = [];
    const sleep = async (milliseconds: number) => void waits.push(milliseconds);
    const result = await withRetries(model(), { maxRetries: 2, baseDelayMs: 1, maxDelayMs: 60_000, sleep }).doGenerate(baseOptions());
    expect(result.finishReason).toBe('stop');
    expect(waits).toEqual([1250]);
  });

  it('reports a 429 without RetryInfo with no delay of its own, leaving the wait to our backoff', async () => {
    upstream.answerNext({
      kind: 'error',
      status: 429,
      reason: 'RESOURCE_EXHAUSTED',
      details: [{ '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason: 'RATE_LIMIT_EXCEEDED' }],
    });
    const error = (await model()
      .doGenerate(baseOptions())
      .catch((caught: unknown) => caught)) as UpstreamError;
    expect(error.failure.status).toBe(429);
    expect(error.failure.retryAfterMs).toBeUndefined();
  });

  it('reports a 400 INVALID_ARGUMENT as final, naming the model', async () => {
    upstream.answerNext({ kind: 'error', status: 400, reason: 'INVALID_ARGUMENT' });
    const error = (await model()
      .doGenerate(baseOptions())
      .catch((caught: unknown) => caught)) as UpstreamError;
    expect(error.retryable).toBe(false);
    expect(error.message).toMatch(/gemini-2.5-pro HTTP 400/);
  });

  it('fails a stream that falls silent with a timeout, and one that ends without a finish reason', async () => {
    upstream.answerNext({ kind: 'stall' });
    const stalled = (await collect((await model({ timeoutMs: 200 }).doStream(baseOptions())).stream).catch((caught: unknown) => caught)) as UpstreamError;
    expect(stalled).toBeInstanceOf(UpstreamError);
    expect(stalled.failure.kind).toBe('timeout');
    upstream.answerNext({ kind: 'no-finish' });
    await expect(collect((await model().doStream(baseOptions())).stream)).rejects.toThrow(/no finish reason/);
  });
});
