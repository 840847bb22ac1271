// A small grammar of instructions about an answer's form, shared by the readers: an ask is a verb of
// answering (or a bare form noun: "JSON only.", "One word.") with a form phrase and limits. A sentence that
// is nothing but a form noun and limits adds to the ask just before it ("none, mild, or severe. One word.").
import { sentenceAt } from './read-words.js';

/** Verbs that ask for an answer in some form. */
export const ANSWER_VERB =
  /\b(?:answer|reply|respond|return|output|give|write|list|classify|rate|label|tag|pick|choose|select|extract|format|say|categori[sz]e|mark|print|provide|send|sort|route|assign|triage)\b/i;

/** Every verb of answering in a text, for removing them. */
const ANSWER_VERBS = new RegExp(ANSWER_VERB.source, 'gi');

/** Limits on what the answer holds besides the asked form. */
const LIMIT = String.raw`\b(?:only|just|nothing else|nothing more|and nothing else|alone|no (?:preamble|explanation|prose|markdown|commentary|extra text|other text)|without (?:any )?(?:explanation|preamble|comment)|please|exactly|strictly|raw|plain|valid|pure)\b`;
const LIMIT_WORDS = new RegExp(LIMIT, 'i');
const LIMIT_EVERYWHERE = new RegExp(LIMIT, 'gi');

/** Limits that ask for a single word or label: "One word.", "one-word answer", "label only", "just the word", "the word alone". */
export const ONE_WORD =
  /\b(?:one|single|1)[- ]word\b|\b(?:label|tag|word|category|class|verdict|option|choice|level|department|team|value)(?: name)? only\b|\bjust the (?:word|label|tag|category|option|class|name)\b|\bthe (?:\w+ )?(?:word|label|tag|category|name) (?:alone|itself)\b|\bsay only\b|\bonly say\b|\bonly (?:that|the|this|one) (?:word|label|tag|category)\b/i;

/** Nouns naming a form, which may stand alone as the whole instruction. */
const FORM_NOUNS =
  /\b(?:json|yaml|csv|array|list|object|word|words|label|labels|tag|tags|category|number|digits?|integer|percent(?:age)?|score|letter|answer|reply|response|output|format|result|value|name|one|single|a|an|the|it|them|as|in|with|form|yes|no)\b/gi;

/**
 * Whether a sentence is only a form noun and limits ("JSON only.", "One word.", "Just the word.", "Label
 * only, please."): such a sentence adds to the ask before it rather than starting one of its own.
 */
export function isBareLimit(sentence: string): boolean {
  const words = sentence.trim().split(/\s+/).filter(Boolean);
  if (!words.length || words.length > 7) return false;
  const rest = sentence
    .replace(LIMIT_EVERYWHERE, ' ')
    .replace(FORM_NOUNS, ' ')
    .replace(ANSWER_VERBS, ' ')
    .replace(/[-–—:,.!?;()]/g, ' ');
  return rest.trim() === '' && (LIMIT_WORDS.test(sentence) || ONE_WORD.test(sentence));
}

/** Words before a colon that name the format or a rule, not a label the answer writes ("Format: N/10", "Digits only: …"). */
const FORMAT_LABEL = /^(?:(?:output|answer|response|reply) )?(?:format|template|example|e\.g|rules?|note|pattern|shape|schema|form)$|\bonly$/i;

/** Whether a label before a colon is a real one the answer starts with ("Score", "VERDICT"), not a format's name. */
export const isAnswerLabel = (label: string) => !FORMAT_LABEL.test(label.trim().replace(/:$/, ''));

/** The sentence before the one starting at `start`, skipping blank lines (undefined at the text's start). */
export function sentenceBefore(text: string, start: number): { start: number; end: number; text: string } | undefined {
  let at = start - 1;
  while (at > 0 && /\s/.test(text[at])) at -= 1;
  if (at <= 0) return undefined;
  return sentenceAt(text, at);
}
