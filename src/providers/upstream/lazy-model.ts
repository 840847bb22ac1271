import type { LanguageModel } from '../spec.js';

/**
 * A model whose SDK is loaded at its first call: a server that never sends a model upstream
 * (synthetic, replay) does not load the SDK at start-up. The model is built once, on that first call.
 */
export function lazyModel(provider: string, modelId: string, build: () => Promise<LanguageModel>): LanguageModel {
  let model: Promise<LanguageModel> | undefined;
  const built = () => {
    model ??= build();
    return model;
  };
  return {
    provider,
    modelId,
    doGenerate: async (callOptions) => (await built()).doGenerate(callOptions),
    doStream: async (callOptions) => (await built()).doStream(callOptions),
  };
}
