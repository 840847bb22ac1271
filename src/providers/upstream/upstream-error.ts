import { ApiError } from '../../errors/api-error.js';

/** What our retry and fallback layers need to know about a failed upstream call. */
export interface UpstreamFailure {
  model: string;
  /** The upstream HTTP status, if it answered. */
  status?: number;
  /** `connection`, `timeout`, `http`, `protocol` (garbage or a cut stream). */
  kind: 'connection' | 'timeout' | 'http' | 'protocol';
  /** Server-requested delay before retrying. */
  retryAfterMs?: number;
}

/** An ApiError about an upstream LLM, carrying the facts retries and fallbacks use. */
export class UpstreamError extends ApiError {
  readonly failure: UpstreamFailure;

  constructor(message: string, failure: UpstreamFailure, options: { retryable: boolean; cause?: unknown }) {
    // Timeouts too are a 502: docs/api.md, Errors has one status for an upstream that failed after retries.
    super('UPSTREAM_FAILED', message, { retryable: options.retryable, cause: options.cause });
    this.failure = failure;
  }
}

/** Statuses worth retrying: request timeout, conflict, rate limit, server errors. */
export function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 409 || status === 429 || status >= 500;
}

/** Retry-After (seconds or an HTTP date) or retry-after-ms, in milliseconds. */
export function retryAfterMs(headers: Headers | undefined, now = Date.now()): number | undefined {
  const milliseconds = headers?.get('retry-after-ms');
  if (milliseconds && Number.isFinite(Number(milliseconds))) return Math.max(0, Number(milliseconds));
  const value = headers?.get('retry-after');
  if (!value) return undefined;
  if (/^\d+(\.\d+)?$/.test(value.trim())) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** A short description of a failure for messages: `HTTP 500`, `connection refused`, `timeout`. */
export function describeFailure(failure: UpstreamFailure): string {
  if (failure.status !== undefined) return `HTTP ${failure.status}`;
  return failure.kind === 'timeout' ? 'timed out' : failure.kind === 'connection' ? 'connection failed' : 'invalid response';
}
