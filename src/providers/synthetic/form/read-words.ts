// Small readers the form readers share: counts written as words, lists of allowed values in their many
// spellings, sentence bounds. Every one runs in time linear in its (bounded) input.

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  hundred: 100,
  a: 1,
  an: 1,
  single: 1,
};

/** A count written as digits or a word ("5", "five", "a single"). */
export const COUNT = String.raw`(\d{1,4}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|a hundred|a single|a|an|single)`;

/** The number a count means. */
export function countOf(text: string): number {
  const word = text.toLowerCase().replace(/^a (hundred|single)$/, '$1');
  return /^\d+$/.test(word) ? Number(word) : (NUMBER_WORDS[word] ?? 1);
}

/** A count then the plural noun it counts, within three words ("5 names", "seven prime numbers"); not a bound ("under 50") or a measure. */
const COUNTED =
  /(?<!\b(?:under|over|than|between|from|to|and|within|about|around|after|before|last|past|by|out of)\s)\b(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty)\s+((?:[\w-]+\s+){0,3}?)([A-Za-z][\w-]*?s)\b/gi;
const MEASURES =
  /^(?:minutes|seconds|hours|days|weeks|months|years|words|characters|chars|sentences|letters|times|percents?|dollars|euros|pounds|miles|kms|degrees|pages|paragraphs|digits|decimals|places)$/i;

/** How many items of what a text asks for: the first "N things" in it, at most 50, with the words naming the things. */
export function askedCount(text: string): { count: number; noun: string } | undefined {
  COUNTED.lastIndex = 0;
  for (let match = COUNTED.exec(text); match; match = COUNTED.exec(text)) {
    if (MEASURES.test(match[3]) || /\d/.test(match[2])) continue;
    return { count: Math.min(50, countOf(match[1])), noun: `${match[2]}${match[3]}`.trim().toLowerCase() };
  }
  return undefined;
}

/** Whether a sentence ends right before a position: a line break, or a full stop (not a decimal point: "0.5") before a space. */
const endsBefore = (text: string, at: number) => text[at - 1] === '\n' || (/[.!?]/.test(text[at - 1]) && /\s/.test(text[at] ?? ' '));

/** The sentence of a text around a position: from the previous sentence end to the next one (or the line's end). */
export function sentenceAt(text: string, at: number): { start: number; end: number; text: string } {
  let start = at;
  while (start > 0 && !endsBefore(text, start) && at - start < 600) start -= 1;
  let end = at;
  while (end < text.length && !/[\n]/.test(text[end]) && !(/[.!?]/.test(text[end]) && /\s/.test(text[end + 1] ?? ' ')) && end - at < 600) end += 1;
  return { start, end: Math.min(text.length, end + 1), text: text.slice(start, end + 1) };
}

