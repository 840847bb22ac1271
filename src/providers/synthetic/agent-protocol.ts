import type { Faker } from '@faker-js/faker';
import type { CallOptions, ChatMessage, ToolCall, ToolDefinition } from '../spec.js';
import { phrasesOf, textOf, unflattened } from './conversation-facts.js';
import { sampleFromSchema } from './json-schema-sample.js';

/** A tool call the synthetic model makes, before it gets its id. */
type Move = { name: string; args: Record<string, unknown> };

type Args = Record<string, unknown>;

/** The tool calls the conversation's assistant turns made, with their arguments parsed, in order. */
function madeCalls(messages: ChatMessage[]): Array<{ call: ToolCall; args: Args; index: number }> {
  return messages.flatMap((message, index) =>
    message.role === 'assistant' && message.toolCalls
      ? message.toolCalls.map((call) => {
          try {
            return { call, args: JSON.parse(call.arguments) as Args, index };
          } catch {
            return { call, args: {}, index };
          }
        })
      : [],
  );
}

/**
 * The task an agent was given: the latest user entry of the message that carries its flattened memory
 * (`[timestamp] Human: ...`), without the timestamps, so the answer does not depend on the run's clock.
 */
function taskOf(messages: ChatMessage[], which: 'first' | 'last'): string {
  const users = messages.filter((message) => message.role === 'user');
  const carrier = which === 'first' ? users[0] : users[users.length - 1];
  if (!carrier) return '';
  const entries = unflattened([carrier]).filter((message) => message.role === 'user');
  return textOf((entries[entries.length - 1] ?? carrier).content);
}

/** A short plain sentence on how the work went (no generated business jargon). */
const sentence = (faker: Faker) =>
  faker.helpers.arrayElement([
    'The notes cover the main points.',
    'The findings are written up.',
    'The open questions are listed.',
    'The evidence was checked against the task.',
    'The result is ready for review.',
  ]);

const sentenceAbout = (faker: Faker, phrase: string) => `${phrase[0].toUpperCase()}${phrase.slice(1)}: ${sentence(faker).toLowerCase()}`;

/** A plan of 2 to 4 subtasks on the task's phrases, each depending on the one before. */
function planMove(task: string, faker: Faker): Move {
  const phrases = phrasesOf(task, 6);
  const count = faker.number.int({ min: 2, max: 4 });
  const verbs = ['Research', 'Analyse', 'Draft', 'Review'];
  const priorities = ['high', 'high', 'medium', 'low'];
  const steps = Array.from({ length: count }, (_unused, index) => ({
    step_id: `step-${index + 1}`,
    description: `${verbs[index]} ${phrases[index % Math.max(1, phrases.length)] ?? 'the task'}`,
    priority: priorities[index],
    dependencies: index === 0 ? [] : [`step-${index}`],
  }));
  return { name: 'create_plan', args: { task_description: task.slice(0, 200), steps } };
}

/** A valid call of an offered tool with sampled arguments, some fixed. */
const sampled = (tool: ToolDefinition | undefined, faker: Faker, words: string[], fixed: Args = {}): Move[] =>
  tool ? [{ name: tool.name, args: { ...(sampleFromSchema(tool.parameters, faker, { words, phrases: [], places: [] }) as Args), ...fixed } }] : [];

/**
 * The next answer of an autonomous agent (the loop offers create_plan / subtask_done): a plan, then per
 * subtask a think on the first, the handoff on the first when offered, a note written to the workspace
 * (the previous note read back), sub-agents created and assigned on the last, and subtask_done; then
 * complete_task. Read from the conversation's own tool calls, so each call of a run is a pure function of its messages.
 */
