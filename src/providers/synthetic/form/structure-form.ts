import type { Candidate } from './candidate.js';
import { splitFields } from './field-shape.js';
import { COUNT, countOf, lastMatch, sentenceAt } from './read-words.js';

const TABLE_CUE = /\btables?\b/gi;
const ITEMS =
  '(?:bullet(?:ed|s)?(?: points?)?|points?|items?|steps?|reasons?|tips?|ideas?|ways?|examples?|options?|recommendations?|risks?|takeaways?|benefits?|questions?|suggestions?|things?|facts?|lines?|actions?|goals?|features?|causes?|arguments?|priorities|tasks?|names?|titles?|headlines?|taglines?|slogans?|considerations?|strategies|factors?|advantages?|drawbacks?)';
const LIST_CUE = new RegExp(
  String.raw`\b(?:exactly |only |just |top |list |give (?:me )?|provide |write |with |in )?${COUNT}\s+(?:[\w-]+\s+){0,3}?${ITEMS}\b|\bnumbered list\b|\bbullet(?:ed)? (?:points?|list)\b|\bas bullets\b|\bin bullets\b`,
  'gi',
);
const WORDS_CUE = new RegExp(
  String.raw`\b(?:(at most|no more than|not more than|not exceeding|under|fewer than|less than|maximum(?: of)?|max\.?|up to|within|in|exactly|only|just|using|with)\s+)?${COUNT}[ -]words?\b|\b(under|fewer than|less than|at most|no more than|max(?:imum)?)\s+(\d+)\s+words\b`,
  'gi',
);
const SENTENCES_CUE = new RegExp(
  String.raw`\b(?:(?:at most|no more than|not more than|up to|maximum(?: of)?|in|exactly|only|just|using|with)\s+)?${COUNT}[ -]sentences?\b|\bone[- ]liner\b|\bsingle line\b|\bone line\b`,
  'gi',
);
const HEADLINE_CUE = /\b(?:headline|title|subject line|tagline|slogan)\b/gi;

/** The last instruction to answer with a markdown table, with its columns and row count. */
export function readTable(text: string): Candidate | undefined {
  const cue = lastMatch(text, TABLE_CUE);
  if (!cue) return undefined;
  const sentence = sentenceAt(text, cue.index);
  const window = text.slice(sentence.start, Math.min(text.length, sentence.end + 300));
  const header = window.match(/\|([^\n]+)\|/);
  const named = window.match(/\b(?:columns?|headers?|headings?|fields?)\b\s*(?:named|called|for|of|:)?\s*:?\s*([^.\n]+)/i);
  const list = named?.[1].split(/\s(?:for|from|with|of|about|to|using|based)\s|[:;()]/)[0];
  let columns = list?.includes('|') ? list.split('|') : header ? header[1].split('|') : list ? splitFields(list.replace(/\b(?:and|with) (?:one|a) row.*$/i, '')) : [];
  columns = columns
    .map((column) =>
      column
        .trim()
        .replace(/\s+(?:for|of|with|about|on|from|in|that|which|to)\s.*$/i, '')
        .replace(/^["'`*“]+|["'`*”]+$/g, '')
        .replace(/^(?:the|a|an)\s+/i, ''),
    )
    .filter((column) => column && column.length <= 40 && !/^[-:\s]+$/.test(column));
  if (!columns.length && !/\b(?:markdown|md)\b|\bin a table\b|\bas a table\b/i.test(sentence.text)) return undefined;
  const rowCount = window.match(new RegExp(String.raw`\b${COUNT}\s+rows?\b`, 'i'));
  return {
    form: { kind: 'table', columns: columns.length ? columns.slice(0, 8) : ['Item', 'Detail'], rows: rowCount ? Math.min(20, countOf(rowCount[1])) : 0 },
    at: sentence.start,
    end: sentence.end,
  };
}

/** The last instruction to answer with a list of N bullets or numbered items. */
export function readList(text: string): Candidate | undefined {
  const cue = lastMatch(text, LIST_CUE);
  if (!cue) return undefined;
  const sentence = sentenceAt(text, cue.index);
  const count = cue[1] ? Math.max(1, Math.min(20, countOf(cue[1]))) : 3;
  if (cue[1] && count === 1 && !/\bbullet|\bpoint\b|\bitem\b/i.test(cue[0])) return undefined;
  const numbered = /\bnumbered\b|\bsteps?\b|\branked\b|\bordered\b|\btop\b/i.test(sentence.text) && !/\bbullet/i.test(sentence.text);
  return { form: { kind: 'list', count, numbered }, at: sentence.start, end: sentence.end };
}

/** The last limit on the answer's length: at most N words or sentences, one sentence, a headline. */
export function readLimit(text: string): Candidate | undefined {
  const words = lastMatch(text, WORDS_CUE);
  const sentences = lastMatch(text, SENTENCES_CUE);
  const headline = lastMatch(text, HEADLINE_CUE);
  const at = Math.max(words?.index ?? -1, sentences?.index ?? -1, headline?.index ?? -1);
  if (at < 0) return undefined;
  const sentence = sentenceAt(text, at);
  // "A headline (max 10 words)": the headline and its limit are one instruction, whichever is written last.
  const headlineHere = headline && (headline.index === at || sentenceAt(text, headline.index).start === sentence.start);
  if (headline && headlineHere) {
    if (!/\b(?:write|give|suggest|propose|create|generate|a|one|only|just)\b[^.\n]{0,30}\b(?:headline|title|subject line|tagline|slogan)\b/i.test(sentence.text)) return undefined;
    const limit = words && sentenceAt(text, words.index).start === sentence.start ? wordLimit(words) : 10;
    return { form: { kind: 'limit', words: limit, headline: true }, at: sentence.start, end: sentence.end };
  }
  if (words && words.index === at) {
    // "a 500-word essay" or "in 200 words" sets a length to aim at, not a word cap below that.
    // "A single sentence of at most 15 words" limits both.
    const sentenceCount = sentences && sentenceAt(text, sentences.index).start === sentence.start ? countOf(sentences[1] ?? '1') : undefined;
    return { form: { kind: 'limit', words: wordLimit(words), ...(sentenceCount ? { sentences: sentenceCount } : {}) }, at: sentence.start, end: sentence.end };
  }
  const single = /\bone[- ]liner\b|\bsingle line\b|\bone line\b/i.test(sentences?.[0] ?? '');
  return { form: { kind: 'limit', sentences: single ? 1 : countOf(sentences?.[1] ?? '1') }, at: sentence.start, end: sentence.end };
}

/** The most words a cue allows: "under 20 words" is 19, "in 20 words" and "at most 20 words" are 20. */
function wordLimit(match: RegExpExecArray): number {
  const [phrase, count] = match[4] ? [match[3], match[4]] : [match[1] ?? '', match[2]];
  const limit = countOf(count);
  return /under|fewer|less/i.test(phrase) ? Math.max(1, limit - 1) : limit;
}
