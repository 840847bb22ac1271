import type { DecisionQuestion } from '../../contract/schemas/decision.js';
import { ApiError } from '../../errors/api-error.js';

/** The answers a question allows, each with the single token a model is asked to answer with. */
export interface Candidate {
  /** The value reported back (a choice, a score as text, "yes"/"no"). */
  value: string;
  /** The one-token label (A, B, C…; digits for small scores; Yes/No). */
  label: string;
}

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * Rejects a question whose answers cannot be told apart or labelled, before any model call:
 * repeated choices (their probabilities would merge and no longer sum to 1), a score scale with
 * fewer than two values, or more values than there are one-letter labels.
 */
export function checkQuestion(name: string, question: DecisionQuestion): void {
  const invalid = (problem: string) => new ApiError('BAD_REQUEST', `Question "${name}": ${problem}`);
  if (question.type === 'choice') {
    const repeated = question.choices.find((choice, index) => question.choices.indexOf(choice) !== index);
    if (repeated !== undefined) throw invalid(`the choice "${repeated}" is listed twice. Make every choice distinct.`);
  }
  if (question.type === 'score') {
    const count = question.max - question.min + 1;
    if (count < 2) throw invalid(`min (${question.min}) must be below max (${question.max}). Give a scale of at least two values.`);
    if (count > LETTERS.length) throw invalid(`the scale ${question.min}..${question.max} has ${count} values; at most ${LETTERS.length} are supported. Narrow min and max.`);
  }
}

/** The candidates of a question (checked by `checkQuestion`). */
export function candidatesOf(question: DecisionQuestion): Candidate[] {
  if (question.type === 'choice') return question.choices.map((choice, index) => ({ value: choice, label: LETTERS[index] }));
  if (question.type === 'score') {
    const values = Array.from({ length: question.max - question.min + 1 }, (_unused, index) => String(question.min + index));
    const singleDigits = question.min >= 0 && question.max <= 9;
    return values.map((value, index) => ({ value, label: singleDigits ? value : LETTERS[index] }));
  }
  return [
    { value: 'yes', label: 'Yes' },
    { value: 'no', label: 'No' },
  ];
}

/** The prompt of a question: the state, the question, the labelled candidates, and how to answer. */
export function questionPrompt(state: unknown, question: DecisionQuestion, candidates: Candidate[]): string {
  const stateText = typeof state === 'string' ? state : JSON.stringify(state, null, 2);
  const legend =
    question.type === 'score' && question.legend
      ? `\nScale: ${Object.entries(question.legend)
          .map(([score, meaning]) => `${score} = ${meaning}`)
          .join('; ')}`
      : '';
  const options =
    question.type === 'noul'
      ? 'Answer Yes or No.'
      : `Options:\n${candidates.map((candidate) => `${candidate.label}. ${candidate.value}`).join('\n')}\nAnswer with the option's label only.`;
  return `State:\n${stateText}\n\nQuestion: ${question.question}${legend}\n\n${options}`;
}
