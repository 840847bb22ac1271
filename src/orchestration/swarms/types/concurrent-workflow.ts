import { fanOut } from '../../primitives/fan-out.js';
import type { SwarmMessage, SwarmRunner } from '../swarm-input.js';

/** ConcurrentWorkflow: every agent on the task at once; `max_loops` repeats, each agent improving its own last answer. */
export const concurrentWorkflow: SwarmRunner = async (input) => {
  const history: SwarmMessage[] = [];
  let finals: SwarmMessage[] = [];
  for (let loop = 0; loop < input.maxLoops; loop += 1) {
    const previous = finals;
    const answers = await fanOut(input, input.agents, {
      contextOf: (_agent, index) => (previous[index] ? `Your previous answer:\n${previous[index].content}\n\nImprove on it.` : undefined),
    });
    history.push(...answers.flatMap((answer) => answer.turns));
    finals = answers.map((answer) => answer.final);
  }
  return { history, final: finals, numberOfAgents: input.agents.length };
};
