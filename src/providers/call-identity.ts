import type { CallOptions } from './spec.js';

/** What identifies a model call: every option that can change the answer, never the abort signal. */
export function callIdentity(options: CallOptions) {
  return {
    model: options.model,
    messages: options.messages,
    tools: options.tools,
    toolChoice: options.toolChoice,
    responseFormat: options.responseFormat,
    temperature: options.temperature,
    topP: options.topP,
    maxTokens: options.maxTokens,
    stop: options.stop,
    seed: options.seed,
    logprobs: options.logprobs,
    reasoning: options.reasoning,
    extra: options.extra,
  };
}
