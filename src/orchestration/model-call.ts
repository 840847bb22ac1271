import type { MissAnswer } from './run-scope.js';
import type { CallOptions, FinishReason, GenerateResult, ResponseInfo, StreamResult, ToolCall, Usage, Warning } from '../providers/spec.js';
import type { LanguageModel } from '../providers/spec.js';
import { countMessageTokens, countTextTokens } from '../providers/tokenizer.js';
import { admitModelCall, releaseModelCall, settleModelCall } from './run-budget.js';
import type { RunContext } from './run-context.js';
import { traced, type TracedWork } from './run-tracer.js';

/** One model call of an agent turn. */
export interface ModelCallRequest {
  /** The agent the call belongs to (usage and events are attributed to it). */
  agent: string;
  /** Which run of the agent (see RunEvent's `turn`), when it is one of possibly several of its name. */
  turn?: string;
  modelName: string;
  fallbackModels?: string[];
  options: Omit<CallOptions, 'model' | 'abortSignal'>;
  /** The answer is data (a plan, a bid, a verdict), not the agent's words: streamed text is not sent on as text deltas. */
  quiet?: boolean;
}

/** What the runtime needs from a call's answer. */
export interface ModelCallResult {
  text: string;
  toolCalls: ToolCall[];
  finishReason: FinishReason;
  usage: Usage;
  response: ResponseInfo;
  logprobs?: GenerateResult['logprobs'];
}

function fromGenerate(result: GenerateResult): ModelCallResult {
  const text = result.content.flatMap((part) => (part.type === 'text' ? [part.text] : [])).join('');
  const toolCalls = result.content.flatMap((part) => (part.type === 'tool-call' ? [{ id: part.id, name: part.name, arguments: part.arguments }] : []));
  return { text, toolCalls, finishReason: result.finishReason, usage: result.usage, response: result.response, logprobs: result.logprobs };
}

/** The model that answers this call, routed with where the call comes from (the server's router applies injected faults by it). */
function modelFor(context: RunContext, request: ModelCallRequest): LanguageModel {
  const site = { namespace: context.namespace, endpoint: context.endpoint, swarmType: context.swarmType, agent: request.agent };
  return context.router.resolve(request.modelName, request.fallbackModels, site);
}

/** How a call without a fixture was answered, if it was: the replay model marks such an answer `fixture.hit: false` (and `recorded` under replay-or-record). */
function missedFixture(result: ModelCallResult): MissAnswer | undefined {
  const fixture = result.response.metadata?.fixture as { hit?: unknown; recorded?: unknown } | undefined;
  if (fixture?.hit !== false) return undefined;
  return fixture.recorded ? 'recorded' : 'synthetic';
}

/** The model that answered: a fallback's name when one stepped in. */
const answeredBy = (result: ModelCallResult) => String(result.response.metadata?.answeredBy ?? result.response.modelId);

/** Tokens metered for a call that did not finish. */
interface PartialUsage {
  inputTokens: number;
  outputTokens: number;
}

async function streamCall(context: RunContext, { stream }: StreamResult, request: ModelCallRequest, options: CallOptions, partial: PartialUsage): Promise<ModelCallResult> {
  let text = '';
  const toolCalls: ToolCall[] = [];
  try {
    for await (const part of stream) {
      if (part.type === 'text-delta') {
        text += part.delta;
        if (!request.quiet) context.events({ type: 'text-delta', agent: request.agent, turn: request.turn, delta: part.delta });
      } else if (part.type === 'tool-call') {
        toolCalls.push({ id: part.id, name: part.name, arguments: part.arguments });
      } else if (part.type === 'error') {
        throw part.error;
      } else {
        return { text, toolCalls, finishReason: part.finishReason, usage: part.usage, response: part.response, logprobs: part.logprobs };
      }
    }
  } catch (error) {
    // A stream the client cut off never gets its usage part, yet the backend did the work (and a paid
    // one bills it): meter the prompt and the text generated so far, counted, so the log is not zero.
    if (context.signal?.aborted && text) {
      partial.inputTokens = countMessageTokens(options.messages, request.modelName);
      partial.outputTokens = countTextTokens(text, request.modelName);
      context.usage.addTokens(request.agent, partial.inputTokens, partial.outputTokens);
    }
    throw error;
  }
  throw new Error(`The stream of ${request.modelName} ended without a finish part.`);
}

