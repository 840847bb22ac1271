import type { Config, ProviderMode } from '../config/schema.js';
import { datasetCatalogue, findModel, PROVIDER_PREFIXES } from '../config/model-catalogue.js';
import { closestNames } from '../contract/did-you-mean.js';
import { ApiError } from '../errors/api-error.js';
import type { ModelRouter } from './model-router.js';
import { matchRoute, type MatchedRoute } from './route-match.js';
import type { LanguageModel } from './spec.js';

/** Builds the model of one provider mode; the router decides which mode answers which name. */
export interface ModelFactories {
  synthetic(modelName: string): LanguageModel;
  live(modelName: string, matched: MatchedRoute | undefined): LanguageModel;
  record(modelName: string, live: LanguageModel, matched: MatchedRoute | undefined): LanguageModel;
  replay(modelName: string, matched: MatchedRoute | undefined): LanguageModel;
  replayOrSynthetic(modelName: string, synthetic: LanguageModel, matched: MatchedRoute | undefined): LanguageModel;
  /** Replays what is recorded and records the misses through `recorder` (VCR's "new episodes"). */
  replayOrRecord(modelName: string, recorder: LanguageModel, matched: MatchedRoute | undefined): LanguageModel;
  /** Wraps a live model with our retries (the SDK's are off). */
  retrying(model: LanguageModel): LanguageModel;
  /** Tries models in order, recording which answered. */
  withFallbacks(models: LanguageModel[]): LanguageModel;
}

function describeRoutes(config: Config): string {
  if (config.routes.length === 0) return 'No provider routes are configured.';
  return `Configured routes: ${config.routes.map((route) => route.match).join(', ')}.`;
}

/**
 * The model router built from config: a model name maps to a route (exact, `prefix/*`, `*`), the
 * route's mode (or the global one) picks synthetic / live / record / replay, and fallbacks wrap the
 * chain. Models are built once per name and reused.
 */
export function createDefaultRouter(config: Config, factories: ModelFactories): ModelRouter {
  const cache = new Map<string, LanguageModel>();
  const extra = new Set(config.models);
  const listed = [...new Set([...datasetCatalogue(), ...config.models])];

  const assertAvailable = (modelName: string) => {
    if (extra.has(modelName) || findModel(modelName) || matchRoute(config.routes, modelName)) return;
    throw new ApiError(
      'MODEL_NOT_AVAILABLE',
      `Model ${modelName} is not available. Nearest names: ${closestNames(modelName, listed, 3).join(', ')}. Choose one of /v1/models/available, ` +
        `give a provider prefix (${PROVIDER_PREFIXES.slice(0, 6)
          .map((entry) => `${entry.prefix}/`)
          .join(', ')}, …), or add a provider route that matches it. ${describeRoutes(config)}`,
    );
  };

  const build = (modelName: string): LanguageModel => {
    const matched = matchRoute(config.routes, modelName);
    const mode: ProviderMode = matched?.route.mode ?? config.mode;
    const live = () => factories.retrying(factories.live(modelName, matched));
    switch (mode) {
      case 'synthetic':
        return factories.synthetic(modelName);
      case 'live':
        return live();
      case 'record':
        return factories.record(modelName, live(), matched);
      case 'replay':
        return factories.replay(modelName, matched);
      case 'replay-or-synthetic':
        return factories.replayOrSynthetic(modelName, factories.synthetic(modelName), matched);
      case 'replay-or-record':
        return factories.replayOrRecord(modelName, factories.record(modelName, live(), matched), matched);
    }
  };

  const single = (modelName: string): LanguageModel => {
    assertAvailable(modelName);
    let model = cache.get(modelName);
    if (!model) {
      model = build(modelName);
      cache.set(modelName, model);
    }
    return model;
  };

  return {
    resolve: (modelName, fallbacks = []) => {
      const names = [modelName, ...fallbacks.filter((name) => name !== modelName)];
      if (names.length === 1) return single(modelName);
      return factories.withFallbacks(names.map(single));
    },
    assertAvailable,
    catalogue: () => listed,
  };
}
