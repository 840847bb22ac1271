import { describe, expect, it } from 'vitest';
import { startUpstreamCall, toUpstreamError, type FailureClassifier } from '../../src/providers/upstream/upstream-call.js';
import { UpstreamError } from '../../src/providers/upstream/upstream-error.js';

const KEY = 'sk-upstream-call-0123456789abcdef';

/** A protocol whose client reports HTTP failures as `{ status, text }` and aborts as `'aborted'`. */
const classify: FailureClassifier = (error, model) => {
  if (error === 'aborted') return undefined;
  const { status, text } = error as { status: number; text: string };
  return { failure: { model, kind: 'http', status }, retryable: status >= 500, detail: text };
};

const call = (signal?: AbortSignal, timeoutMs = 60_000) => startUpstreamCall({ model: 'up-1', apiKey: KEY, timeoutMs, classify }, { abortSignal: signal });

describe('turning a protocol failure into our upstream error', () => {
  it('names the model and the status, keeps what the protocol classified, and masks the key in the upstream words', () => {
    const upstream = call();
    const error = toUpstreamError({ status: 503, text: `overloaded, key ${KEY} rejected` }, upstream);
    upstream.watchdog.dispose();
    expect(error).toBeInstanceOf(UpstreamError);
    const failure = error as UpstreamError;
    expect(failure.message).toMatch(/^Upstream LLM up-1 HTTP 503: overloaded, key /);
    expect(failure.message).not.toContain(KEY);
    expect(failure.failure).toEqual({ model: 'up-1', kind: 'http', status: 503 });
    expect(failure.retryable).toBe(true);
  });

  it('hands back the caller’s abort reason, and what the protocol reads as an abort, unchanged', () => {
    const controller = new AbortController();
    const reason = new Error('client went away');
    controller.abort(reason);
    const aborted = call(controller.signal);
    expect(toUpstreamError({ status: 500, text: 'x' }, aborted)).toBe(reason);
    const live = call();
    expect(toUpstreamError('aborted', live)).toBe('aborted');
    live.watchdog.dispose();
  });

  it('reports a call the silence watchdog ended as a retryable timeout, whatever the client threw', async () => {
    const upstream = call(undefined, 1);
    await new Promise((resolve) => upstream.watchdog.signal.addEventListener('abort', resolve, { once: true }));
    const error = toUpstreamError('aborted', upstream) as UpstreamError;
    expect(error.failure).toEqual({ model: 'up-1', kind: 'timeout' });
    expect(error.retryable).toBe(true);
    expect(error.message).toBe('Upstream LLM up-1 timed out');
  });

  it('passes an UpstreamError through as it is', () => {
    const upstream = call();
    const original = new UpstreamError('Upstream LLM up-1 invalid response', { model: 'up-1', kind: 'protocol' }, { retryable: false });
    expect(toUpstreamError(original, upstream)).toBe(original);
    upstream.watchdog.dispose();
  });
});
