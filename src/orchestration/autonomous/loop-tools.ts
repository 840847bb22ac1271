import type { ToolCall, ToolDefinition } from '../../providers/spec.js';
import type { AgentDefinition } from '../agent-definition.js';
import type { ToolExecutor } from '../tools/tool-executor.js';
import { handOff, type SubAgents, type ChildRunner } from './delegation.js';
import type { PlanState } from './plan-state.js';
import { AUTONOMOUS_TOOL_DEFINITIONS, HANDOFF_TOOL, HANDOFF_TOOL_DEFINITION } from './tool-definitions.js';
import type { Workspace } from './workspace.js';

type Args = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' ? value : value === undefined || value === null ? '' : JSON.stringify(value));

/** A call's arguments as an object, or the reason they are not one. */
export function argumentsOf(call: ToolCall): Args | string {
  try {
    const parsed = JSON.parse(call.arguments || '{}') as unknown;
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Args) : `the arguments of ${call.name} are not a JSON object`;
  } catch (error) {
    return `the arguments of ${call.name} are not valid JSON (${(error as Error).message})`;
  }
}

/** complete_task's summary (the framework's comprehensive summary): the model's words, then every subtask's outcome. */
function completionSummary(args: Args, plan: PlanState): string {
  const lines = [`Task: ${text(args.task_id)}`, `Status: ${args.success === false ? 'Failed' : 'Success'}`, '', text(args.summary)];
  if (args.results) lines.push('', 'Results:', text(args.results));
  if (args.lessons_learned) lines.push('', 'Lessons learned:', text(args.lessons_learned));
  lines.push('', 'Subtasks:');
  for (const subtask of plan.subtasks) lines.push(`- ${subtask.stepId}: ${subtask.status} - ${subtask.description}${subtask.summary ? `\n  ${subtask.summary}` : ''}`);
  return lines.join('\n');
}

/** What one autonomous run's tools act on. */
export interface LoopToolState {
  agent: AgentDefinition;
  plan: PlanState;
  workspace: Workspace;
  subAgents: SubAgents;
  runChild: ChildRunner;
  signal: AbortSignal;
  /** The agent's other tools (MCP servers, built-in search), offered after planning as the framework adds user tools. */
  extra: ToolExecutor;
}

/** The tools offered in a phase: the selected loop tools, handoff_task when there are handoffs, the caller's function tools, and after planning the agent's runnable tools. */
export function offeredTools(state: LoopToolState, afterPlanning: boolean): ToolDefinition[] {
  const loop = (state.agent.autonomous?.tools ?? []).map((name) => AUTONOMOUS_TOOL_DEFINITIONS[name]);
  const handoff = state.agent.handoffs?.length ? [HANDOFF_TOOL_DEFINITION] : [];
  return [...loop, ...handoff, ...state.agent.tools, ...(afterPlanning ? state.extra.definitions : [])];
}

/** Runs one tool call of the loop: the text handed back to the model (errors included, as the framework's tools answer). */
export async function runLoopTool(state: LoopToolState, call: ToolCall): Promise<string> {
  const offered = state.agent.autonomous?.tools ?? [];
  if (state.extra.canRun(call.name)) return state.extra.run(call, state.signal);
  const args = argumentsOf(call);
  if (typeof args === 'string') return `Error: ${args}.`;
  const { plan, workspace, subAgents } = state;
  if (call.name === HANDOFF_TOOL && state.agent.handoffs?.length) return handOff(args, state.agent.handoffs, state.runChild, state.signal);
  if (!(offered as string[]).includes(call.name)) {
    const names = offeredTools(state, true).map((tool) => tool.name);
    return `Error: ${call.name} is not a tool the server runs for this agent; the tools are: ${names.join(', ')}.`;
  }
  switch (call.name) {
    case 'create_plan': {
      const count = plan.replace(args.steps);
      return `Plan created with ${count} subtask(s): ${plan.subtasks.map((subtask) => subtask.stepId).join(', ')}`;
    }
    case 'think':
      return `Noted. Confidence: ${text(args.confidence)}. Next actions: ${Array.isArray(args.next_actions) ? args.next_actions.map(text).join(', ') : text(args.next_actions)}`;
    case 'subtask_done': {
      const id = text(args.task_id);
      if (!plan.finish(id, args.success !== false, text(args.summary)))
        return `Error: the plan has no subtask '${id}'; its subtasks are: ${plan.subtasks.map((subtask) => subtask.stepId).join(', ')}.`;
      return `Subtask ${id} marked as ${args.success === false ? 'failed' : 'completed'}`;
    }
    case 'complete_task':
      return completionSummary(args, plan);
    case 'respond_to_user':
      return `Message sent to the user: ${text(args.message)}`;
    case 'create_file':
      return workspace.create(text(args.file_path), text(args.content));
    case 'update_file':
      return workspace.update(text(args.file_path), text(args.content), text(args.mode) || undefined);
    case 'read_file':
      return workspace.read(text(args.file_path));
    case 'list_directory':
      return workspace.list(text(args.directory_path));
    case 'delete_file':
      return workspace.delete(text(args.file_path));
    case 'create_sub_agent':
      return subAgents.create(args);
    case 'assign_task':
      return subAgents.assign(args);
  }
  return `Error: ${call.name} has no handler.`;
}
