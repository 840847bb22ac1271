import type { LanguageModel } from '../spec.js';
import { lazyModel } from '../upstream/lazy-model.js';
import type { ProtocolModelOptions } from '../upstream/protocol.js';

/** The Anthropic Messages model with @anthropic-ai/sdk loaded at its first call, exactly as `createAnthropicModel` builds it. */
export function createLazyAnthropicModel(options: ProtocolModelOptions): LanguageModel {
  return lazyModel('anthropic', options.modelId, () => import('./anthropic-model.js').then(({ createAnthropicModel }) => createAnthropicModel(options)));
}
