import { ApiError } from '../../errors/api-error.js';
import type { ChatMessage, ToolCall, ToolDefinition } from '../../providers/spec.js';
import type { AgentDefinition } from '../agent-definition.js';
import type { AgentTurn } from '../agent-runtime.js';
import { toApiToolCalls } from '../api-tool-calls.js';
import type { ModelCallResult } from '../model-call.js';
import type { RunContext } from '../run-context.js';
import type { LoopStep } from '../run-events.js';
import { BUILTIN_TOOLS } from '../tools/builtin-tools.js';
import type { ToolExecutor } from '../tools/tool-executor.js';
import { toolSourceOf } from '../tools/tool-exchange.js';
import { SubAgents, type ChildRunner } from './delegation.js';
import { LOOP_LIMITS, type LoopLimits } from './limits.js';
import { argumentsOf, offeredTools, runLoopTool, type LoopToolState } from './loop-tools.js';
import { PlanState, type Subtask } from './plan-state.js';
import { ACT_NOW, AUTONOMOUS_INSTRUCTIONS, USE_A_TOOL, executionPrompt, handoffInstructions, planningPrompt, SUMMARY_PROMPT } from './prompts.js';
import { Workspace } from './workspace.js';

/** What the loop is handed: the agent's opening messages (system, history, task) and how to call its model. */
export interface AutonomousInput {
  task: string;
  messages: ChatMessage[];
  /** The agent's runnable tools (MCP, built-in search). */
  tools: ToolExecutor;
  runChild: ChildRunner;
  /** Which run of the agent this is (see RunEvent's `turn`). */
  turn?: string;
  /** One model call of the agent with these messages and tools (`required`: it must call one of them). */
  call(messages: ChatMessage[], tools: ToolDefinition[], toolChoice?: 'required'): Promise<ModelCallResult>;
}

/** An autonomous run's result: every step as an output entry, and the final summary. */
export interface AutonomousResult {
  transcript: AgentTurn[];
  output: string;
}

/** What runLimits.maxAgentTurns bounds, said the same way wherever it is reached: one autonomous agent's own calls. */
const callLimitText = (limit: number) =>
  `this server's limit of ${limit} model calls by one autonomous agent's loop (runLimits.maxAgentTurns; calls of the sub-agents it delegates to are not counted)`;

/** The loop's own bound on its model calls (runLimits.maxAgentTurns) was reached: the loop stops where it is. */
class CallBudgetSpent extends Error {}

/**
 * The framework's autonomous loop (Agent._run_autonomous_loop): plan with create_plan (retried up to
 * the planning limit; no plan is a 502), then each subtask in dependency order, think / act / observe
 * until subtask_done, then a summary ending in complete_task. Tool results go back to the model as tool
 * messages; every limit reached is reported in the transcript and as a loop step.
 */
