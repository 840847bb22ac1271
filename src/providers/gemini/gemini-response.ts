import { createHash } from 'node:crypto';
import type { GenerateContentResponse, Part } from '@google/genai';
import type { FinishReason, ToolCall, Usage } from '../spec.js';

const FINISH_REASONS: Record<string, FinishReason> = {
  STOP: 'stop',
  MAX_TOKENS: 'length',
  SAFETY: 'content-filter',
  RECITATION: 'content-filter',
  BLOCKLIST: 'content-filter',
  PROHIBITED_CONTENT: 'content-filter',
  SPII: 'content-filter',
  IMAGE_SAFETY: 'content-filter',
  MALFORMED_FUNCTION_CALL: 'error',
};

/** Our finish reason for Gemini's; an answer that called functions finished with tool calls. */
export function toFinishReason(finishReason: string | undefined, calledTools: boolean): FinishReason {
  if (calledTools && (finishReason === 'STOP' || finishReason === undefined)) return 'tool-calls';
  return FINISH_REASONS[finishReason ?? ''] ?? 'other';
}

/** Our usage from Gemini's: thinking tokens are output tokens; the prompt count includes cached content, reported apart. */
export function toUsage(metadata: GenerateContentResponse['usageMetadata']): { usage: Usage; cache: { readTokens: number } } {
  return {
    usage: { inputTokens: metadata?.promptTokenCount ?? 0, outputTokens: (metadata?.candidatesTokenCount ?? 0) + (metadata?.thoughtsTokenCount ?? 0) },
    cache: { readTokens: metadata?.cachedContentTokenCount ?? 0 },
  };
}

/** A function call's id: Gemini's own when it sent one, else one derived from the call, so replays and retries see the same. */
function callId(part: Part, index: number): string {
  if (part.functionCall?.id) return part.functionCall.id;
  const digest = createHash('sha256')
    .update(JSON.stringify([index, part.functionCall?.name, part.functionCall?.args]))
    .digest('hex');
  return `call_${digest.slice(0, 24)}`;
}

/** What the parts of one answer (or one stream chunk) hold: answer text (never thoughts), function calls, and the thought signatures of those calls. */
export function readParts(parts: Part[] | undefined, firstCallIndex: number): { text: string; calls: ToolCall[]; signatures: Array<[string, string]> } {
  let text = '';
  const calls: ToolCall[] = [];
  const signatures: Array<[string, string]> = [];
  for (const part of parts ?? []) {
    if (part.functionCall) {
      const call = { id: callId(part, firstCallIndex + calls.length), name: part.functionCall.name ?? '', arguments: JSON.stringify(part.functionCall.args ?? {}) };
      calls.push(call);
      if (part.thoughtSignature) signatures.push([call.id, part.thoughtSignature]);
    } else if (typeof part.text === 'string' && !part.thought) text += part.text;
  }
  return { text, calls, signatures };
}
