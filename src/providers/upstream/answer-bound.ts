import { AsyncLocalStorage } from 'node:async_hooks';
import { cappedResponse } from '../bounded-read.js';
import { UpstreamError } from './upstream-error.js';

/** Bytes of an upstream's answer allowed per token of the call's `max_tokens`: room for any protocol's framing (an SSE event per token). */
export const ANSWER_BYTES_PER_TOKEN = 1024;

/** Bytes allowed on top for thinking (reasoning text, signatures), which `max_tokens` does not always cover. */
export const THINKING_ALLOWANCE_BYTES = 8 * 1024 * 1024;

/** The `max_tokens` a call without one is bounded by. */
export const DEFAULT_ANSWER_TOKENS = 32_768;

/** The bound of one upstream call's answer, and the error once it was passed. */
export interface AnswerBound {
  model: string;
  limit: number;
  maxTokens: number;
  exceeded?: UpstreamError;
}

/** The bound of a call: a multiple of its `max_tokens` plus the fixed allowance for thinking. */
export function answerBoundOf(model: string, maxTokens: number | undefined): AnswerBound {
  const tokens = maxTokens ?? DEFAULT_ANSWER_TOKENS;
  return { model, limit: tokens * ANSWER_BYTES_PER_TOKEN + THINKING_ALLOWANCE_BYTES, maxTokens: tokens };
}

/** The call whose request is being sent (each protocol's SDK calls our fetch inside it). */
const sending = new AsyncLocalStorage<AnswerBound>();

/** Runs `send` (a call's request through its SDK) with its answer bound in scope of the fetch it makes. */
export function withinAnswerBound<T>(bound: AnswerBound, send: () => T): T {
  return sending.run(bound, send);
}

/**
 * A fetch whose answers are read up to the bound of the call sending them (streamed or not, any protocol): past
 * it the body fails, the SDK stops reading, and the call fails with a 502 naming the bound, so an upstream that
 * streams thinking without end holds at most the bound, not the heap.
 */
export function withAnswerBound(fetchImpl: typeof fetch): typeof fetch {
  return async (input, init) => {
    const bound = sending.getStore();
    const response = await fetchImpl(input, init);
    if (!bound) return response;
    return cappedResponse(response, bound.limit, () => {
      bound.exceeded = new UpstreamError(
        `Upstream LLM ${bound.model} answered more than ${bound.limit} bytes, the bound of a call with max_tokens ${bound.maxTokens} ` +
          `(${ANSWER_BYTES_PER_TOKEN} bytes a token plus ${THINKING_ALLOWANCE_BYTES} for thinking); the answer was not read further.`,
        { model: bound.model, kind: 'protocol' },
        { retryable: false },
      );
      return bound.exceeded;
    });
  };
}
