import { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import type { ClassifiedFailure } from '../upstream/upstream-call.js';
import { connectionCause } from '../upstream/connection-cause.js';
import { isRetryableStatus, retryAfterMs, type UpstreamFailure } from '../upstream/upstream-error.js';

/**
 * The facts of an openai SDK error: what kind of failure, whether retrying may help, and the
 * upstream's own words; undefined for the SDK's report of an abort (the caller's, handed back as it is).
 */
export function classifyOpenAIError(error: unknown, model: string): ClassifiedFailure | undefined {
  if (error instanceof APIUserAbortError) return undefined;
  if (error instanceof APIConnectionTimeoutError) return { failure: { model, kind: 'timeout' }, retryable: true, detail: '' };
  if (error instanceof APIConnectionError) {
    const detail = connectionCause(error) ?? String((error.cause as Error | undefined)?.message ?? error.message);
    return { failure: { model, kind: 'connection' }, retryable: true, detail };
  }
  if (error instanceof APIError && typeof error.status === 'number') {
    const failure: UpstreamFailure = { model, kind: 'http', status: error.status, retryAfterMs: retryAfterMs(error.headers as Headers | undefined) };
    return { failure, retryable: isRetryableStatus(error.status), detail: error.message };
  }
  // Anything else is a body the SDK could not read as a chat completion (garbage JSON, a cut stream).
  return { failure: { model, kind: 'protocol' }, retryable: false, detail: error instanceof Error ? error.message : String(error) };
}