export async function runAutonomousLoop(context: RunContext, agent: AgentDefinition, input: AutonomousInput, limits: LoopLimits = LOOP_LIMITS): Promise<AutonomousResult> {
  const plan = new PlanState();
  const workspace = new Workspace();
  const state: LoopToolState = {
    agent,
    plan,
    workspace,
    subAgents: new SubAgents(agent, input.runChild, context.signal, context.config.runLimits.maxAssignments),
    runChild: input.runChild,
    signal: context.signal,
    extra: input.tools,
  };
  const transcript: AgentTurn[] = [];
  const step = (loopStep: LoopStep) => context.events({ type: 'loop-step', agent: agent.name, turn: input.turn, step: loopStep });
  const messages = openingMessages(agent, input);
  let callsLeft = context.config.runLimits.maxAgentTurns;

  const ask = async (afterPlanning: boolean): Promise<ModelCallResult> => {
    if (callsLeft <= 0) throw new CallBudgetSpent();
    callsLeft -= 1;
    // An answer in prose is followed by a user turn before the next call (chat templates refuse two assistant turns in a row).
    const last = messages[messages.length - 1];
    // In planning it is the planning prompt again, as the framework asks each planning attempt anew.
    if (last?.role === 'assistant' && !last.toolCalls?.length) messages.push({ role: 'user', content: afterPlanning ? USE_A_TOOL : planningPrompt(input.task) });
    // Planning accepts nothing but a tool call, so the call requires one (the framework leaves the choice to the
    // model; a strong model calls create_plan either way, a small local one only when its server is made to).
    const result = await input.call(messages, offeredTools(state, afterPlanning), afterPlanning ? undefined : 'required');
    messages.push({ role: 'assistant', content: result.text, ...(result.toolCalls.length ? { toolCalls: result.toolCalls } : {}) });
    transcript.push({ role: agent.name, content: result.toolCalls.length ? toApiToolCalls(result.toolCalls) : result.text });
    return result;
  };
  // The agent's runnable tools come from its MCP servers (or are the built-in search tools); the loop's own tools are built in.
  const sourceOf = (call: ToolCall) => (state.extra.canRun(call.name) && !(BUILTIN_TOOLS as readonly string[]).includes(call.name) ? 'mcp' : 'builtin');
  const answer = async (call: ToolCall, subtask: string | undefined, run: boolean, refusal = ''): Promise<string> => {
    if (run) context.events({ type: 'tool-call', agent: agent.name, turn: input.turn, call, source: sourceOf(call) });
    const output = run ? await runLoopTool(state, call) : refusal;
    if (run) {
      context.events({ type: 'tool-result', agent: agent.name, turn: input.turn, callId: call.id, name: call.name, output, answeredFrom: toolSourceOf(call) });
      step({ kind: 'tool', ...(subtask ? { subtask } : {}), tool: call.name, arguments: call.arguments, result: output });
      transcript.push({ role: 'Tool Executor', content: `${call.name} result: ${output}` });
    }
    messages.push({ role: 'tool', toolCallId: call.id, content: output });
    return output;
  };
  const limitReached = (limit: string, message: string) => {
    step({ kind: 'limit', limit, message });
    transcript.push({ role: 'System', content: message });
  };
  let callBudgetNoted = false;
  const callBudgetReached = () => {
    callBudgetNoted = true;
    limitReached('runLimits.maxAgentTurns', `Stopped: the agent reached ${callLimitText(context.config.runLimits.maxAgentTurns)}.`);
  };

  // Phase 1: planning.
  step({ kind: 'phase', phase: 'planning' });
  messages.push({ role: 'user', content: planningPrompt(input.task) });
  let planned = false;
  for (let attempt = 1; attempt <= limits.planningAttempts && !planned; attempt += 1) {
    const result = await askOrFail(ask, false, context.config.runLimits.maxAgentTurns);
    for (const call of result.toolCalls) {
      const runs = !planned && (call.name === 'create_plan' || call.name === 'handoff_task');
      await answer(call, undefined, runs, 'Not run: in the planning phase only create_plan (and handoff_task) run.');
      // A create_plan whose arguments do not parse is no plan (the framework's json.loads fails and it tries again).
      if (runs && call.name === 'create_plan' && typeof argumentsOf(call) !== 'string') planned = true;
    }
  }
  if (!planned) {
    throw new ApiError(
      'UPSTREAM_FAILED',
      `Agent "${agent.name}" (max_loops "auto") made no plan: its model did not call create_plan in ${limits.planningAttempts} attempts (the framework's limit on planning attempts), so the autonomous loop could not start.`,
    );
  }

  // Phase 2: execution.
  step({ kind: 'phase', phase: 'execution' });
  try {
    await execute();
  } catch (error) {
    if (!(error instanceof CallBudgetSpent)) {
      // The sub-agents it dispatched do not outlive the failed run either.
      await state.subAgents.stopped();
      throw error;
    }
    callBudgetReached();
  }
  for (const settled of await state.subAgents.settle()) transcript.push({ role: settled.agent, content: `Task ${settled.taskId}: ${settled.text}` });
  if (Object.keys(workspace.snapshot()).length) step({ kind: 'workspace', files: workspace.snapshot() });

  // Phase 3: summary.
  step({ kind: 'phase', phase: 'summary' });
  messages.push({ role: 'user', content: SUMMARY_PROMPT });
  let output: string | undefined;
  let closingText = '';
  if (callsLeft > 0) {
    const result = await ask(true);
    closingText = result.text;
    for (const call of result.toolCalls) {
      const runs = output === undefined && call.name === 'complete_task';
      const result = await answer(call, undefined, runs, 'Not run: the summary phase runs only complete_task.');
      if (runs) output = result;
    }
  } else if (!callBudgetNoted) {
    // The last call went to planning or execution: the summary call is the one the limit takes away.
    callBudgetReached();
  }
  output ??= fallbackSummary(input.task, plan, closingText);
  transcript.push({ role: agent.name, content: output });
  return { transcript, output };

  /** Subtasks in dependency order until all are done, complete_task is called or a limit stops the phase. */
  async function execute(): Promise<void> {
    for (let visits = 1; !plan.allDone(); visits += 1) {
      if (visits > limits.subtaskVisits) {
        limitReached('subtask_visits', `Stopped: the execution phase reached the framework's limit of ${limits.subtaskVisits} subtask iterations.`);
        return;
      }
      const subtask = plan.nextExecutable();
      if (!subtask) {
        if (plan.created) limitReached('blocked', 'Stopped: no pending subtask has all of its dependencies done (the plan has a dependency cycle).');
        return;
      }
      if ((await visit(subtask)) === 'complete') return;
    }
  }

  /** One visit to a subtask: up to the per-subtask limit of model calls, until subtask_done names it. */
  async function visit(subtask: Subtask): Promise<'done' | 'complete' | 'unfinished'> {
    step({ kind: 'subtask-start', subtask: subtask.stepId, description: subtask.description });
    messages.push({ role: 'user', content: executionPrompt(subtask, plan) });
    let thinks = 0;
    for (let iteration = 1; iteration <= limits.iterationsPerSubtask; iteration += 1) {
      const result = await ask(true);
      let stop: 'done' | 'complete' | undefined;
      for (const call of result.toolCalls) {
        await answer(call, subtask.stepId, stop === undefined, 'Not run: an earlier call of the same answer ended the subtask.');
        if (stop) continue;
        thinks = call.name === 'think' ? thinks + 1 : 0;
        if (call.name === 'complete_task') stop = 'complete';
        else if (call.name === 'subtask_done' && subtask.status !== 'pending') stop = 'done';
      }
      if (stop) {
        step({ kind: 'subtask-end', subtask: subtask.stepId, status: subtask.status });
        return stop;
      }
      if (thinks >= limits.consecutiveThinks) {
        step({ kind: 'limit', limit: 'consecutive_thinks', message: `${thinks} think calls in a row on ${subtask.stepId}: the model is told to act.` });
        messages.push({ role: 'user', content: ACT_NOW });
        thinks = 0;
      }
    }
    limitReached(
      'iterations_per_subtask',
      `Subtask ${subtask.stepId} was not finished after ${limits.iterationsPerSubtask} iterations (the framework's limit per subtask); it stays pending.`,
    );
    return 'unfinished';
  }
}

