import { aggregate } from '../../primitives/aggregate.js';
import { builtInAgent } from '../../primitives/built-in-agent.js';
import { fanOut } from '../../primitives/fan-out.js';
import type { SwarmRunner } from '../swarm-input.js';

/** The judge step's instructions for each council-like type (CONTRACT section 10 groups them). */
const JUDGES = {
  MajorityVoting: { name: 'Consensus Agent', instruction: 'Find the answer most of these agents agree on and state it, noting any dissent.' },
  LLMCouncil: { name: 'Council Chair', instruction: 'Rank these council answers by quality and synthesise the best final answer from them.' },
  CouncilAsAJudge: { name: 'Chief Judge', instruction: 'Judge these answers on accuracy, completeness and clarity; give a verdict and the best answer.' },
} as const;

/** MajorityVoting, LLMCouncil, CouncilAsAJudge: agents answer independently, then a consensus/judge step picks or synthesises. */
export function councilOf(kind: keyof typeof JUDGES): SwarmRunner {
  return async (input) => {
    const answers = await fanOut(input, input.agents);
    const judge = builtInAgent(JUDGES[kind].name, `You are the ${JUDGES[kind].name.toLowerCase()} of a group of agents.`, input.defaultModel);
    const verdict = await aggregate(input, judge, answers.map((answer) => answer.final), JUDGES[kind].instruction);
    return { history: [...answers.flatMap((answer) => answer.turns), ...verdict], final: verdict.slice(-1), numberOfAgents: input.agents.length + 1 };
  };
}
