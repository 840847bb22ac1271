import { aggregate } from '../../primitives/aggregate.js';
import { builtInAgent } from '../../primitives/built-in-agent.js';
import { converse } from '../../primitives/conversation.js';
import type { SwarmRunner } from '../swarm-input.js';

/** DebateWithJudge: the first two agents argue in rounds (`max_loops`); a judge (the third agent, else built in) decides. */
export const debateWithJudge: SwarmRunner = async (input) => {
  const debaters = input.agents.slice(0, 2);
  const judge = input.agents[2] ?? builtInAgent('Judge', 'You judge debates fairly and decide which side argued better.', input.defaultModel);
  const transcript = await converse(input, input.maxLoops, () => debaters);
  const verdict = await aggregate(input, judge, transcript, 'Decide this debate: say which side wins and why, then give the best answer to the task.');
  return { history: [...transcript, ...verdict], final: verdict.slice(-1), numberOfAgents: debaters.length + 1 };
};
