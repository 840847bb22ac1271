import type { FixtureAdmin } from '../app-dependencies.js';
import type { Config } from '../config/schema.js';
import { ApiError } from '../errors/api-error.js';
import type { Clock } from '../runtime/clock.js';
import type { ModelFactories } from './default-router.js';
import { createSyntheticModel } from './synthetic/index.js';

/** The providers of one server: model factories per mode, and fixture bookkeeping when fixtures are in use. */
export interface ProviderSetup {
  factories: ModelFactories;
  fixtures?: FixtureAdmin;
}

/** Builds the provider factories from config (synthetic pacing, routes, fixtures directory, retries). */
export function createProviderSetup(config: Config, options: { clock: Clock; env: NodeJS.ProcessEnv }): ProviderSetup {
  void options;
  const notYet = (mode: string) => () => {
    throw new ApiError('NOT_IMPLEMENTED', `Provider mode ${mode} is not available in this build yet.`);
  };
  return {
    factories: {
      synthetic: (modelName) =>
        createSyntheticModel({ modelId: modelName, seed: config.seed ?? 0, latencyMs: config.synthetic.latencyMs, tokensPerSecond: config.synthetic.tokensPerSecond }),
      live: notYet('live'),
      record: notYet('record'),
      replay: notYet('replay'),
      replayOrSynthetic: notYet('replay-or-synthetic'),
      retrying: (model) => model,
      withFallbacks: (models) => models[0],
    },
  };
}