const clean = (value: string) =>
  value
    .trim()
    .replace(/^(?:and|or|either|the (?:label|word)|the|an?)\s+(?=\S)/i, '')
    .replace(/\s+(?:only|please|nothing else)$/i, '')
    .replace(/^["'`“‘(]+|["'`”’).,;:?!]+$/g, '')
    .replace(/^["'`“‘]+|["'`”’]+$/g, '')
    .trim();

/** Whether a value reads as one option (a label of a few words), not a clause. */
const isOption = (value: string) =>
  !/\b(?:only|nothing|else|phrases?|words?|labels?|options?|letters?|those|these|following|single|answer|reply|respond|alone|lower-?case|upper-?case|capitals|itself|explain)\b/i.test(
    value,
  ) &&
  value.length > 0 &&
  value.length <= 40 &&
  value.split(/\s+/).length <= 4 &&
  /[A-Za-z0-9]/.test(value);

/** Words that carry a list's last item on into a clause, and nouns that name what a list's items are. */
const CLAUSE_WORD = /\s(?:for|to|in|on|about|that|which|when|if|because|based|from|with|and|as|depending|then|is|are|it|this|the)\b/i;
const KIND_WORD =
  /\s(?:sentiment|label|category|tone|class|answer|response|rating|priority|level|type|one|option|mood|verdict|urgency|severity|importance|risk|impact|status|quality|confidence)s?$/i;

/** Options a text lists: "a, b or c", "a/b/c", "a | b", "[a, b, c]", quoted values, lettered "A) … B) …". */
export function optionsIn(text: string): string[] {
  const bracketed = text.match(/[[({]([^\])}]{1,300})[\])}]/);
  const source = bracketed && /[,|/]/.test(bracketed[1]) ? bracketed[1] : text;
  const quoted = [...source.matchAll(/["“'`‘]([^"”'`’\n]{1,40})["”'`’]/g)].map((match) => match[1]);
  const quotedOptions = unique(quoted.map(clean).filter(isOption));
  if (quotedOptions.length >= 2) return quotedOptions;
  const parts = source
    .split(/\s*(?:,|\||\/|;|\bor\b)\s*/i)
    .map(clean)
    .filter((part) => part.length > 0);
  // A clause after the list is none of its items ("positive or negative, for this review").
  if (parts.length > 2 && /^(?:for|to|in|on|about|that|which|when|if|because|from|with|as|then|depending|based)\b/i.test(parts[parts.length - 1])) parts.pop();
  if (parts.length < 2) return [];
  // The list sits inside a clause: its first item keeps as many words as the others have, its last likewise.
  const width = Math.max(1, ...parts.slice(1, -1).map((part) => part.split(/\s+/).length), parts.length === 2 ? Math.min(2, parts[1].split(/\s+/).length) : 1);
  // A short last item that ends the text is whole ("billing, shipping, product quality"), unless its last word names
  // the kind of thing listed ("positive, negative or neutral sentiment").
  const lastPart = parts[parts.length - 1];
  const whole = lastPart.split(/\s+/).length <= 3 && !CLAUSE_WORD.test(lastPart) && !KIND_WORD.test(lastPart);
  // A last item running on into a clause ends where the clause starts ("reject this expense" → "reject").
  const beforeClause = lastPart.split(CLAUSE_WORD)[0].trim();
  const lastWords = whole ? lastPart : beforeClause && beforeClause.split(/\s+/).length <= width ? beforeClause : lastPart.split(/\s+/).slice(0, width).join(' ');
  const firstWords = parts[0].split(/\s+/);
  const first = /^not /i.test(lastWords) && firstWords.length > 1 ? lastWords.replace(/^not /i, '') : firstWords.slice(-Math.min(width, firstWords.length)).join(' ');
  const trimmed = [first, ...parts.slice(1, -1), lastWords].map(clean).filter(isOption);
  return trimmed.length >= 2 ? unique(trimmed) : [];
}

/** The letters of a lettered list ("A) Paris  B) Rome", "(a) ... (b) ..."), in order. */
export function letteredOptions(text: string): string[] {
  const letters = [...text.matchAll(/(?:^|\s|\()([A-Ha-h])[).:]\s+\S/g)].map((match) => match[1]);
  const run: string[] = [];
  for (const letter of letters) if (letter.toUpperCase().charCodeAt(0) - 65 === run.length) run.push(letter);
  return run.length >= 2 ? run : [];
}

/** The items of a bulleted list that starts right after a position (one per line), at most 20. */
export function bulletsAfter(text: string, at: number): { items: string[]; end: number } {
  const items: string[] = [];
  const pattern = /\n[ \t]*(?:[-*•]|\d{1,2}[.)])[ \t]+([^\n]{1,300})/y;
  let end = text.indexOf('\n', at);
  if (end < 0) return { items, end: at };
  pattern.lastIndex = end;
  let match = pattern.exec(text);
  while (match && items.length < 20) {
    items.push(match[1].trim());
    end = pattern.lastIndex;
    match = pattern.exec(text);
  }
  return { items, end };
}

/** Whether an instruction puts its template at the end of the answer ("end with", "finish with a score"). */
export const atEnd = (sentence: string) => /\b(?:end|ends|ending|finish|close|conclude)\b[^.\n]{0,40}\bwith\b|\bat the end\b|\blast line\b/i.test(sentence);

/** Values without repeats (case-insensitive), first spelling kept. */
export const unique = (values: string[]) => [...new Map(values.map((value) => [value.toLowerCase(), value])).values()];

/** The last match of a pattern (global) in a text, or undefined. */
export function lastMatch(text: string, pattern: RegExp): RegExpExecArray | undefined {
  pattern.lastIndex = 0;
  let last: RegExpExecArray | undefined;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    last = match;
    if (match[0].length === 0) pattern.lastIndex += 1;
  }
  return last;
}

/** The read of the last match of a pattern that reads as an instruction, trying up to `tries` matches from the end. */
export function lastRead<T>(text: string, pattern: RegExp, read: (match: RegExpExecArray) => T | undefined, tries = 4): T | undefined {
  const matches: RegExpExecArray[] = [];
  pattern.lastIndex = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    matches.push(match);
    if (matches.length > tries) matches.shift();
    if (match[0].length === 0) pattern.lastIndex += 1;
  }
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const found = read(matches[index]);
    if (found !== undefined) return found;
  }
  return undefined;
}
