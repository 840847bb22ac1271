import { worstCaseTokenCost } from '../billing/cost.js';
import { ApiError } from '../errors/api-error.js';
import { countMessageTokens } from '../providers/tokenizer.js';
import type { Usage } from '../providers/spec.js';
import type { ModelCallRequest } from './model-call.js';
import type { RunContext } from './run-context.js';

/** The output a call without `max_tokens` is assumed to reach at worst (the seed's default max_tokens). */
const WORST_CASE_OUTPUT_TOKENS = 16_000;

/** Turns waiting for the event loop, first in first out (every run of the process shares the one loop). */
const waiting: Array<() => void> = [];
let pumping = false;

/**
 * Lets one waiting turn go per turn of the event loop. A synthetic or replayed answer resolves
 * without I/O, so thousands of agents resumed together would run back to back for seconds; one turn
 * per loop iteration puts every other request's I/O between any two turns of any run.
 */
function pump(): void {
  waiting.shift()?.();
  if (waiting.length > 0) setImmediate(pump);
  else pumping = false;
}

/** Resolves on a later turn of the event loop, after the turns queued before it. */
function nextTurnOfEventLoop(): Promise<void> {
  return new Promise((resolve) => {
    waiting.push(resolve);
    if (!pumping) {
      pumping = true;
      setImmediate(pump);
    }
  });
}

/**
 * Whether a model call waits for a later turn of the event loop: all but a request's first do. The
 * first follows the request's own handling in the turn it arrived in, as any request's work does;
 * making it wait too only put every synthetic completion over two turns: a turn of latency, and under
 * load one loop iteration per waiting call.
 */
function waitsForItsTurn(context: RunContext): boolean {
  if (!context.callTurns || context.callTurns.firstCallAdmitted) return true;
  context.callTurns.firstCallAdmitted = true;
  return false;
}

/**
 * What every model call of a run passes first: it waits for its turn of the event loop (all but the
 * request's first call), stops a cancelled run (client gone, deadline, shutdown: the run's signal), stops a run that has consumed
 * its token budget (`runLimits.maxTokensPerRun`) and, for a limited balance, holds the call's
 * worst-case cost (its prompt and `max_tokens` at the highest prices). Returns what it held.
 */
export async function admitModelCall(context: RunContext, request: ModelCallRequest): Promise<number> {
  if (waitsForItsTurn(context)) await nextTurnOfEventLoop();
  context.signal.throwIfAborted();
  const limit = context.config.runLimits.maxTokensPerRun;
  const used = context.usage.totalTokens;
  if (used >= limit) {
    throw new ApiError(
      'RUN_TOO_LARGE',
      `The run used ${used.toLocaleString('en-US')} tokens, reaching this server's limit of ${limit.toLocaleString('en-US')} tokens per run (runLimits.maxTokensPerRun); use fewer agents, loops or a shorter history.`,
    );
  }
  if (!context.spend) return 0;
  // At most, not an estimate, for a prompt past the exact count's budget: a hold must cover the call.
  const input = countMessageTokens(request.options.messages, request.modelName, 'at-most');
  const held = worstCaseTokenCost(input, request.options.maxTokens ?? WORST_CASE_OUTPUT_TOKENS, context.config.pricing);
  await context.spend(held);
  return held;
}

/** After a call answered: the hold shrinks from the worst case to what the call's tokens can cost. */
export async function settleModelCall(context: RunContext, held: number, usage: Usage): Promise<void> {
  if (!context.spend) return;
  await context.spend(worstCaseTokenCost(usage.inputTokens, usage.outputTokens, context.config.pricing) - held);
}
