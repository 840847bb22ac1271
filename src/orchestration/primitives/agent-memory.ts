import type { ChatMessage } from '../../providers/spec.js';
import type { AgentDefinition } from '../agent-definition.js';
import type { SwarmInput, SwarmMessage } from '../swarms/swarm-input.js';
import { agentTurn, lastContent, type TurnOptions } from './agent-turn.js';

/**
 * What each agent of one run remembers: the framework's agent keeps every task it was given and
 * every answer it gave in its short-term memory, so an agent run twice in a swarm sees its first
 * exchange on the second run. One memory per run; agents are told apart by name.
 */
interface AgentMemory {
  /** One turn of `agent` on `task`, seeing its earlier exchanges; the exchange is then remembered. */
  turn(input: SwarmInput, agent: AgentDefinition, task: string, options?: Pick<TurnOptions, 'finalOnly'>): Promise<SwarmMessage[]>;
}

/** A fresh memory for one run. */
export function createAgentMemory(): AgentMemory {
  const byAgent = new Map<string, ChatMessage[]>();
  return {
    async turn(input, agent, task, options = {}) {
      const memory = byAgent.get(agent.name) ?? [];
      const turns = await agentTurn(input, agent, { ...options, task, memory });
      byAgent.set(agent.name, [...memory, { role: 'user', content: task }, ...turns.map((turn): ChatMessage => ({ role: 'assistant', content: turn.content }))]);
      return turns;
    },
  };
}

/** One remembered turn's answer as a transcript entry under the agent's name. */
export async function rememberedAnswer(memory: AgentMemory, input: SwarmInput, agent: AgentDefinition, task: string): Promise<SwarmMessage> {
  return { role: agent.name, content: lastContent(await memory.turn(input, agent, task)) };
}
