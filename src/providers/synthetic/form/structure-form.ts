import type { Candidate } from './candidate.js';
import { ANSWER_VERB, isAnswerLabel } from './instruction-grammar.js';
import { splitFields } from './field-shape.js';
import { askedCount, COUNT, countOf, lastMatch, lastRead, sentenceAt } from './read-words.js';

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
  String.raw`\b(?:(?:at most|no more than|not more than|up to|maximum(?: of)?|in|exactly|only|just|using|with)\s+)?${COUNT}[ -]sentences?\b|\bone[- ]liner\b|\bsingle line\b(?!\s+(?:each|per))|\bone line\b(?!\s+(?:each|per))`,
  'gi',
);
const HEADLINE_CUE = /(?<!<)\b(?:headline|title|subject line|tagline|slogan)\b/gi;

/** Items a comparison names ("Compare A, B and C", "put A and B side by side") and the criteria it compares them on. */
function comparison(text: string): { items: string[]; criteria: string[] } | undefined {
  const criteria = text.match(
    /\b(?:on|by|in terms of|across|comparing|compared on|for)\s+((?:[\w-]+\s?){1,3}(?:,\s*(?:[\w-]+\s?){1,3})*,?\s+(?:and|&)\s+(?:[\w-]+\s?){1,3})(?=[.;:\n]|$|\s+(?:in|as|using|with)\b)/i,
  )?.[1];
  if (!criteria) return undefined;
  const named = text.match(
    /\b(?:[Cc]ompare|[Pp]ut|[Bb]etween|[Cc]ontrast|[Ee]valuate)\s+((?:the\s+)?(?:[A-Z]|[a-z][A-Z])[\w+#.-]*(?:\s+[\w+#.-]+){0,2}(?:,\s*(?:the\s+)?(?:[A-Z]|[a-z][A-Z])[\w+#.-]*(?:\s+[\w+#.-]+){0,2})*,?\s+(?:and|or|vs\.?|versus)\s+(?:the\s+)?(?:[A-Z]|[a-z][A-Z])[\w+#.-]*(?:\s+[\w+#.-]+){0,2}?)(?=\s+(?:on|by|in|side|for|across|against|with|,)|[.;:]|$)/,
  );
  const items = named
    ? named[1]
        .split(/\s*,\s*(?:and\s+)?|\s+(?:and|or|vs\.?|versus)\s+/)
        .map((item) => item.replace(/^the\s+/i, '').trim())
        .filter(Boolean)
    : [];
  const columns = splitFields(criteria).map((column) => capitalise(column.trim().replace(/^(?:their|its|the)\s+/i, '')));
  return columns.length >= 2 && columns.length <= 7 ? { items, criteria: columns } : undefined;
}

/** Capitalises a column name's first letter. */
const capitalise = (text: string) => text.replace(/^[a-z]/, (letter) => letter.toUpperCase());

/** The last instruction to answer with a markdown table, with its columns and row count. */
export function readTable(text: string): Candidate | undefined {
  return lastRead(text, TABLE_CUE, (cue) => tableAt(text, cue));
}

/** The table a "table" cue asks for, if its sentence asks for one. */
function tableAt(text: string, cue: RegExpExecArray): Candidate | undefined {
  const sentence = sentenceAt(text, cue.index);
  const window = text.slice(sentence.start, Math.min(text.length, sentence.end + 300));
  // "a table: Plan | Storage | Price" names its columns between pipes without the outer ones.
  const header = window.match(/\btable\b[^:\n]{0,20}:\s*((?:[^|.\n]+\|)+[^|.\n]+)/i) ?? window.match(/\|([^\n]+)\|/);
  const named = window.match(/\b(?:columns?|headers?|headings?|fields?)\b\s*(?:named|called|for|of|:)?\s*:?\s*([^.\n]+)/i);
  const list = named?.[1].split(/\s(?:for|from|with|of|about|to|using|based)\s|[:;()]/)[0];
  let columns = list?.includes('|')
    ? list.split('|').map((column, index, all) => (index === all.length - 1 ? column.split(',')[0] : column))
    : header
      ? header[1].split('|')
      : list
        ? splitFields(list.replace(/\b(?:and|with) (?:one|a) row.*$/i, ''))
        : [];
  columns = columns
    .map((column) =>
      column
        .trim()
        .replace(/\s+(?:for|of|with|about|on|from|in|that|which|to)\s.*$/i, '')
        .replace(/^["'`*“]+|["'`*”]+$/g, '')
        .replace(/^(?:the|a|an)\s+/i, ''),
    )
    .filter((column) => column && column.length <= 40 && !/^[-:\s]+$/.test(column));
  // A comparison names its rows and its criteria ("Compare A and B on price and speed. Use a table."): criteria are columns.
  const compared = columns.length ? undefined : comparison(`${sentenceAt(text, Math.max(0, sentence.start - 2)).text} ${sentence.text}`);
  if (compared) columns = ['Option', ...compared.criteria];
  if (!columns.length && !/\b(?:markdown|md)\b|\b(?:in|as|use|make|into|with) (?:a |one )?table\b|\btabulate\b/i.test(sentence.text)) return undefined;
  const rowCount = window.match(new RegExp(String.raw`\b${COUNT}\s+rows?\b(?!\s+(?:per|for each|for every|each))`, 'i'));
  return {
    form: {
      kind: 'table',
      columns: columns.length ? columns.slice(0, 8) : ['Item', 'Detail'],
      rows: rowCount ? Math.min(20, countOf(rowCount[1])) : 0,
      ...(compared?.items.length ? { rowNames: compared.items } : {}),
    },
    at: sentence.start,
    end: sentence.end,
  };
}

/** A count that replaces the one asked before it ("make it 3", "change that to four"). */
const CHANGED_COUNT = new RegExp(
  String.raw`\b(?:make (?:it|that|them)|change (?:it|that) to|(?:only|just) (?:give|list|need|want)(?: me)?)\s+${COUNT}\b(?!\s*(?:%|words|sentences))`,
  'gi',
);

/** The last instruction to answer with a list of N bullets or numbered items. */
export function readList(text: string): Candidate | undefined {
  // "… a numbered list of 5 steps. Do not add a title.": a cue that reads as no list ("a title") leaves the one before it.
  return lastRead(text, LIST_CUE, (cue) => listAt(text, cue));
}

/** The list a list cue asks for, if it asks for one. */
function listAt(text: string, cue: RegExpExecArray): Candidate | undefined {
  const sentence = sentenceAt(text, cue.index);
  const lineLabel = sentence.text.match(/^\s*([A-Z][\w ]{1,20}):\s/)?.[1];
  if (lineLabel && isAnswerLabel(lineLabel) && !ANSWER_VERB.test(sentence.text)) return undefined;
  // "Give exactly 5 tips. Bullet points only": a cue without a count takes the count its sentence or the one before asks for.
  const before = cue[1] ? undefined : askedCount(text.slice(sentenceAt(text, Math.max(0, sentence.start - 2)).start, sentence.end));
  let count = cue[1] ? Math.max(1, Math.min(50, countOf(cue[1]))) : before && before.count > 1 ? before.count : 3;
  if (cue[1] && count === 1 && !/\bbullet|\bpoint\b|\bitem\b/i.test(cue[0])) return undefined;
  // "one item per row of the data": no count but one per record (0: the writer counts the records).
  if (cue[1] && count === 1 && /^\s*(?:per|for each|for every)\b/i.test(text.slice(cue.index + cue[0].length, cue.index + cue[0].length + 20))) count = 0;
  // "cart › adds an item" in a pasted log: an article before "item" in a sentence that asks nothing is no list.
  if (cue[1] && /^an?$/i.test(cue[1]) && !ANSWER_VERB.test(sentence.text) && !/\b(?:give|write|list|add|provide|make|use)\b/i.test(sentence.text)) return undefined;
  // "On second thought, make it 3": a later count replaces the one asked first.
  const base = sentenceAt(text, Math.max(0, sentence.start - 2)).start;
  const changed = lastMatch(text.slice(base), CHANGED_COUNT);
  if (changed && countOf(changed[1]) > 1) count = Math.min(50, countOf(changed[1]));
  // "… make it 6. numbered, just the list": short sentences after the ask (or after its changed count) add to it.
  const tail = text.slice(sentence.end, (changed ? Math.max(sentence.end, sentenceAt(text, base + changed.index).end) : sentence.end) + 60);
  const after = /^\s*[^.\n]{0,40}\bnumbered\b/i.test(tail.replace(/^[^.\n]*\bmake it \w+[.,]?/i, ''));
  const numbered = (after || /\bnumbered\b|\bsteps?\b|\branked\b|\bordered\b|\btop\b/i.test(sentence.text)) && !/\bbullet/i.test(sentence.text);
  return { form: { kind: 'list', count, numbered }, at: sentence.start, end: sentence.end };
}

/** The last limit on the answer's length: at most N words or sentences, one sentence, a headline. */
export function readLimit(text: string): Candidate | undefined {
  const words = lastMatch(text, WORDS_CUE);
  const sentences = lastMatch(text, SENTENCES_CUE);
  const named = lastMatch(text, HEADLINE_CUE);
  // "Do not add a title": a headline ruled out is none asked.
  const headline = named && /\b(?:no|not|without|never|don't|skip)\b[^.\n]{0,15}$/i.test(text.slice(Math.max(0, named.index - 24), named.index)) ? undefined : named;
  const at = Math.max(words?.index ?? -1, sentences?.index ?? -1, headline?.index ?? -1);
  if (at < 0) return undefined;
  const sentence = sentenceAt(text, at);
  // "A headline (max 10 words)": the headline and its limit are one instruction, whichever is written last.
  // "Write a headline. Max 8 words. One line, nothing else.": limits in the short sentences right after the ask are its own.
  const headlineSentence = headline ? sentenceAt(text, headline.index) : undefined;
  const headlineHere =
    headline && headlineSentence && (headline.index === at || headlineSentence.start === sentence.start || (at > headline.index && sentence.start - headlineSentence.end <= 120));
  if (headline && headlineSentence && headlineHere) {
    if (
      !/\b(?:write|give|suggest|propose|create|generate|output|return|produce|send|a|one|only|just)\b[^.\n]{0,30}\b(?:headline|title|subject line|tagline|slogan)\b/i.test(
        headlineSentence.text,
      )
    )
      return undefined;
    // The limit may be a rule of its own about the headline ("A headline has at most 8 words.") before the ask.
    const ruled = words && /\b(?:headline|title|subject line|tagline|slogan)\b/i.test(sentenceAt(text, words.index).text);
    const limit = words && (words.index >= headlineSentence.start || ruled) ? wordLimit(words) : 10;
    return { form: { kind: 'limit', words: limit, headline: true }, at: headlineSentence.start, end: Math.max(sentence.end, headlineSentence.end) };
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

const SECTIONS_CUE = /\b(?:headings?|headers?|sections?|subheadings?|subtitles?)\b/gi;

/** The last instruction to answer under markdown headings it names ("Use the headings Summary, Risks, Next steps"). */
export function readSections(text: string): Candidate | undefined {
  const cue = lastMatch(text, SECTIONS_CUE);
  if (!cue) return undefined;
  const sentence = sentenceAt(text, cue.index);
  if (/\b(?:table|columns?|json|yaml|csv)\b/i.test(sentence.text)) return undefined;
  const listed = text.slice(cue.index + cue[0].length, sentence.end).match(/^\s*(?:named|called|titled|:|for)?\s*:?\s*([^.\n]+)/)?.[1];
  const lines = [...text.slice(sentence.end, sentence.end + 400).matchAll(/^[ \t]*#{1,4}[ \t]+([^\n#]{1,40})$/gm)];
  // Only right after a sentence that ends in a colon: markdown headings elsewhere are the material's own.
  const opensList = /:\s*$/.test(sentence.text);
  const written = opensList && lines.length >= 2 && text.slice(sentence.end, sentence.end + (lines[0].index ?? 0)).trim() === '' ? lines.map((line) => line[1].trim()) : [];
  if (written.length >= 2) {
    const last = lines[lines.length - 1];
    return { form: { kind: 'sections', headings: written.slice(0, 8) }, at: sentence.start, end: sentence.end + (last.index ?? 0) + last[0].length };
  }
  const headings = splitFields(listed ?? '')
    .map((heading) => heading.replace(/^["'`*“]+|["'`*”]+$/g, '').trim())
    .filter((heading) => heading && heading.split(/\s+/).length <= 4 && /^[A-Z]/.test(heading));
  return headings.length >= 2 ? { form: { kind: 'sections', headings: headings.slice(0, 8) }, at: sentence.start, end: sentence.end } : undefined;
}

const PARAGRAPHS_CUE = new RegExp(String.raw`\b(?:in |of |exactly |only )?${COUNT}\s+(?:short\s+|brief\s+|concise\s+)?paragraphs?\b`, 'gi');

/** The last instruction to answer in N paragraphs. */
export function readParagraphs(text: string): Candidate | undefined {
  const cue = lastMatch(text, PARAGRAPHS_CUE);
  if (!cue) return undefined;
  const sentence = sentenceAt(text, cue.index);
  return { form: { kind: 'paragraphs', count: Math.max(1, Math.min(10, countOf(cue[1]))) }, at: sentence.start, end: sentence.end };
}