/** What the answer's metadata says about faults, retries and fallbacks, for the journal (absent when nothing happened). */
function resilienceFacts(metadata: Record<string, unknown> | undefined): { fault?: string; attempts?: unknown[]; retries?: unknown[] } {
  const list = (value: unknown) => (Array.isArray(value) && value.length ? value : undefined);
  const facts: { fault?: string; attempts?: unknown[]; retries?: unknown[] } = {};
  if (typeof metadata?.fault === 'string') facts.fault = metadata.fault;
  if (list(metadata?.attempts)) facts.attempts = list(metadata?.attempts);
  if (list(metadata?.retries)) facts.retries = list(metadata?.retries);
  return facts;
}

/**
 * Makes one provider call for an agent: passes the run's budget (yield, cancellation, tokens), waits
 * for a slot under the global cap, streams or not as the run asks, and meters usage. Every agent turn anywhere in the API goes through here.
 */
export async function callModel(context: RunContext, request: ModelCallRequest): Promise<ModelCallResult> {
  const held = await admitModelCall(context, request);
  const startedAt = context.clock.now();
  const options: CallOptions = { ...request.options, model: request.modelName, abortSignal: context.signal };
  // Settings the backend could not honour (a route's `supports`): dropped by the provider, kept in the journal.
  let warnings: Warning[] = [];
  const partial: PartialUsage = { inputTokens: 0, outputTokens: 0 };
  let result: ModelCallResult;
  try {
    result = await context.limiter.run(() => {
      const model = modelFor(context, request);
      const work: TracedWork = {
        kind: 'model-call',
        agent: request.agent,
        model: request.modelName,
        provider: model.provider,
        temperature: options.temperature,
        maxTokens: options.maxTokens,
      };
      return traced(context, work, async (span) => {
        let answer: ModelCallResult;
        if (context.streaming) {
          const streamed = await model.doStream(options);
          warnings = streamed.warnings;
          answer = await streamCall(context, streamed, request, options, partial);
        } else {
          const generated = await model.doGenerate(options);
          warnings = generated.warnings;
          answer = fromGenerate(generated);
        }
        span.record({ ...answer.usage, finishReason: answer.finishReason, responseModel: answeredBy(answer) });
        return answer;
      });
    }, context.signal);
  } catch (error) {
    releaseModelCall(context, held);
    context.events({
      type: 'model-call-failed',
      agent: request.agent,
      turn: request.turn,
      model: request.modelName,
      ...partial,
      durationMs: context.clock.now() - startedAt,
      error: (error as Error)?.message ?? String(error),
      cancelled: context.signal?.aborted ?? false,
    });
    throw error;
  }
  context.usage.addTokens(request.agent, result.usage.inputTokens, result.usage.outputTokens);
  const missed = missedFixture(result);
  if (missed) context.fixtureMisses.add(missed);
  await settleModelCall(context, held, result.usage);
  context.events({
    type: 'model-call',
    agent: request.agent,
    turn: request.turn,
    model: request.modelName,
    answeredBy: answeredBy(result),
    inputTokens: result.usage.inputTokens,
    outputTokens: result.usage.outputTokens,
    durationMs: context.clock.now() - startedAt,
    fixture: result.response.metadata?.fixture,
    input: options.messages,
    output: result.toolCalls.length ? { text: result.text, toolCalls: result.toolCalls } : result.text,
    ...(warnings.length ? { warnings } : {}),
    ...(typeof result.response.metadata?.form === 'string' ? { form: result.response.metadata.form } : {}),
    ...resilienceFacts(result.response.metadata),
  });
  return result;
}
