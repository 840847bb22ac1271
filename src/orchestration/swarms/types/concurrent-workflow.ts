import { runParallel } from '../../parallel.js';
import { agentTurn } from '../../primitives/agent-turn.js';
import { briefing } from '../../primitives/transcript.js';
import type { SwarmRunner } from '../swarm-input.js';
import type { SwarmTypeDescriptor } from '../swarm-type-descriptor.js';

/**
 * ConcurrentWorkflow (`ConcurrentWorkflow._run`): every agent on the task alone, all at once, in
 * one pass — the framework ignores `max_loops` here. Entries keep the agents' order (the framework
 * records them as they finish, which no caller can rely on).
 */
const run: SwarmRunner = async (input) => {
  const answers = (await runParallel(input.agents, (agent) => agentTurn(input, agent, { task: briefing(input) }))).flat();
  return { history: answers, final: answers, numberOfAgents: input.agents.length };
};

/** ConcurrentWorkflow: runs on the request's agents, one task at a time. */
export const concurrentWorkflow: SwarmTypeDescriptor = {
  run,
  designable: { purpose: 'run independent work in parallel for higher throughput' },
};
