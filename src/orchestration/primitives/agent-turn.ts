import type { ChatMessage } from '../../providers/spec.js';
import type { AgentDefinition } from '../agent-definition.js';
import { runAgent } from '../agent-runtime.js';
import { withAgentTools } from '../tools/prepare-tools.js';
import type { SwarmInput, SwarmMessage } from '../swarms/swarm-input.js';

/** The framework's conversation as one text (`role: content`, blank line between): what its agents are handed. */
export function conversationText(messages: SwarmMessage[]): string {
  return messages.map((message) => `${message.role}: ${message.content}`).join('\n\n');
}

/** How one turn is briefed: its task, context placed before it, and what the agent remembers of earlier turns. */
export interface TurnOptions {
  task?: string;
  context?: string;
  /** Earlier exchanges of this agent in this run (after the caller's history). */
  memory?: ChatMessage[];
  /** Only the last loop's answer (the framework's `output_type="final"`, as HierarchicalSwarm sets for its agents). */
  finalOnly?: boolean;
}

/**
 * One agent's run inside a swarm: the task, what came before (`context`), the swarm's images and
 * history. Every agent turn of every swarm type goes through here, so through the provider layer.
 * Like the framework's Agent, a run adds ONE entry to the swarm's conversation whatever its
 * `max_loops`: its loops' answers joined by new lines (`str-all-except-first`), or only the last
 * one where the swarm asks its agents for their final answer (`finalOnly`, HierarchicalSwarm). An
 * entry that is a turn of tool calls alone shows them as a list in the output (`data`).
 */
export async function agentTurn(input: SwarmInput, agent: AgentDefinition, options: TurnOptions = {}): Promise<SwarmMessage[]> {
  const history = options.memory?.length ? [...input.history, ...options.memory] : input.history;
  // An agent's MCP servers are connected for its turn and closed after it.
  const result = await withAgentTools(input.context, agent, (tools) =>
    runAgent(input.context, agent, { task: options.task ?? input.task, context: options.context, history, images: input.images, tools }),
  );
  const answers = result.turns.map((turn) => (typeof turn.content === 'string' ? turn.content : JSON.stringify(turn.content)));
  const entry: SwarmMessage = { role: agent.name, content: options.finalOnly ? answers[answers.length - 1] : answers.join('\n') };
  // An entry that is only tool calls is the list of calls in the output, as an agent completion answers them.
  const only = options.finalOnly || result.turns.length === 1 ? result.turns[result.turns.length - 1]?.content : undefined;
  return [Array.isArray(only) ? { ...entry, data: only } : entry];
}

/** The last thing an agent said in a list of turns. */
export function lastContent(turns: SwarmMessage[]): string {
  return turns[turns.length - 1]?.content ?? '';
}

/**
 * Streams an entry no agent run produced as text (a group-chat reply taken from its bid, a director's
 * plan) as the framework replays such a message to its streaming callback: start, the text, end.
 */
export function announce(input: SwarmInput, message: SwarmMessage): void {
  input.context.events({ type: 'agent-start', agent: message.role });
  endTurn(input, message);
}

/**
 * Opens the turn of a built-in agent whose calls are made outside an agent run (a director planning
 * through a structured call): its calls nest under it in the journal, and it lasts until `endTurn`.
 */
export function startTurn(input: SwarmInput, agent: string): void {
  input.context.events({ type: 'agent-start', agent });
}

/** Closes a turn opened by `startTurn` (or `announce`) with what the agent said: the text, then the end. */
export function endTurn(input: SwarmInput, message: SwarmMessage): void {
  input.context.events({ type: 'text-delta', agent: message.role, delta: message.content });
  input.context.events({ type: 'agent-end', agent: message.role, content: message.content });
}
