import { labelled } from '../../primitives/agent-turn.js';
import { runSequence } from '../../primitives/sequence.js';
import type { SwarmMessage, SwarmRunner } from '../swarm-input.js';

/** SequentialWorkflow: agents in list order, each on the previous agent's output; `max_loops` repeats the chain. */
export const sequentialWorkflow: SwarmRunner = async (input) => {
  const history: SwarmMessage[] = [];
  let carried: string | undefined;
  for (let loop = 0; loop < input.maxLoops; loop += 1) {
    const turns = await runSequence(input, input.agents, carried);
    history.push(...turns);
    carried = `Result of the previous pass:\n${labelled(turns.slice(-1))}`;
  }
  return { history, final: history.slice(-1), numberOfAgents: input.agents.length };
};
