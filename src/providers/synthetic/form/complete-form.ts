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
 * lines and the task names the keys. The winner keeps its kind; only what it left open is filled.
 */
export function completeForm(winner: Candidate, text: string): AnswerForm {
  const form = winner.form;
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
