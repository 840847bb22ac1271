import nock from 'nock';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../src/errors/api-error.js';
import { createOpenAIModel } from '../../src/providers/openai/openai-model.js';
import { withFallbacks, type FallbackAttempt } from '../../src/providers/resilience/fallback.js';
import { withRetries, type RetryPolicy } from '../../src/providers/resilience/retrying.js';
import { UpstreamError, isRetryableStatus, type UpstreamFailure } from '../../src/providers/upstream/upstream-error.js';
import { createScriptedModel } from '../../src/providers/scripted/index.js';
import type { LanguageModel, StreamPart } from '../../src/providers/spec.js';
import { UPSTREAM, completion } from '../support/openai-upstream.js';
import { baseOptions } from './conformance.js';

afterEach(() => nock.cleanAll());

/** An upstream failure as the OpenAI model raises it. */
function upstreamFailure(model: string, failure: Omit<UpstreamFailure, 'model'>): UpstreamError {
  const retryable = failure.kind === 'http' ? isRetryableStatus(failure.status ?? 0) : failure.kind !== 'protocol';
  const what = failure.status !== undefined ? `HTTP ${failure.status}` : failure.kind;
  return new UpstreamError(`Upstream LLM ${model} ${what}`, { model, ...failure }, { retryable });
}

const http = (model: string, status: number, retryAfterMs?: number) => upstreamFailure(model, { kind: 'http', status, retryAfterMs });

/** A retry policy whose sleeps are recorded instead of waited. */
function recordedPolicy(overrides: Partial<RetryPolicy> = {}) {
  const sleeps: number[] = [];
  const policy: RetryPolicy = { maxRetries: 3, baseDelayMs: 100, maxDelayMs: 1000, random: () => 0.5, sleep: async (milliseconds) => void sleeps.push(milliseconds), ...overrides };
  return { policy, sleeps };
}

/** A live model on the nock upstream; each call is one POST there. */
function liveModel(modelId: string): LanguageModel {
  return createOpenAIModel({ modelId, baseURL: `${UPSTREAM}/v1`, apiKey: 'sk-resilience-test-000000000000' });
}

/** A model whose streams are scripted per call: parts to yield, then optionally an error to throw. */
function streamingModel(modelId: string, script: Array<{ parts: StreamPart[]; error?: unknown }>) {
  const state = { calls: 0, closed: 0 };
  const model: LanguageModel = {
    provider: 'test',
    modelId,
    doGenerate: () => Promise.reject(new Error('streams only')),
    async doStream() {
      const { parts, error } = script[state.calls++];
      async function* stream(): AsyncIterable<StreamPart> {
        try {
          yield* parts;
          if (error) throw error;
        } finally {
          state.closed += 1;
        }
      }
      return { stream: stream(), warnings: [] };
    },
  };
  return { model, state };
}

const finish = (modelId: string): StreamPart => ({ type: 'finish', finishReason: 'stop', usage: { inputTokens: 5, outputTokens: 2 }, response: { modelId } });

async function collect(stream: AsyncIterable<StreamPart>): Promise<StreamPart[]> {
  const parts: StreamPart[] = [];
  for await (const part of stream) parts.push(part);
  return parts;
}

function textOf(result: { content: Array<{ type: string; text?: string }> }): string {
  return result.content.map((part) => part.text ?? '').join('');
}