/** A planning call, where reaching the run's call bound is a failure: there is nothing yet to end with. */
async function askOrFail(ask: (afterPlanning: boolean) => Promise<ModelCallResult>, afterPlanning: boolean, callLimit: number): Promise<ModelCallResult> {
  try {
    return await ask(afterPlanning);
  } catch (error) {
    if (!(error instanceof CallBudgetSpent)) throw error;
    throw new ApiError('RUN_TOO_LARGE', `The autonomous agent reached ${callLimitText(callLimit)} before it had a plan.`);
  }
}

/** The agent's opening messages, its system prompt extended with how the loop works (and whom it may hand off to). */
function openingMessages(agent: AgentDefinition, input: AutonomousInput): ChatMessage[] {
  // An agent without a system prompt opens with its memory message alone.
  const system = input.messages[0]?.role === 'system' ? input.messages[0] : undefined;
  const extra = [AUTONOMOUS_INSTRUCTIONS, ...(agent.handoffs?.length ? [handoffInstructions(agent.handoffs)] : [])].join('\n\n');
  const content = typeof system?.content === 'string' && system.content ? `${system.content}\n\n${extra}` : extra;
  return [{ role: 'system', content }, ...(system ? input.messages.slice(1) : input.messages)];
}

/** The summary when the model ends without complete_task (the framework builds one from the subtasks). */
function fallbackSummary(task: string, plan: PlanState, finalText: string): string {
  const lines = ['Task execution summary', '', `Task: ${task}`, '', 'Subtasks:'];
  for (const subtask of plan.subtasks) lines.push(`- ${subtask.stepId}: ${subtask.status} - ${subtask.description}${subtask.summary ? `\n  ${subtask.summary}` : ''}`);
  if (finalText) lines.push('', 'Final response:', finalText);
  return lines.join('\n');
}
