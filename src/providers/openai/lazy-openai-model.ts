import type { LanguageModel } from '../spec.js';
import type { OpenAIModelOptions } from './openai-model.js';

/**
 * The OpenAI-compatible model with the openai SDK loaded at its first call: a server that never
 * sends a model upstream (synthetic, replay) does not load the SDK at start-up. The model is built
 * once, on that first call, exactly as `createOpenAIModel` builds it.
 */
export function createLazyOpenAIModel(options: OpenAIModelOptions): LanguageModel {
  let model: Promise<LanguageModel> | undefined;
  const built = () => {
    model ??= import('./openai-model.js').then(({ createOpenAIModel }) => createOpenAIModel(options));
    return model;
  };
  return {
    provider: 'openai',
    modelId: options.modelId,
    doGenerate: async (callOptions) => (await built()).doGenerate(callOptions),
    doStream: async (callOptions) => (await built()).doStream(callOptions),
  };
}
