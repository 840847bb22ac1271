import OpenAI from 'openai';
import type { ChatCompletionChunk } from 'openai/resources/chat/completions';
import type { LanguageModel, ResponseInfo } from '../spec.js';
import { startUpstreamCall, toUpstreamError } from '../upstream/upstream-call.js';
import { createUpstreamFetch } from '../upstream/upstream-fetch.js';
import type { TraceHeaders } from '../upstream/trace-context-fetch.js';
import { classifyOpenAIError } from './openai-errors.js';
import { toOpenAIRequest, type RouteSupports } from './openai-request.js';
import { fromCompletion } from './openai-response.js';
import { toStreamParts } from './openai-stream.js';

export type { RouteSupports } from './openai-request.js';

/** Options of a live OpenAI-compatible model. */
export interface OpenAIModelOptions {
  /** The model name sent upstream. */
  modelId: string;
  baseURL: string;
  apiKey: string;
  /** The configured route this model belongs to, surfaced as `response.metadata.route`. */
  routeName?: string;
  supports?: RouteSupports;
  fetch?: typeof fetch;
  /** Per-request timeout: for the response headers, for a whole plain completion, and for any silence
   * inside a stream. Past it the call fails as a retryable timeout. */
  timeoutMs?: number;
  headers?: Record<string, string>;
  /** The trace context to send with each request (`traceparent`); none by default. */
  traceHeaders?: TraceHeaders;
}

const DEFAULT_TIMEOUT_MS = 120_000;

/**
 * A model behind any OpenAI-compatible server (OpenAI, Ollama, vLLM, llama.cpp, LM Studio,
 * OpenRouter, gateways) through the official SDK. The SDK never retries (`maxRetries: 0`): retries
 * and fallbacks are ours, in one place (`resilience/`).
 */
export function createOpenAIModel(options: OpenAIModelOptions): LanguageModel {
  const supports = options.supports ?? {};
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const client = new OpenAI({
    apiKey: options.apiKey,
    baseURL: options.baseURL,
    maxRetries: 0,
    timeout: timeoutMs,
    fetch: createUpstreamFetch(options),
    defaultHeaders: options.headers,
  });
  const describe = (reportedModel: string): ResponseInfo => ({
    modelId: reportedModel || options.modelId,
    ...(options.routeName === undefined ? {} : { metadata: { route: options.routeName } }),
  });
  const route = { model: options.modelId, apiKey: options.apiKey, timeoutMs, classify: classifyOpenAIError };
  return {
    provider: 'openai',
    modelId: options.modelId,
    async doGenerate(callOptions) {
      const context = startUpstreamCall(route, callOptions);
      const { body, warnings } = toOpenAIRequest(options.modelId, callOptions, supports);
      try {
        const completion = await client.chat.completions.create(body, { signal: context.watchdog.signal });
        return fromCompletion(completion, callOptions, warnings, options.modelId, describe);
      } catch (error) {
        throw toUpstreamError(error, context);
      } finally {
        context.watchdog.dispose();
      }
    },
    async doStream(callOptions) {
      const context = startUpstreamCall(route, callOptions);
      const { body, warnings } = toOpenAIRequest(options.modelId, callOptions, supports);
      let chunks: AsyncIterable<ChatCompletionChunk>;
      try {
        chunks = await client.chat.completions.create(
          { ...body, stream: true, ...(supports.streamUsage === false ? {} : { stream_options: { include_usage: true } }) },
          { signal: context.watchdog.signal },
        );
      } catch (error) {
        context.watchdog.dispose();
        throw toUpstreamError(error, context);
      }
      return { stream: toStreamParts(chunks, callOptions, context, describe), warnings };
    },
  };
}