describe('withRetries', () => {
  it('retries a 429 through the real SDK, waiting as long as its Retry-After asks, then answers', async () => {
    nock(UPSTREAM)
      .post('/v1/chat/completions')
      .reply(429, { error: { message: 'slow down' } }, { 'retry-after': '3' });
    nock(UPSTREAM).post('/v1/chat/completions').reply(200, completion('After the wait.'));
    const { policy, sleeps } = recordedPolicy({ maxDelayMs: 10_000 });
    const result = await withRetries(liveModel('gpt-4.1'), policy).doGenerate(baseOptions());
    expect(textOf(result)).toBe('After the wait.');
    expect(sleeps).toEqual([3000]);
    expect(nock.isDone()).toBe(true);
  });

  it('caps a server’s Retry-After at maxDelayMs', async () => {
    const model = createScriptedModel([http('gpt-4.1', 503, 600_000), 'Back.']);
    const { policy, sleeps } = recordedPolicy({ maxDelayMs: 2000 });
    await withRetries(model, policy).doGenerate(baseOptions());
    expect(sleeps).toEqual([2000]);
  });

  it('backs off exponentially with full jitter up to maxDelayMs, then throws the last failure', async () => {
    const failures = [500, 502, 503, 504, 500, 529].map((status) => http('gpt-4.1', status));
    const model = createScriptedModel(failures);
    const { policy, sleeps } = recordedPolicy({ maxRetries: 5, baseDelayMs: 100, maxDelayMs: 1000, random: () => 0.5 });
    const error = await withRetries(model, policy)
      .doGenerate(baseOptions())
      .catch((caught: unknown) => caught);
    // Ceilings 100, 200, 400, 800, then capped at 1000; full jitter takes random × ceiling.
    expect(sleeps).toEqual([50, 100, 200, 400, 500]);
    expect(model.calls).toHaveLength(6);
    expect(error).toBe(failures[5]);
  });

  it('draws each wait from the whole range below the ceiling', async () => {
    const low = recordedPolicy({ random: () => 0 });
    const high = recordedPolicy({ random: () => 0.999 });
    await withRetries(createScriptedModel([http('m', 500), 'ok']), low.policy).doGenerate(baseOptions());
    await withRetries(createScriptedModel([http('m', 500), 'ok']), high.policy).doGenerate(baseOptions());
    expect(low.sleeps).toEqual([0]);
    expect(high.sleeps).toEqual([99]);
  });

  it('records the retried failures and waits in the answer (the journal marks them), and nothing when none was needed', async () => {
    const { policy, sleeps } = recordedPolicy();
    const retried = await withRetries(createScriptedModel([http('m', 500), http('m', 503), 'ok']), policy).doGenerate(baseOptions());
    expect(retried.response.metadata?.retries).toEqual([
      { error: 'Upstream LLM m HTTP 500', delayMs: sleeps[0] },
      { error: 'Upstream LLM m HTTP 503', delayMs: sleeps[1] },
    ]);
    const direct = await withRetries(createScriptedModel(['ok']), policy).doGenerate(baseOptions());
    expect(direct.response.metadata?.retries).toBeUndefined();
  });

  it.each([
    ['a 400 from the upstream', http('gpt-4.1', 400)],
    ['an answer that was not a chat completion', upstreamFailure('gpt-4.1', { kind: 'protocol' })],
    ['an error that is not an upstream failure', new ApiError('FIXTURE_MISSING', 'No fixture.')],
  ])('does not retry %s', async (_name, failure) => {
    const model = createScriptedModel([failure, 'never reached']);
    const { policy, sleeps } = recordedPolicy();
    await expect(withRetries(model, policy).doGenerate(baseOptions())).rejects.toBe(failure);
    expect(model.calls).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });

  it('stops waiting and retrying when the call is aborted during the backoff', async () => {
    const controller = new AbortController();
    const reason = new Error('client went away');
    const model = createScriptedModel([http('gpt-4.1', 503), 'never reached']);
    const { policy } = recordedPolicy({
      sleep: (_milliseconds, signal) => {
        controller.abort(reason);
        return Promise.reject(signal?.reason);
      },
    });
    await expect(withRetries(model, policy).doGenerate({ ...baseOptions(), abortSignal: controller.signal })).rejects.toBe(reason);
    expect(model.calls).toHaveLength(1);
  });

  it('retries a stream that fails before its first part, and hands over the whole second stream', async () => {
    const { model, state } = streamingModel('gpt-4.1', [
      { parts: [], error: http('gpt-4.1', 502) },
      { parts: [{ type: 'text-delta', delta: 'Second ' }, { type: 'text-delta', delta: 'time.' }, finish('gpt-4.1')] },
    ]);
    const { policy, sleeps } = recordedPolicy();
    const parts = await collect((await withRetries(model, policy).doStream(baseOptions())).stream);
    expect(parts.map((part) => part.type)).toEqual(['text-delta', 'text-delta', 'finish']);
    expect(state.calls).toBe(2);
    expect(sleeps).toHaveLength(1);
    const end = parts.at(-1);
    expect(end?.type === 'finish' && end.response.metadata?.retries).toEqual([{ error: 'Upstream LLM gpt-4.1 HTTP 502', delayMs: sleeps[0] }]);
  });

  it('retries a stream whose first part is an error part', async () => {
    const { model, state } = streamingModel('gpt-4.1', [
      { parts: [{ type: 'error', error: http('gpt-4.1', 503) }] },
      { parts: [{ type: 'text-delta', delta: 'Fine.' }, finish('gpt-4.1')] },
    ]);
    const parts = await collect((await withRetries(model, recordedPolicy().policy).doStream(baseOptions())).stream);
    expect(parts[0]).toEqual({ type: 'text-delta', delta: 'Fine.' });
    expect(state.calls).toBe(2);
  });

  it('does not retry a stream that fails after the caller saw output: the caller gets the parts, then the error', async () => {
    const failure = http('gpt-4.1', 502);
    const { model, state } = streamingModel('gpt-4.1', [{ parts: [{ type: 'text-delta', delta: 'Half ' }], error: failure }, { parts: [finish('gpt-4.1')] }]);
    const { stream } = await withRetries(model, recordedPolicy().policy).doStream(baseOptions());
    const seen: StreamPart[] = [];
    await expect(
      (async () => {
        for await (const part of stream) seen.push(part);
      })(),
    ).rejects.toBe(failure);
    expect(seen).toEqual([{ type: 'text-delta', delta: 'Half ' }]);
    expect(state.calls).toBe(1);
  });

  it('closes the source stream when the caller stops reading early', async () => {
    const { model, state } = streamingModel('gpt-4.1', [{ parts: [{ type: 'text-delta', delta: 'One ' }, { type: 'text-delta', delta: 'two ' }, finish('gpt-4.1')] }]);
    const { stream } = await withRetries(model, recordedPolicy().policy).doStream(baseOptions());
    for await (const part of stream) {
      expect(part.type).toBe('text-delta');
      break;
    }
    expect(state.closed).toBe(1);
  });
});

