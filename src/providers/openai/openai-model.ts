import OpenAI from 'openai';
import type { ChatCompletionChunk } from 'openai/resources/chat/completions';
import type { LanguageModel, ResponseInfo } from '../spec.js';
import { completeUpstreamCall, openUpstreamStream, startUpstreamCall } from '../upstream/upstream-call.js';
import { createUpstreamFetch } from '../upstream/upstream-fetch.js';
import type { ProtocolModelOptions } from '../upstream/protocol.js';
import { classifyOpenAIError } from './openai-errors.js';
import { toOpenAIRequest } from './openai-request.js';
import { fromCompletion } from './openai-response.js';
import { toStreamParts } from './openai-stream.js';

/** Options of a live OpenAI-compatible model: a route's, plus headers to send with every request. */
export interface OpenAIModelOptions extends ProtocolModelOptions {
  headers?: Record<string, string>;
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
  const route = { model: options.modelId, apiKey: options.apiKey, baseURL: options.baseURL, timeoutMs, classify: classifyOpenAIError };
  return {
    provider: 'openai',
    modelId: options.modelId,
    async doGenerate(callOptions) {
      const context = startUpstreamCall(route, callOptions);
      const { body, warnings } = toOpenAIRequest(options.modelId, callOptions, supports);
      return completeUpstreamCall(context, async (signal) =>
        fromCompletion(await client.chat.completions.create(body, { signal }), callOptions, warnings, options.modelId, describe),
      );
    },
    async doStream(callOptions) {
      const context = startUpstreamCall(route, callOptions);
      const { body, warnings } = toOpenAIRequest(options.modelId, callOptions, supports);
      const chunks: AsyncIterable<ChatCompletionChunk> = await openUpstreamStream(context, (signal) =>
        client.chat.completions.create({ ...body, stream: true, ...(supports.streamUsage === false ? {} : { stream_options: { include_usage: true } }) }, { signal }),
      );
      return { stream: toStreamParts(chunks, callOptions, context, describe), warnings };
    },
  };
}
