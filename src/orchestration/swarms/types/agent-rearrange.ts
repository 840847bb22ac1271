import { ApiError } from '../../../errors/api-error.js';
import type { AgentDefinition } from '../../agent-definition.js';
import { runParallel } from '../../parallel.js';
import { createAgentMemory } from '../../primitives/agent-memory.js';
import { openTranscript } from '../../primitives/transcript.js';
import type { SwarmInput, SwarmResult, SwarmRunner } from '../swarm-input.js';
import type { SwarmTypeDescriptor } from '../swarm-type-descriptor.js';
import { parseFlow } from './rearrange-flow.js';

/**
 * The framework's `AgentRearrange._run`: the task opens a shared transcript; each step of the flow
 * runs its agents (in parallel when the step lists several) on the whole transcript so far, and
 * their answers join it in the step's order; `max_loops` runs the flow again on the same transcript,
 * each agent remembering its earlier exchanges.
 */
export async function runFlow(input: SwarmInput, steps: AgentDefinition[][]): Promise<SwarmResult> {
  const transcript = openTranscript(input);
  const memory = createAgentMemory();
  let last: SwarmResult['final'] = [];
  for (let loop = 0; loop < input.maxLoops; loop += 1) {
    for (const step of steps) {
      const seen = transcript.text();
      last = (await runParallel(step, (agent) => memory.turn(input, agent, seen))).flat();
      transcript.add(...last);
    }
  }
  return { history: transcript.spoken(), final: last, numberOfAgents: input.agents.length };
}

/** AgentRearrange: `rearrange_flow` is required (the framework's SwarmRouter refuses to run without one). */
const run: SwarmRunner = async (input) => {
  if (!input.flow?.trim()) {
    throw new ApiError('BAD_REQUEST', 'AgentRearrange needs a rearrange_flow such as "A -> B, C" ("->" runs steps in sequence, "," runs agents of a step in parallel).');
  }
  return runFlow(input, parseFlow(input.flow, input.agents));
};

/** AgentRearrange: runs on the request's agents, one task at a time. */
export const agentRearrange: SwarmTypeDescriptor = {
  run,
  designable: { purpose: 'dynamically reorganise agents in a flow of sequential and parallel steps' },
};
