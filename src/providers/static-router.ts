import type { ModelRouter } from './model-router.js';
import type { LanguageModel } from './spec.js';

/**
 * A router that answers every model name with the same model (or one per name from a factory):
 * for tests and embedders that script the model themselves.
 */
export function createStaticRouter(model: LanguageModel | ((modelName: string) => LanguageModel), catalogue: string[] = []): ModelRouter {
  const resolveOne = typeof model === 'function' ? model : () => model;
  return {
    resolve: (modelName) => resolveOne(modelName),
    assertAvailable: () => {},
    catalogue: () => [...catalogue],
  };
}
