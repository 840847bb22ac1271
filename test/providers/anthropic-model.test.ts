import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAnthropicModel } from '../../src/providers/anthropic/anthropic-model.js';
import { withRetries } from '../../src/providers/resilience/retrying.js';
import type { CallOptions, StreamPart } from '../../src/providers/spec.js';
import type { ProtocolModelOptions } from '../../src/providers/upstream/protocol.js';
import { UpstreamError } from '../../src/providers/upstream/upstream-error.js';
import { defaultMessage, startAnthropicUpstream, type AnthropicMessage, type AnthropicUpstream } from './anthropic-upstream.js';
import { baseOptions, runProviderConformance, weatherTool } from './conformance.js';

const API_KEY = 'sk-ant-api03-loopback-secret-5f4e3d2c1b0a';

let upstream: AnthropicUpstream;
beforeAll(async () => {
  upstream = await startAnthropicUpstream();
});
afterAll(() => upstream.close());

const model = (options: Partial<ProtocolModelOptions> = {}) => createAnthropicModel({ modelId: 'claude-sonnet-4-5', baseURL: upstream.baseURL, apiKey: API_KEY, ...options });

/** Runs one call and returns what the upstream received for it. */
async function sent<T>(call: () => Promise<T>): Promise<{ result: T; body: Record<string, any>; headers: Record<string, unknown> }> {
  const before = upstream.requests.length;
  const result = await call();
  const [request] = upstream.requests.slice(before);
  return { result, body: request.body, headers: request.headers };
}

async function collect(stream: AsyncIterable<StreamPart>): Promise<StreamPart[]> {
  const parts: StreamPart[] = [];
  for await (const part of stream) parts.push(part);
  return parts;
}

const message = (content: AnthropicMessage['content'], stopReason: string, usage: Partial<AnthropicMessage['usage']> = {}): AnthropicMessage => ({
  ...defaultMessage({ model: 'claude-sonnet-4-5', messages: [{ role: 'user', content: 'x' }] }),
  content,
  stop_reason: stopReason,
  usage: { input_tokens: 12, output_tokens: 7, ...usage },
});

const parallelCalls = message(
  [
    { type: 'text', text: 'Checking both cities.' },
    { type: 'tool_use', id: 'toolu_01A', name: 'get_weather', input: { city: 'Paris', unit: 'celsius' } },
    { type: 'tool_use', id: 'toolu_01B', name: 'get_weather', input: { city: 'Oslo', unit: 'celsius' } },
  ],
  'tool_use',
);

runProviderConformance({ name: 'anthropic messages (loopback upstream)', toolCalls: true, create: async () => ({ model: model() }) });

