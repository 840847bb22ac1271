import type { ModelCallResult } from '../../../src/orchestration/model-call.js';
import type { CallOptions, GenerateResult } from '../../../src/providers/spec.js';
import { textOf } from '../../../src/providers/synthetic/conversation-facts.js';
import { promptOf } from '../../support/scripted-swarm.js';

/** One answer made of tool calls: `[name, arguments]` pairs, ids `call-<name>-<n>`. */
export function calling(...calls: Array<[string, Record<string, unknown>]>): Partial<GenerateResult> {
  return { content: calls.map(([name, args], index) => ({ type: 'tool-call' as const, id: `call-${name}-${index}`, name, arguments: JSON.stringify(args) })) };
}

/** A plan of steps `[id, dependencies]`. */
export const plan = (...steps: Array<[string, string[]]>) =>
  calling([
    'create_plan',
    { task_description: 'the task', steps: steps.map(([step_id, dependencies]) => ({ step_id, description: `do ${step_id}`, priority: 'high', dependencies })) },
  ]);

export const done = (id: string) => calling(['subtask_done', { task_id: id, summary: `${id} done`, success: true }]);
export const complete = calling(['complete_task', { task_id: 'main', summary: 'All done.', success: true }]);
export const think = calling(['think', { current_state: 's', analysis: 'a', next_actions: ['act'], confidence: 0.5 }]);

type Call = Omit<CallOptions, 'abortSignal'>;

/** The text of a call's last user message. */
export const lastUser = (call: Call) => {
  const last = [...call.messages].reverse().find((message) => message.role === 'user');
  // The agent's first message is its flattened memory: what it was asked is its last Human entry.
  return last ? promptOf({ ...call, messages: [last] }) : '';
};

/** The tool results a call's messages carry, in order. */
export const toolResults = (call: Call) => call.messages.filter((message) => message.role === 'tool').map((message) => textOf(message.content));

/** The names of the tools a call offered. */
export const offered = (call: Call) => (call.tools ?? []).map((tool) => tool.name);

/** The agent a call belongs to: the runtime names its caller. */
export const agentOfCall = (call: Call | CallOptions) => call.caller;

/** A model answer of the loop's own call shape made of one tool call (for tests driving runAutonomousLoop directly). */
export const loopCall = (name: string, args: Record<string, unknown>): ModelCallResult => ({
  text: '',
  toolCalls: [{ id: `call-${name}`, name, arguments: JSON.stringify(args) }],
  finishReason: 'tool-calls',
  usage: { inputTokens: 1, outputTokens: 1 },
  response: { modelId: 'gpt-4.1' },
});
