import { runParallel } from '../../parallel.js';
import { builtInAgent } from '../../primitives/built-in-agent.js';
import { frameworkModel } from '../../primitives/framework-model.js';
import { askOnce } from '../remembering-agent.js';
import type { ReasoningRunner } from '../reasoning-input.js';

/** The model the framework's `aggregation_agent` runs on. */
const MAJORITY_VOTING_MODEL = 'gpt-5.4';

const MAJORITY_VOTING_PROMPT = [
  'You are given the answers several agents gave, independently, to the same task. Carry out a thorough majority-voting analysis of them:',
  '1. Find the answer or recommendation most of them reach, and explain why it prevails.',
  '2. Look into the answers that differ and what in their method, assumptions or reading of the task makes them differ.',
  '3. Set out where the agents agree and where they disagree, and what that means for how certain the conclusion is.',
  '4. Test the majority view critically: is its reasoning (and its arithmetic, where there is any) sound and supported?',
  '5. Note what the minority answers add that the majority missed.',
  '6. End with one final recommendation grounded in the majority, taking the minority insights into account.',
  'Be rigorous about the details, especially in mathematical reasoning, and stay readable.',
].join('\n');

/** How the framework renders a list of answers as one task: `["first", "second"]`. */
const listAsText = (answers: string[]) => `[${answers.map((answer) => `"${answer}"`).join(', ')}]`;

/**
 * self-consistency and consistency-agent, after SelfConsistencyAgent.run
 * (swarms/agents/consistency_agent.py): `num_samples` independent runs of the request's agent
 * (its prompt, model and `max_loops`) on the task, at once; the answers are one conversation
 * entry under the agent's name; then the Aggregation-Agent (the framework's majority-voting
 * prompt, on gpt-5.4) reads them all and its verdict is the entry of "Majority Voting Agent". The framework runs one agent object for every sample, so with threads a
 * sample can see another's prompt in its memory; each sample here starts clean, the independence
 * the framework's documentation describes.
 */
export const selfConsistency: ReasoningRunner = async ({ context, task, agent, maxLoops, numSamples }) => {
  // The framework lists the answers as they finish, an order that changes from run to run; the
  // order they were started in is one of those orders, and keeps recorded runs replaying alike.
  const samples = await runParallel(Array.from({ length: numSamples }), () => askOnce(context, { ...agent, maxLoops }, task));
  const aggregator = builtInAgent('Aggregation-Agent', MAJORITY_VOTING_PROMPT, frameworkModel(context, MAJORITY_VOTING_MODEL, agent.modelName), {
    description: 'An agent that aggregates a list of responses into a single final answer.',
  });
  const verdict = await askOnce(context, aggregator, listAsText(samples));
  return [
    { role: agent.name, content: samples },
    { role: 'Majority Voting Agent', content: verdict },
  ];
};
