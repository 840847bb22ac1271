import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../src/errors/api-error.js';
import { createOpenAIModel, type OpenAIModelOptions } from '../../src/providers/openai/openai-model.js';
import { UpstreamError } from '../../src/providers/upstream/upstream-error.js';
import { withRetries } from '../../src/providers/resilience/retrying.js';
import type { StreamPart } from '../../src/providers/spec.js';
import { countMessageTokens, countTextTokens } from '../../src/providers/tokenizer.js';
import { baseOptions, runProviderConformance, weatherTool } from './conformance.js';

const API_KEY = 'sk-upstream-secret-9f8e7d6c5b4a39281706';

/** One request the fake upstream received. */
interface ReceivedRequest {
  body: Record<string, any>;
  headers: IncomingMessage['headers'];
  /** Resolves when the client closed the connection before the answer was complete. */
  closedEarly: Promise<void>;
}

type Handler = (request: ReceivedRequest, response: ServerResponse) => void;

/** A real OpenAI-compatible upstream on loopback (port 0): each test says how it answers. */
const upstream = {
  server: undefined as Server | undefined,
  url: '',
  handler: undefined as Handler | undefined,
  received: [] as ReceivedRequest[],
  responses: [] as ServerResponse[],
};

beforeAll(async () => {
  upstream.server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const closedEarly = new Promise<void>((resolve) => response.on('close', () => !response.writableFinished && resolve()));
      const received: ReceivedRequest = { body: JSON.parse(raw) as Record<string, any>, headers: request.headers, closedEarly };
      upstream.received.push(received);
      upstream.responses.push(response);
      upstream.handler?.(received, response);
    });
  });
  await new Promise<void>((resolve) => upstream.server!.listen(0, '127.0.0.1', resolve));
  upstream.url = `http://127.0.0.1:${(upstream.server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((resolve) => upstream.server!.close(() => resolve())));
afterEach(() => {
  upstream.handler = undefined;
  // An answer a test left hanging is cut here; idle keep-alive sockets stay, so the next test's request is not sent on a dead one.
  for (const response of upstream.responses) if (!response.writableEnded) response.destroy();
  upstream.received = [];
  upstream.responses = [];
});

function model(options: Partial<OpenAIModelOptions> = {}) {
  return createOpenAIModel({ modelId: 'gpt-4.1', baseURL: upstream.url, apiKey: API_KEY, ...options });
}

function json(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
}

function completion(message: Record<string, unknown>, options: { finish?: string; usage?: [number, number] | null; logprobs?: unknown } = {}) {
  const [prompt, generated] = options.usage === undefined ? [21, 9] : (options.usage ?? [0, 0]);
  return {
    id: 'chatcmpl-1',
    object: 'chat.completion',
    created: 1,
    model: 'gpt-4.1-2025-04-14',
    choices: [{ index: 0, message: { role: 'assistant', content: null, ...message }, finish_reason: options.finish ?? 'stop', logprobs: options.logprobs ?? null }],
    ...(options.usage === null ? {} : { usage: { prompt_tokens: prompt, completion_tokens: generated, total_tokens: prompt + generated } }),
  };
}

/** A chunk of a streamed chat completion. */
function chunk(delta: Record<string, unknown>, finish: string | null = null) {
  return { id: 'chatcmpl-1', object: 'chat.completion.chunk', created: 1, model: 'gpt-4.1-2025-04-14', choices: [{ index: 0, delta, finish_reason: finish }] };
}

function usageChunk(prompt: number, generated: number) {
  return {
    id: 'chatcmpl-1',
    object: 'chat.completion.chunk',
    created: 1,
    model: 'gpt-4.1-2025-04-14',
    choices: [],
    usage: { prompt_tokens: prompt, completion_tokens: generated, total_tokens: prompt + generated },
  };
}

/** Starts an SSE answer and writes the frames; `done` appends the terminating `[DONE]` and ends it. */
function sse(response: ServerResponse, frames: unknown[], options: { done: boolean } = { done: true }): void {
  response.writeHead(200, { 'content-type': 'text/event-stream' });
  for (const frame of frames) response.write(`data: ${JSON.stringify(frame)}\n\n`);
  if (options.done) response.end('data: [DONE]\n\n');
}

async function collect(stream: AsyncIterable<StreamPart>): Promise<StreamPart[]> {
  const parts: StreamPart[] = [];
  for await (const part of stream) parts.push(part);
  return parts;
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}

const ANSWER = ['Battery costs keep falling.', ' Supply of lithium is the main risk.'];
const WEATHER_CALL = { id: 'call_weather', name: 'get_weather', arguments: '{"city":"Paris","unit":"celsius"}' };

runProviderConformance({
  name: 'openai (loopback upstream)',
  toolCalls: true,
  create: async () => {
    // The same answer streamed and not, with the same usage, as a real server at temperature 0.
    upstream.handler = ({ body }, response) => {
      if (body.tools) {
        const toolCall = { id: WEATHER_CALL.id, type: 'function', function: { name: WEATHER_CALL.name, arguments: WEATHER_CALL.arguments } };
        return json(response, 200, completion({ tool_calls: [toolCall] }, { finish: 'tool_calls' }));
      }
      if (body.stream) return sse(response, [chunk({ role: 'assistant', content: '' }), ...ANSWER.map((piece) => chunk({ content: piece })), chunk({}, 'stop'), usageChunk(21, 9)]);
      json(response, 200, completion({ content: ANSWER.join('') }));
    };
    return { model: model() };
  },
});

describe('the OpenAI-compatible model: requests', () => {
  it('sends our call as a chat-completions body with max_tokens, the key as a bearer token, and no retries of its own', async () => {
    upstream.handler = (_request, response) => json(response, 500, { error: { message: 'boom' } });
    await rejection(
      model().doGenerate({
        ...baseOptions(),
        messages: [
          { role: 'system', content: 'Be brief.' },
          {
            role: 'user',
            content: [
              { type: 'text', text: 'What is in this picture?' },
              { type: 'image', url: 'https://images.example.test/cat.png' },
            ],
          },
          { role: 'assistant', content: '', toolCalls: [WEATHER_CALL] },
          { role: 'tool', content: '{"celsius":18}', toolCallId: WEATHER_CALL.id },
        ],
        topP: 0.9,
        stop: ['END'],
        seed: 7,
        tools: [weatherTool],
        toolChoice: { name: 'get_weather' },
        logprobs: { top: 2 },
        extra: { presence_penalty: 0.5, temperature: 1.5 },
      }),
    );
    expect(upstream.received).toHaveLength(1);
    const [{ body, headers }] = upstream.received;
    expect(headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(body).toMatchObject({
      model: 'gpt-4.1',
      temperature: 0,
      top_p: 0.9,
      max_tokens: 64,
      stop: ['END'],
      seed: 7,
      logprobs: true,
      top_logprobs: 2,
      presence_penalty: 0.5,
      tool_choice: { type: 'function', function: { name: 'get_weather' } },
      tools: [{ type: 'function', function: { name: 'get_weather', description: weatherTool.description, parameters: weatherTool.parameters } }],
    });
    expect(body.messages).toEqual([
      { role: 'system', content: 'Be brief.' },
      {
        role: 'user',
        content: [
          { type: 'text', text: 'What is in this picture?' },
          { type: 'image_url', image_url: { url: 'https://images.example.test/cat.png' } },
        ],
      },
      { role: 'assistant', content: '', tool_calls: [{ id: 'call_weather', type: 'function', function: { name: 'get_weather', arguments: WEATHER_CALL.arguments } }] },
      { role: 'tool', tool_call_id: 'call_weather', content: '{"celsius":18}' },
    ]);
  });

  it('drops settings the route does not support with a warning for each, and still answers', async () => {
    upstream.handler = (_request, response) => json(response, 200, completion({ content: 'A cat.' }));
    const result = await model({ supports: { tools: false, images: false, logprobs: false, seed: false } }).doGenerate({
      ...baseOptions(),
      messages: [
        {
          role: 'user',
          content: [
            { type: 'text', text: 'Describe it.' },
            { type: 'image', url: 'https://images.example.test/cat.png' },
          ],
        },
      ],
      seed: 3,
      tools: [weatherTool],
      toolChoice: 'required',
      logprobs: { top: 1 },
      extra: { stream: true },
    });
    expect(result.content).toEqual([{ type: 'text', text: 'A cat.' }]);
    expect(result.warnings.map((warning) => warning.setting).sort()).toEqual(['images', 'logprobs', 'seed', 'stream', 'tools']);
    expect(result.warnings.every((warning) => warning.type === 'unsupported-setting')).toBe(true);
    const [{ body }] = upstream.received;
    for (const dropped of ['seed', 'tools', 'tool_choice', 'logprobs', 'top_logprobs', 'stream']) expect(body).not.toHaveProperty(dropped);
    expect(body.messages[0].content).toEqual([{ type: 'text', text: 'Describe it.' }]);
  });

  it("sends an agent's reasoning effort as reasoning_effort and reports the thinking budget it has no parameter for", async () => {
    upstream.handler = (_request, response) => json(response, 200, completion({ content: 'Thought about it.' }));
    const reasoning = { ...baseOptions(), reasoning: { effort: 'high', budgetTokens: 2048 } };
    const result = await model().doGenerate(reasoning);
    expect(upstream.received[0].body.reasoning_effort).toBe('high');
    expect(upstream.received[0].body).not.toHaveProperty('thinking');
    expect(result.warnings).toEqual([expect.objectContaining({ type: 'unsupported-setting', setting: 'thinking_tokens', message: expect.stringContaining('2048') })]);
    const dropped = await model({ supports: { reasoning: false } }).doGenerate({ ...baseOptions(), reasoning: { effort: 'low' } });
    expect(upstream.received[1].body).not.toHaveProperty('reasoning_effort');
    expect(dropped.warnings.map((warning) => warning.setting)).toEqual(['reasoning_effort']);
  });

  it('asks a route without tools for a forced tool call as a JSON-schema answer, unless the route says it cannot', async () => {
    upstream.handler = (_request, response) => json(response, 200, completion({ content: '{"city":"Oslo"}' }));
    const forced = { ...baseOptions(), tools: [weatherTool], toolChoice: { name: weatherTool.name } };
    const result = await model({ supports: { tools: false } }).doGenerate(forced);
    expect(result.content).toEqual([{ type: 'text', text: '{"city":"Oslo"}' }]);
    expect(result.warnings.map((warning) => warning.setting)).toEqual(['tools']);
    expect(upstream.received[0].body.response_format).toEqual({ type: 'json_schema', json_schema: { name: weatherTool.name, schema: weatherTool.parameters, strict: false } });
    expect(upstream.received[0].body).not.toHaveProperty('tools');
    await model({ supports: { tools: false, jsonSchema: false } }).doGenerate(forced);
    await model({ supports: { tools: false } }).doGenerate({ ...forced, toolChoice: 'auto' });
    for (const request of upstream.received.slice(1)) expect(request.body).not.toHaveProperty('response_format');
  });

  it('sends a response format as chat completions take it, and a JSON schema one only where the route accepts it', async () => {
    upstream.handler = (_request, response) => json(response, 200, completion({ content: '{"city":"Oslo"}' }));
    const schema = { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] };
    await model().doGenerate({ ...baseOptions(), responseFormat: { type: 'json_schema', name: 'place', schema, strict: true } });
    expect(upstream.received[0].body.response_format).toEqual({ type: 'json_schema', json_schema: { name: 'place', schema, strict: true } });
    await model().doGenerate({ ...baseOptions(), responseFormat: { type: 'json_object' } });
    expect(upstream.received[1].body.response_format).toEqual({ type: 'json_object' });
    const refused = await model({ supports: { jsonSchema: false } }).doGenerate({ ...baseOptions(), responseFormat: { type: 'json_schema', name: 'place', schema } });
    expect(upstream.received[2].body).not.toHaveProperty('response_format');
    expect(refused.warnings.map((warning) => warning.setting)).toEqual(['response_format']);
  });

  it('asks for a usage chunk when streaming, unless the route cannot send one', async () => {
    upstream.handler = (_request, response) => sse(response, [chunk({ content: 'Hi.' }), chunk({}, 'stop')]);
    await collect((await model().doStream(baseOptions())).stream);
    await collect((await model({ supports: { streamUsage: false } }).doStream(baseOptions())).stream);
    expect(upstream.received[0].body).toMatchObject({ stream: true, stream_options: { include_usage: true } });
    expect(upstream.received[1].body.stream).toBe(true);
    expect(upstream.received[1].body).not.toHaveProperty('stream_options');
  });
});

describe('the OpenAI-compatible model: answers', () => {
  it('maps a plain completion: text, finish reason, the upstream usage and the model the upstream reports', async () => {
    upstream.handler = (_request, response) => json(response, 200, completion({ content: 'Prices fall.' }, { finish: 'length', usage: [40, 3] }));
    const result = await model({ routeName: 'openai/*' }).doGenerate(baseOptions());
    expect(result.content).toEqual([{ type: 'text', text: 'Prices fall.' }]);
    expect(result.finishReason).toBe('length');
    expect(result.usage).toEqual({ inputTokens: 40, outputTokens: 3 });
    expect(result.response.modelId).toBe('gpt-4.1-2025-04-14');
    expect(result.response.metadata).toEqual({ route: 'openai/*' });
  });

  it('maps content_filter and tool_calls finish reasons, and tool calls to tool-call parts', async () => {
    upstream.handler = (_request, response) => json(response, 200, completion({ content: '' }, { finish: 'content_filter' }));
    expect((await model().doGenerate(baseOptions())).finishReason).toBe('content-filter');
    upstream.handler = (_request, response) =>
      json(
        response,
        200,
        completion({ tool_calls: [{ id: 'call_weather', type: 'function', function: { name: 'get_weather', arguments: WEATHER_CALL.arguments } }] }, { finish: 'tool_calls' }),
      );
    const result = await model().doGenerate({ ...baseOptions(), tools: [weatherTool], toolChoice: 'required' });
    expect(result.finishReason).toBe('tool-calls');
    expect(result.content).toEqual([{ type: 'tool-call', ...WEATHER_CALL }]);
  });

  it('counts usage with the tokenizer when the upstream reports none', async () => {
    upstream.handler = (_request, response) => json(response, 200, completion({ content: 'Lithium supply is tight.' }, { usage: null }));
    const result = await model().doGenerate(baseOptions());
    expect(result.usage).toEqual({ inputTokens: countMessageTokens(baseOptions().messages, 'gpt-4.1'), outputTokens: countTextTokens('Lithium supply is tight.', 'gpt-4.1') });
    expect(result.usage.inputTokens).toBeGreaterThan(0);
  });

  it('maps log-probabilities with their top alternatives', async () => {
    const logprobs = {
      content: [
        {
          token: 'Yes',
          logprob: -0.1,
          bytes: null,
          top_logprobs: [
            { token: 'Yes', logprob: -0.1, bytes: null },
            { token: 'No', logprob: -2.4, bytes: null },
          ],
        },
      ],
      refusal: null,
    };
    upstream.handler = (_request, response) => json(response, 200, completion({ content: 'Yes' }, { logprobs }));
    const result = await model().doGenerate({ ...baseOptions(), logprobs: { top: 2 } });
    expect(result.logprobs).toEqual([
      {
        token: 'Yes',
        logprob: -0.1,
        top: [
          { token: 'Yes', logprob: -0.1 },
          { token: 'No', logprob: -2.4 },
        ],
      },
    ]);
  });

  it('streams text deltas as they arrive and ends with one finish part carrying the usage chunk', async () => {
    upstream.handler = (_request, response) =>
      sse(response, [chunk({ role: 'assistant', content: '' }), chunk({ content: 'Wind ' }), chunk({ content: 'is cheap.' }), chunk({}, 'stop'), usageChunk(30, 4)]);
    const parts = await collect((await model().doStream(baseOptions())).stream);
    expect(parts).toEqual([
      { type: 'text-delta', delta: 'Wind ' },
      { type: 'text-delta', delta: 'is cheap.' },
      { type: 'finish', finishReason: 'stop', usage: { inputTokens: 30, outputTokens: 4 }, response: { modelId: 'gpt-4.1-2025-04-14' } },
    ]);
  });

  it('counts a stream’s usage when the upstream sends no usage chunk', async () => {
    upstream.handler = (_request, response) => sse(response, [chunk({ content: 'Wind ' }), chunk({ content: 'is cheap.' }, 'stop')]);
    const parts = await collect((await model({ supports: { streamUsage: false } }).doStream(baseOptions())).stream);
    const finish = parts.at(-1);
    expect(finish).toMatchObject({
      type: 'finish',
      usage: { inputTokens: countMessageTokens(baseOptions().messages, 'gpt-4.1'), outputTokens: countTextTokens('Wind is cheap.', 'gpt-4.1') },
    });
  });

  it('reassembles streamed tool-call deltas into whole tool calls, in index order', async () => {
    const fragment = (index: number, fields: Record<string, unknown>) => chunk({ tool_calls: [{ index, ...fields }] });
    upstream.handler = (_request, response) =>
      sse(response, [
        fragment(0, { id: 'call_paris', type: 'function', function: { name: 'get_weather', arguments: '' } }),
        fragment(1, { id: 'call_rome', type: 'function', function: { name: 'get_weather', arguments: '{"city":' } }),
        fragment(0, { function: { arguments: '{"city":"Paris",' } }),
        fragment(1, { function: { arguments: '"Rome","unit":"celsius"}' } }),
        fragment(0, { function: { arguments: '"unit":"celsius"}' } }),
        chunk({}, 'tool_calls'),
        usageChunk(50, 20),
      ]);
    const parts = await collect((await model().doStream({ ...baseOptions(), tools: [weatherTool], toolChoice: 'required' })).stream);
    expect(parts).toEqual([
      { type: 'tool-call', id: 'call_paris', name: 'get_weather', arguments: '{"city":"Paris","unit":"celsius"}' },
      { type: 'tool-call', id: 'call_rome', name: 'get_weather', arguments: '{"city":"Rome","unit":"celsius"}' },
      { type: 'finish', finishReason: 'tool-calls', usage: { inputTokens: 50, outputTokens: 20 }, response: { modelId: 'gpt-4.1-2025-04-14' } },
    ]);
  });
});

describe('the OpenAI-compatible model: failures', () => {
  it('turns an upstream 503 into a retryable 502 naming the model and status, keeping Retry-After', async () => {
    upstream.handler = (_request, response) => json(response, 503, { error: { message: 'overloaded' } }, { 'retry-after': '7' });
    const error = await rejection(model().doGenerate(baseOptions()));
    expect(error).toBeInstanceOf(UpstreamError);
    const upstreamError = error as UpstreamError;
    expect(upstreamError).toMatchObject({ code: 'UPSTREAM_FAILED', status: 502, retryable: true });
    expect(upstreamError.failure).toEqual({ model: 'gpt-4.1', kind: 'http', status: 503, retryAfterMs: 7000 });
    expect(upstreamError.message).toMatch(/gpt-4\.1 HTTP 503/);
  });

  it('reads retry-after-ms before Retry-After', async () => {
    upstream.handler = (_request, response) => json(response, 429, { error: { message: 'slow down' } }, { 'retry-after-ms': '250', 'retry-after': '9' });
    const error = (await rejection(model().doGenerate(baseOptions()))) as UpstreamError;
    expect(error.failure.retryAfterMs).toBe(250);
    expect(error.retryable).toBe(true);
  });

  it('treats a 400 from the upstream as not retryable', async () => {
    upstream.handler = (_request, response) => json(response, 400, { error: { message: 'max_tokens is too large' } });
    const error = (await rejection(model().doGenerate(baseOptions()))) as UpstreamError;
    expect(error).toMatchObject({ status: 502, retryable: false, failure: { status: 400 } });
    expect(error.message).toContain('max_tokens is too large');
  });

  it('never puts the API key in an error message, even when the upstream echoes it', async () => {
    upstream.handler = (_request, response) => json(response, 401, { error: { message: `Incorrect API key provided: ${API_KEY}. Check your key.` } });
    const error = (await rejection(model().doGenerate(baseOptions()))) as UpstreamError;
    expect(error.failure.status).toBe(401);
    expect(error.message).toMatch(/gpt-4\.1 HTTP 401/);
    expect(error.message).not.toContain(API_KEY);
    expect(JSON.stringify({ message: error.message, failure: error.failure, cause: String(error.cause) })).not.toContain(API_KEY);
    const refused = (await rejection(createOpenAIModel({ modelId: 'gpt-4.1', baseURL: 'http://127.0.0.1:1/v1', apiKey: API_KEY }).doGenerate(baseOptions()))) as UpstreamError;
    expect(refused.failure.kind).toBe('connection');
    expect(refused.retryable).toBe(true);
    expect(refused.message).not.toContain(API_KEY);
  });

  it('answers garbage JSON with a clear 502 naming the model', async () => {
    upstream.handler = (_request, response) => response.writeHead(200, { 'content-type': 'application/json' }).end('this is not json');
    const error = (await rejection(model().doGenerate(baseOptions()))) as UpstreamError;
    expect(error).toMatchObject({ code: 'UPSTREAM_FAILED', status: 502, retryable: false, failure: { kind: 'protocol' } });
    expect(error.message).toMatch(/^Upstream LLM gpt-4\.1 invalid response/);
  });

  it('answers JSON that is not a chat completion with a 502', async () => {
    upstream.handler = (_request, response) => json(response, 200, { hello: 'world' });
    const error = (await rejection(model().doGenerate(baseOptions()))) as UpstreamError;
    expect(error).toMatchObject({ status: 502, failure: { kind: 'protocol' } });
    expect(error.message).toContain('not an OpenAI chat completion');
  });

  it('fails a timed-out upstream as a 502 timeout after the retries, having tried every time', async () => {
    upstream.handler = () => undefined;
    const retrying = withRetries(model({ timeoutMs: 50 }), { maxRetries: 2, baseDelayMs: 1, maxDelayMs: 1, sleep: async () => undefined });
    const error = (await rejection(retrying.doGenerate(baseOptions()))) as UpstreamError;
    expect(error).toMatchObject({ code: 'UPSTREAM_FAILED', status: 502, retryable: true, failure: { kind: 'timeout' } });
    expect(error.message).toBe(`Upstream LLM gpt-4.1 at ${upstream.url.replace(/\/$/, '')} timed out`);
    expect(upstream.received).toHaveLength(3);
  });

  it('throws when the upstream stream ends without a finish reason, after the text it did send', async () => {
    upstream.handler = (_request, response) => sse(response, [chunk({ content: 'Half an ' }), chunk({ content: 'answer' })]);
    const { stream } = await model().doStream(baseOptions());
    const parts: StreamPart[] = [];
    const error = await rejection(
      (async () => {
        for await (const part of stream) parts.push(part);
      })(),
    );
    expect(parts.map((part) => part.type)).toEqual(['text-delta', 'text-delta']);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'UPSTREAM_FAILED', status: 502 });
    expect((error as Error).message).toMatch(/gpt-4\.1 stream ended before the answer was complete/);
  });

  it('throws when the upstream connection closes mid-stream, never yielding a finish part', async () => {
    upstream.handler = (_request, response) => {
      sse(response, [chunk({ content: 'Half an ' })], { done: false });
      setImmediate(() => response.destroy());
    };
    const { stream } = await model().doStream(baseOptions());
    const parts: StreamPart[] = [];
    const error = await rejection(
      (async () => {
        for await (const part of stream) parts.push(part);
      })(),
    );
    expect(parts.some((part) => part.type === 'finish')).toBe(false);
    expect(error).toMatchObject({ code: 'UPSTREAM_FAILED', status: 502 });
    expect((error as Error).message).toMatch(/^Upstream LLM gpt-4\.1 /);
  });
});

describe('the OpenAI-compatible model: aborts', () => {
  it('cancels the upstream request when a generate call is aborted, rejecting with the abort reason', async () => {
    upstream.handler = () => undefined;
    const controller = new AbortController();
    const call = model().doGenerate({ ...baseOptions(), abortSignal: controller.signal });
    await until(() => upstream.received.length === 1);
    const reason = new Error('client went away');
    controller.abort(reason);
    expect(await rejection(call)).toBe(reason);
    await upstream.received[0].closedEarly;
  });

  it('cancels the upstream stream when the caller aborts after the first part', async () => {
    upstream.handler = (_request, response) => sse(response, [chunk({ content: 'First ' })], { done: false });
    const controller = new AbortController();
    const { stream } = await model().doStream({ ...baseOptions(), abortSignal: controller.signal });
    const iterator = stream[Symbol.asyncIterator]();
    expect(await iterator.next()).toEqual({ done: false, value: { type: 'text-delta', delta: 'First ' } });
    controller.abort(new Error('stop'));
    await expect(iterator.next()).rejects.toThrow('stop');
    await upstream.received[0].closedEarly;
  });
});

/** Waits (on the event loop, not on a clock) until the condition holds. */
async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setImmediate(resolve));
}
