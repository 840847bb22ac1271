import type { ContentBlock, RawContentBlockDelta, RawMessageStreamEvent } from '@anthropic-ai/sdk/resources/messages';
import type { StreamPart, ToolCall } from '../spec.js';
import { toUpstreamError, type UpstreamCall } from '../upstream/upstream-call.js';
import { UpstreamError } from '../upstream/upstream-error.js';
import type { DescribeResponse } from '../upstream/native-describe.js';
import type { SendBack } from '../upstream/send-back.js';
import { toFinishReason, toUsage, type AnthropicUsage } from './anthropic-response.js';

/** A thinking block's text and signature arrive in deltas. */
function addThinking(block: ContentBlock | undefined, delta: RawContentBlockDelta): void {
  if (block?.type !== 'thinking') return;
  if (delta.type === 'thinking_delta') block.thinking += delta.thinking;
  else if (delta.type === 'signature_delta') block.signature += delta.signature;
}

/**
 * Our stream parts from the Messages API's server-sent events: `text_delta`s as text deltas as they
 * arrive; a `tool_use` block (its id and name at `content_block_start`, its input in
 * `input_json_delta` fragments) as one whole tool call at its `content_block_stop`; then one finish
 * part from `message_delta`'s stop reason and the usage of `message_start` and `message_delta`.
 * Thinking deltas are not answer text. A stream that ends without `message_stop`, or breaks, throws
 * an UpstreamError: never a silently truncated success.
 */
export async function* toStreamParts(
  events: AsyncIterable<RawMessageStreamEvent>,
  context: UpstreamCall,
  describe: DescribeResponse,
  remember: (content: ContentBlock[]) => SendBack | undefined,
): AsyncIterable<StreamPart> {
  const calls = new Map<number, ToolCall>();
  // Thinking and tool-use blocks as they complete, for the thinking to be sent back with the calls.
  const blocks = new Map<number, ContentBlock>();
  // Every event, as the native answer a recording keeps.
  const received: RawMessageStreamEvent[] = [];
  let usage: AnthropicUsage = {};
  let stopReason: string | null | undefined;
  let reportedModel = '';
  let stopped = false;
  try {
    for await (const event of events) {
      context.watchdog.touch();
      received.push(event);
      switch (event.type) {
        case 'message_start':
          reportedModel = event.message.model ?? '';
          usage = { ...event.message.usage };
          break;
        case 'content_block_start':
          if (event.content_block.type === 'tool_use') calls.set(event.index, { id: event.content_block.id, name: event.content_block.name, arguments: '' });
          blocks.set(event.index, { ...event.content_block } as ContentBlock);
          break;
        case 'content_block_delta':
          if (event.delta.type === 'text_delta' && event.delta.text) yield { type: 'text-delta', delta: event.delta.text };
          else if (event.delta.type === 'input_json_delta') {
            const call = calls.get(event.index);
            if (call) call.arguments += event.delta.partial_json;
          } else addThinking(blocks.get(event.index), event.delta);
          break;
        case 'content_block_stop': {
          const call = calls.get(event.index);
          if (call) yield { type: 'tool-call', ...call, arguments: call.arguments || '{}' };
          break;
        }
        case 'message_delta':
          stopReason = event.delta.stop_reason ?? stopReason;
          // The delta's counts are cumulative; a count it leaves null keeps message_start's.
          usage = { ...usage, ...Object.fromEntries(Object.entries(event.usage ?? {}).filter(([, value]) => typeof value === 'number')) };
          break;
        case 'message_stop':
          stopped = true;
          break;
      }
    }
  } catch (error) {
    throw toUpstreamError(error, context);
  } finally {
    context.watchdog.dispose();
  }
  // The SDK ends a stream quietly when it is aborted; the caller must see the abort (or the timeout), not an end.
  if (context.signal?.aborted || context.watchdog.timedOut) throw toUpstreamError(new Error('stream aborted'), context);
  if (!stopped) {
    throw new UpstreamError(
      `Upstream LLM ${context.model} stream ended before the answer was complete (no message_stop).`,
      { model: context.model, kind: 'protocol' },
      { retryable: false },
    );
  }
  const sendBack = remember([...blocks.entries()].sort(([left], [right]) => left - right).map(([, block]) => block));
  const counted = toUsage(usage);
  yield { type: 'finish', finishReason: toFinishReason(stopReason), usage: counted.usage, response: describe(reportedModel, { cache: counted.cache }, received, sendBack) };
}
