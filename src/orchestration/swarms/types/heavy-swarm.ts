import { aggregate } from '../../primitives/aggregate.js';
import { agentTurn, labelled, lastContent } from '../../primitives/agent-turn.js';
import { builtInAgent } from '../../primitives/built-in-agent.js';
import { fanOut } from '../../primitives/fan-out.js';
import type { SwarmMessage, SwarmRunner } from '../swarm-input.js';

const SPECIALISTS = [
  ['Research Agent', 'You gather facts and evidence for your question.'],
  ['Analysis Agent', 'You analyse data and reason about causes and effects.'],
  ['Alternatives Agent', 'You explore alternative approaches and options.'],
  ['Verification Agent', 'You check claims, assumptions and risks.'],
] as const;

/**
 * HeavySwarm and DeepResearchSwarm: a question agent breaks the task into questions, specialists
 * research them in parallel (the caller's agents, else the built-in four), a synthesis agent answers.
 * Later rounds (`heavy_swarm_max_loops`) ask follow-up questions about the previous synthesis.
 */
export const heavySwarm: SwarmRunner = async (input) => {
  const { loopsPerAgent, questionModel, workerModel } = input.heavy;
  const specialists = input.agents.length
    ? input.agents
    : SPECIALISTS.map(([name, prompt]) => builtInAgent(name, prompt, workerModel, { maxLoops: loopsPerAgent }));
  const questioner = builtInAgent('Question Generator', `You break a task into ${specialists.length} focused research questions, one per line.`, questionModel);
  const synthesizer = builtInAgent('Synthesis Agent', 'You combine specialist research into one thorough, well-structured answer.', questionModel);
  const history: SwarmMessage[] = [];
  let synthesis: SwarmMessage[] = [];
  for (let round = 0; round < Math.max(1, input.heavy.rounds ?? input.maxLoops); round += 1) {
    const followUp = synthesis.length ? `The previous round's answer:\n${labelled(synthesis.slice(-1))}\n\nAsk follow-up questions about what it leaves open.` : undefined;
    const questionTurns = await agentTurn(input, questioner, { context: followUp });
    const questions = lastContent(questionTurns).split('\n').map((line) => line.replace(/^[\s\-*\d.)]+/, '').trim()).filter(Boolean);
    const answers = await fanOut(input, specialists, { taskOf: (_agent, index) => `${questions[index % Math.max(1, questions.length)] ?? input.task}\n\n(Overall task: ${input.task})` });
    const findings = [...synthesis.slice(-1), ...answers.map((answer) => answer.final)];
    synthesis = await aggregate(input, synthesizer, findings, 'Combine the specialists\' findings into the final answer.');
    history.push(...questionTurns, ...answers.flatMap((answer) => answer.turns), ...synthesis);
  }
  return { history, final: synthesis.slice(-1), numberOfAgents: specialists.length + 2 };
};