describe('the anthropic protocol maps our calls to the Messages API', () => {
  it('sends the route key the way the SDK authenticates, with an anthropic-version, the system prompt apart and the settings by their Messages API names', async () => {
    const options: CallOptions = { ...baseOptions(), topP: 0.9, stop: ['END'] };
    const { body, headers } = await sent(() => model().doGenerate(options));
    // The SDK sends the key as x-api-key or as a bearer token, depending on its version.
    expect([headers['x-api-key'], headers.authorization]).toContainEqual(expect.stringMatching(new RegExp(`^(Bearer )?${API_KEY}$`)));
    expect(typeof headers['anthropic-version']).toBe('string');
    expect(body).toEqual({
      model: 'claude-sonnet-4-5',
      max_tokens: 64,
      system: 'You are Market Analyst, a careful financial researcher.',
      messages: [{ role: 'user', content: [{ type: 'text', text: 'Summarise the outlook for electric vehicle batteries in two sentences.' }] }],
      temperature: 0,
      top_p: 0.9,
      stop_sequences: ['END'],
    });
  });

  it('sends a tool round trip as tool_use blocks in one assistant turn and their tool_result blocks in the one user turn after it', async () => {
    const options: CallOptions = {
      model: 'claude-sonnet-4-5',
      messages: [
        { role: 'user', content: 'Weather in Paris and Oslo?' },
        {
          role: 'assistant',
          content: 'Checking both cities.',
          toolCalls: [
            { id: 'toolu_01A', name: 'get_weather', arguments: '{"city":"Paris","unit":"celsius"}' },
            { id: 'toolu_01B', name: 'get_weather', arguments: '{"city":"Oslo","unit":"celsius"}' },
          ],
        },
        { role: 'tool', toolCallId: 'toolu_01A', content: '18°C' },
        { role: 'tool', toolCallId: 'toolu_01B', content: '9°C' },
      ],
      tools: [weatherTool],
      toolChoice: 'auto',
    };
    const { result, body } = await sent(() => model().doGenerate(options));
    expect(body.messages).toEqual([
      { role: 'user', content: [{ type: 'text', text: 'Weather in Paris and Oslo?' }] },
      {
        role: 'assistant',
        content: [
          { type: 'text', text: 'Checking both cities.' },
          { type: 'tool_use', id: 'toolu_01A', name: 'get_weather', input: { city: 'Paris', unit: 'celsius' } },
          { type: 'tool_use', id: 'toolu_01B', name: 'get_weather', input: { city: 'Oslo', unit: 'celsius' } },
        ],
      },
      {
        role: 'user',
        content: [
          { type: 'tool_result', tool_use_id: 'toolu_01A', content: '18°C' },
          { type: 'tool_result', tool_use_id: 'toolu_01B', content: '9°C' },
        ],
      },
    ]);
    expect(body.tools).toEqual([{ name: 'get_weather', description: weatherTool.description, input_schema: weatherTool.parameters }]);
    expect(body.tool_choice).toEqual({ type: 'auto' });
    expect(result.content).toEqual([{ type: 'text', text: 'Claude claude-sonnet-4-5 heard: [toolu_01A: 18°C] [toolu_01B: 9°C]' }]);
  });

  it('maps each tool choice: required is any, a named tool is tool, none is none', async () => {
    const choices = [] as unknown[];
    for (const toolChoice of ['required', { name: 'get_weather' }, 'none'] as const) {
      const { body } = await sent(() => model().doGenerate({ ...baseOptions(), tools: [weatherTool], toolChoice }));
      choices.push(body.tool_choice);
    }
    expect(choices).toEqual([{ type: 'any' }, { type: 'tool', name: 'get_weather' }, { type: 'none' }]);
  });

  it('sends a data URL image as a base64 source and any other image as a URL source', async () => {
    const { body } = await sent(() =>
      model().doGenerate({
        model: 'claude-sonnet-4-5',
        messages: [
          {
            role: 'user',
            content: [
              { type: 'text', text: 'Compare these.' },
              { type: 'image', url: 'data:image/png;base64,iVBORw0KGgo=' },
              { type: 'image', url: 'https://example.com/chart.jpg' },
            ],
          },
        ],
      }),
    );
    expect(body.max_tokens).toBe(4096);
    expect(body.messages[0].content).toEqual([
      { type: 'text', text: 'Compare these.' },
      { type: 'image', source: { type: 'base64', media_type: 'image/png', data: 'iVBORw0KGgo=' } },
      { type: 'image', source: { type: 'url', url: 'https://example.com/chart.jpg' } },
    ]);
  });

  it('turns thinking_tokens into an extended-thinking budget, dropping the temperature with a warning, and keeps thinking out of the answer text', async () => {
    const { result, body } = await sent(() => model().doGenerate({ ...baseOptions(), maxTokens: 4000, reasoning: { budgetTokens: 2048 } }));
    expect(body.thinking).toEqual({ type: 'enabled', budget_tokens: 2048 });
    expect(body).not.toHaveProperty('temperature');
    expect(result.warnings.map((warning) => warning.setting)).toEqual(['temperature']);
    expect(result.content).toEqual([{ type: 'text', text: 'Claude claude-sonnet-4-5 heard: Summarise the outlook for electric vehicle batteries in two sentences.' }]);
  });

  it('offers the tools with tool_choice auto under extended thinking, which a forced tool call cannot run with', async () => {
    const { result, body } = await sent(() =>
      model().doGenerate({ ...baseOptions(), temperature: undefined, maxTokens: 4000, reasoning: { budgetTokens: 1024 }, tools: [weatherTool], toolChoice: 'required' }),
    );
    expect(body.tool_choice).toEqual({ type: 'auto' });
    expect(result.warnings.map((warning) => warning.setting)).toEqual(['tool_choice']);
  });

  it('keeps the thinking budget below max_tokens, and warns instead of sending a budget under the 1024 minimum', async () => {
    const capped = await sent(() => model().doGenerate({ ...baseOptions(), temperature: undefined, maxTokens: 2000, reasoning: { budgetTokens: 8000 } }));
    expect(capped.body.thinking).toEqual({ type: 'enabled', budget_tokens: 1999 });
    const small = await sent(() => model().doGenerate({ ...baseOptions(), reasoning: { budgetTokens: 8000 } }));
    expect(small.body).not.toHaveProperty('thinking');
    expect(small.result.warnings).toEqual([
      expect.objectContaining({ setting: 'thinking_tokens', message: expect.stringContaining('at least 1024 tokens below max_tokens (64)') }),
    ]);
  });

  it('sends reasoning_effort as output_config.effort and a JSON-schema response_format as output_config.format, warning on another format', async () => {
    const schema = { type: 'object', properties: { verdict: { type: 'string' } } };
    const { body } = await sent(() =>
      model().doGenerate({ ...baseOptions(), reasoning: { effort: 'high' }, extra: { response_format: { type: 'json_schema', json_schema: { name: 'v', schema } } } }),
    );
    expect(body.output_config).toEqual({ effort: 'high', format: { type: 'json_schema', schema } });
    const plain = await sent(() => model().doGenerate({ ...baseOptions(), extra: { response_format: { type: 'json_object' }, stream: true } }));
    expect(plain.body).not.toHaveProperty('output_config');
    expect(plain.body).not.toHaveProperty('response_format');
    expect(plain.body).not.toHaveProperty('stream');
    expect(plain.result.warnings.map((warning) => warning.setting).sort()).toEqual(['response_format', 'stream']);
  });

  it("sends the call's own JSON-schema answer format (an agent's llm_args.response_format, a router's boss) as output_config.format", async () => {
    const schema = { type: 'object', properties: { handoffs: { type: 'array' } } };
    const { body } = await sent(() => model().doGenerate({ ...baseOptions(), responseFormat: { type: 'json_schema', name: 'MultipleHandOffsResponse', schema, strict: true } }));
    expect(body.output_config).toEqual({ format: { type: 'json_schema', schema } });
  });

  it('warns that the Messages API has no seed and no log-probabilities, sending neither', async () => {
    const { result, body } = await sent(() => model().doGenerate({ ...baseOptions(), seed: 7, logprobs: { top: 2 } }));
    expect(body).not.toHaveProperty('seed');
    expect(result.warnings.map((warning) => warning.setting)).toEqual(['seed', 'logprobs']);
  });
});

