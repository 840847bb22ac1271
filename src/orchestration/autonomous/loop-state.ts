import { ApiError } from '../../errors/api-error.js';
import type { ChatMessage, ToolCall } from '../../providers/spec.js';
import type { AgentDefinition } from '../agent-definition.js';
import type { AgentTurn } from '../agent-runtime.js';
import { toApiToolCalls } from '../api-tool-calls.js';
import type { ModelCallResult } from '../model-call.js';
import type { RunContext } from '../run-context.js';
import type { LoopStep } from '../run-events.js';
import { BUILTIN_TOOLS } from '../tools/builtin-tools.js';
import { toolSourceOf } from '../tools/tool-exchange.js';
import type { AutonomousInput } from './autonomous-input.js';
import type { LoopLimits } from './limits.js';
import { offeredTools, runLoopTool, type LoopToolState } from './loop-tools.js';
import { planningPrompt, USE_A_TOOL } from './prompts.js';

/** The loop's phases in the order they run (`execute` once per subtask visit, `delegates` collects the sub-agents' work). */
export type LoopPhase = 'plan' | 'execute' | 'delegates' | 'summarise' | 'done';

/**
 * Everything an autonomous run changes as it goes, in one value: the phase it is in, the conversation,
 * the transcript, what its tools act on (plan, workspace, sub-agents) and what is left of its budget.
 */
export interface LoopState {
  phase: LoopPhase;
  messages: ChatMessage[];
  transcript: AgentTurn[];
  tools: LoopToolState;
  /** Model calls left under runLimits.maxAgentTurns. */
  callsLeft: number;
  /** Whether the transcript already says the call budget stopped the loop. */
  callBudgetNoted: boolean;
  /** Subtask visits so far in the execution phase (the framework's MAX_SUBTASK_ITERATIONS counts them). */
  visits: number;
  /** complete_task's summary, once the model called it in the summary phase. */
  output?: string;
  /** The text of the summary call's answer (the fallback summary's final response). */
  closingText?: string;
}

/** What stays fixed over one autonomous run: where it runs, whose loop it is, its input and limits. */
export interface LoopRun {
  context: RunContext;
  agent: AgentDefinition;
  input: AutonomousInput;
  limits: LoopLimits;
}

/** What runLimits.maxAgentTurns bounds, said the same way wherever it is reached: one autonomous agent's own calls. */
export const callLimitText = (limit: number) =>
  `this server's limit of ${limit} model calls by one autonomous agent's loop (runLimits.maxAgentTurns; calls of the sub-agents it delegates to are not counted)`;

/** The loop's own bound on its model calls (runLimits.maxAgentTurns) was reached: the loop stops where it is. */
export class CallBudgetSpent extends Error {}

/** Reports one loop step of the run (the journal's and the run view's `loop-step`). */
export function emitStep(run: LoopRun, step: LoopStep): void {
  run.context.events({ type: 'loop-step', agent: run.agent.name, turn: run.input.turn, step });
}

/** One model call of the loop: the answer joins the conversation and the transcript (CallBudgetSpent when none is left). */
export async function ask(run: LoopRun, state: LoopState, afterPlanning: boolean): Promise<ModelCallResult> {
  if (state.callsLeft <= 0) throw new CallBudgetSpent();
  state.callsLeft -= 1;
  const { messages } = state;
  // An answer in prose is followed by a user turn before the next call (chat templates refuse two assistant turns in a row).
  const last = messages[messages.length - 1];
  // In planning it is the planning prompt again, as the framework asks each planning attempt anew.
  if (last?.role === 'assistant' && !last.toolCalls?.length) messages.push({ role: 'user', content: afterPlanning ? USE_A_TOOL : planningPrompt(run.input.task) });
  // Every call leaves the choice to the model, as the framework does; a server may require a tool call in planning
  // (autonomousPlanningToolChoice), for a small local model that calls create_plan only when its server is made to.
  const required = !afterPlanning && run.context.config.autonomousPlanningToolChoice === 'required';
  const result = await run.input.call(messages, offeredTools(state.tools, afterPlanning), required ? 'required' : undefined);
  messages.push({ role: 'assistant', content: result.text, ...(result.toolCalls.length ? { toolCalls: result.toolCalls } : {}) });
  state.transcript.push({ role: run.agent.name, content: result.toolCalls.length ? toApiToolCalls(result.toolCalls) : result.text });
  return result;
}

/** A planning call, where reaching the run's call bound is a failure (a 422): there is nothing yet to end with. */
export async function askOrFail(run: LoopRun, state: LoopState): Promise<ModelCallResult> {
  try {
    return await ask(run, state, false);
  } catch (error) {
    if (!(error instanceof CallBudgetSpent)) throw error;
    throw new ApiError('RUN_TOO_LARGE', `The autonomous agent reached ${callLimitText(run.context.config.runLimits.maxAgentTurns)} before it had a plan.`);
  }
}

/** Answers one tool call: runs it (reported as tool call, result and loop step) or answers it with the refusal; the text the model reads. */
export async function answer(run: LoopRun, state: LoopState, call: ToolCall, subtask: string | undefined, runs: boolean, refusal = ''): Promise<string> {
  const { context, agent, input } = run;
  if (runs) context.events({ type: 'tool-call', agent: agent.name, turn: input.turn, call, source: sourceOf(state.tools, call) });
  const output = runs ? await runLoopTool(state.tools, call) : refusal;
  if (runs) {
    context.events({ type: 'tool-result', agent: agent.name, turn: input.turn, callId: call.id, name: call.name, output, answeredFrom: toolSourceOf(call) });
    emitStep(run, { kind: 'tool', ...(subtask ? { subtask } : {}), tool: call.name, arguments: call.arguments, result: output });
    state.transcript.push({ role: 'Tool Executor', content: `${call.name} result: ${output}` });
  }
  state.messages.push({ role: 'tool', toolCallId: call.id, content: output });
  return output;
}

/** A limit stopped (part of) the loop: said as a loop step and in the transcript. */
export function limitReached(run: LoopRun, state: LoopState, limit: string, message: string): void {
  emitStep(run, { kind: 'limit', limit, message });
  state.transcript.push({ role: 'System', content: message });
}

/** The run's bound on model calls stopped the loop: said once. */
export function callBudgetReached(run: LoopRun, state: LoopState): void {
  state.callBudgetNoted = true;
  limitReached(run, state, 'runLimits.maxAgentTurns', `Stopped: the agent reached ${callLimitText(run.context.config.runLimits.maxAgentTurns)}.`);
}

/** The agent's runnable tools come from its MCP servers (or are the built-in search tools); the loop's own tools are built in. */
function sourceOf(tools: LoopToolState, call: ToolCall): 'mcp' | 'builtin' {
  return tools.extra.canRun(call.name) && !(BUILTIN_TOOLS as readonly string[]).includes(call.name) ? 'mcp' : 'builtin';
}
