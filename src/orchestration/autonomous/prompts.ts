import type { AgentDefinition } from '../agent-definition.js';
import type { PlanState, Subtask } from './plan-state.js';

/** What the system prompt of an autonomous agent adds to its own: how the loop works. */
export const AUTONOMOUS_INSTRUCTIONS = [
  'You work autonomously, in three phases, using the tools you are given.',
  '1. Plan: call create_plan once with the subtasks the task needs (ids, priorities, dependencies).',
  '2. Execute: for the subtask you are told to work on, call the tools it needs, then call subtask_done with its step_id.',
  '3. Summarise: when every subtask is done, call complete_task with the final summary for the user.',
  'Use think only when you must reason before acting; act rather than think twice in a row.',
].join('\n');

/** The user message that opens the planning phase. */
export function planningPrompt(task: string): string {
  return `Plan the work for this task:\n\n${task}\n\nCall create_plan with specific, actionable subtasks.`;
}

/** The user message that opens one visit to a subtask: the subtask, and where every subtask stands. */
export function executionPrompt(subtask: Subtask, plan: PlanState): string {
  return [
    `Current subtask: ${subtask.stepId}`,
    `What to do: ${subtask.description}`,
    '',
    'All subtasks:',
    plan.statusLines(),
    '',
    'Make every tool call this subtask needs in one answer, and include subtask_done for it in that answer once the work is actually done.',
  ].join('\n');
}

/** The user message that opens the summary phase. */
export const SUMMARY_PROMPT = [
  'Every subtask is done. Call complete_task with the final summary the user receives:',
  'restate the task, what was produced, the key results, how each subtask went (failures included),',
  'and any lessons or recommendations. Give task_id, summary and success; results and lessons_learned are optional.',
].join('\n');

/** Asked after an answer in prose, when the loop wants a tool call: chat templates refuse two assistant turns in a row. */
export const USE_A_TOOL = 'Answer by calling one of the tools you are given.';

/** What the model is told after too many think calls in a row. */
export const ACT_NOW = 'You have thought enough: act now with the other tools (or call subtask_done).';

/** The part of a system prompt that lists the agents a handoff may go to. */
export function handoffInstructions(agents: AgentDefinition[]): string {
  const rows = agents.map((agent) => `- ${agent.name}: ${agent.description || 'no description'}`);
  return ['You can hand tasks to these specialist agents with handoff_task (several at once run at the same time):', ...rows].join('\n');
}