describe('the anthropic protocol maps Messages API answers to ours', () => {
  it('returns parallel tool_use blocks as tool calls with JSON arguments and the tool-calls finish reason', async () => {
    upstream.answerNext({ kind: 'message', message: parallelCalls });
    const result = await model().doGenerate({ ...baseOptions(), tools: [weatherTool] });
    expect(result.finishReason).toBe('tool-calls');
    expect(result.content).toEqual([
      { type: 'text', text: 'Checking both cities.' },
      { type: 'tool-call', id: 'toolu_01A', name: 'get_weather', arguments: '{"city":"Paris","unit":"celsius"}' },
      { type: 'tool-call', id: 'toolu_01B', name: 'get_weather', arguments: '{"city":"Oslo","unit":"celsius"}' },
    ]);
  });

  it('streams parallel tool_use blocks as whole tool calls, assembled from their input_json_delta fragments', async () => {
    upstream.answerNext({ kind: 'message', message: parallelCalls });
    const { stream } = await model().doStream({ ...baseOptions(), tools: [weatherTool] });
    const parts = await collect(stream);
    expect(parts.filter((part) => part.type !== 'finish')).toEqual([
      { type: 'text-delta', delta: 'Checking ' },
      { type: 'text-delta', delta: 'both ' },
      { type: 'text-delta', delta: 'cities.' },
      { type: 'tool-call', id: 'toolu_01A', name: 'get_weather', arguments: '{"city":"Paris","unit":"celsius"}' },
      { type: 'tool-call', id: 'toolu_01B', name: 'get_weather', arguments: '{"city":"Oslo","unit":"celsius"}' },
    ]);
    expect(parts.at(-1)).toMatchObject({ type: 'finish', finishReason: 'tool-calls', usage: { inputTokens: 12, outputTokens: 7 } });
  });

  it('streams no thinking as answer text', async () => {
    const { stream } = await model().doStream({ ...baseOptions(), temperature: undefined, maxTokens: 4000, reasoning: { budgetTokens: 1024 } });
    const text = (await collect(stream)).flatMap((part) => (part.type === 'text-delta' ? [part.delta] : [])).join('');
    expect(text).toBe('Claude claude-sonnet-4-5 heard: Summarise the outlook for electric vehicle batteries in two sentences.');
  });

  it('counts prompt-cache reads and writes as input tokens and reports the split in the response metadata', async () => {
    const cached = message([{ type: 'text', text: 'Cached.' }], 'end_turn', { input_tokens: 10, cache_read_input_tokens: 200, cache_creation_input_tokens: 30 });
    upstream.answerNext({ kind: 'message', message: cached }, { kind: 'message', message: cached });
    const result = await model().doGenerate(baseOptions());
    expect(result.usage).toEqual({ inputTokens: 240, outputTokens: 7 });
    expect(result.response.metadata?.cache).toEqual({ readTokens: 200, writeTokens: 30 });
    const finish = (await collect((await model().doStream(baseOptions())).stream)).at(-1);
    expect(finish).toMatchObject({ type: 'finish', usage: { inputTokens: 240, outputTokens: 7 }, response: { metadata: { cache: { readTokens: 200, writeTokens: 30 } } } });
  });

  it('maps the stop reasons: max_tokens is length, refusal is content-filter, stop_sequence is stop, pause_turn is other', async () => {
    const reasons = [];
    for (const stopReason of ['max_tokens', 'refusal', 'stop_sequence', 'pause_turn']) {
      upstream.answerNext({ kind: 'message', message: message([{ type: 'text', text: 'Partial' }], stopReason) });
      reasons.push((await model().doGenerate(baseOptions())).finishReason);
    }
    expect(reasons).toEqual(['length', 'content-filter', 'stop', 'other']);
  });
});

