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

/** What admitting a model call held: its worst-case credit (for a limited balance) and its worst-case tokens against the run's budget. */
export interface CallHold {
  credit: number;
  tokens: number;
}

/** Refuses the run's next call: its tokens reached `runLimits.maxTokensPerRun`. */
function tokenBudgetReached(used: number, limit: number): ApiError {
  return new ApiError(
    'RUN_TOO_LARGE',
    `The run used ${used.toLocaleString('en-US')} tokens, reaching this server's limit of ${limit.toLocaleString('en-US')} tokens per run (runLimits.maxTokensPerRun); use fewer agents, loops or a shorter history.`,
  );
}

/**
 * Admits a call against the run's token budget at the worst case of the calls in flight, as the credit
 * ledger holds credit: while the tokens used plus what the calls in flight may still use reach the
 * budget, the call waits for one of them to answer; once the tokens used alone reach it, the run stops.
 * So 2,000 concurrent agent calls cannot all be admitted before any counts (a 5 M budget ran to 82 M):
 * the run ends within one call's worst case of its budget.
 */
async function holdTokens(context: RunContext, tokens: number): Promise<void> {
  const limit = context.config.runLimits.maxTokensPerRun;
  for (;;) {
    const used = context.usage.totalTokens;
    if (used >= limit) throw tokenBudgetReached(used, limit);
    if (used + context.usage.heldTokens < limit || context.usage.heldTokens === 0) break;
    await context.usage.tokensReleased(context.signal);
  }
  context.usage.holdTokens(tokens);
}

/**
 * What every model call of a run passes first: it waits for its turn of the event loop (all but the
 * request's first call), stops a cancelled run (client gone, deadline, shutdown: the run's signal), holds
 * the call's worst-case tokens against the run's budget (`runLimits.maxTokensPerRun`, see `holdTokens`)
 * and, for a limited balance, its worst-case cost (its prompt and `max_tokens` at the highest prices).
 * Returns what it held, for `settleModelCall` or `releaseModelCall`.
 */
export async function admitModelCall(context: RunContext, request: ModelCallRequest): Promise<CallHold> {
  if (waitsForItsTurn(context)) await nextTurnOfEventLoop();
  // A client that stopped reading its stream pauses the run: no new call adds to what waits for it.
  await context.outputDrained?.();
  context.signal.throwIfAborted();
  // At most, not an estimate, for a prompt past the exact count's budget: a hold must cover the call.
  const input = countMessageTokens(request.options.messages, request.modelName, 'at-most');
  const output = request.options.maxTokens ?? WORST_CASE_OUTPUT_TOKENS;
  await holdTokens(context, input + output);
  const hold = { credit: 0, tokens: input + output };
  if (!context.spend) return hold;
  hold.credit = worstCaseTokenCost(input, output, context.config.pricing);
  try {
    await context.spend(hold.credit);
  } catch (error) {
    context.usage.releaseTokens(hold.tokens);
    throw error;
  }
  return hold;
}

/** After a call answered (its tokens added to the run's usage): the holds shrink from the worst case to what the call used. */
export async function settleModelCall(context: RunContext, hold: CallHold, usage: Usage): Promise<void> {
  context.usage.releaseTokens(hold.tokens);
  if (!context.spend) return;
  await context.spend(worstCaseTokenCost(usage.inputTokens, usage.outputTokens, context.config.pricing) - hold.credit);
}

/** After a call failed: its tokens' hold is given back (what it used is metered already); its credit stays held until the run settles. */
export function releaseModelCall(context: RunContext, hold: CallHold): void {
  context.usage.releaseTokens(hold.tokens);
}
