import type { ChatMessage } from '../../providers/spec.js';
import type { AgentDefinition } from '../agent-definition.js';
import type { RunContext } from '../run-context.js';
import type { AutonomousInput, AutonomousResult } from './autonomous-input.js';
import { SubAgents } from './delegation.js';
import { LOOP_LIMITS, type LoopLimits } from './limits.js';
import { collectDelegates, executeSubtask, plan, summarise } from './loop-phases.js';
import { CallBudgetSpent, callBudgetReached, emitStep, type LoopPhase, type LoopRun, type LoopState } from './loop-state.js';
import { PlanState } from './plan-state.js';
import { AUTONOMOUS_INSTRUCTIONS, handoffInstructions } from './prompts.js';
import { Workspace } from './workspace.js';

export type { AutonomousInput, AutonomousResult } from './autonomous-input.js';

/** Each phase's function: it takes the loop's state and returns the next one. */
const PHASES: Record<Exclude<LoopPhase, 'done'>, (run: LoopRun, state: LoopState) => Promise<LoopState>> = {
  plan,
  execute: executeSubtask,
  delegates: collectDelegates,
  summarise,
};

/** The loop step that announces a phase (the journal's names: planning, execution, summary). */
const ANNOUNCED: Partial<Record<LoopPhase, 'planning' | 'execution' | 'summary'>> = { plan: 'planning', execute: 'execution', summarise: 'summary' };

/**
 * The framework's autonomous loop (Agent._run_autonomous_loop): plan with create_plan (retried up to
 * the planning limit; no plan is a 502), then each subtask in dependency order, think / act / observe
 * until subtask_done, then a summary ending in complete_task. Tool results go back to the model as tool
 * messages; every limit reached is reported in the transcript and as a loop step. Each phase is a
 * function from the loop's state to the next (loop-phases.ts); this runs them in turn.
 */
export async function runAutonomousLoop(context: RunContext, agent: AgentDefinition, input: AutonomousInput, limits: LoopLimits = LOOP_LIMITS): Promise<AutonomousResult> {
  const run: LoopRun = { context, agent, input, limits };
  let state = initialState(run);
  let announced: LoopPhase | undefined;
  while (state.phase !== 'done') {
    const phase = state.phase;
    const name = ANNOUNCED[phase];
    if (name && announced !== phase) emitStep(run, { kind: 'phase', phase: name });
    announced = phase;
    state = await runPhase(run, state, PHASES[phase]);
  }
  const output = state.output ?? fallbackSummary(input.task, state.tools.plan, state.closingText ?? '');
  state.transcript.push({ role: agent.name, content: output });
  return { transcript: state.transcript, output };
}

/** One phase. In execution, the call bound ends the phase where it is, and any other failure waits for the dispatched sub-agents first. */
async function runPhase(run: LoopRun, state: LoopState, phase: (run: LoopRun, state: LoopState) => Promise<LoopState>): Promise<LoopState> {
  if (state.phase !== 'execute') return phase(run, state);
  try {
    return await phase(run, state);
  } catch (error) {
    if (!(error instanceof CallBudgetSpent)) {
      // The sub-agents it dispatched do not outlive the failed run either.
      await state.tools.subAgents.stopped();
      throw error;
    }
    callBudgetReached(run, state);
    return { ...state, phase: 'delegates' };
  }
}

/** The state a run starts in: no plan, an empty workspace, the opening messages and the whole call budget. */
function initialState(run: LoopRun): LoopState {
  const { context, agent, input } = run;
  return {
    phase: 'plan',
    messages: openingMessages(agent, input),
    transcript: [],
    tools: {
      agent,
      plan: new PlanState(),
      workspace: new Workspace(),
      subAgents: new SubAgents(agent, input.runChild, context.signal, context.config.runLimits.maxAssignments),
      runChild: input.runChild,
      signal: context.signal,
      extra: input.tools,
    },
    callsLeft: context.config.runLimits.maxAgentTurns,
    callBudgetNoted: false,
    visits: 0,
  };
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
