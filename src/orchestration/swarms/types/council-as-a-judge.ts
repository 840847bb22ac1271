import { runParallel } from '../../parallel.js';
import { agentTurn, lastContent } from '../../primitives/agent-turn.js';
import { builtInAgent } from '../../primitives/built-in-agent.js';
import { frameworkModel } from '../../primitives/framework-model.js';
import type { SwarmMessage, SwarmRunner } from '../swarm-input.js';
import type { SwarmTypeDescriptor } from '../swarm-type-descriptor.js';

/** The framework's judge model when the request names none (`council_judge_model_name`). */
const DEFAULT_COUNCIL_JUDGE_MODEL = 'gpt-5.4';

/** The framework's evaluation dimensions, in its order, each with what its judge looks at. */
const DIMENSIONS = {
  accuracy: 'factual accuracy: claims checked against authoritative sources, outdated or unsupported assertions, internal contradictions',
  helpfulness: "practical value: alignment with the user's intent, feasibility, context and prerequisites, examples, caveats",
  harmlessness: 'safety and ethics: harmful stereotypes or biases, misuse potential, unsafe practices, audience sensitivity',
  coherence: 'structure and logical flow: organisation, transitions, consistent terminology, reasoning',
  conciseness: 'efficiency: redundancy, hedging, filler, information density',
  instruction_adherence: 'compliance with the requirements: coverage of every requirement, constraints, format, scope',
} as const;

const JUDGE_SYSTEM =
  'You are an expert AI evaluator. Give detailed, specific feedback on one dimension of a response: quote the parts that show strengths or weaknesses, explain their impact and suggest concrete improvements.';
const AGGREGATOR_SYSTEM =
  'You are a senior AI evaluator: synthesize the feedback of several evaluation dimensions into one report (executive summary, cross-dimensional analysis, prioritized recommendations), without adding new analysis.';

const judgePrompt = (dimension: string, focus: string, task: string) =>
  `Evaluate ${focus}.\n\nYour task is to provide a detailed, technical analysis of the response focusing exclusively on the ${dimension} dimension.\n\n` +
  `--- BEGIN TASK ---\n${task}\n--- END TASK ---\n\n--- BEGIN RESPONSE ---\n${task}\n--- END RESPONSE ---\n\n` +
  `Evaluate the following response for the ${dimension} dimension: ${task}.`;

const aggregationPrompt = (rationales: SwarmMessage[]) =>
  `### MULTI-DIMENSION TECHNICAL ANALYSIS:\n${rationales.map((rationale) => `\n--- ${rationale.role.replace(/_judge$/, '').toUpperCase()} ANALYSIS ---\n${rationale.content.trim()}\n`).join('')}\n### COMPREHENSIVE TECHNICAL REPORT:\n`;

/**
 * CouncilAsAJudge (framework: `CouncilAsAJudge.run`, council_as_judge.py): the request's agents take
 * no part. Six built-in dimension judges (`accuracy_judge` ... `instruction_adherence_judge`) each
 * evaluate the task text (it holds the response to judge) at once, then `aggregator_agent` writes the
 * report from their rationales. Judges and aggregator run on `council_judge_model_name`: the
 * framework never applies that name (its judges fall back to the agent's default model, and the
 * name it is given is swapped for a random one no agent uses), so absent it both arrive at the same
 * default; the documented parameter's intent is followed when it is named. 7 entries; the report last.
 */
const run: SwarmRunner = async (input) => {
  const model = input.builtInModels?.councilJudge ?? frameworkModel(input.context, DEFAULT_COUNCIL_JUDGE_MODEL, input.defaultModel);
  const rationales = await runParallel(Object.entries(DIMENSIONS), async ([dimension, focus]) => {
    const judge = builtInAgent(`${dimension}_judge`, JUDGE_SYSTEM, model);
    return { role: judge.name, content: lastContent(await agentTurn(input, judge, { task: judgePrompt(dimension, focus, input.task) })) };
  });
  const aggregator = builtInAgent('aggregator_agent', AGGREGATOR_SYSTEM, model);
  const report = { role: aggregator.name, content: lastContent(await agentTurn(input, aggregator, { task: aggregationPrompt(rationales) })) };
  return { history: [...rationales, report], final: [report], numberOfAgents: rationales.length + 1 };
};

/** CouncilAsAJudge: its judges are built in (it never uses the request's agents). */
export const councilAsAJudge: SwarmTypeDescriptor = {
  run,
  staffsItself: true,
  designable: { purpose: 'council-based evaluation of a response on several dimensions' },
};
