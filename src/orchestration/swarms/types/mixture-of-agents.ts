import { runParallel } from '../../parallel.js';
import { agentTurn } from '../../primitives/agent-turn.js';
import { openTranscript } from '../../primitives/transcript.js';
import type { SwarmRunner } from '../swarm-input.js';

/**
 * MixtureOfAgents (`MixtureOfAgents._run`, built by SwarmRouter with `aggregator_agent=agents[-1]`
 * and `layers=max_loops`): every agent — the last one too — answers in parallel, layer after layer
 * (the first layer on the task, later ones on the task plus the previous layer's answers); then
 * the last agent aggregates once, reading the whole transcript (team roster, task, every answer).
 */
export const mixtureOfAgents: SwarmRunner = async (input) => {
  const aggregator = input.agents[input.agents.length - 1];
  const transcript = openTranscript(input, { roster: true });
  let workerTask = input.task;
  for (let layer = 0; layer < input.maxLoops; layer += 1) {
    const answers = (await runParallel(input.agents, (agent) => agentTurn(input, agent, { task: workerTask }))).flat();
    transcript.add(...answers);
    const previous = answers.map((answer) => `${answer.role}: ${answer.content}`).join('\n\n');
    workerTask = `Original task: ${input.task}\n\nPrevious layer synthesis:\n${previous}`;
  }
  const aggregated = await agentTurn(input, aggregator, { task: transcript.text() });
  transcript.add(...aggregated);
  return { history: transcript.spoken(), final: aggregated, numberOfAgents: input.agents.length };
};
