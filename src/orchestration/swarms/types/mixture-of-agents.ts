import { runParallel } from '../../parallel.js';
import { createAgentMemory } from '../../primitives/agent-memory.js';
import { openTranscript } from '../../primitives/transcript.js';
import type { SwarmRunner } from '../swarm-input.js';
import type { SwarmTypeDescriptor } from '../swarm-type-descriptor.js';

/**
 * MixtureOfAgents (`MixtureOfAgents._run`, built by SwarmRouter with `aggregator_agent=agents[-1]`
 * and `layers=max_loops`): every agent — the last one too — answers in parallel, layer after layer
 * (the first layer on the task, later ones on the task plus the previous layer's answers); then
 * the last agent aggregates once, reading the whole transcript (team roster, task, every answer).
 * Agents remember their earlier layers (the aggregator its own worker answers too).
 */
const run: SwarmRunner = async (input) => {
  const aggregator = input.agents[input.agents.length - 1];
  const transcript = openTranscript(input, { roster: true });
  const memory = createAgentMemory();
  let workerTask = input.task;
  for (let layer = 0; layer < input.maxLoops; layer += 1) {
    const answers = (await runParallel(input.agents, (agent) => memory.turn(input, agent, workerTask))).flat();
    transcript.add(...answers);
    const previous = answers.map((answer) => `${answer.role}: ${answer.content}`).join('\n\n');
    workerTask = `Original task: ${input.task}\n\nPrevious layer synthesis:\n${previous}`;
  }
  const aggregated = await memory.turn(input, aggregator, transcript.text());
  transcript.add(...aggregated);
  return { history: transcript.spoken(), final: aggregated, numberOfAgents: input.agents.length };
};

/** MixtureOfAgents: runs on the request's agents, one task at a time. */
export const mixtureOfAgents: SwarmTypeDescriptor = {
  run,
  designable: { purpose: 'combine diverse specialist agents, then aggregate their answers' },
};
