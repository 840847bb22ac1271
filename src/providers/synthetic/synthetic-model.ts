import type { CallOptions, GenerateResult, LanguageModel, StreamPart } from '../spec.js';
import { splitIntoTokens } from '../tokenizer.js';
import { sleep } from '../../runtime/sleep.js';
import { AnswerMemo } from './answer-memo.js';
import { callIdentity } from '../call-identity.js';
import { OffThreadComposer } from './off-thread-composer.js';
import { composeAnswer } from './compose.js';

/** Options of the synthetic model. */
export interface SyntheticModelOptions {
  modelId: string;
  /** Global seed: different seeds, different (still deterministic) answers. */
  seed?: number;
  /** Fixed latency per call before the first part (ms). */
  latencyMs?: number;
  /** Stream pacing (0 = as fast as possible). */
  tokensPerSecond?: number;
  /**
   * Compose new answers on the process's worker thread (default; only when running compiled). `false`
   * composes them on the calling thread: the same bytes, without the thread's memory (a second V8 heap
   * with its own faker and tokenizer) and without its throughput.
   */
  composeThread?: boolean;
}

/** Answers of every synthetic model of the process: the key holds all an answer depends on. */
const memo = new AnswerMemo();

/** Composes the answers of every synthetic model of the process, on a worker thread when it can. */
const composer = new OffThreadComposer();

/** Whether new answers are composed on the worker thread (started if need be): for tests of the compiled server. */
export function composingThreadReady(): Promise<boolean> {
  return composer.ready();
}

/** Marks a server as a user of the composing thread; the release it returns stops the thread once no server uses it. */
export function holdComposingThread(): () => Promise<void> {
  return composer.hold();
}

/**
 * The answer of a call, from the memo when the same call was answered lately. The key keeps the
 * call's key order (not the seed's canonical text): a tool's properties and `llm_args` are answered
 * in the order they come, so calls that differ only in that order differ in their bytes.
 */
async function answer(options: CallOptions, modelSeed: number, modelId: string, offThread: boolean): Promise<GenerateResult> {
  const identity = JSON.stringify(callIdentity(options));
  // The caller is no part of the call's identity (fixture keys), but it names the agent in the answer.
  const key = `${modelId}\n${modelSeed}\n${options.caller ?? ''}\n${identity}`;
  const known = memo.find(key);
  if (known) return known;
  const result = offThread ? await composer.compose(options, modelSeed, modelId, identity) : composeAnswer(options, modelSeed, modelId);
  memo.keep(key, result);
  return result;
}

/**
 * The seeded synthetic model: plausible, on-topic answers in the agent's voice, tool calls whose
 * arguments validate against the tool's schema, real token counts — the same request and seed give
 * the same bytes on any machine. No network, no cost.
 */
export function createSyntheticModel(options: SyntheticModelOptions): LanguageModel {
  const modelSeed = options.seed ?? 0;
  const latency = options.latencyMs ?? 0;
  const pace = options.tokensPerSecond ?? 0;
  const offThread = options.composeThread ?? true;
  return {
    provider: 'synthetic',
    modelId: options.modelId,
    async doGenerate(callOptions) {
      callOptions.abortSignal?.throwIfAborted();
      await sleep(latency, callOptions.abortSignal);
      return answer(callOptions, modelSeed, options.modelId, offThread);
    },
    async doStream(callOptions) {
      callOptions.abortSignal?.throwIfAborted();
      const result = await answer(callOptions, modelSeed, options.modelId, offThread);
      async function* parts(): AsyncIterable<StreamPart> {
        await sleep(latency, callOptions.abortSignal);
        for (const part of result.content) {
          if (part.type === 'tool-call') {
            yield part;
            continue;
          }
          for (const delta of splitIntoTokens(part.text, callOptions.model)) {
            if (pace > 0) await sleep(1000 / pace, callOptions.abortSignal);
            callOptions.abortSignal?.throwIfAborted();
            yield { type: 'text-delta', delta };
          }
        }
        yield { type: 'finish', finishReason: result.finishReason, usage: result.usage, response: result.response };
      }
      return { stream: parts(), warnings: result.warnings };
    },
  };
}
