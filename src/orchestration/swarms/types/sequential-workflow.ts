import type { SwarmRunner } from '../swarm-input.js';
import type { SwarmTypeDescriptor } from '../swarm-type-descriptor.js';
import { runFlow } from './agent-rearrange.js';

/**
 * SequentialWorkflow: the framework builds the flow "A -> B -> C" from the agents in list order and
 * runs it as AgentRearrange does (`SequentialWorkflow.run` → `AgentRearrange.run`), so each agent
 * reads the whole transcript so far, not only the previous answer.
 */
const run: SwarmRunner = (input) =>
  runFlow(
    input,
    input.agents.map((agent) => [agent]),
  );

/** SequentialWorkflow: runs on the request's agents, one task at a time. */
export const sequentialWorkflow: SwarmTypeDescriptor = {
  run,
  designable: { purpose: 'execute tasks in a strict, predefined order, each building on the last' },
};
