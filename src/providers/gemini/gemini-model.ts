import { ApiError, GoogleGenAI, type GenerateContentResponse } from '@google/genai';
import type { GenerateResult, LanguageModel } from '../spec.js';
import type { ClassifiedFailure } from '../upstream/upstream-call.js';
import { completeUpstreamCall, openUpstreamStream, startUpstreamCall } from '../upstream/upstream-call.js';
import { isRetryableStatus } from '../upstream/upstream-error.js';
import { createUpstreamFetch } from '../upstream/upstream-fetch.js';
import type { ProtocolModelOptions } from '../upstream/protocol.js';
import { toGeminiRequest } from './gemini-request.js';
import { retryInfoDelayMs } from './gemini-retry-info.js';
import { readParts, toFinishReason, toUsage, type DescribeResponse } from './gemini-response.js';
import { toStreamParts } from './gemini-stream.js';

const DEFAULT_TIMEOUT_MS = 120_000;

/** Thought signatures kept for the function calls of earlier answers (bounded). */
const REMEMBERED_SIGNATURES = 2000;

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
  const signatures = new Map<string, string>();
  const remember = (found: Array<[string, string]>) => {
    for (const [id, signature] of found) {
      signatures.set(id, signature);
      if (signatures.size > REMEMBERED_SIGNATURES) signatures.delete(signatures.keys().next().value as string);
    }
  };
  // The native request and answer travel in the metadata for a recording to keep (fixtures' `native`).
  const describing =
    (request: object): DescribeResponse =>
    (reportedModel, metadata, nativeResponse) => ({
      modelId: reportedModel || options.modelId,
      metadata: { ...metadata, native: { protocol: 'gemini', request, response: nativeResponse }, ...(options.routeName === undefined ? {} : { route: options.routeName }) },
    });
  const route = { model: options.modelId, apiKey: options.apiKey, timeoutMs, classify: classifyGeminiError };
  const fromResponse = (response: GenerateContentResponse, warnings: GenerateResult['warnings'], describe: DescribeResponse): GenerateResult => {
    const candidate = response.candidates?.[0];
    const { text, calls, signatures: found } = readParts(candidate?.content?.parts, 0);
    remember(found);
    const counted = toUsage(response.usageMetadata);
    return {
      content: [...(text || calls.length === 0 ? [{ type: 'text' as const, text }] : []), ...calls.map((call) => ({ type: 'tool-call' as const, ...call }))],
      finishReason: toFinishReason(candidate?.finishReason, calls.length > 0),
      usage: counted.usage,
      warnings,
      response: describe(response.modelVersion ?? '', { cache: counted.cache }, response),
    };
  };
  return {
    provider: 'gemini',
    modelId: options.modelId,
    async doGenerate(callOptions) {
      const context = startUpstreamCall(route, callOptions);
      const { params, warnings } = toGeminiRequest(options.modelId, callOptions, supports, (id) => signatures.get(id));
      return completeUpstreamCall(context, async (abortSignal) =>
        fromResponse(await client.models.generateContent({ ...params, config: { ...params.config, abortSignal } }), warnings, describing(params)),
      );
    },
    async doStream(callOptions) {
      const context = startUpstreamCall(route, callOptions);
      const { params, warnings } = toGeminiRequest(options.modelId, callOptions, supports, (id) => signatures.get(id));
      const chunks = await openUpstreamStream(context, (abortSignal) => client.models.generateContentStream({ ...params, config: { ...params.config, abortSignal } }));
      return { stream: toStreamParts(chunks, context, describing(params), remember), warnings };
    },
  };
}
