import type { AgentDefinition } from '../../agent-definition.js';
import { aggregate } from '../../primitives/aggregate.js';
import { builtInAgent, findOrBuild } from '../../primitives/built-in-agent.js';
import { fanOut } from '../../primitives/fan-out.js';
import type { SwarmInput, SwarmMessage, SwarmRunner } from '../swarm-input.js';

/**
 * The aggregator (CONTRACT section 10: "the last agent, or a built-in one"): an agent named or roled
 * aggregator wins, else the last agent; a lone agent has no one to aggregate, so a built-in one does.
 */
function aggregatorOf(input: SwarmInput): AgentDefinition {
  const last = input.agents.length > 1 ? input.agents[input.agents.length - 1] : undefined;
  return findOrBuild(input.agents, /aggregat/i, () => last ?? builtInAgent('Aggregator', 'You synthesise several expert answers into one complete, accurate answer.', input.defaultModel)).agent;
}

/** MixtureOfAgents: the agents answer in parallel, then the aggregator synthesises; `max_loops` layers feed each synthesis back. */
export const mixtureOfAgents: SwarmRunner = async (input) => {
  const aggregator = aggregatorOf(input);
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
