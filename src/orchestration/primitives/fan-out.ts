import type { AgentDefinition } from '../agent-definition.js';
import { runParallel } from '../parallel.js';
import type { SwarmInput, SwarmMessage } from '../swarms/swarm-input.js';
import { agentTurn, lastContent } from './agent-turn.js';

/** One agent's answer in a fan-out. */
export interface FanOutAnswer {
  agent: string;
  turns: SwarmMessage[];
  final: SwarmMessage;
}

/** How a fan-out's agents are briefed: a shared context, or a task / context of their own. */
export interface FanOutOptions {
  context?: string;
  contextOf?: (agent: AgentDefinition, index: number) => string | undefined;
  taskOf?: (agent: AgentDefinition, index: number) => string;
}

/** Agents in parallel on the same input (or each on its own task); answers in the agents' order. */
export async function fanOut(input: SwarmInput, agents: AgentDefinition[], options: FanOutOptions = {}): Promise<FanOutAnswer[]> {
  return runParallel(agents, async (agent, index) => {
    const context = options.contextOf?.(agent, index) ?? options.context;
    const turns = await agentTurn(input, agent, { context, task: options.taskOf?.(agent, index) });
    return { agent: agent.name, turns, final: { role: agent.name, content: lastContent(turns) } };
  });
}
