import type { CallOptions, LanguageModel, StreamPart, Warning } from '../../../src/providers/spec.js';
import type { ProtocolModelOptions } from '../../../src/providers/upstream/protocol.js';
import { startUpstreamCall, toUpstreamError, type ClassifiedFailure, type UpstreamCall } from '../../../src/providers/upstream/upstream-call.js';
import { createUpstreamFetch } from '../../../src/providers/upstream/upstream-fetch.js';
import { UpstreamError, isRetryableStatus, retryAfterMs } from '../../../src/providers/upstream/upstream-error.js';

/**
 * A second upstream protocol, made up for the "add a provider protocol" recipe (CONTRIBUTING.md): the
 * "line" protocol posts `{ model, turns, limit }` to `<baseURL>/generate` and answers `{ reply, counted }`,
 * or, with `?stream=true`, one JSON object a line (`{ piece }` … `{ end, counted }`). It is built only
 * from what src/ offers a protocol: the ProtocolModelOptions a route hands over and the helpers of
 * providers/upstream/.
 */

/** A non-2xx answer of a line upstream. */
class LineHttpError extends Error {
  constructor(
    readonly status: number,
    readonly headers: Headers,
    body: string,
  ) {
    super(body || `HTTP ${status}`);
  }
}

/** The line protocol's reading of what its client threw (step 1 of the recipe: only the classifier is the protocol's own). */
function classifyLineError(error: unknown, model: string): ClassifiedFailure | undefined {
  if ((error as Error | undefined)?.name === 'AbortError') return undefined;
  if (error instanceof LineHttpError) {
    return { failure: { model, kind: 'http', status: error.status, retryAfterMs: retryAfterMs(error.headers) }, retryable: isRetryableStatus(error.status), detail: error.message };
  }
  if (error instanceof TypeError) return { failure: { model, kind: 'connection' }, retryable: true, detail: String((error.cause as Error | undefined)?.message ?? error.message) };
  return { failure: { model, kind: 'protocol' }, retryable: false, detail: error instanceof Error ? error.message : String(error) };
}

/** The line protocol has no tools: a call that offers some gets a warning, never an exception. */
function warningsFor(options: CallOptions): Warning[] {
  return options.tools?.length ? [{ type: 'unsupported-setting', setting: 'tools', message: 'The line protocol has no tools; they were not sent.' }] : [];
}

function toLineRequest(modelId: string, options: CallOptions) {
  const turns = options.messages.map((message) => ({
    speaker: message.role,
    text: typeof message.content === 'string' ? message.content : message.content.map((part) => (part.type === 'text' ? part.text : '')).join(''),
  }));
  return { model: modelId, turns, limit: options.maxTokens };
}

async function* lines(body: ReadableStream<Uint8Array>): AsyncIterable<string> {
  const decoder = new TextDecoder();
  let buffered = '';
  for await (const bytes of body) {
    buffered += decoder.decode(bytes, { stream: true });
    const complete = buffered.split('\n');
    buffered = complete.pop() ?? '';
    yield* complete.filter(Boolean);
  }
  if (buffered) yield buffered;
}

/** A live model behind a line-protocol server: the factory a route with `"protocol": "line"` uses. */
export function createLineModel(options: ProtocolModelOptions): LanguageModel {
  const send = createUpstreamFetch(options);
  const route = { model: options.modelId, apiKey: options.apiKey, timeoutMs: options.timeoutMs ?? 30_000, classify: classifyLineError };
  const post = async (call: UpstreamCall, callOptions: CallOptions, stream: boolean): Promise<Response> => {
    const response = await send(`${options.baseURL}/generate${stream ? '?stream=true' : ''}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Key ${options.apiKey}` },
      body: JSON.stringify(toLineRequest(options.modelId, callOptions)),
      signal: call.watchdog.signal,
    });
    if (!response.ok) throw new LineHttpError(response.status, response.headers, await response.text());
    return response;
  };
  const usage = (counted: { prompt: number; reply: number }) => ({ inputTokens: counted.prompt, outputTokens: counted.reply });

  async function* parts(response: Response, call: UpstreamCall): AsyncIterable<StreamPart> {
    let ended = false;
    try {
      for await (const line of lines(response.body as ReadableStream<Uint8Array>)) {
        call.watchdog.touch();
        const frame = JSON.parse(line) as { piece?: string; end?: boolean; counted?: { prompt: number; reply: number } };
        if (frame.piece) yield { type: 'text-delta', delta: frame.piece };
        if (frame.end && frame.counted) {
          ended = true;
          yield { type: 'finish', finishReason: 'stop', usage: usage(frame.counted), response: { modelId: options.modelId } };
        }
      }
    } catch (error) {
      throw toUpstreamError(error, call);
    } finally {
      call.watchdog.dispose();
    }
    if (!ended)
      throw new UpstreamError(`Upstream LLM ${options.modelId} stream ended before the answer was complete.`, { model: options.modelId, kind: 'protocol' }, { retryable: false });
  }

  return {
    provider: 'line',
    modelId: options.modelId,
    async doGenerate(callOptions) {
      const call = startUpstreamCall(route, callOptions);
      try {
        const answer = (await (await post(call, callOptions, false)).json()) as { reply: string; counted: { prompt: number; reply: number } };
        return {
          content: [{ type: 'text', text: answer.reply }],
          finishReason: 'stop',
          usage: usage(answer.counted),
          warnings: warningsFor(callOptions),
          response: { modelId: options.modelId },
        };
      } catch (error) {
        throw toUpstreamError(error, call);
      } finally {
        call.watchdog.dispose();
      }
    },
    async doStream(callOptions) {
      const call = startUpstreamCall(route, callOptions);
      try {
        return { stream: parts(await post(call, callOptions, true), call), warnings: warningsFor(callOptions) };
      } catch (error) {
        call.watchdog.dispose();
        throw toUpstreamError(error, call);
      }
    },
  };
}