describe('withFallbacks', () => {
  it('answers from the fallback when the primary keeps failing with 500, recording who answered and the attempts', async () => {
    const asked: string[] = [];
    nock(UPSTREAM)
      .persist()
      .post('/v1/chat/completions')
      .reply((_uri, body) => {
        const { model } = body as { model: string };
        asked.push(model);
        return model === 'gpt-4.1' ? [500, { error: { message: 'boom' } }] : [200, completion('From the fallback.', { model })];
      });
    const retrying = (modelId: string) => withRetries(liveModel(modelId), recordedPolicy({ maxRetries: 1 }).policy);
    const result = await withFallbacks([retrying('gpt-4.1'), retrying('gpt-4o-mini')]).doGenerate(baseOptions());
    expect(textOf(result)).toBe('From the fallback.');
    expect(asked).toEqual(['gpt-4.1', 'gpt-4.1', 'gpt-4o-mini']);
    expect(result.response.metadata?.answeredBy).toBe('gpt-4o-mini');
    const attempts = result.response.metadata?.attempts as FallbackAttempt[];
    expect(attempts).toHaveLength(1);
    expect(attempts[0]).toMatchObject({ model: 'gpt-4.1', status: 500 });
    expect(attempts[0].error).toMatch(/gpt-4\.1 HTTP 500/);
  });

  it('records the primary as the answerer, with no attempts, when it answers', async () => {
    const result = await withFallbacks([createScriptedModel(['Primary.'], { modelId: 'gpt-4.1' }), createScriptedModel([], { modelId: 'gpt-4o-mini' })]).doGenerate(baseOptions());
    expect(result.response.metadata).toEqual({ answeredBy: 'gpt-4.1' });
  });

  it('fails with one 502 naming every model tried and its upstream status when all fail', async () => {
    const models = [createScriptedModel([http('gpt-4.1', 500)], { modelId: 'gpt-4.1' }), createScriptedModel([http('gpt-4o-mini', 503)], { modelId: 'gpt-4o-mini' })];
    const error = await withFallbacks(models)
      .doGenerate(baseOptions())
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'UPSTREAM_FAILED', status: 502 });
    expect((error as Error).message).toBe('Upstream LLM failed for gpt-4.1 (HTTP 500), gpt-4o-mini (HTTP 503) after retries and fallbacks.');
  });

  it('names timeouts, refused connections and garbage answers in the final error', async () => {
    const models = [
      createScriptedModel([upstreamFailure('a', { kind: 'timeout' })], { modelId: 'a' }),
      createScriptedModel([upstreamFailure('b', { kind: 'connection' })], { modelId: 'b' }),
      createScriptedModel([upstreamFailure('c', { kind: 'protocol' })], { modelId: 'c' }),
    ];
    await expect(withFallbacks(models).doGenerate(baseOptions())).rejects.toThrow(
      'Upstream LLM failed for a (timed out), b (connection failed), c (invalid response) after retries and fallbacks.',
    );
  });

  it('moves on when the upstream does not have the model (404)', async () => {
    const result = await withFallbacks([
      createScriptedModel([http('gpt-5-turbo', 404)], { modelId: 'gpt-5-turbo' }),
      createScriptedModel(['Here.'], { modelId: 'gpt-4.1' }),
    ]).doGenerate(baseOptions());
    expect(result.response.metadata).toMatchObject({ answeredBy: 'gpt-4.1', attempts: [{ model: 'gpt-5-turbo', status: 404 }] });
  });

  it.each([400, 401, 403, 422])('fails straight away on an upstream %i, without asking the fallback', async (status) => {
    const failure = http('gpt-4.1', status);
    const fallback = createScriptedModel(['never reached'], { modelId: 'gpt-4o-mini' });
    await expect(withFallbacks([createScriptedModel([failure], { modelId: 'gpt-4.1' }), fallback]).doGenerate(baseOptions())).rejects.toBe(failure);
    expect(fallback.calls).toHaveLength(0);
  });

  it('names the earlier failures when a later model fails in a way that stops the chain', async () => {
    const models = [
      createScriptedModel([http('gpt-4.1', 500)], { modelId: 'gpt-4.1' }),
      createScriptedModel([http('gpt-4o-mini', 401)], { modelId: 'gpt-4o-mini' }),
      createScriptedModel(['never reached'], { modelId: 'gpt-4o' }),
    ];
    await expect(withFallbacks(models).doGenerate(baseOptions())).rejects.toThrow(
      'Upstream LLM failed for gpt-4.1 (HTTP 500), gpt-4o-mini (HTTP 401) after retries and fallbacks.',
    );
    expect(models[2].calls).toHaveLength(0);
  });

  it('does not fall back on errors that are not upstream failures, nor after an abort', async () => {
    const missing = new ApiError('FIXTURE_MISSING', 'No fixture.');
    const fallback = createScriptedModel(['never reached'], { modelId: 'b' });
    await expect(withFallbacks([createScriptedModel([missing], { modelId: 'a' }), fallback]).doGenerate(baseOptions())).rejects.toBe(missing);
    const controller = new AbortController();
    const aborting: LanguageModel = {
      ...createScriptedModel([]),
      modelId: 'a',
      doGenerate: async () => {
        controller.abort(new Error('stop'));
        throw http('a', 503);
      },
    };
    await expect(withFallbacks([aborting, fallback]).doGenerate({ ...baseOptions(), abortSignal: controller.signal })).rejects.toMatchObject({ failure: { status: 503 } });
    expect(fallback.calls).toHaveLength(0);
  });

  it('falls back when a stream fails before its first part, and marks the finish part with who answered', async () => {
    const primary = streamingModel('gpt-4.1', [{ parts: [], error: http('gpt-4.1', 500) }]);
    const fallback = streamingModel('gpt-4o-mini', [{ parts: [{ type: 'text-delta', delta: 'Fallback.' }, finish('gpt-4o-mini')] }]);
    const parts = await collect((await withFallbacks([primary.model, fallback.model]).doStream(baseOptions())).stream);
    expect(parts[0]).toEqual({ type: 'text-delta', delta: 'Fallback.' });
    const last = parts.at(-1);
    expect(last?.type).toBe('finish');
    if (last?.type === 'finish') expect(last.response.metadata).toMatchObject({ answeredBy: 'gpt-4o-mini', attempts: [{ model: 'gpt-4.1', status: 500 }] });
  });
});
