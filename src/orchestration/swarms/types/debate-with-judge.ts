import { ApiError } from '../../../errors/api-error.js';
import { createAgentMemory, rememberedAnswer } from '../../primitives/agent-memory.js';
import type { SwarmMessage, SwarmRunner } from '../swarm-input.js';
import type { SwarmTypeDescriptor } from '../swarm-type-descriptor.js';

/** The briefings the framework gives pro, con and judge before the first loop (their answers are not in the output). */
function introductions(topic: string, pro: string, con: string, judge: string): [string, string, string] {
  return [
    `You are ${pro}, arguing in favor (Pro position) of the topic: ${topic}. You will debate against ${con}, who will argue against your position. A judge (${judge}) will evaluate both arguments and provide synthesis.`,
    `You are ${con}, arguing against (Con position) of the topic: ${topic}. You will debate against ${pro}, who will argue in favor. A judge (${judge}) will evaluate both arguments and provide synthesis.`,
    `You are ${judge}, an impartial judge evaluating a debate between ${pro} (Pro) and ${con} (Con) on the topic: ${topic}. Evaluate both arguments and provide a refined synthesis; your output will be used to refine the discussion in subsequent loops.`,
  ];
}

const proPrompt = (topic: string, loop: number) =>
  loop === 0
    ? `Present your argument in favor of: ${topic}\n\nProvide a strong, well-reasoned argument with evidence and examples.`
    : `Loop ${loop + 1}: Based on the judge's previous evaluation, present an improved argument in favor of: ${topic}\n\nAddress any weaknesses identified and strengthen your position.`;

const conPrompt = (topic: string, pro: string, loop: number) =>
  loop === 0
    ? `Present your counter-argument against: ${topic}\n\nPro's argument:\n${pro}\n\nProvide a strong, well-reasoned counter-argument that addresses the Pro's points.`
    : `Loop ${loop + 1}: Based on the judge's previous evaluation, present an improved counter-argument against: ${topic}\n\nPro's current argument:\n${pro}\n\nAddress any weaknesses identified.`;

function judgePrompt(topic: string, pro: SwarmMessage, con: SwarmMessage, loop: number, loops: number): string {
  const ask =
    loop === loops - 1
      ? 'This is the final loop. Identify the strongest points from both sides, determine a winner OR provide a balanced synthesis, and present a refined answer: this will be the final output of the debate.'
      : 'Assess the strengths and weaknesses of each argument and give a refined synthesis with feedback for the next loop: your synthesis will be the topic of the next loop.';
  return `Loop ${loop + 1}/${loops}: Evaluate the debate on: ${topic}\n\nPro's argument (${pro.role}):\n${pro.content}\n\nCon's argument (${con.role}):\n${con.content}\n\n${ask}`;
}

/**
 * DebateWithJudge (framework: `DebateWithJudge.run`, debate_with_judge.py, as SwarmRouter wires it:
 * pro, con and judge are the first three agents). Each agent is first briefed on its role; then every
 * loop pro argues, con answers pro, the judge evaluates both, and the judge's synthesis is the next
 * loop's topic. Agents remember their briefing and earlier loops. 3 entries a loop; the judge's last.
 */
const run: SwarmRunner = async (input) => {
  if (input.agents.length < 3) {
    throw new ApiError('BAD_REQUEST', `DebateWithJudge needs 3 agents, in this order: pro, con and judge; got ${input.agents.length}.`);
  }
  const [pro, con, judge] = input.agents;
  const memory = createAgentMemory();
  const briefings = introductions(input.task, pro.name, con.name, judge.name);
  for (const [index, agent] of [pro, con, judge].entries()) await memory.turn(input, agent, briefings[index]);
  const history: SwarmMessage[] = [];
  let topic = input.task;
  for (let loop = 0; loop < input.maxLoops; loop += 1) {
    const argument = await rememberedAnswer(memory, input, pro, proPrompt(topic, loop));
    const counter = await rememberedAnswer(memory, input, con, conPrompt(topic, argument.content, loop));
    const verdict = await rememberedAnswer(memory, input, judge, judgePrompt(topic, argument, counter, loop, input.maxLoops));
    history.push(argument, counter, verdict);
    topic = verdict.content;
  }
  return { history, final: history.slice(-1), numberOfAgents: input.agents.length };
};

/** DebateWithJudge: runs on the request's first three agents (pro, con, judge), one task at a time. */
export const debateWithJudge: SwarmTypeDescriptor = {
  run,
  designable: { purpose: 'a structured debate (pro, con) with a judge', minimumAgents: 3 },
};
