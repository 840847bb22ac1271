import { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import { UpstreamError, describeFailure, isRetryableStatus, retryAfterMs, type UpstreamFailure } from '../resilience/upstream-error.js';

/** Strips anything key-shaped from an upstream message before it reaches our errors. */
function scrub(message: string): string {
  return message.replace(/(sk|key|tok)[-_][A-Za-z0-9_-]{6,}/gi, '$1-…').replace(/Bearer\s+\S+/gi, 'Bearer …');
}

/**
 * Converts what the openai SDK threw into our UpstreamError (502/504), or rethrows an abort as is.
 * The message names the model and the upstream status; never the API key.
 */
export function toUpstreamError(error: unknown, model: string, signal?: AbortSignal): unknown {
  if (error instanceof APIUserAbortError || signal?.aborted) return signal?.reason ?? error;
  if (error instanceof UpstreamError) return error;
  let failure: UpstreamFailure;
  let retryable: boolean;
  let detail = '';
  if (error instanceof APIConnectionTimeoutError) {
    failure = { model, kind: 'timeout' };
    retryable = true;
  } else if (error instanceof APIConnectionError) {
    failure = { model, kind: 'connection' };
    retryable = true;
    detail = String((error.cause as Error | undefined)?.message ?? error.message);
  } else if (error instanceof APIError && typeof error.status === 'number') {
    failure = { model, kind: 'http', status: error.status, retryAfterMs: retryAfterMs(error.headers as Headers | undefined) };
    retryable = isRetryableStatus(error.status);
    detail = error.message;
  } else {
    failure = { model, kind: 'protocol' };
    retryable = false;
    detail = error instanceof Error ? error.message : String(error);
  }
  const message = `Upstream LLM ${model} ${describeFailure(failure)}${detail ? `: ${scrub(detail).slice(0, 300)}` : ''}`;
  return new UpstreamError(message, failure, { retryable, cause: error });
}
