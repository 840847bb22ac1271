import { redactSecrets } from '../../security/secrets.js';
import type { CallOptions } from '../spec.js';
import { baseURLSecrets, shownBaseURL } from './connection-cause.js';
import { UpstreamError, describeFailure, type UpstreamFailure } from './upstream-error.js';
import { startWatchdog, type UpstreamWatchdog } from './upstream-watchdog.js';
import { answerBoundOf, withinAnswerBound, type AnswerBound } from './answer-bound.js';

/** A protocol's reading of an error its client threw: what failed, whether retrying may help, and the upstream's own words. */
export interface ClassifiedFailure {
  failure: UpstreamFailure;
  retryable: boolean;
  detail: string;
}

/**
 * Reads what a protocol's client threw (its HTTP, connection and timeout errors); undefined for the
 * client's own report of an abort, which is handed back as it is.
 */
export type FailureClassifier = (error: unknown, model: string) => ClassifiedFailure | undefined;

/** What one upstream call needs to turn a failure into our error: whose call it was, its signals and the key to keep out. */
export interface UpstreamCall {
  model: string;
  apiKey: string;
  /** The route's base URL: a connection failure names it (shown without credentials or query). */
  baseURL?: string;
  signal?: AbortSignal;
  /** The call's silence watchdog: when it fired, the abort the client reports is an upstream timeout. */
  watchdog: UpstreamWatchdog;
  classify: FailureClassifier;
  /** How much of the answer is read: a multiple of the call's max_tokens plus an allowance for thinking. */
  bound: AnswerBound;
}

/** Starts one call to an upstream: its own silence watchdog over the caller's abort signal (so no call goes without one). */
export function startUpstreamCall(
  route: { model: string; apiKey: string; baseURL?: string; timeoutMs: number; classify: FailureClassifier },
  callOptions: Pick<CallOptions, 'abortSignal' | 'maxTokens'>,
): UpstreamCall {
  return {
    model: route.model,
    apiKey: route.apiKey,
    baseURL: route.baseURL,
    signal: callOptions.abortSignal,
    watchdog: startWatchdog(callOptions.abortSignal, route.timeoutMs),
    classify: route.classify,
    bound: answerBoundOf(route.model, callOptions.maxTokens),
  };
}

/**
 * Converts what a protocol's client threw into our UpstreamError (rendered as 502), or hands back
 * the abort reason when the caller aborted. The message names the model and the upstream status and
 * never the API key: the upstream's text is redacted, and the raw client error is not kept as the
 * cause because its body may echo the key.
 */
export function toUpstreamError(error: unknown, call: UpstreamCall): unknown {
  if (call.signal?.aborted) return call.signal.reason ?? error;
  if (call.bound.exceeded) return call.bound.exceeded;
  if (error instanceof UpstreamError) return error;
  const classified = call.watchdog.timedOut ? { failure: { model: call.model, kind: 'timeout' } as const, retryable: true, detail: '' } : call.classify(error, call.model);
  if (!classified) return error;
  const { failure, retryable, detail } = classified;
  const upstreamWords = detail ? `: ${redactSecrets(detail, [call.apiKey, ...baseURLSecrets(call.baseURL)]).slice(0, 300)}` : '';
  // Whether it is reachable is the question: name where the route sends its calls.
  const where = call.baseURL && failure.kind !== 'http' && failure.kind !== 'protocol' ? ` at ${shownBaseURL(call.baseURL)}` : '';
  return new UpstreamError(`Upstream LLM ${call.model}${where} ${describeFailure(failure)}${upstreamWords}`, failure, { retryable });
}

/** Sends a plain call under its watchdog: what the client throws becomes our error, and the watchdog stops once the call settles. */
export async function completeUpstreamCall<T>(call: UpstreamCall, send: (signal: AbortSignal) => Promise<T>): Promise<T> {
  try {
    return await withinAnswerBound(call.bound, () => send(call.watchdog.signal));
  } catch (error) {
    throw toUpstreamError(error, call);
  } finally {
    call.watchdog.dispose();
  }
}

/** Opens a stream under the call's watchdog, which keeps running for the stream's reader (it touches and disposes it); a failure to open stops it. */
export async function openUpstreamStream<T>(call: UpstreamCall, open: (signal: AbortSignal) => Promise<T>): Promise<T> {
  try {
    return await withinAnswerBound(call.bound, () => open(call.watchdog.signal));
  } catch (error) {
    call.watchdog.dispose();
    throw toUpstreamError(error, call);
  }
}
