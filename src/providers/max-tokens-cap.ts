import type { CallOptions, LanguageModel } from './spec.js';

/** Caps the max_tokens of every call (a route's `maxTokens`): agents default to 16,000, small local models hold far less. */
export function withMaxTokensCap(model: LanguageModel, cap: number): LanguageModel {
  const capped = (options: CallOptions): CallOptions => ({ ...options, maxTokens: Math.min(options.maxTokens ?? cap, cap) });
  return {
    provider: model.provider,
    modelId: model.modelId,
    doGenerate: (options) => model.doGenerate(capped(options)),
    doStream: (options) => model.doStream(capped(options)),
  };
}
