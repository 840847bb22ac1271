import type { AnswerForm, FieldShape } from './answer-form.js';
import { isAnswerLabel } from './instruction-grammar.js';
import type { Candidate } from './candidate.js';
import { describedFields } from './described-fields.js';
import { fieldFrom, splitFields } from './field-shape.js';
import { lastMatch, sentenceAt } from './read-words.js';
import { bracketKeys, chatKeys, headedFields, modelClassFields, templateKeys } from './skeleton.js';

/** A sentence that names the keys of an answer ("with the keys name (string), price (number)", "Give the fields a, b and c"). */
const KEYS_CUE = /\b(?:keys?|fields?|properties|attributes)\b/gi;

/** The keys a later sentence names (the task naming what the system prompt's JSON or key lines hold), if any. */
function laterKeys(text: string, from: number): FieldShape[] {
  const cue = lastMatch(text.slice(from), KEYS_CUE);
  if (!cue) return [];
  const sentence = sentenceAt(text, from + cue.index);
  return describedFields(text, sentence).fields;
}

/** A list of keys written as `name, schedule (a cron expression) and enabled (boolean)` after a colon, the last one in the text. */
function listedKeys(text: string): FieldShape[] {
  let found: FieldShape[] = [];
  for (const match of text.matchAll(/:\s*([a-z_][\w-]{0,40}(?:\s*\([^()\n]{1,60}\))?(?:\s*(?:,|\band\b)\s*[a-z_][\w-]{0,40}(?:\s*\([^()\n]{1,60}\))?){1,12})\s*(?:[.\n]|$)/g)) {
    const parts = splitFields(match[1]);
    if (parts.length < 2 || !parts.some((part) => part.includes('('))) continue;
    found = parts.map((part) => {
      const [, name, described] = part.match(/^([a-z_][\w-]*)\s*(?:\((.*)\))?$/) ?? [];
      return fieldFrom(name ?? part, described ?? '');
    });
  }
  return found;
}

/** A count of items that names no layout of its own ("exactly three items", "5 entries"), unlike "3 bullets". */
const GENERIC_ITEMS = /\b\w+\s+(?:items|entries|elements|results|objects|records)\b/i;
const NAMED_LAYOUT = /\b(?:bullet|numbered|lines?|points?|steps?|list)\b/i;
const plainItems = (ask: string) => GENERIC_ITEMS.test(ask) && !NAMED_LAYOUT.test(ask);

/**
 * A container form completed by what a later instruction adds: the system prompt asks for JSON or key
 * lines and the task names the keys, or it opens with "Score:" and the task gives the scale. The winner keeps its
 * kind; only what it left open is filled.
 */
export function completeForm(winner: Candidate, text: string, earlier: Candidate[]): AnswerForm {
  const form = winner.form;
  // "Begin with 'Score: ' and the score, then a sentence" in the system prompt, the scale in the task: one score line.
  const opening = earlier.find(
    (candidate) => candidate.form.kind === 'prefix' && !candidate.form.options && /^[A-Za-z ]{2,30}:$/.test(candidate.form.prefix) && isAnswerLabel(candidate.form.prefix),
  );
  if (form.kind === 'number' && !form.prefix && opening?.form.kind === 'prefix') {
    const then = /\b(?:then|followed by|and then)\b[^.\n]{0,40}\b(?:sentence|reason|explanation|rationale|why)/i.test(text.slice(opening.at, opening.end));
    return { ...form, prefix: opening.form.prefix.slice(0, -1), explain: form.explain || then };
  }
  // "… a JSON array with one object per action item. … Return exactly three items.": a count of plain items is the array's.
  const array = [...earlier].reverse().find((candidate) => candidate.form.kind === 'json' && candidate.form.shape.type === 'array');
  if (form.kind === 'list' && array?.form.kind === 'json' && array.form.shape.type === 'array' && plainItems(text.slice(winner.at, winner.end))) {
    return { kind: 'json', shape: { ...array.form.shape, count: form.count } };
  }
  if (form.kind === 'json' && form.shape.type === 'object' && !form.shape.fields.length) {
    // Keys said in chat words ("json w/ name + email") or listed under a "fields:" heading elsewhere in the instructions.
    const asked = text.slice(winner.at, winner.end);
    const named = chatKeys(asked).length ? chatKeys(asked) : bracketKeys(asked);
    const headed = [named, headedFields(text), modelClassFields(text)].find((fields) => fields.length) ?? [];
    if (headed.length) return { kind: 'json', shape: { type: 'object', fields: headed } };
    const fields = laterKeys(text, winner.end);
    const listed = fields.length ? fields : listedKeys(text);
    if (listed.length) return { kind: 'json', shape: { type: 'object', fields: listed } };
  }
  // Keys listed bare in brackets after the ask, or template lines right after it ("Fill in this YAML:" then "name:").
  if (form.kind === 'keyvalue' && !form.fields.length) {
    const keys = [bracketKeys(text.slice(winner.at, winner.end)), templateKeys(text, winner.end)].find((fields) => fields.length);
    if (keys) return { ...form, fields: keys };
  }
  // Template lines written out keep their keys ("my keys" later in the material is no list of keys).
  if (form.kind === 'keyvalue' && !/\n[^\n]*:/.test(text.slice(winner.at, winner.end).trim())) {
    const fields = laterKeys(text, winner.end);
    const listed = fields.length ? fields : form.fields.length ? [] : listedKeys(text);
    if (listed.length) return { ...form, fields: listed };
  }
  return form;
}
