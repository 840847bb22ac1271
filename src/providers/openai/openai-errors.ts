import { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import { redactSecrets } from '../../security/secrets.js';
import { UpstreamError, describeFailure, isRetryableStatus, retryAfterMs, type UpstreamFailure } from '../resilience/upstream-error.js';
import type { UpstreamWatchdog } from './upstream-watchdog.js';

/** What the conversion needs besides the error: whose call it was, its abort signal and the key to keep out. */
export interface UpstreamErrorContext {
  model: string;
  apiKey: string;
  signal?: AbortSignal;
  /** The call's silence watchdog: when it fired, the abort the SDK reports is an upstream timeout. */
  watchdog?: UpstreamWatchdog;
}

/** The facts of an SDK error: what kind of failure, whether retrying may help, and the upstream's own words. */
function classify(error: unknown, model: string): { failure: UpstreamFailure; retryable: boolean; detail: string } {
  if (error instanceof APIConnectionTimeoutError) return { failure: { model, kind: 'timeout' }, retryable: true, detail: '' };
  if (error instanceof APIConnectionError) {
    return { failure: { model, kind: 'connection' }, retryable: true, detail: String((error.cause as Error | undefined)?.message ?? error.message) };
  }
  if (error instanceof APIError && typeof error.status === 'number') {
    const failure: UpstreamFailure = { model, kind: 'http', status: error.status, retryAfterMs: retryAfterMs(error.headers as Headers | undefined) };
    return { failure, retryable: isRetryableStatus(error.status), detail: error.message };
  }
  // Anything else is a body the SDK could not read as a chat completion (garbage JSON, a cut stream).
  return { failure: { model, kind: 'protocol' }, retryable: false, detail: error instanceof Error ? error.message : String(error) };
}

/**
 * Converts what the openai SDK threw into our UpstreamError (rendered as 502), or hands back the
 * abort reason when the caller aborted. The message names the model and the upstream status and
 * never the API key: the upstream's text is redacted, and the raw SDK error is not kept as the
 * cause because its body may echo the key.
 */
export function toUpstreamError(error: unknown, context: UpstreamErrorContext): unknown {
  if (context.signal?.aborted) return context.signal.reason ?? error;
  if (error instanceof UpstreamError) return error;
  if (error instanceof APIUserAbortError && !context.watchdog?.timedOut) return error;
  const { failure, retryable, detail } = context.watchdog?.timedOut
    ? { failure: { model: context.model, kind: 'timeout' } as const, retryable: true, detail: '' }
    : classify(error, context.model);
  const upstreamWords = detail ? `: ${redactSecrets(detail, [context.apiKey]).slice(0, 300)}` : '';
  return new UpstreamError(`Upstream LLM ${context.model} ${describeFailure(failure)}${upstreamWords}`, failure, { retryable });
}
