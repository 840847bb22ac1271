import type { LanguageModel } from '../spec.js';
import { lazyModel } from '../upstream/lazy-model.js';
import type { ProtocolModelOptions } from '../upstream/protocol.js';

/** The Gemini model with @google/genai loaded at its first call, exactly as `createGeminiModel` builds it. */
export function createLazyGeminiModel(options: ProtocolModelOptions): LanguageModel {
  return lazyModel('gemini', options.modelId, () => import('./gemini-model.js').then(({ createGeminiModel }) => createGeminiModel(options)));
}
