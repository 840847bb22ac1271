import type { ChatCompletion, ChatCompletionTokenLogprob } from 'openai/resources/chat/completions';
import { UpstreamError } from '../upstream/upstream-error.js';
import type { CallOptions, ContentOutput, FinishReason, GenerateResult, ResponseInfo, TokenLogprob, Usage, Warning } from '../spec.js';
import { countMessageTokens, countTextTokens } from '../tokenizer.js';

const FINISH_REASONS: Record<string, FinishReason> = {
  stop: 'stop',
  length: 'length',
  tool_calls: 'tool-calls',
  function_call: 'tool-calls',
  content_filter: 'content-filter',
};

/** Our finish reason for the upstream's; a reason we do not know is 'other'. */
export function toFinishReason(upstream: string | null | undefined): FinishReason {
  return FINISH_REASONS[upstream ?? ''] ?? 'other';
}

/** The upstream's per-token log-probabilities as ours; undefined when it sent none. */
export function toTokenLogprobs(content: ChatCompletionTokenLogprob[] | null | undefined): TokenLogprob[] | undefined {
  if (!content?.length) return undefined;
  return content.map((entry) => ({ token: entry.token, logprob: entry.logprob, top: (entry.top_logprobs ?? []).map((top) => ({ token: top.token, logprob: top.logprob })) }));
}

/**
 * Usage as the upstream reports it; when it reports none (some local servers, streams without a
 * usage chunk), counted with a real tokenizer over the prompt and the generated text.
 */
export function toUsage(reported: { prompt_tokens?: number; completion_tokens?: number } | null | undefined, options: CallOptions, outputText: string): Usage {
  if (typeof reported?.prompt_tokens === 'number' && typeof reported.completion_tokens === 'number') {
    return { inputTokens: reported.prompt_tokens, outputTokens: reported.completion_tokens };
  }
  return { inputTokens: countMessageTokens(options.messages, options.model), outputTokens: countTextTokens(outputText, options.model) };
}

/** The generated text and tool-call arguments: what output tokens are counted over. */
function outputTextOf(content: ContentOutput[]): string {
  return content.map((part) => (part.type === 'text' ? part.text : part.arguments)).join('');
}

/** Who answered, from the model name the upstream reported (empty when it reported none). */
export type DescribeResponse = (reportedModel: string) => ResponseInfo;

/** Maps a chat completion to our result; a body without a choice is a protocol failure (502). */
export function fromCompletion(completion: ChatCompletion, options: CallOptions, warnings: Warning[], modelId: string, describe: DescribeResponse): GenerateResult {
  const choice = completion?.choices?.[0];
  if (!choice?.message) {
    throw new UpstreamError(`Upstream LLM ${modelId} answered without a choice: not an OpenAI chat completion.`, { model: modelId, kind: 'protocol' }, { retryable: false });
  }
  const content: ContentOutput[] = [];
  if (choice.message.content) content.push({ type: 'text', text: choice.message.content });
  for (const call of choice.message.tool_calls ?? []) {
    if (call.type === 'function') content.push({ type: 'tool-call', id: call.id, name: call.function.name, arguments: call.function.arguments });
  }
  if (content.length === 0) content.push({ type: 'text', text: '' });
  const logprobs = toTokenLogprobs(choice.logprobs?.content);
  return {
    content,
    finishReason: toFinishReason(choice.finish_reason),
    usage: toUsage(completion.usage, options, outputTextOf(content)),
    warnings,
    response: describe(completion.model ?? ''),
    ...(logprobs ? { logprobs } : {}),
  };
}
