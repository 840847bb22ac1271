import { z } from 'zod';
import { openApiComponents } from './openapi-components.js';

/** A multiple-choice question. */
export const choiceQuestionSchema = z
  .object({
    type: z.literal('choice').describe('A multiple-choice question.'),
    question: z.string().describe('The question.'),
    choices: z.array(z.string()).min(2).max(26).describe('The options, 2 to 26 (labelled A, B, ...).'),
  })
  .meta({ title: 'ChoiceQuestion', description: 'Pick one of several options; answered with a probability per option.' })
  .register(openApiComponents, { id: 'ChoiceQuestion' });

/** A score question on an integer scale. */
export const scoreQuestionSchema = z
  .object({
    type: z.literal('score').describe('A score question.'),
    question: z.string().describe('The question.'),
    min: z.int().nullish().describe('The lowest score (default 1).'),
    max: z.int().nullish().describe('The highest score (default 5).'),
    legend: z.record(z.string(), z.string()).nullish().describe('What some scores mean, e.g. {"1": "poor", "5": "excellent"}.'),
  })
  .meta({ title: 'ScoreQuestion', description: 'A score on an integer scale; answered with a probability per score and the expected score.' })
  .register(openApiComponents, { id: 'ScoreQuestion' });

/** A yes/no question ("noul": the probability of yes). */
export const noulQuestionSchema = z
  .object({ type: z.literal('noul').describe('A yes/no question.'), question: z.string().describe('The question.') })
  .meta({ title: 'NoulQuestion', description: 'A yes/no question; answered with the probability of yes.' })
  .register(openApiComponents, { id: 'NoulQuestion' });

/** One question: an object of one of the three kinds, or a bare string (a noul question). */
export const questionSchema = z.union([z.string(), z.discriminatedUnion('type', [choiceQuestionSchema, scoreQuestionSchema, noulQuestionSchema])]);

/** The decision completion request (docs/api.md). */
export const decisionRequestSchema = z
  .object({
    state: z.union([z.string(), z.record(z.string(), z.unknown()), z.array(z.unknown())]).describe('What the questions are about: text, an object or a list.'),
    questions: z.record(z.string(), questionSchema).describe('The questions by name; a bare string is a yes/no question.'),
    model_name: z.string().nullish().describe('The decision model (GET /v1/decision/models lists them).'),
    model: z.string().nullish().describe('The same, under another name.'),
  })
  .meta({
    title: 'DecisionRequest',
    description: 'Questions about a state, answered with probabilities.',
    examples: [
      {
        state: 'A customer asks for a refund after 40 days.',
        questions: { refund: 'Should we refund?', tone: { type: 'choice', question: 'Which tone?', choices: ['formal', 'warm'] } },
      },
    ],
  })
  .register(openApiComponents, { id: 'DecisionRequest' });

/** A decision request as sent. */
export type DecisionRequest = z.infer<typeof decisionRequestSchema>;

/** A score question with its scale filled in (1 to 5 unless given). */
export type ScoreQuestion = z.infer<typeof scoreQuestionSchema> & { min: number; max: number };

/** A question with its kind made explicit. */
export type DecisionQuestion = z.infer<typeof choiceQuestionSchema> | ScoreQuestion | z.infer<typeof noulQuestionSchema>;

function normalizeQuestion(question: DecisionRequest['questions'][string]): DecisionQuestion {
  if (typeof question === 'string') return { type: 'noul', question };
  if (question.type === 'score') return { ...question, min: question.min ?? 1, max: question.max ?? 5 };
  return question;
}

/** Normalises questions: bare strings become noul questions; score bounds get their defaults (1 to 5). */
export function normalizeQuestions(questions: DecisionRequest['questions']): Record<string, DecisionQuestion> {
  return Object.fromEntries(Object.entries(questions).map(([name, question]) => [name, normalizeQuestion(question)]));
}
