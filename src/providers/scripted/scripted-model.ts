import type { CallOptions, GenerateResult, LanguageModel, StreamPart } from '../spec.js';
import { messageText } from '../message-text.js';
import { splitIntoTokens } from '../tokenizer.js';
import { completeResult } from '../complete-result.js';
import { sleep } from '../../runtime/sleep.js';

/** One scripted answer: text, a partial result, an error to throw, or a function of the call. */
export type ScriptedResult = string | Partial<GenerateResult> | Error | ((options: CallOptions, callIndex: number) => string | Partial<GenerateResult>);

/** Options of a scripted model. */
export interface ScriptedModelOptions {
  modelId?: string;
  latencyMs?: number;
  /** When the script runs out: throw (default), repeat the last result, or echo the last user message. */
  fallback?: 'error' | 'repeat-last' | 'echo';
  /** Answers every call the list does not cover (takes precedence over `fallback`). */
  respond?: (options: CallOptions, callIndex: number) => string | Partial<GenerateResult>;
}

/** A scripted model: the calls it received, without abort signals, in order. */
export interface ScriptedModel extends LanguageModel {
  calls: Array<Omit<CallOptions, 'abortSignal'>>;
}

function lastUserText(options: CallOptions): string {
  const last = [...options.messages].reverse().find((message) => message.role === 'user');
  if (!last) return '';
  return messageText(last.content);
}

/**
 * A deterministic fake for tests: takes one result per call, in order, and
 * records every call it receives — generate or stream alike.
 */
export function createScriptedModel(results: ScriptedResult[], options: ScriptedModelOptions = {}): ScriptedModel {
  const modelId = options.modelId ?? 'scripted';
  const calls: ScriptedModel['calls'] = [];
  const next = async (callOptions: CallOptions): Promise<GenerateResult> => {
    callOptions.abortSignal?.throwIfAborted();
    const { abortSignal, ...recorded } = callOptions;
    const index = calls.length;
    // The messages as they were at the call: the caller may append to its array afterwards.
    calls.push({ ...recorded, messages: [...recorded.messages] });
    await sleep(options.latencyMs ?? 0, abortSignal);
    let scripted = results[index];
    if (scripted === undefined && options.respond) scripted = options.respond;
    if (scripted === undefined) {
      if (options.fallback === 'repeat-last' && results.length) scripted = results[results.length - 1];
      else if (options.fallback === 'echo') scripted = lastUserText(callOptions);
      else throw new Error(`The scripted model has no result for call ${index + 1} (it was given ${results.length}).`);
    }
    const value = typeof scripted === 'function' ? scripted(callOptions, index) : scripted;
    if (value instanceof Error) throw value;
    return completeResult(typeof value === 'string' ? { content: [{ type: 'text', text: value }] } : value, callOptions, modelId);
  };
  return {
    provider: 'scripted',
    modelId,
    calls,
    doGenerate: next,
    async doStream(callOptions) {
      const result = await next(callOptions);
      async function* parts(): AsyncIterable<StreamPart> {
        for (const part of result.content) {
          if (part.type === 'tool-call') yield part;
          else for (const delta of splitIntoTokens(part.text, callOptions.model)) yield { type: 'text-delta', delta };
        }
        yield { type: 'finish', finishReason: result.finishReason, usage: result.usage, response: result.response, logprobs: result.logprobs };
      }
      return { stream: parts(), warnings: result.warnings };
    },
  };
}
