import type { Message } from '@anthropic-ai/sdk/resources/messages';
import { UpstreamError } from '../upstream/upstream-error.js';
import type { ContentOutput, FinishReason, GenerateResult, Usage, Warning } from '../spec.js';
import type { DescribeResponse } from '../upstream/native-describe.js';
import type { SendBack } from '../upstream/send-back.js';

const FINISH_REASONS: Record<string, FinishReason> = {
  end_turn: 'stop',
  stop_sequence: 'stop',
  max_tokens: 'length',
  model_context_window_exceeded: 'length',
  tool_use: 'tool-calls',
  refusal: 'content-filter',
};

/** Our finish reason for a Messages API `stop_reason`; one we do not know (`pause_turn`, ...) is 'other'. */
export function toFinishReason(stopReason: string | null | undefined): FinishReason {
  return FINISH_REASONS[stopReason ?? ''] ?? 'other';
}

/** The token counts of a Messages API usage object (whole, or the running totals of a stream). */
export interface AnthropicUsage {
  input_tokens?: number | null;
  output_tokens?: number | null;
  cache_creation_input_tokens?: number | null;
  cache_read_input_tokens?: number | null;
}

/**
 * Our usage from the Messages API's: the input counts every prompt token, the ones read from and
 * written to the prompt cache included (as chat completions' `prompt_tokens` does); the cache
 * split is reported apart, in the response metadata.
 */
export function toUsage(usage: AnthropicUsage): { usage: Usage; cache: { readTokens: number; writeTokens: number } } {
  const cache = { readTokens: usage.cache_read_input_tokens ?? 0, writeTokens: usage.cache_creation_input_tokens ?? 0 };
  return { usage: { inputTokens: (usage.input_tokens ?? 0) + cache.readTokens + cache.writeTokens, outputTokens: usage.output_tokens ?? 0 }, cache };
}

/**
 * Maps a Messages API message to our result: text blocks joined, each `tool_use` block a tool call
 * (its input as JSON text). Thinking blocks are not answer text; they stay in the native message.
 * A body that is not a message is a protocol failure (502).
 */
export function fromMessage(message: Message, warnings: Warning[], modelId: string, describe: DescribeResponse, sendBack?: SendBack): GenerateResult {
  if (!Array.isArray(message?.content)) {
    throw new UpstreamError(`Upstream LLM ${modelId} answered without content blocks: not an Anthropic message.`, { model: modelId, kind: 'protocol' }, { retryable: false });
  }
  const text = message.content.flatMap((block) => (block.type === 'text' ? [block.text] : [])).join('');
  const calls: ContentOutput[] = message.content.flatMap((block) =>
    block.type === 'tool_use' ? [{ type: 'tool-call' as const, id: block.id, name: block.name, arguments: JSON.stringify(block.input ?? {}) }] : [],
  );
  const { usage, cache } = toUsage(message.usage ?? {});
  return {
    content: text || calls.length === 0 ? [{ type: 'text', text }, ...calls] : calls,
    finishReason: toFinishReason(message.stop_reason),
    usage,
    warnings,
    response: describe(message.model ?? '', { cache }, message, sendBack),
  };
}
