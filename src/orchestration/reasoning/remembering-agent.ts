import type { ChatMessage } from '../../providers/spec.js';
import type { AgentDefinition } from '../agent-definition.js';
import { runAgent, type AgentRunResult } from '../agent-runtime.js';
import type { RunContext } from '../run-context.js';

/** An agent asked several times in one run; it remembers what it was asked and what it answered. */
interface RememberingAgent {
  name: string;
  ask(task: string): Promise<string>;
}

/** The text of each loop of an agent's run. */
const answersOf = (result: AgentRunResult) => result.turns.map((turn) => (typeof turn.content === 'string' ? turn.content : JSON.stringify(turn.content)));

/** One run of a fresh agent on `task`: its answer (its loops joined by newlines). */
export async function askOnce(context: RunContext, agent: AgentDefinition, task: string): Promise<string> {
  return answersOf(await runAgent(context, agent, { task })).join('\n');
}

/**
 * A framework agent object that a reasoning type calls more than once: each call sees the agent's
 * earlier tasks and answers before the new task, as the framework agent's short-term memory holds
 * them. The answer is this call's text only (its loops joined by newlines).
 */
export function rememberingAgent(context: RunContext, agent: AgentDefinition): RememberingAgent {
  const memory: ChatMessage[] = [];
  return {
    name: agent.name,
    async ask(task) {
      const answers = answersOf(await runAgent(context, agent, { task, history: [...memory] }));
      memory.push({ role: 'user', content: task }, ...answers.map((answer): ChatMessage => ({ role: 'assistant', content: answer })));
      return answers.join('\n');
    },
  };
}
