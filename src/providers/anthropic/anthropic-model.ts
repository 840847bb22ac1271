import Anthropic, { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from '@anthropic-ai/sdk';
import type { RawMessageStreamEvent } from '@anthropic-ai/sdk/resources/messages';
import type { LanguageModel } from '../spec.js';
import { completeUpstreamCall, openUpstreamStream, startUpstreamCall } from '../upstream/upstream-call.js';
import { createUpstreamFetch } from '../upstream/upstream-fetch.js';
import type { ProtocolModelOptions } from '../upstream/protocol.js';
import { classifySdkErrors } from '../upstream/sdk-errors.js';
import { toAnthropicRequest } from './anthropic-request.js';
import { describingNative } from '../upstream/native-describe.js';
import { fromMessage } from './anthropic-response.js';
import { toStreamParts } from './anthropic-stream.js';
import { ThinkingMemory } from './thinking-memory.js';

const DEFAULT_TIMEOUT_MS = 120_000;

/** The facts of an @anthropic-ai/sdk error: 529 `overloaded_error` and 429 (with its `retry-after`) are retryable. */
const classifyAnthropicError = classifySdkErrors({ APIUserAbortError, APIConnectionTimeoutError, APIConnectionError, APIError });

/**
 * A model behind Anthropic's Messages API (or a gateway speaking it) through the official SDK. The
 * SDK never retries (`maxRetries: 0`): retries and fallbacks are ours, in one place (`resilience/`).
 * The route's baseURL is the API root without `/v1` (`https://api.anthropic.com`).
 */
export function createAnthropicModel(options: ProtocolModelOptions): LanguageModel {
  const supports = options.supports ?? {};
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const client = new Anthropic({ apiKey: options.apiKey, baseURL: options.baseURL, maxRetries: 0, timeout: timeoutMs, fetch: createUpstreamFetch(options) });
  const describing = describingNative('anthropic', options);
  const route = { model: options.modelId, apiKey: options.apiKey, timeoutMs, classify: classifyAnthropicError };
  const thinking = new ThinkingMemory(options.recallRecorded);
  return {
    provider: 'anthropic',
    modelId: options.modelId,
    async doGenerate(callOptions) {
      const context = startUpstreamCall(route, callOptions);
      const { body, warnings } = toAnthropicRequest(options.modelId, callOptions, supports, thinking);
      return completeUpstreamCall(context, async (signal) => {
        const message = await client.messages.create(body, { signal });
        const sendBack = thinking.remember(message.content ?? []);
        return fromMessage(message, warnings, options.modelId, describing(body), sendBack);
      });
    },
    async doStream(callOptions) {
      const context = startUpstreamCall(route, callOptions);
      const { body, warnings } = toAnthropicRequest(options.modelId, callOptions, supports, thinking);
      const streamBody = { ...body, stream: true as const };
      const events: AsyncIterable<RawMessageStreamEvent> = await openUpstreamStream(context, (signal) => client.messages.create(streamBody, { signal }));
      return { stream: toStreamParts(events, context, describing(streamBody), (content) => thinking.remember(content)), warnings };
    },
  };
}
