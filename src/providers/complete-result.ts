import type { CallOptions, GenerateResult } from './spec.js';
import { countMessageTokens, countTextTokens } from './tokenizer.js';

/**
 * A whole answer from the parts a test or a stub gives: text by default, the finish reason its content
 * implies, and usage counted by the call's tokenizer unless given.
 */
export function completeResult(partial: Partial<GenerateResult>, options: CallOptions, modelId: string): GenerateResult {
  const content = partial.content ?? [{ type: 'text', text: '' }];
  const outputText = content.map((part) => (part.type === 'text' ? part.text : part.arguments)).join('');
  const hasToolCall = content.some((part) => part.type === 'tool-call');
  return {
    content,
    finishReason: partial.finishReason ?? (hasToolCall ? 'tool-calls' : 'stop'),
    usage: partial.usage ?? { inputTokens: countMessageTokens(options.messages, options.model), outputTokens: countTextTokens(outputText, options.model) },
    warnings: partial.warnings ?? [],
    response: partial.response ?? { modelId },
    ...(partial.logprobs ? { logprobs: partial.logprobs } : {}),
  };
}
