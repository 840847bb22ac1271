import { sleep as realSleep } from '../../runtime/sleep.js';
import type { CallOptions, LanguageModel, ResponseInfo, StreamPart } from '../spec.js';
import { startStream } from './started-stream.js';
import { UpstreamError } from '../upstream/upstream-error.js';

/** How a model's calls are retried. */
export interface RetryPolicy {
  /** Retries after the first attempt; 0 turns retrying off. */
  maxRetries: number;
  /** The backoff ceiling of the first retry; it doubles with each retry. */
  baseDelayMs: number;
  /** The longest wait, also capping a server's Retry-After. */
  maxDelayMs: number;
  /** Injectable for tests; rejects when the signal aborts. */
  sleep?: (milliseconds: number, signal?: AbortSignal) => Promise<void>;
  /** Injectable for tests; a number in [0, 1). */
  random?: () => number;
}

/** A failed attempt that was retried, as the answer's metadata records it (`retries`). */
interface RetriedAttempt {
  error: string;
  /** The wait before the next attempt. */
  delayMs: number;
}

/** The answer's metadata with the attempts that failed before it, for the journal. */
function withRetried(response: ResponseInfo, retried: RetriedAttempt[]): ResponseInfo {
  return { ...response, metadata: { ...response.metadata, retries: retried } };
}

function isRetryable(error: unknown): error is UpstreamError {
  return error instanceof UpstreamError && error.retryable;
}

/**
 * The wait before retry number `retry` (0-based): a server's Retry-After when it sent one (capped by
 * maxDelayMs, so a hostile or confused server cannot park us), else exponential backoff with full
 * jitter, which spreads out clients that failed together.
 */
function retryDelay(policy: RetryPolicy, retry: number, error: UpstreamError): number {
  if (error.failure.retryAfterMs !== undefined) return Math.min(error.failure.retryAfterMs, policy.maxDelayMs);
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** retry);
  return Math.floor((policy.random ?? Math.random)() * ceiling);
}

/**
 * Retries a model's calls on retryable upstream failures (408/409/429/5xx, connection errors,
 * timeouts); anything else, and an aborted call, fails at once. A stream is retried only if it
 * fails before its first part reached the caller.
 */
export function withRetries(model: LanguageModel, policy: RetryPolicy): LanguageModel {
  const sleep = policy.sleep ?? realSleep;
  async function attempt<T>(options: CallOptions, work: () => Promise<T>, retried: RetriedAttempt[]): Promise<T> {
    for (let retry = 0; ; retry += 1) {
      try {
        return await work();
      } catch (error) {
        if (!isRetryable(error) || retry >= policy.maxRetries || options.abortSignal?.aborted) throw error;
        const delayMs = retryDelay(policy, retry, error);
        retried.push({ error: error.message, delayMs });
        await sleep(delayMs, options.abortSignal);
      }
    }
  }
  return {
    provider: model.provider,
    modelId: model.modelId,
    doGenerate: async (options) => {
      const retried: RetriedAttempt[] = [];
      const result = await attempt(options, () => model.doGenerate(options), retried);
      return retried.length ? { ...result, response: withRetried(result.response, retried) } : result;
    },
    doStream: async (options) => {
      const retried: RetriedAttempt[] = [];
      const result = await attempt(options, () => startStream(model, options), retried);
      if (!retried.length) return result;
      return {
        ...result,
        stream: (async function* (): AsyncIterable<StreamPart> {
          for await (const part of result.stream) yield part.type === 'finish' ? { ...part, response: withRetried(part.response, retried) } : part;
        })(),
      };
    },
  };
}
