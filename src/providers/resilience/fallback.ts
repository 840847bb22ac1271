import { ApiError } from '../../errors/api-error.js';
import type { CallOptions, GenerateResult, LanguageModel, ResponseInfo, StreamPart, StreamResult } from '../spec.js';
import { startStream } from './started-stream.js';
import { UpstreamError, describeFailure } from '../upstream/upstream-error.js';

/** One failed attempt, as recorded in the answer's metadata and named in the final error. */
export interface FallbackAttempt {
  model: string;
  /** The upstream HTTP status, when the upstream answered. */
  status?: number;
  error: string;
}

/**
 * Whether a failure moves on to the next model. Yes for what another model or backend may not
 * suffer: an outage or overload (retryable statuses, connection errors, timeouts, after the
 * model's own retries), an answer that was not a chat completion, and a 404, which OpenAI-compatible
 * servers send for a model they do not have. No for an abort and for the other 4xx (400, 401, 403,
 * 422, ...): the request or the key is wrong, and the fallback would only fail the same way later.
 * Nor for errors that are not upstream failures (a replay miss, an injected fault).
 */
function shouldFallBack(error: unknown): boolean {
  if (!(error instanceof UpstreamError)) return false;
  const { kind, status } = error.failure;
  return kind !== 'http' || status === 404 || error.retryable;
}

function attemptOf(model: LanguageModel, error: unknown): FallbackAttempt {
  if (error instanceof UpstreamError) return { model: model.modelId, status: error.failure.status, error: error.message };
  return { model: model.modelId, error: error instanceof Error ? error.message : String(error) };
}

function describeAttempt(attempt: FallbackAttempt, error: unknown): string {
  if (attempt.status !== undefined) return `HTTP ${attempt.status}`;
  return error instanceof UpstreamError ? describeFailure(error.failure) : attempt.error;
}

/** The one error when no model answered: names every model tried and what each upstream said. */
function exhausted(tried: Array<{ attempt: FallbackAttempt; error: unknown }>): ApiError {
  const list = tried.map(({ attempt, error }) => `${attempt.model} (${describeAttempt(attempt, error)})`).join(', ');
  return new ApiError('UPSTREAM_FAILED', `Upstream LLM failed for ${list} after retries and fallbacks.`, { cause: tried.at(-1)?.error });
}

function annotated(response: ResponseInfo, model: LanguageModel, attempts: FallbackAttempt[]): ResponseInfo {
  return { ...response, metadata: { ...response.metadata, answeredBy: model.modelId, ...(attempts.length ? { attempts } : {}) } };
}

/**
 * Tries models in order until one answers (`fallback_models`, `fallback_model_name`), recording
 * which model answered in `response.metadata.answeredBy` and the failed attempts before it in
 * `response.metadata.attempts`. A failure that should not fall back stops the chain: alone it is
 * rethrown as is; after earlier failures the final error names them all.
 */
export function withFallbacks(models: LanguageModel[]): LanguageModel {
  if (models.length === 0) throw new Error('withFallbacks needs at least one model.');
  async function run<T>(
    options: CallOptions,
    call: (model: LanguageModel) => Promise<T>,
    annotate: (result: T, model: LanguageModel, attempts: FallbackAttempt[]) => T,
  ): Promise<T> {
    const tried: Array<{ attempt: FallbackAttempt; error: unknown }> = [];
    for (const model of models) {
      try {
        return annotate(
          await call(model),
          model,
          tried.map(({ attempt }) => attempt),
        );
      } catch (error) {
        if (options.abortSignal?.aborted) throw error;
        tried.push({ attempt: attemptOf(model, error), error });
        if (!shouldFallBack(error)) break;
      }
    }
    if (tried.length === 1) throw tried[0].error;
    throw exhausted(tried);
  }
  return {
    provider: models[0].provider,
    modelId: models[0].modelId,
    doGenerate: (options) =>
      run<GenerateResult>(
        options,
        (model) => model.doGenerate(options),
        (result, model, attempts) => ({ ...result, response: annotated(result.response, model, attempts) }),
      ),
    doStream: (options) =>
      run<StreamResult>(
        options,
        (model) => startStream(model, options),
        (result, model, attempts) => ({
          ...result,
          stream: (async function* (): AsyncIterable<StreamPart> {
            for await (const part of result.stream) yield part.type === 'finish' ? { ...part, response: annotated(part.response, model, attempts) } : part;
          })(),
        }),
      ),
  };
}
