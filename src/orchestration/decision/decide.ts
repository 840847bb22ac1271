import type { DecisionQuestion } from '../../contract/schemas/decision.js';
import { callModel } from '../model-call.js';
import { runParallel } from '../parallel.js';
import type { RunContext } from '../run-context.js';
import { malformedAnswerError, structuredCall } from '../structured-call.js';
import { candidatesOf, questionPrompt, type Candidate } from './candidates.js';
import { fromLogprobs, fromSamples } from './estimate.js';

/** Samples taken when the backend offers no log-probabilities. */
export const DECISION_SAMPLES = 8;

const SYSTEM = 'You are a decision model. You answer questions about a state precisely and calibrated.';

/**
 * The candidate a sampled answer names: its value, or its label — the shared prompt lists the options
 * by label and asks for the label, so a model that does as told must be understood.
 */
function answerValue(answer: string, candidates: Candidate[]): string | undefined {
  const trimmed = answer.trim();
  const byValue = candidates.find((candidate) => candidate.value === trimmed);
  return (byValue ?? candidates.find((candidate) => candidate.label.toLowerCase() === trimmed.toLowerCase()))?.value;
}

async function sampleProbabilities(context: RunContext, modelName: string, prompt: string, candidates: Candidate[]): Promise<Record<string, number>> {
  const values = candidates.map((candidate) => candidate.value);
  const answers = await runParallel(
    Array.from({ length: DECISION_SAMPLES }, (_unused, index) => index),
    (index) =>
      structuredCall(
        context,
        {
          agent: 'decision',
          modelName,
          system: SYSTEM,
          prompt,
          name: 'answer',
          description: 'Give your answer',
          schema: { type: 'object', properties: { answer: { type: 'string', enum: values } }, required: ['answer'] },
          temperature: 1,
          maxTokens: 20,
          seed: index,
        },
        (value) => (typeof value.answer === 'string' ? answerValue(value.answer, candidates) : undefined),
      ),
  );
  const valid = answers.filter((answer): answer is string => answer !== undefined);
  // Smoothing would turn "no answer at all" into a confident-looking uniform distribution.
  if (valid.length === 0) throw malformedAnswerError(modelName, 'decision answer');
  return fromSamples(valid, candidates);
}

/**
 * The probability of each candidate answer: from the first token's log-probabilities when the
 * backend offers them (one call, one token), else estimated from several sampled answers.
 */
async function answerProbabilities(
  context: RunContext,
  modelName: string,
  state: unknown,
  question: DecisionQuestion,
): Promise<{ candidates: Candidate[]; probabilities: Record<string, number>; method: 'logprobs' | 'sampling' }> {
  const candidates = candidatesOf(question);
  const prompt = questionPrompt(state, question, candidates);
  const probe = await callModel(context, {
    agent: 'decision',
    modelName,
    options: {
      messages: [
        { role: 'system', content: SYSTEM },
        { role: 'user', content: prompt },
      ],
      maxTokens: 1,
      temperature: 0,
      logprobs: { top: 20 },
    },
  });
  const fromProbe = fromLogprobs(probe.logprobs, candidates);
  if (fromProbe) return { candidates, probabilities: fromProbe, method: 'logprobs' };
  return { candidates, probabilities: await sampleProbabilities(context, modelName, prompt, candidates), method: 'sampling' };
}

/** One answer in the contract's shape (docs/api.md). */
export async function decide(context: RunContext, modelName: string, state: unknown, question: DecisionQuestion): Promise<Record<string, unknown>> {
  const { probabilities } = await answerProbabilities(context, modelName, state, question);
  const [best, confidence] = Object.entries(probabilities).reduce((top, entry) => (entry[1] > top[1] ? entry : top));
  if (question.type === 'noul') return { noul: probabilities.yes };
  if (question.type === 'choice') return { choice: best, probabilities, confidence };
  return { score: Number(best), legend: question.legend?.[best] ?? '', probabilities, confidence };
}