describe('the anthropic protocol sends signed thinking back', () => {
  const thinkingThenCall = message(
    [
      { type: 'thinking', thinking: 'Paris needs a lookup.', signature: 'sig-WaUjzkypQ2mUEVM36O2T' },
      { type: 'redacted_thinking', data: 'EmwKAhgBEgy3va3pzix' },
      { type: 'tool_use', id: 'toolu_T1', name: 'get_weather', input: { city: 'Paris', unit: 'celsius' } },
    ],
    'tool_use',
  );
  const followUp = (id: string): CallOptions => ({
    model: 'claude-sonnet-4-5',
    maxTokens: 4000,
    reasoning: { budgetTokens: 1024 },
    tools: [weatherTool],
    messages: [
      { role: 'user', content: 'Weather in Paris?' },
      { role: 'assistant', content: '', toolCalls: [{ id, name: 'get_weather', arguments: '{"city":"Paris","unit":"celsius"}' }] },
      { role: 'tool', toolCallId: id, content: '18°C' },
    ],
  });

  it.each([
    ['a plain', async (subject: ReturnType<typeof model>, options: CallOptions) => subject.doGenerate(options)],
    ['a streamed', async (subject: ReturnType<typeof model>, options: CallOptions) => collect((await subject.doStream(options)).stream)],
  ])('puts the thinking blocks of %s answer, signatures intact, in front of the tool calls they led to', async (_kind, call) => {
    const subject = model();
    upstream.answerNext({ kind: 'message', message: thinkingThenCall });
    await call(subject, { ...followUp('unused'), messages: [{ role: 'user', content: 'Weather in Paris?' }] });
    const { body } = await sent(() => subject.doGenerate(followUp('toolu_T1')));
    expect(body.messages[1]).toEqual({
      role: 'assistant',
      content: [
        { type: 'thinking', thinking: 'Paris needs a lookup.', signature: 'sig-WaUjzkypQ2mUEVM36O2T' },
        { type: 'redacted_thinking', data: 'EmwKAhgBEgy3va3pzix' },
        { type: 'tool_use', id: 'toolu_T1', name: 'get_weather', input: { city: 'Paris', unit: 'celsius' } },
      ],
    });
  });

  it('sends no thinking with tool calls it did not see answered', async () => {
    const { body } = await sent(() => model().doGenerate(followUp('toolu_elsewhere')));
    expect(body.messages[1].content).toEqual([{ type: 'tool_use', id: 'toolu_elsewhere', name: 'get_weather', input: { city: 'Paris', unit: 'celsius' } }]);
  });
});

