import { z } from 'zod';

/** A multiple-choice question. */
export const choiceQuestionSchema = z
  .object({ type: z.literal('choice'), question: z.string(), choices: z.array(z.string()).min(2).max(26) })
  .meta({ title: 'ChoiceQuestion' });

/** A score question on an integer scale. */
export const scoreQuestionSchema = z
  .object({
    type: z.literal('score'),
    question: z.string(),
    min: z.int().nullish(),
    max: z.int().nullish(),
    legend: z.record(z.string(), z.string()).nullish(),
  })
  .meta({ title: 'ScoreQuestion' });

/** A yes/no question ("noul": the probability of yes). */
export const noulQuestionSchema = z.object({ type: z.literal('noul'), question: z.string() }).meta({ title: 'NoulQuestion' });

/** One question: an object of one of the three kinds, or a bare string (a noul question). */
export const questionSchema = z.union([z.string(), z.discriminatedUnion('type', [choiceQuestionSchema, scoreQuestionSchema, noulQuestionSchema])]);

/** The decision completion request (CONTRACT section 8). */
export const decisionRequestSchema = z
  .object({
    state: z.union([z.string(), z.record(z.string(), z.unknown()), z.array(z.unknown())]),
    questions: z.record(z.string(), questionSchema),
    model_name: z.string().nullish(),
    model: z.string().nullish(),
  })
  .meta({ title: 'DecisionRequest' });

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
