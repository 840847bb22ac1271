import { COMPLAINT, LABEL_FAMILIES, PRAISE } from './label-families.js';
import { escapeRegex } from './text-patterns.js';

const hits = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

/** Occurrences of a pattern not negated just before ("No refund is needed" is no evidence of a refund). */
const affirmedHits = (text: string, pattern: RegExp) =>
  [...text.matchAll(pattern)].filter((match) => !/\b(?:no|not|never|without|n't)\s+(?:\w+\s+)?$/i.test(text.slice(Math.max(0, (match.index ?? 0) - 20), match.index))).length;

/** A label's own word or its stem in a text ("refund" → "refunded", "shipping" → "shipped"); a joined label ("cancel subscription") by each of its words. */
function ownWordHits(option: string, text: string): number {
  const word = option.toLowerCase().trim().replace(/[_-]+/g, ' ');
  if (word.length < 3) return 0;
  if (/\s/.test(word)) return word.split(/\s+/).reduce((sum, part) => sum + (part.length >= 4 ? ownWordHits(part, text) : 0), 0);
  const stem = word.length > 5 ? word.slice(0, Math.max(4, word.length - 3)) : word;
  return affirmedHits(text, new RegExp(`\\b${escapeRegex(stem)}\\w*`, 'gi'));
}

/** How strongly a text points to one label: its own word, its family's cues, and for "mixed" praise and complaint both. */
function pointsTo(option: string, text: string): number {
  // "ACCOUNT_ACCESS" and "feature-request" are read as the words they join.
  const label = option.toLowerCase().trim().replace(/[_-]+/g, ' ');
  if (/^(?:not |non-?)/.test(label) || /^(?:ham|legitimate|safe|normal)$/.test(label)) return 0;
  if (label === 'mixed') return Math.min(hits(text, PRAISE), hits(text, COMPLAINT)) * 2;
  // A label of several words ("login help") belongs to the families of its words too.
  const names = [label, ...(label.includes(' ') ? label.split(' ') : [])];
  const family = LABEL_FAMILIES.filter((candidate) => names.some((name) => candidate.labels.test(name))).reduce((sum, candidate) => sum + affirmedHits(text, candidate.cues), 0);
  return family + ownWordHits(option, text);
}

/** Words of an instruction about the choice: such a sentence is no evidence, nor a question naming an option ("How severe is it?"). */
const ASKING = /\b(?:answer|reply|respond|classify|categori[sz]e|label|choose|pick|select|assign|one word|single word|only the)\b/i;

/** A sentence stating a rule of the task: a condition and what follows from it. */
const RULE = /^\s*(?:if|when|whenever|unless|otherwise)\b[^.!?]*,/i;

/** Sentences of a text that neither list the options nor ask for the choice, and passages quoted inside those that do. */
function content(text: string, options: string[]): string {
  const patterns = options.map((option) => new RegExp(`\\b${escapeRegex(option)}\\b`, 'i'));
  const named = (sentence: string) => patterns.filter((pattern) => pattern.test(sentence)).length;
  // "- allow: on-topic posts, honest reviews": a line defining an option describes it, it is no evidence.
  const definitions = patterns.map((pattern) => new RegExp(`^\\s*(?:[-*•]\\s*)?[*"'\u0060]*${pattern.source}[*"'\u0060]*\\s*(?::|\\s[-–—]\\s|->|=>)`, 'i'));
  const defines = (sentence: string) => definitions.some((pattern) => pattern.test(sentence));
  // A rule of the task ("If every test passed, the release proceeds") is no evidence either.
  const asks = (sentence: string) => named(sentence) >= 2 || ASKING.test(sentence) || RULE.test(sentence) || defines(sentence) || (/\?\s*$/.test(sentence) && named(sentence) > 0);
  const sentences = text.split(/(?<=[.!?])\s+|\n+/);
  const quoted = sentences.filter(asks).flatMap((sentence) => sentence.match(/["“'‘][^"”\n]{20,}["”'’]?/g) ?? []);
  return [...sentences.filter((sentence) => !asks(sentence)), ...quoted].join('\n');
}

/**
 * The label a text decides among the options, by reading it: the label's word or stem, its family's words
 * (sentiment, urgency, topic, spam), a negated label ("not spam") when nothing points to its counterpart.
 * Undefined when nothing in the text decides (the caller keeps its seeded pick).
 */
export function labelFromText(options: string[], text: string): string | undefined {
  const evidence = content(text, options);
  if (evidence.trim().length < 12) return undefined;
  const scores = options.map((option) => pointsTo(option, evidence));
  const best = Math.max(...scores);
  if (best === 0) {
    // "spam or not spam": nothing points to spam, so it is not.
    const negated = options.find((option) => /^(?:not |non-?)|^(?:ham|legitimate)$/i.test(option.trim()));
    return negated && options.length === 2 ? negated : undefined;
  }
  const leaders = options.filter((_option, index) => scores[index] === best);
  return leaders.length === 1 ? leaders[0] : undefined;
}

/** Words of a question that carry its subject (not its grammar): what the text must state for a yes. */
const QUESTION_GRAMMAR =
  /^(?:does|do|did|is|are|was|were|has|have|had|can|could|will|would|should|this|that|these|those|there|the|text|email|message|paragraph|passage|note|mention|mentions|say|says|state|states|contain|contains|include|includes|customer|user|writer|author|they|their|about|which|what|with|from|into|any|some|answer|reply|only|following)$/i;

/**
 * Yes or no, as a text states the answer to the question before it: "Does the email mention a deadline?"
 * is yes when the email names a deadline, no when it says there is none. Undefined when the text says nothing.
 */
export function yesFromText(text: string): boolean | undefined {
  const question = text.match(/[^.?!\n]*\?/)?.[0];
  if (!question) return undefined;
  const rest = text
    .replace(question, ' ')
    .split(/(?<=[.!?])\s+|\n+/)
    .filter((sentence) => !/\b(?:yes|no|true|false|y\/n)\b/i.test(sentence) || sentence.length > 80)
    .join(' ');
  if (rest.trim().length < 12) return undefined;
  const subjects = (question.toLowerCase().match(/[a-z][a-z'-]{3,}/g) ?? []).filter((word) => !QUESTION_GRAMMAR.test(word));
  let found: boolean | undefined;
  for (const word of subjects) {
    const stem = word.length > 5 ? word.slice(0, word.length - 2) : word;
    const at = rest.toLowerCase().search(new RegExp(`\\b${escapeRegex(stem)}`));
    if (at < 0) continue;
    if (/\b(?:no|not|never|without|n't|none)\b[^.!?]{0,20}$/i.test(rest.slice(Math.max(0, at - 24), at))) return false;
    found = true;
  }
  return found;
}

/** How a text leans: above zero praise, below zero complaint (negated praise, "not good", counts as complaint). */
export function leaning(text: string): number {
  const negatedPraise = text.match(/\b(?:not|never|isn't|wasn't|no longer)\s+(?:very\s+)?(?:good|great|happy|helpful|clear|correct|fast|reliable)\b/gi)?.length ?? 0;
  return hits(text, PRAISE) - hits(text, COMPLAINT) - 2 * negatedPraise;
}
