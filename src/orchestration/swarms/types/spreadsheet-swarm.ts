import { runParallel } from '../../parallel.js';
import { agentTurn, lastContent } from '../../primitives/agent-turn.js';
import type { SwarmRunner } from '../swarm-input.js';

/** SpreadSheetSwarm and BatchedGridWorkflow: every agent on every task, all at once; one row per (task, agent). */
export const spreadsheetSwarm: SwarmRunner = async (input) => {
  const cells = input.tasks.flatMap((task) => input.agents.map((agent) => ({ task, agent })));
  const rows = await runParallel(cells, async ({ task, agent }) => ({ role: agent.name, content: lastContent(await agentTurn(input, agent, { task })) }));
  return { history: rows, final: rows, numberOfAgents: input.agents.length };
};
