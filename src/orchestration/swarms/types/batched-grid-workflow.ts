import type { AgentDefinition } from '../../agent-definition.js';
import { runParallel } from '../../parallel.js';
import { createAgentMemory, rememberedAnswer } from '../../primitives/agent-memory.js';
import type { SwarmInput, SwarmMessage, SwarmRunner } from '../swarm-input.js';
import type { SwarmTypeDescriptor } from '../swarm-type-descriptor.js';

/** One loop of the grid: the answers of every agent to every task, task by task. */
type GridLoop = SwarmMessage[][];

/**
 * The grid of BatchedGridWorkflow: `max_loops` loops, in each every agent answers every task, all at
 * once; an agent sees its own earlier answers to that task (the framework's agent keeps its earlier
 * loops in memory, which is what makes the loops a refinement). The documentation's grid (each agent
 * on each task) contains the framework's pairing of agent i with task i (`batched_grid_agent_execution`)
 * as its diagonal, and needs no equal counts.
 */
export async function runGrid(input: SwarmInput, agents: AgentDefinition[], tasks: string[]): Promise<GridLoop[]> {
  // One memory per task, so an agent answering several tasks at once remembers each on its own.
  const memories = tasks.map(() => createAgentMemory());
  const loops: GridLoop[] = [];
  for (let loop = 0; loop < input.maxLoops; loop += 1) {
    loops.push(await runParallel(tasks, (task, row) => runParallel(agents, (agent) => rememberedAnswer(memories[row], input, agent, task))));
  }
  return loops;
}

/**
 * BatchedGridWorkflow as a swarm type (framework: `BatchedGridWorkflow.run`, batched_grid_workflow.py,
 * read as the documentation describes it: every agent on every task of `tasks`, or on `task`).
 * Entries loop by loop, task by task, agent by agent; the last loop's entries are final.
 */
const run: SwarmRunner = async (input) => {
  const loops = await runGrid(input, input.agents, input.tasks);
  return { history: loops.flat(2), final: loops[loops.length - 1].flat(), numberOfAgents: input.agents.length };
};

/** BatchedGridWorkflow: runs every task of `tasks` in one grid. */
export const batchedGridWorkflow: SwarmTypeDescriptor = {
  run,
  takesAllTasks: true,
  designable: { purpose: 'every agent on every task in a grid' },
};
