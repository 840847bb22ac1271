import { aggregate } from '../../primitives/aggregate.js';
import { builtInAgent, findOrBuild } from '../../primitives/built-in-agent.js';
import { fanOut } from '../../primitives/fan-out.js';
import type { SwarmMessage, SwarmRunner } from '../swarm-input.js';

/** MixtureOfAgents: the agents answer in parallel, then an aggregator (an agent named or roled so, else built in) synthesises. */
export const mixtureOfAgents: SwarmRunner = async (input) => {
  const { agent: aggregator } = findOrBuild(input.agents, /aggregat/i, () =>
    builtInAgent('Aggregator', 'You synthesise several expert answers into one complete, accurate answer.', input.defaultModel),
  );
  const experts = input.agents.filter((agent) => agent !== aggregator);
  const history: SwarmMessage[] = [];
  let context: string | undefined;
  let final: SwarmMessage[] = [];
  for (let loop = 0; loop < input.maxLoops; loop += 1) {
    const answers = await fanOut(input, experts, { context });
    history.push(...answers.flatMap((answer) => answer.turns));
    final = await aggregate(input, aggregator, answers.map((answer) => answer.final), 'Synthesise these expert answers into one answer to the task.');
    history.push(...final);
    context = `The previous synthesis:\n${final[final.length - 1].content}`;
  }
  return { history, final: final.slice(-1), numberOfAgents: experts.length + 1 };
};
