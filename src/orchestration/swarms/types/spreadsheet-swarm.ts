import { runParallel } from '../../parallel.js';
import { agentTurn, lastContent } from '../../primitives/agent-turn.js';
import type { SwarmRunner } from '../swarm-input.js';
import type { SwarmTypeDescriptor } from '../swarm-type-descriptor.js';

/**
 * SpreadSheetSwarm (dropped from the framework's router; follows `SpreadSheetSwarm._run_tasks`,
 * spreadsheet_swarm.py, as the router last built it): every agent runs the task `max_loops` times,
 * every run at once, each seeing only the task (the framework runs one agent object in several
 * threads at once, so what its memory holds at a call is a matter of timing). Each task of `tasks` gets
 * its own rows. One entry per run, by task, then loop, then agent; every row is a result.
 */
const run: SwarmRunner = async (input) => {
  const runs = input.tasks.flatMap((task) => Array.from({ length: input.maxLoops }, () => input.agents.map((agent) => ({ task, agent }))).flat());
  const rows = await runParallel(runs, async ({ task, agent }) => ({ role: agent.name, content: lastContent(await agentTurn(input, agent, { task })) }));
  return { history: rows, final: rows, numberOfAgents: input.agents.length };
};

/** SpreadSheetSwarm: runs every task of `tasks` in one run; the boss never chooses it. */
export const spreadsheetSwarm: SwarmTypeDescriptor = {
  run,
  takesAllTasks: true,
};
