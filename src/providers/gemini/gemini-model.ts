import { ApiError, GoogleGenAI, type GenerateContentResponse } from '@google/genai';
import type { GenerateResult, LanguageModel } from '../spec.js';
import type { ClassifiedFailure } from '../upstream/upstream-call.js';
import { completeUpstreamCall, openUpstreamStream, startUpstreamCall } from '../upstream/upstream-call.js';
import { isRetryableStatus } from '../upstream/upstream-error.js';
import { createUpstreamFetch } from '../upstream/upstream-fetch.js';
import { describingNative, type DescribeResponse } from '../upstream/native-describe.js';
import { SendBackMemory } from '../upstream/send-back.js';
import type { ProtocolModelOptions } from '../upstream/protocol.js';
import { toGeminiRequest } from './gemini-request.js';
import { retryInfoDelayMs } from './gemini-retry-info.js';
import { readParts, toFinishReason, toUsage } from './gemini-response.js';
import { toStreamParts } from './gemini-stream.js';

const DEFAULT_TIMEOUT_MS = 120_000;

/**
 * The facts of a @google/genai error: an HTTP status is retryable as ours are, waiting as long as its
 * RetryInfo asks (the SDK keeps the error body, not the headers); a failed fetch is a connection failure.
 */
function classifyGeminiError(error: unknown, model: string): ClassifiedFailure | undefined {
  if (error instanceof Error && error.name === 'AbortError') return undefined;
  if (error instanceof ApiError) {
    const failure = { model, kind: 'http' as const, status: error.status, retryAfterMs: retryInfoDelayMs(error.message) };
    return { failure, retryable: isRetryableStatus(error.status), detail: error.message };
  }
  if (error instanceof TypeError) return { failure: { model, kind: 'connection' }, retryable: true, detail: String((error.cause as Error | undefined)?.message ?? error.message) };
  return { failure: { model, kind: 'protocol' }, retryable: false, detail: error instanceof Error ? error.message : String(error) };
}

/**
 * A model behind Google's Gemini API (generateContent / streamGenerateContent) through the official
 * @google/genai SDK, its own retries off (one attempt): retries and fallbacks are ours. The route's
 * baseURL is the API root (`https://generativelanguage.googleapis.com`).
 */
export function createGeminiModel(options: ProtocolModelOptions): LanguageModel {
  const supports = options.supports ?? {};
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const client = new GoogleGenAI({
    apiKey: options.apiKey,
    // No SDK timeout: its timer would bound a whole stream; our watchdog bounds the wait and every silence instead.
    httpOptions: { baseUrl: options.baseURL, retryOptions: { attempts: 1 }, fetch: createUpstreamFetch(options) },
  });
  // The thought signatures of earlier answers' function calls, which must go back with them.
  const signatures = new SendBackMemory((value): value is string => typeof value === 'string', options.recallRecorded);
  const describing = describingNative('gemini', options);
  const route = { model: options.modelId, apiKey: options.apiKey, timeoutMs, classify: classifyGeminiError };
  const fromResponse = (response: GenerateContentResponse, warnings: GenerateResult['warnings'], describe: DescribeResponse): GenerateResult => {
    const candidate = response.candidates?.[0];
    const { text, calls, signatures: found } = readParts(candidate?.content?.parts, 0);
    const sendBack = signatures.remember(found);
    const counted = toUsage(response.usageMetadata);
    return {
      content: [...(text || calls.length === 0 ? [{ type: 'text' as const, text }] : []), ...calls.map((call) => ({ type: 'tool-call' as const, ...call }))],
      finishReason: toFinishReason(candidate?.finishReason, calls.length > 0),
      usage: counted.usage,
      warnings,
      response: describe(response.modelVersion ?? '', { cache: counted.cache }, response, sendBack),
    };
  };
  return {
    provider: 'gemini',
    modelId: options.modelId,
    async doGenerate(callOptions) {
      const context = startUpstreamCall(route, callOptions);
      const { params, warnings } = toGeminiRequest(options.modelId, callOptions, supports, (id) => signatures.recall(id));
      return completeUpstreamCall(context, async (abortSignal) =>
        fromResponse(await client.models.generateContent({ ...params, config: { ...params.config, abortSignal } }), warnings, describing(params)),
      );
    },
    async doStream(callOptions) {
      const context = startUpstreamCall(route, callOptions);
      const { params, warnings } = toGeminiRequest(options.modelId, callOptions, supports, (id) => signatures.recall(id));
      const chunks = await openUpstreamStream(context, (abortSignal) => client.models.generateContentStream({ ...params, config: { ...params.config, abortSignal } }));
      return { stream: toStreamParts(chunks, context, describing(params), (found) => signatures.remember(found)), warnings };
    },
  };
}