function autonomousMoves(options: CallOptions, tools: Map<string, ToolDefinition>, faker: Faker): Move[] | undefined {
  const calls = madeCalls(options.messages);
  const task = taskOf(options.messages, 'first');
  const words = phrasesOf(task, 6).flatMap((phrase) => phrase.split(' '));
  const planCall = [...calls].reverse().find((entry) => entry.call.name === 'create_plan');
  if (!planCall) return tools.has('create_plan') ? [planMove(task, faker)] : undefined;
  const steps = (Array.isArray(planCall.args.steps) ? planCall.args.steps : []) as Args[];
  const done = new Set(calls.filter((entry) => entry.call.name === 'subtask_done').map((entry) => String(entry.args.task_id)));
  const index = steps.findIndex((step) => !done.has(String(step.step_id)));
  if (index < 0) {
    if (calls.some((entry) => entry.call.name === 'complete_task')) return undefined;
    return sampled(tools.get('complete_task'), faker, words, {
      task_id: 'main-task',
      success: true,
      summary: `All ${steps.length} subtasks are done. ${sentence(faker)}`,
      results: steps.map((step) => `${String(step.step_id)}: ${sentence(faker)}`).join('\n'),
      lessons_learned: sentence(faker),
    });
  }
  const stepId = String(steps[index].step_id);
  let opened = options.messages.length - 1;
  while (opened >= 0 && !(options.messages[opened].role === 'user' && textOf(options.messages[opened].content).includes(stepId))) opened -= 1;
  const answered = options.messages.slice(opened + 1).filter((message) => message.role === 'assistant').length;
  const finish: Move[] = [];
  if (tools.has('create_file'))
    finish.push({ name: 'create_file', args: { file_path: `notes/${stepId}.md`, content: sentenceAbout(faker, String(steps[index].description ?? stepId)) } });
  if (tools.has('read_file') && index > 0 && tools.has('create_file')) finish.push({ name: 'read_file', args: { file_path: `notes/${String(steps[index - 1].step_id)}.md` } });
  if (tools.has('list_directory') && index === steps.length - 1) finish.push({ name: 'list_directory', args: { directory_path: 'notes' } });
  finish.push(...sampled(tools.get('subtask_done'), faker, words, { task_id: stepId, success: true, summary: `Finished ${stepId}: ${sentence(faker).toLowerCase()}` }));
  const answers: Move[][] = [];
  if (index === 0 && tools.has('think'))
    answers.push(
      sampled(tools.get('think'), faker, words, {
        current_state: `Starting ${stepId}.`,
        analysis: sentence(faker),
        next_actions: ['write the notes', 'mark the subtask done'],
        confidence: 0.8,
      }),
    );
  if (index === 0 && tools.has('handoff_task')) answers.push([handoffMove(tools.get('handoff_task') as ToolDefinition, options)]);
  if (index === steps.length - 1 && tools.has('create_sub_agent') && tools.has('assign_task')) {
    answers.push(sampled(tools.get('create_sub_agent'), faker, words, { agents: subAgentSpecs(faker, words) }));
    const created = [...options.messages].reverse().find((message) => message.role === 'tool' && /sub-agent-[0-9a-f]{8}/.test(textOf(message.content)));
    const ids = created ? [...new Set(textOf(created.content).match(/sub-agent-[0-9a-f]{8}/g))] : [];
    finish.unshift({
      name: 'assign_task',
      args: {
        assignments: ids.map((id, n) => ({ agent_id: id, task: `${steps[index].description ?? task} (part ${n + 1})`, task_id: `task-${n + 1}` })),
        wait_for_completion: true,
      },
    });
  }
  answers.push(finish);
  return answers[Math.min(answered, answers.length - 1)];
}

/** A handoff of the task to every agent the tool names (its `agent_name` enum), as a router that cannot tell would. */
function handoffMove(tool: ToolDefinition, options: CallOptions): Move {
  const items = (tool.parameters.properties as { handoffs?: { items?: { properties?: { agent_name?: { enum?: unknown[] } } } } }).handoffs;
  const names = (items?.items?.properties?.agent_name?.enum ?? []).map(String);
  const task = taskOf(options.messages, 'last');
  return { name: 'handoff_task', args: { handoffs: names.map((name) => ({ agent_name: name, task, reasoning: `${name} is one of the specialists listed for this.` })) } };
}

/** Two sub-agents named after the task's words. */
function subAgentSpecs(faker: Faker, words: string[]) {
  const subject = words[0] ?? 'topic';
  return ['Researcher', 'Analyst'].map((role) => ({ agent_name: `${subject}-${role}`, agent_description: `${role} of ${subject}: ${sentence(faker).toLowerCase()}` }));
}

/**
 * Tool calls the synthetic model makes because the tools offered say what is expected of it: the
 * autonomous loop's (create_plan, subtask_done, ...) and, for an agent with handoffs, one handoff_task
 * before it answers. Undefined when the tools offered are not such a protocol (the model then answers
 * as it does for any other tools).
 */
export function protocolMoves(options: CallOptions, faker: Faker): ToolCall[] | undefined {
  const tools = new Map((options.tools ?? []).map((tool) => [tool.name, tool]));
  let moves: Move[] | undefined;
  if (tools.has('subtask_done') || tools.has('create_plan')) moves = autonomousMoves(options, tools, faker);
  else if (tools.has('handoff_task') && !options.messages.some((message) => message.role === 'tool')) moves = [handoffMove(tools.get('handoff_task') as ToolDefinition, options)];
  if (!moves?.length) return undefined;
  return moves.map((move) => ({ id: `call_${faker.string.hexadecimal({ length: 24, casing: 'lower', prefix: '' })}`, name: move.name, arguments: JSON.stringify(move.args) }));
}
