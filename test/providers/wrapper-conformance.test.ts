import nock from 'nock';
import { loadConfig } from '../../src/config/load.js';
import { faultRuleSchema } from '../../src/contract/schemas/fault-rule.js';
import { withFault } from '../../src/faults/faulty-model.js';
import { completeResult } from '../../src/providers/complete-result.js';
import { createDefaultRouter } from '../../src/providers/default-router.js';
import { withMaxTokensCap } from '../../src/providers/max-tokens-cap.js';
import { createProviderSetup } from '../../src/providers/provider-setup.js';
import { withRedaction } from '../../src/providers/redacting-model.js';
import { withFallbacks } from '../../src/providers/resilience/fallback.js';
import { withRetries } from '../../src/providers/resilience/retrying.js';
import type { LanguageModel } from '../../src/providers/spec.js';
import { createSyntheticModel } from '../../src/providers/synthetic/index.js';
import { UpstreamError } from '../../src/providers/upstream/upstream-error.js';
import { systemClock } from '../../src/runtime/clock.js';
import { LIVE_SETTINGS, answerConformanceCalls } from '../support/openai-upstream.js';
import { runProviderConformance } from './conformance.js';

// The wrappers every live model is dressed in must keep the LanguageModel contract, not only the base models.

const synthetic = () => createSyntheticModel({ modelId: 'gpt-4.1', seed: 1 });
const quickRetries = { maxRetries: 2, baseDelayMs: 1, maxDelayMs: 1, sleep: async () => {} };

/** A model whose every other call fails as a retryable upstream 503 before it answers (the first call fails). */
function flaky(model: LanguageModel): LanguageModel {
  let calls = 0;
  const failNow = () => {
    calls += 1;
    if (calls % 2 === 1) throw new UpstreamError(`Upstream LLM ${model.modelId} HTTP 503`, { model: model.modelId, kind: 'http', status: 503 }, { retryable: true });
  };
  return {
    provider: model.provider,
    modelId: model.modelId,
    doGenerate: async (options) => (failNow(), model.doGenerate(options)),
    doStream: async (options) => (failNow(), model.doStream(options)),
  };
}

/** A model that always fails as an upstream that refused the connection. */
const down: LanguageModel = {
  provider: 'test',
  modelId: 'down-model',
  doGenerate: () => Promise.reject(new UpstreamError('Upstream LLM down-model connection failed', { model: 'down-model', kind: 'connection' }, { retryable: true })),
  doStream: () => Promise.reject(new UpstreamError('Upstream LLM down-model connection failed', { model: 'down-model', kind: 'connection' }, { retryable: true })),
};

const wrapped: Array<{ name: string; model: () => LanguageModel }> = [
  { name: 'retrying (over a model failing every other call)', model: () => withRetries(flaky(synthetic()), quickRetries) },
  { name: 'fallback (first model down)', model: () => withFallbacks([down, synthetic()]) },
  { name: 'redacting', model: () => withRedaction(synthetic(), ['sk-never-said-0123456789abcdef']) },
  { name: 'max-tokens cap', model: () => withMaxTokensCap(synthetic(), 16) },
  { name: 'faulty (latency fault)', model: () => withFault(synthetic(), faultRuleSchema.parse({ kind: 'latency', latencyMs: 1 }), completeResult) },
];
for (const { name, model } of wrapped) runProviderConformance({ name: `${name} over synthetic`, toolCalls: true, create: async () => ({ model: model() }) });

// The whole live chain as the router builds it for a route: openai → max-tokens cap → redaction → retries, two models behind fallbacks.
runProviderConformance({
  name: 'the live chain the router builds (nock upstream)',
  toolCalls: true,
  create: async () => {
    answerConformanceCalls();
    const { env, routes, ...settings } = LIVE_SETTINGS;
    const config = loadConfig({ flags: { ...settings, db: ':memory:', routes: routes.map((route) => ({ ...route, maxTokens: 32 })) } });
    const { factories } = createProviderSetup(config, { clock: systemClock, env });
    return { model: createDefaultRouter(config, factories).resolve('gpt-4.1', ['gpt-4o']), cleanup: () => void nock.cleanAll() };
  },
});
