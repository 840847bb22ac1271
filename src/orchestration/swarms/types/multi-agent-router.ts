import { agentTurn } from '../../primitives/agent-turn.js';
import { builtInAgent } from '../../primitives/built-in-agent.js';
import { pickAgent } from '../../primitives/planner.js';
import type { SwarmRunner } from '../swarm-input.js';

/** MultiAgentRouter: a router call picks the best agent from names and descriptions; that agent answers. */
export const multiAgentRouter: SwarmRunner = async (input) => {
  const router = builtInAgent('Router', 'You route each task to the single best-suited agent.', input.defaultModel);
  const { agent } = await pickAgent(input, router, input.agents);
  const turns = await agentTurn(input, agent);
  return { history: turns, final: turns.slice(-1), numberOfAgents: input.agents.length };
};
