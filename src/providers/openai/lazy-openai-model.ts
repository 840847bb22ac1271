import type { LanguageModel } from '../spec.js';
import { lazyModel } from '../upstream/lazy-model.js';
import type { OpenAIModelOptions } from './openai-model.js';

/** The OpenAI-compatible model with the openai SDK loaded at its first call, exactly as `createOpenAIModel` builds it. */
export function createLazyOpenAIModel(options: OpenAIModelOptions): LanguageModel {
  return lazyModel('openai', options.modelId, () => import('./openai-model.js').then(({ createOpenAIModel }) => createOpenAIModel(options)));
}
