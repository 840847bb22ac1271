import { ApiError, isApiError } from '../../errors/api-error.js';
import type { CallOptions, GenerateResult, LanguageModel, StreamPart, StreamResult } from '../spec.js';
import { UpstreamError, describeFailure } from './upstream-error.js';

/** One failed attempt, as recorded in the answer's metadata. */
export interface FallbackAttempt {
  model: string;
  status?: number;
  error: string;
}

/**
 * Whether a failure should move on to the next model: any upstream failure (after its own
 * retries) does — an outage, a timeout, a model the backend does not have. An abort or our own
 * caller-side errors (a replay miss, an injected fault) do not.
 */
function shouldFallBack(error: unknown): boolean {
  return error instanceof UpstreamError;
}

function exhausted(attempts: FallbackAttempt[]): ApiError {
  const tried = attempts.map((attempt) => `${attempt.model} (${attempt.status !== undefined ? `HTTP ${attempt.status}` : attempt.error})`).join(', ');
  return new ApiError('UPSTREAM_FAILED', `Upstream LLM failed for ${tried} after retries and fallbacks.`);
}

function attemptOf(model: LanguageModel, error: unknown): FallbackAttempt {
  if (error instanceof UpstreamError) return { model: model.modelId, status: error.failure.status, error: describeFailure(error.failure) };
  return { model: model.modelId, error: isApiError(error) ? error.message : String(error) };
}

/**
 * Tries models in order until one answers (`fallback_models`, `fallback_model_name`), recording
 * which model answered in `response.metadata.answeredBy` and the failed attempts before it.
 */
export function withFallbacks(models: LanguageModel[]): LanguageModel {
  const [primary] = models;
  async function run<T>(options: CallOptions, call: (model: LanguageModel) => Promise<T>, annotate: (result: T, model: LanguageModel, attempts: FallbackAttempt[]) => T): Promise<T> {
    const attempts: FallbackAttempt[] = [];
    for (const [index, model] of models.entries()) {
      try {
        return annotate(await call(model), model, attempts);
      } catch (error) {
        if (!shouldFallBack(error) || options.abortSignal?.aborted) throw error;
        attempts.push(attemptOf(model, error));
        if (index === models.length - 1) throw exhausted(attempts);
      }
    }
    throw exhausted(attempts);
  }
  const metadata = (model: LanguageModel, attempts: FallbackAttempt[]) => ({ answeredBy: model.modelId, ...(attempts.length ? { attempts } : {}) });
  return {
    provider: primary.provider,
    modelId: primary.modelId,
    doGenerate: (options) =>
      run<GenerateResult>(
        options,
        (model) => model.doGenerate(options),
        (result, model, attempts) => ({ ...result, response: { ...result.response, metadata: { ...result.response.metadata, ...metadata(model, attempts) } } }),
      ),
    doStream: (options) =>
      run<StreamResult>(
        options,
        (model) => model.doStream(options),
        (result, model, attempts) => ({
          ...result,
          stream: (async function* (): AsyncIterable<StreamPart> {
            for await (const part of result.stream) {
              yield part.type === 'finish' ? { ...part, response: { ...part.response, metadata: { ...part.response.metadata, ...metadata(model, attempts) } } } : part;
            }
          })(),
        }),
      ),
  };
}
