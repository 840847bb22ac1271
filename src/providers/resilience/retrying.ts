import { sleep as realSleep } from '../../runtime/sleep.js';
import type { CallOptions, LanguageModel, StreamPart, StreamResult } from '../spec.js';
import { UpstreamError } from './upstream-error.js';

/** How a model's calls are retried. */
export interface RetryPolicy {
  maxRetries: number;
  baseDelayMs: number;
  maxDelayMs: number;
  sleep?: (milliseconds: number, signal?: AbortSignal) => Promise<void>;
  random?: () => number;
}

function isRetryable(error: unknown): error is UpstreamError {
  return error instanceof UpstreamError && error.retryable;
}

/** Exponential backoff with full jitter; a server's Retry-After wins (capped by maxDelayMs). */
export function retryDelay(policy: RetryPolicy, attempt: number, error: UpstreamError): number {
  if (error.failure.retryAfterMs !== undefined) return Math.min(error.failure.retryAfterMs, policy.maxDelayMs);
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** attempt);
  return Math.floor((policy.random ?? Math.random)() * ceiling);
}

/**
 * Retries a model's calls on retryable upstream failures (408/409/429/5xx, connection errors,
 * timeouts). A stream is retried only if it fails before its first part reached the caller.
 */
export function withRetries(model: LanguageModel, policy: RetryPolicy): LanguageModel {
  const sleep = policy.sleep ?? realSleep;
  async function attempt<T>(options: CallOptions, work: () => Promise<T>): Promise<T> {
    for (let retry = 0; ; retry += 1) {
      try {
        return await work();
      } catch (error) {
        if (!isRetryable(error) || retry >= policy.maxRetries || options.abortSignal?.aborted) throw error;
        await sleep(retryDelay(policy, retry, error), options.abortSignal);
      }
    }
  }
  return {
    provider: model.provider,
    modelId: model.modelId,
    doGenerate: (options) => attempt(options, () => model.doGenerate(options)),
    doStream: (options) =>
      attempt(options, async (): Promise<StreamResult> => {
        const result = await model.doStream(options);
        // Pull the first part now, so a failure before any output is retried like a failed request.
        const iterator = result.stream[Symbol.asyncIterator]();
        const first = await iterator.next();
        async function* rest(): AsyncIterable<StreamPart> {
          if (first.done) return;
          yield first.value;
          for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
        }
        return { ...result, stream: rest() };
      }),
  };
}
