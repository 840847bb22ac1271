import type { ChatCompletionChunk } from 'openai/resources/chat/completions';
import type { CallOptions, StreamPart, TokenLogprob, ToolCall } from '../spec.js';
import { toUpstreamError, type UpstreamCall } from '../upstream/upstream-call.js';
import { UpstreamError } from '../upstream/upstream-error.js';
import { toFinishReason, toTokenLogprobs, toUsage, type DescribeResponse } from './openai-response.js';

/** Tool-call deltas arrive in pieces keyed by index: the id and name once, the arguments in fragments. */
function addToolCallDeltas(calls: Map<number, ToolCall>, deltas: ChatCompletionChunk.Choice.Delta.ToolCall[]): void {
  for (const delta of deltas) {
    const call = calls.get(delta.index) ?? { id: '', name: '', arguments: '' };
    if (delta.id) call.id = delta.id;
    if (delta.function?.name) call.name += delta.function.name;
    if (delta.function?.arguments) call.arguments += delta.function.arguments;
    calls.set(delta.index, call);
  }
}

/**
 * Our stream parts from an upstream chunk stream: text deltas as they arrive, whole tool calls once
 * the upstream finished, then exactly one finish part with usage (the usage chunk's, or counted).
 * A stream that ends without a finish reason or breaks in transport throws an UpstreamError:
 * never a silently truncated success.
 */
export async function* toStreamParts(
  chunks: AsyncIterable<ChatCompletionChunk>,
  options: CallOptions,
  context: UpstreamCall,
  describe: DescribeResponse,
): AsyncIterable<StreamPart> {
  let text = '';
  let finish: string | undefined;
  let usage: ChatCompletionChunk['usage'];
  let reportedModel = '';
  const logprobs: TokenLogprob[] = [];
  const calls = new Map<number, ToolCall>();
  try {
    for await (const chunk of chunks) {
      context.watchdog.touch();
      reportedModel = chunk.model || reportedModel;
      if (chunk.usage) usage = chunk.usage;
      const choice = chunk.choices?.[0];
      if (!choice) continue;
      if (choice.delta?.content) {
        text += choice.delta.content;
        yield { type: 'text-delta', delta: choice.delta.content };
      }
      addToolCallDeltas(calls, choice.delta?.tool_calls ?? []);
      logprobs.push(...(toTokenLogprobs(choice.logprobs?.content) ?? []));
      if (choice.finish_reason) finish = choice.finish_reason;
    }
  } catch (error) {
    throw toUpstreamError(error, context);
  } finally {
    context.watchdog.dispose();
  }
  // The SDK ends a stream quietly when it is aborted; the caller must see the abort (or the timeout), not an end.
  if (context.signal?.aborted || context.watchdog.timedOut) throw toUpstreamError(new Error('stream aborted'), context);
  if (finish === undefined) {
    throw new UpstreamError(`Upstream LLM ${context.model} stream ended before the answer was complete.`, { model: context.model, kind: 'protocol' }, { retryable: false });
  }
  const toolCalls = [...calls.entries()].sort(([left], [right]) => left - right).map(([, call]) => call);
  for (const call of toolCalls) yield { type: 'tool-call', ...call };
  yield {
    type: 'finish',
    finishReason: toFinishReason(finish),
    usage: toUsage(usage, options, text + toolCalls.map((call) => call.arguments).join('')),
    response: describe(reportedModel),
    ...(logprobs.length ? { logprobs } : {}),
  };
}