describe('the anthropic protocol on failures', () => {
  it('reports 529 overloaded_error as a retryable upstream failure, and our retry layer answers on the next attempt', async () => {
    upstream.answerNext({ kind: 'error', status: 529, errorType: 'overloaded_error' });
    const error = await model()
      .doGenerate(baseOptions())
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UpstreamError);
    expect((error as UpstreamError).failure).toMatchObject({ status: 529, kind: 'http' });
    expect((error as UpstreamError).retryable).toBe(true);
    expect((error as Error).message).toMatch(/claude-sonnet-4-5 HTTP 529: .*overloaded_error/);

    upstream.answerNext({ kind: 'error', status: 529, errorType: 'overloaded_error' });
    const before = upstream.requests.length;
    const result = await withRetries(model(), { maxRetries: 2, baseDelayMs: 1, maxDelayMs: 5 }).doGenerate(baseOptions());
    expect(result.finishReason).toBe('stop');
    expect(upstream.requests.length - before).toBe(2);
  });

  it('reads a 429 retry-after header as the delay our retry layer waits', async () => {
    upstream.answerNext({ kind: 'error', status: 429, errorType: 'rate_limit_error', headers: { 'retry-after': '3' } });
    const error = (await model()
      .doGenerate(baseOptions())
      .catch((caught: unknown) => caught)) as UpstreamError;
    expect(error.failure).toMatchObject({ status: 429, retryAfterMs: 3000 });
    expect(error.retryable).toBe(true);
  });

  it('reports a 400 invalid_request_error as final, naming the model and never the key', async () => {
    upstream.answerNext({ kind: 'error', status: 400, errorType: 'invalid_request_error' });
    const error = (await model()
      .doGenerate(baseOptions())
      .catch((caught: unknown) => caught)) as UpstreamError;
    expect(error.retryable).toBe(false);
    expect(error.message).toMatch(/claude-sonnet-4-5 HTTP 400: .*invalid_request_error/);
    expect(error.message).not.toContain(API_KEY);
  });

  it('fails a stream that stalls after message_start with a timeout once the route timeout passes in silence', async () => {
    upstream.answerNext({ kind: 'stall-after-start' });
    const { stream } = await model({ timeoutMs: 200 }).doStream(baseOptions());
    const error = (await collect(stream).catch((caught: unknown) => caught)) as UpstreamError;
    expect(error).toBeInstanceOf(UpstreamError);
    expect(error.failure.kind).toBe('timeout');
  });

  it('fails a stream that ends before message_stop instead of answering a truncated success', async () => {
    upstream.answerNext({ kind: 'cut-before-stop' });
    const { stream } = await model().doStream(baseOptions());
    await expect(collect(stream)).rejects.toBeInstanceOf(UpstreamError);
  });

  it('fails a stream on an error event inside it', async () => {
    upstream.answerNext({ kind: 'error-event', errorType: 'overloaded_error' });
    const { stream } = await model().doStream(baseOptions());
    await expect(collect(stream)).rejects.toThrow(/claude-sonnet-4-5.*Overloaded/);
  });
});
