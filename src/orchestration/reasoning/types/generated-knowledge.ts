import { builtInAgent } from '../../primitives/built-in-agent.js';
import { askOnce, rememberingAgent } from '../remembering-agent.js';
import type { ReasoningRunner } from '../reasoning-input.js';
import { readFinalAnswer, readKnowledge, readReasoning, type KnowledgePath } from './generated-knowledge-reading.js';

const generatorPrompt = (count: number) =>
  [
    `You generate accurate, detailed knowledge for a query. Given a query, write ${count} separate knowledge statements that help answer it correctly.`,
    'Each statement is verifiable, specific rather than general, directly relevant, neutral (context, not opinion) and independent of the others (a different angle each).',
    'Write them as "Knowledge 1: ...", "Knowledge 2: ...", and so on.',
  ].join('\n');

const REASONER_PROMPT = [
  'You answer questions from the knowledge you are given. Read the knowledge, work out how it bears on the question, and reason to an answer.',
  'Reply in this form:\nExplanation: your reasoning from the knowledge\nConfidence: very high, high, medium, low or very low\nAnswer: your final answer',
  'If the knowledge contradicts itself or is not enough, say so and give your best judgement; lean on the knowledge rather than on what you knew before.',
].join('\n');

const COORDINATOR_PROMPT = [
  'You weigh several reasoning paths about one question and settle the most accurate answer. Each path has the knowledge it used, its explanation, a confidence and an answer.',
  'Judge which paths reason best, take their confidence into account, resolve contradictions, and decide.',
  'Reply in this form:\nAnalysis: a short analysis of the paths\nFinal Answer: the clear, definitive answer\nExplanation: why, drawing on the best of the paths',
].join('\n');

/** The coordinator's task: the question, then every path with its knowledge, explanation, confidence and answer. */
const coordinatorTask = (task: string, paths: KnowledgePath[]) =>
  [
    `Question: ${task}\n`,
    ...paths.flatMap((path, index) => [
      `Reasoning Path ${index + 1}:`,
      `Knowledge: ${path.knowledge}`,
      `Explanation: ${path.explanation}`,
      `Confidence: ${path.confidence}`,
      `Answer: ${path.answer}\n`,
    ]),
    'From these reasoning paths, give your final answer.',
  ].join('\n');

/**
 * GKPAgent, after GKPAgent.run and process (swarms/agents/gkp_agent.py): three agents on the
 * request's model with their own prompts (the request's system prompt is not used). The knowledge
 * generator writes `num_knowledge_items` items; the reasoner answers the task once per item, in
 * turn, remembering the earlier items; the coordinator weighs every path. `outputs` is the
 * coordinator's final answer as a plain string, what the framework's run returns; `max_loops` is
 * not used.
 */
export const generatedKnowledge: ReasoningRunner = async ({ context, task, agent, numKnowledgeItems }) => {
  const generator = builtInAgent(`${agent.name}-knowledge-generator`, generatorPrompt(numKnowledgeItems), agent.modelName, {
    description: 'Generates factual, relevant knowledge to help answer queries.',
  });
  const reasoner = rememberingAgent(
    context,
    builtInAgent(`${agent.name}-reasoner`, REASONER_PROMPT, agent.modelName, { description: 'Reasons about queries from the knowledge given to answer them accurately.' }),
  );
  const coordinator = builtInAgent(`${agent.name}-coordinator`, COORDINATOR_PROMPT, agent.modelName, {
    description: 'Weighs several reasoning paths to give the best final answer.',
  });
  const knowledge = readKnowledge(await askOnce(context, generator, `Input: ${task}\nKnowledge:`), numKnowledgeItems);
  const paths: KnowledgePath[] = [];
  for (const item of knowledge) paths.push({ knowledge: item, ...readReasoning(await reasoner.ask(`Question: ${task}\nKnowledge: ${item}\nExplain and Answer:`)) });
  return readFinalAnswer(await askOnce(context, coordinator, coordinatorTask(task, paths)));
};
