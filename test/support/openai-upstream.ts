import nock from 'nock';

/** The fake upstream every provider-modes test (test/provider-modes/) talks to (nock intercepts it; nothing leaves the machine). */
export const UPSTREAM = 'https://llm.example.test';

/** An OpenAI chat completion body. */
export function completion(
  text: string,
  options: { model?: string; usage?: [number, number]; toolCalls?: Array<{ id: string; name: string; arguments: string }>; finish?: string } = {},
) {
  const [prompt, completionTokens] = options.usage ?? [12, 7];
  return {
    id: 'chatcmpl-upstream',
    object: 'chat.completion',
    created: 1,
    model: options.model ?? 'gpt-4.1',
    choices: [
      {
        index: 0,
        message: {
          role: 'assistant',
          content: options.toolCalls ? null : text,
          ...(options.toolCalls
            ? { tool_calls: options.toolCalls.map((call) => ({ id: call.id, type: 'function', function: { name: call.name, arguments: call.arguments } })) }
            : {}),
        },
        finish_reason: options.finish ?? (options.toolCalls ? 'tool_calls' : 'stop'),
      },
    ],
    usage: { prompt_tokens: prompt, completion_tokens: completionTokens, total_tokens: prompt + completionTokens },
  };
}

/** An OpenAI SSE stream body: role chunk, one chunk per piece, finish chunk, usage chunk, [DONE]. */
export function streamBody(pieces: string[], options: { model?: string; usage?: [number, number]; cut?: boolean } = {}): string {
  const model = options.model ?? 'gpt-4.1';
  const [prompt, completionTokens] = options.usage ?? [12, 7];
  const chunk = (delta: object, finish: string | null) => ({
    id: 'chatcmpl-upstream',
    object: 'chat.completion.chunk',
    created: 1,
    model,
    choices: [{ index: 0, delta, finish_reason: finish }],
  });
  const frames = [chunk({ role: 'assistant', content: '' }, null), ...pieces.map((piece) => chunk({ content: piece }, null))];
  if (!options.cut) {
    frames.push(chunk({}, 'stop'));
    frames.push({
      id: 'chatcmpl-upstream',
      object: 'chat.completion.chunk',
      created: 1,
      model,
      choices: [],
      usage: { prompt_tokens: prompt, completion_tokens: completionTokens, total_tokens: prompt + completionTokens },
    } as never);
  }
  return frames.map((frame) => `data: ${JSON.stringify(frame)}\n\n`).join('') + (options.cut ? '' : 'data: [DONE]\n\n');
}

/** Intercepts POST /v1/chat/completions on the fake upstream. */
export function upstream(): nock.Interceptor {
  return nock(UPSTREAM).post('/v1/chat/completions');
}

/** Server settings for live mode against the fake upstream, with fast retries. */
export const LIVE_SETTINGS = {
  mode: 'live' as const,
  routes: [{ match: '*', baseURL: `${UPSTREAM}/v1`, apiKeyEnv: 'TEST_UPSTREAM_KEY' }],
  retries: { maxRetries: 2, baseDelayMs: 1, maxDelayMs: 20 },
  // Far above any reply the fake upstream gives on a loaded machine: a short limit here timed out and retried a
  // slow nock reply (a decision test counted 11 calls for 9). A test of the timeout itself sets its own.
  upstreamTimeoutMs: 30_000,
  env: { TEST_UPSTREAM_KEY: 'sk-upstream-secret-0123456789abcdef' },
};

/** The fake upstream answers the provider conformance suite's calls (test/providers/conformance.ts) until nock is cleaned: a weather tool call, a stream, a text. */
export function answerConformanceCalls(): void {
  const text = 'Battery prices keep falling. Supply is the risk.';
  nock(UPSTREAM)
    .persist()
    .post('/v1/chat/completions')
    .reply(200, (_uri, body: any) => {
      if (body.tools) return completion('', { toolCalls: [{ id: 'call_1', name: 'get_weather', arguments: '{"city":"Paris","unit":"celsius"}' }] });
      if (body.stream) return streamBody(['Battery prices keep falling.', ' Supply is the risk.']);
      return completion(text);
    });
}
