import type { AnswerForm } from './answer-form.js';
import type { Candidate, FormReader } from './candidate.js';
import { readChoice } from './choice-form.js';
import { readCode } from './code-form.js';
import { readExtract } from './extract-form.js';
import { readJson } from './json-form.js';
import { readNumber } from './number-form.js';
import { completeForm } from './complete-form.js';
import { instructionsOf } from './document.js';
import { fixedTypos } from './typo-words.js';
import { readLabelSet } from './label-set.js';
import { lastMatch, sentenceAt } from './read-words.js';
import { readLimit, readList, readParagraphs, readSections, readTable } from './structure-form.js';
import { readExample } from './skeleton.js';
import { readExampleLines } from './example-lines.js';
import { readTemplateObject } from './template-object.js';
import { readKeyValue, readPrefix, readTags } from './wrapper-form.js';

const TRANSLATE = /\btranslat(?:e|ion)\b/gi;

/** "Translate ... Only the translation": the source text as it is (the synthetic model speaks no other language). */
const readVerbatim: FormReader = (text) => {
  const cue = lastMatch(text, TRANSLATE);
  if (!cue) return undefined;
  const sentence = sentenceAt(text, cue.index);
  if (!/\b(?:into|to) [A-Z][a-z]+|\bonly\b|\bjust\b|\bnothing else\b/.test(sentence.text)) return undefined;
  // It reaches no further than its cue: tags or lines the same sentence asks for the translation are read on their own.
  return { form: { kind: 'verbatim' }, at: sentence.start, end: cue.index + cue[0].length };
};

/** Every reader, each finding the last instruction of its kind. */
// On a tie (two instructions in one sentence) the reader listed first wins: "two paragraphs about the benefits" is paragraphs, not a list.
const READERS: FormReader[] = [
  readJson,
  readExample,
  readTemplateObject,
  readExtract,
  readCode,
  readKeyValue,
  readExampleLines,
  readTags,
  readTable,
  readSections,
  readPrefix,
  readChoice,
  readLabelSet,
  readNumber,
  readParagraphs,
  readList,
  readLimit,
  readVerbatim,
];

/** A sentence that goes on from the instruction before it, and the forms it can go on from. */
const THEN = /^\s*(?:[-*•]\s+|\d{1,2}[.)]\s+)?(?:then|after that|and then|below that|afterwards)\b/i;
const OPENINGS = new Set(['prefix', 'choice', 'number']);

/** Words of an instruction about the answer's format that no reader understood. */
const FORMAT_TALK =
  /\b(?:format(?:ted)?|respond|reply|answer|output|return)\b[^.\n]{0,40}\b(?:as|in|with|using|only|exactly|strictly|following)\b[^.\n]{0,60}\b(?:format|structure|template|schema|layout|style|csv|markdown|html|toml|xml)\b/gi;

/**
 * The form the answer must take, read from the call's instructions (the system prompt, then the task): the
 * last instruction wins, unless it falls inside what an earlier one describes (a "one of" inside a JSON
 * field list belongs to that field). Prose when nothing is asked; `unread` when something looked like a
 * format request but no reader understood it.
 */
export function readForm(call: string): AnswerForm {
  // Asks are read in the instructions only: the content they are about (an email, a log, a quote) is blanked out.
  // A format word typed with two letters swapped ("jsno") reads as the word ("json").
  const text = fixedTypos(instructionsOf(call));
  const candidates = READERS.map((read) => read(text, call))
    .filter((candidate): candidate is Candidate => candidate !== undefined)
    .sort((left, right) => left.at - right.at || right.end - left.end);
  const kept: Candidate[] = [];
  for (const candidate of candidates) {
    const outer = kept[kept.length - 1];
    if (outer && candidate.at >= outer.at && candidate.at < outer.end) continue;
    // "Begin with DECISION: … Then explain in two or three sentences": the "then" part belongs to the opening it follows.
    if (outer && THEN.test(text.slice(candidate.at, candidate.at + 30)) && OPENINGS.has(outer.form.kind) && candidate.form.kind === 'limit') {
      kept[kept.length - 1] = { ...outer, end: Math.max(outer.end, candidate.end) };
      continue;
    }
    kept.push(candidate);
  }
  const winner = kept[kept.length - 1];
  if (winner) return completeForm(winner, text, kept.slice(0, -1));
  const talk = lastMatch(text, FORMAT_TALK);
  if (talk) return { kind: 'unread', instruction: sentenceAt(text, talk.index).text.trim().slice(0, 120) };
  return { kind: 'prose' };
}
