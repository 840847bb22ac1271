import type { GenerateContentResponse } from '@google/genai';
import type { StreamPart, ToolCall } from '../spec.js';
import { toUpstreamError, type UpstreamCall } from '../upstream/upstream-call.js';
import { UpstreamError } from '../upstream/upstream-error.js';
import type { DescribeResponse } from '../upstream/native-describe.js';
import type { SendBack } from '../upstream/send-back.js';
import { readParts, toFinishReason, toUsage } from './gemini-response.js';

/**
 * Our stream parts from streamGenerateContent's chunks: answer text as it arrives (thoughts left out),
 * function calls as whole tool calls once the stream ends, then one finish part with the last
 * usage. A stream that ends without a finish reason, or breaks, throws an UpstreamError.
 */
export async function* toStreamParts(
  chunks: AsyncIterable<GenerateContentResponse>,
  context: UpstreamCall,
  describe: DescribeResponse,
  remember: (signatures: Array<[string, string]>) => SendBack | undefined,
): AsyncIterable<StreamPart> {
  const calls: ToolCall[] = [];
  const signatures: Array<[string, string]> = [];
  let finishReason: string | undefined;
  let usage: GenerateContentResponse['usageMetadata'];
  let reportedModel = '';
  // Every chunk, as the native answer a recording keeps.
  const received: GenerateContentResponse[] = [];
  try {
    for await (const chunk of chunks) {
      context.watchdog.touch();
      received.push(chunk);
      reportedModel = chunk.modelVersion || reportedModel;
      usage = chunk.usageMetadata ?? usage;
      const candidate = chunk.candidates?.[0];
      const read = readParts(candidate?.content?.parts, calls.length);
      if (read.text) yield { type: 'text-delta', delta: read.text };
      calls.push(...read.calls);
      signatures.push(...read.signatures);
      finishReason = candidate?.finishReason ?? finishReason;
    }
  } catch (error) {
    throw toUpstreamError(error, context);
  } finally {
    context.watchdog.dispose();
  }
  if (context.signal?.aborted || context.watchdog.timedOut) throw toUpstreamError(new Error('stream aborted'), context);
  if (finishReason === undefined) {
    throw new UpstreamError(
      `Upstream LLM ${context.model} stream ended before the answer was complete (no finish reason).`,
      { model: context.model, kind: 'protocol' },
      { retryable: false },
    );
  }
  for (const call of calls) yield { type: 'tool-call', ...call };
  const sendBack = remember(signatures);
  const counted = toUsage(usage);
  yield {
    type: 'finish',
    finishReason: toFinishReason(finishReason, calls.length > 0),
    usage: counted.usage,
    response: describe(reportedModel, { cache: counted.cache }, received, sendBack),
  };
}
