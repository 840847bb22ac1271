import type { AutonomousToolName } from '../../contract/schemas/autonomous-tools.js';
import type { ToolDefinition } from '../../providers/spec.js';

const text = (description: string) => ({ type: 'string', description });
const object = (properties: Record<string, unknown>, required: string[]) => ({ type: 'object', properties, required });

/**
 * The autonomous loop's tools as the model is offered them: the framework's names, parameters and
 * required fields (autonomous_loop_utils.get_autonomous_planning_tools), described in our words.
 */
export const AUTONOMOUS_TOOL_DEFINITIONS: Record<AutonomousToolName, ToolDefinition> = {
  create_plan: {
    name: 'create_plan',
    description: 'Break the task into subtasks, each with an id, a priority and the subtasks it depends on.',
    parameters: object(
      {
        task_description: text('The task the plan is for'),
        steps: {
          type: 'array',
          items: object(
            {
              step_id: { type: 'string' },
              description: { type: 'string' },
              priority: { type: 'string', enum: ['low', 'medium', 'high', 'critical'] },
              dependencies: { type: 'array', items: { type: 'string' } },
            },
            ['step_id', 'description', 'priority'],
          ),
        },
      },
      ['task_description', 'steps'],
    ),
  },
  think: {
    name: 'think',
    description: 'Reason about where the work stands and what to do next.',
    parameters: object(
      {
        current_state: text('Where the work stands'),
        analysis: text('What you make of it'),
        next_actions: { type: 'array', items: { type: 'string' }, description: 'What to do next' },
        confidence: { type: 'number', minimum: 0, maximum: 1, description: 'How sure you are, 0 to 1' },
      },
      ['current_state', 'analysis', 'next_actions', 'confidence'],
    ),
  },
  subtask_done: {
    name: 'subtask_done',
    description: 'Mark the current subtask finished (or failed) and move on to the next one.',
    parameters: object({ task_id: text('The step_id of the subtask'), summary: text('What was done'), success: { type: 'boolean', description: 'Whether it succeeded' } }, [
      'task_id',
      'summary',
      'success',
    ]),
  },
  complete_task: {
    name: 'complete_task',
    description: 'Finish the whole task with a final summary for the user.',
    parameters: object(
      {
        task_id: text('An id for the main task'),
        summary: text('The final summary of the whole task'),
        success: { type: 'boolean', description: 'Whether the task succeeded' },
        results: text('Detailed results (optional)'),
        lessons_learned: text('What was learnt (optional)'),
      },
      ['task_id', 'summary', 'success'],
    ),
  },
  respond_to_user: {
    name: 'respond_to_user',
    description: 'Send the user a message: an update, a question, a warning.',
    parameters: object(
      { message: text('The message'), message_type: { type: 'string', enum: ['info', 'question', 'warning', 'error', 'success'], description: 'Its kind (default info)' } },
      ['message'],
    ),
  },
  create_file: {
    name: 'create_file',
    description: 'Create a file in your workspace with the given content.',
    parameters: object({ file_path: text('Path of the new file in the workspace'), content: text('What the file holds') }, ['file_path', 'content']),
  },
  update_file: {
    name: 'update_file',
    description: 'Replace the content of a workspace file, or append to it.',
    parameters: object(
      {
        file_path: text('Path of the file in the workspace'),
        content: text('The new content'),
        mode: { type: 'string', enum: ['replace', 'append'], description: 'replace (default) or append' },
      },
      ['file_path', 'content'],
    ),
  },
  read_file: {
    name: 'read_file',
    description: 'Read a workspace file.',
    parameters: object({ file_path: text('Path of the file in the workspace') }, ['file_path']),
  },
  list_directory: {
    name: 'list_directory',
    description: 'List the files and folders of a workspace folder (the workspace root when empty).',
    parameters: object({ directory_path: text('The folder; empty for the root') }, []),
  },
  delete_file: {
    name: 'delete_file',
    description: 'Delete a workspace file.',
    parameters: object({ file_path: text('Path of the file in the workspace') }, ['file_path']),
  },
  create_sub_agent: {
    name: 'create_sub_agent',
    description: 'Create sub-agents to delegate specialised work to; each gets an id to assign tasks with.',
    parameters: object(
      {
        agents: {
          type: 'array',
          description: 'The sub-agents to create',
          items: object({ agent_name: text('Its name'), agent_description: text('Its role and skills'), system_prompt: text('Its instructions (optional)') }, [
            'agent_name',
            'agent_description',
          ]),
        },
      },
      ['agents'],
    ),
  },
  assign_task: {
    name: 'assign_task',
    description: 'Give tasks to sub-agents; they work at the same time and their results come back to you.',
    parameters: object(
      {
        assignments: {
          type: 'array',
          description: 'One task per sub-agent',
          items: object({ agent_id: text('The sub-agent id'), task: text('What it should do'), task_id: text('An id for the assignment (optional)') }, ['agent_id', 'task']),
        },
        wait_for_completion: { type: 'boolean', description: 'Wait for every result (default true)' },
      },
      ['assignments'],
    ),
  },
};

/** The handoff tool's name. */
export const HANDOFF_TOOL = 'handoff_task';

/**
 * The framework's handoff tool (handoffs_tool_schema.get_handoff_tool_schema), described in our words;
 * `agent_name` is a free string as the framework has it: a name that is not a handoff is answered in the tool result.
 */
export const HANDOFF_TOOL_DEFINITION: ToolDefinition = {
  name: HANDOFF_TOOL,
  description: 'Hand tasks to one or more of the specialist agents listed in your instructions; they work at the same time and their answers come back to you.',
  parameters: object(
    {
      handoffs: {
        type: 'array',
        minItems: 1,
        description: 'One entry per agent to hand a task to',
        items: object({ agent_name: text('The agent, exactly as listed in your instructions'), task: text('What it should do'), reasoning: text('Why this agent') }, [
          'agent_name',
          'task',
          'reasoning',
        ]),
      },
    },
    ['handoffs'],
  ),
};
