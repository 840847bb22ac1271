import type { AgentDefinition } from '../agent-definition.js';
import type { SwarmInput, SwarmMessage } from '../swarms/swarm-input.js';
import { agentTurn, labelled, lastContent } from './agent-turn.js';

/** Agents one after another: each receives the task plus the previous agent's output. */
export async function runSequence(input: SwarmInput, agents: AgentDefinition[], initialContext?: string): Promise<SwarmMessage[]> {
  const history: SwarmMessage[] = [];
  let previous: SwarmMessage[] = [];
  for (const agent of agents) {
    const context = previous.length ? `Output of the previous agent:\n${labelled([{ role: previous[0].role, content: lastContent(previous) }])}` : initialContext;
    previous = await agentTurn(input, agent, { context });
    history.push(...previous);
  }
  return history;
}
