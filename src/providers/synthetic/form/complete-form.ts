import type { AnswerForm, FieldShape } from './answer-form.js';
import type { Candidate } from './candidate.js';
import { describedFields } from './described-fields.js';
import { lastMatch, sentenceAt } from './read-words.js';

/** A sentence that names the keys of an answer ("with the keys name (string), price (number)", "Give the fields a, b and c"). */
const KEYS_CUE = /\b(?:keys?|fields?|properties|attributes)\b/gi;

/** The keys a later sentence names (the task naming what the system prompt's JSON or key lines hold), if any. */
function laterKeys(text: string, from: number): FieldShape[] {
  const cue = lastMatch(text.slice(from), KEYS_CUE);
  if (!cue) return [];
  const sentence = sentenceAt(text, from + cue.index);
  return describedFields(text, sentence).fields;
}

/**
 * A container form completed by what a later instruction adds: the system prompt asks for JSON or key
 * lines and the task names the keys, or it opens with "Score:" and the task gives the scale. The winner keeps its
 * kind; only what it left open is filled.
 */
export function completeForm(winner: Candidate, text: string, earlier: Candidate[]): AnswerForm {
  const form = winner.form;
  // "Begin with 'Score: ' and the score, then a sentence" in the system prompt, the scale in the task: one score line.
  const opening = earlier.find((candidate) => candidate.form.kind === 'prefix' && !candidate.form.options && /^[A-Za-z ]{2,30}:$/.test(candidate.form.prefix));
  if (form.kind === 'number' && !form.prefix && opening?.form.kind === 'prefix') {
    const then = /\b(?:then|followed by|and then)\b[^.\n]{0,40}\b(?:sentence|reason|explanation|rationale|why)/i.test(text.slice(opening.at, opening.end));
    return { ...form, prefix: opening.form.prefix.slice(0, -1), explain: form.explain || then };
  }
  if (form.kind === 'json' && form.shape.type === 'object' && !form.shape.fields.length) {
    const fields = laterKeys(text, winner.end);
    if (fields.length) return { kind: 'json', shape: { type: 'object', fields } };
  }
  if (form.kind === 'keyvalue') {
    const fields = laterKeys(text, winner.end);
    if (fields.length) return { ...form, fields };
  }
  return form;
}
