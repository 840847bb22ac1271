import type { SwarmRunner } from '../swarm-input.js';
import { runFlow } from './agent-rearrange.js';

/**
 * SequentialWorkflow: the framework builds the flow "A -> B -> C" from the agents in list order and
 * runs it as AgentRearrange does (`SequentialWorkflow.run` → `AgentRearrange.run`), so each agent
 * reads the whole transcript so far, not only the previous answer.
 */
export const sequentialWorkflow: SwarmRunner = (input) =>
  runFlow(
    input,
    input.agents.map((agent) => [agent]),
  );
