import type { Expect, Side } from './form-corpus/entry.js';

/** Words that a fluent answer on a real subject does not need: the generated business jargon of a fake-data library. */
const JARGON =
  /synerg|gamif|blockchain|paradigm|24\/7|circle back|move the needle|best-in-class|world-class|cutting-edge|bleeding-edge|game[- ]chang|low-hanging|thought leader|value-add|mindshare|infomediar|e-enable|web-readiness|e-tailer|revolutioni[sz]e|incentivi[sz]e|monetize|disintermediate|embrace .* (?:markets|niches)|killer app|smart contract|holistic|turn-?key|out-of-the-box|user-centric|next-generation|ai-driven|value-added/i;

/** A number as an answer writes it: digits, an optional decimal part. */
const NUMBER = /^-?\d+(?:\.\d+)?$/;

/** The answer as a single word or phrase: trimmed, without surrounding quotes, bold or code marks and a closing full stop. */
function bareWord(answer: string): string {
  return answer
    .trim()
    .replace(/^(\*\*|["'`])(.*)\1$/s, '$2')
    .replace(/\.$/, '')
    .trim();
}

/** The words of a text. */
export function wordsOf(text: string): string[] {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word));
}

/** The sentences of a text (a break after . ! or ? before a capital, a digit or a quote, or a line break). */
export function sentencesOf(text: string): string[] {
  return text
    .trim()
    .split(/(?<=[.!?])\s+(?=["'(\p{Lu}\d])|\n+/u)
    .filter((sentence) => wordsOf(sentence).length > 0);
}

/** The list items of a text: lines opening with a bullet or a number, with their number when numbered. */
function listItems(text: string): Array<{ number?: number; text: string }> {
  return text.split('\n').flatMap((line) => {
    const match = line.match(/^ {0,3}(?:([-*•+])|(\d+)[.)])\s+(\S.*)$/);
    return match ? [{ number: match[2] ? Number(match[2]) : undefined, text: match[3] }] : [];
  });
}

/** The cells of a markdown table row, normalised for comparison. */
function cellsOf(line: string): string[] {
  return line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => cell.replace(/[*`_]/g, '').trim());
}

/** What is wrong with a score's side of its range: a clearly negative text scores in the lower half, a positive one the upper. */
function sideProblems(value: number, min: number, max: number, side: Side | undefined): string[] {
  if (!side) return [];
  const middle = (min + max) / 2;
  return (side === 'low' ? value < middle : value > middle) ? [] : [`${value} is not in the ${side} half of ${min}..${max}, as the text decides`];
}

/** What is wrong with markdown sections: each heading in order, each followed by some text. */
function sectionProblems(answer: string, headings: string[]): string[] {
  const sections = answer
    .split(/^#{1,4}[ \t]+/m)
    .slice(1)
    .map((part) => {
      const [title, ...body] = part.split('\n');
      return { title: title.replace(/[*:#]/g, '').trim(), body: body.join('\n') };
    });
  const titles = sections.map((section) => section.title.toLowerCase());
  if (titles.join('|') !== headings.map((heading) => heading.toLowerCase()).join('|')) return [`the headings are ${titles.join(', ') || 'none'}, not ${headings.join(', ')}`];
  return sections.filter((section) => !wordsOf(section.body).length).map((section) => `"${section.title}" has no text`);
}

/** What is wrong with an answer of `count` paragraphs. */
function paragraphProblems(answer: string, count: number): string[] {
  const paragraphs = answer.split(/\n\s*\n/).filter((block) => wordsOf(block).length);
  const problems = paragraphs.length === count ? [] : [`${paragraphs.length} paragraphs, not ${count}`];
  if (paragraphs.some((block) => /^\s*(?:[-*•#]|\d+[.)])\s/m.test(block))) problems.push('a paragraph is a list or a heading');
  return problems;
}

/** What is wrong with a markdown table answer. */
function tableProblems(answer: string, expect: Extract<Expect, { form: 'table' }>): string[] {
  const lines = answer.split('\n').filter((line) => line.trim().startsWith('|'));
  if (lines.length < 2) return ['no markdown table'];
  const header = cellsOf(lines[0]).map((cell) => cell.toLowerCase());
  const wanted = expect.columns.map((column) => column.toLowerCase());
  if (expect.anyFirst && header.length === wanted.length + 1) header.shift();
  if (header.join('|') !== wanted.join('|')) return [`the columns are ${header.join(', ')}, not ${wanted.join(', ')}`];
  if (!cellsOf(lines[1]).every((cell) => /^:?-{3,}:?$/.test(cell))) return ['the second row is not the separator row'];
  const rows = lines.slice(2).map(cellsOf);
  const problems = rows
    .filter((row) => row.length !== header.length + (expect.anyFirst ? 1 : 0) && row.length !== wanted.length)
    .map((row) => `a row has ${row.length} cells: ${row.join(' | ')}`);
  if (rows.length < (expect.minRows ?? 1)) problems.push(`${rows.length} rows, fewer than ${expect.minRows ?? 1}`);
  const body = rows.map((row) => row.join(' ').toLowerCase()).join('\n');
  for (const name of expect.rows ?? []) if (!body.includes(name.toLowerCase())) problems.push(`no row names "${name}"`);
  return problems;
}

/** What is wrong with a list answer. */
function listProblems(answer: string, expect: Extract<Expect, { form: 'list' }>): string[] {
  const items = listItems(answer);
  const problems = items.length === expect.count ? [] : [`${items.length} list items, not ${expect.count}`];
  if (expect.numbered && items.some((item, index) => item.number !== index + 1)) problems.push('the items are not numbered 1, 2, 3...');
  const lines = answer.split('\n').filter((line) => line.trim());
  if (expect.bare && lines.length !== items.length) problems.push('there is text besides the items');
  return problems;
}

/** What is wrong with a score line answer. */
function scoreLineProblems(answer: string, expect: Extract<Expect, { form: 'score-line' }>): string[] {
  const [first = '', ...rest] = answer.trim().split('\n');
  const escaped = expect.prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = first.match(new RegExp(`^${escaped}\\s*(-?\\d+(?:\\.\\d+)?)(?:\\s*/\\s*(\\d+))?(.*)$`));
  if (!match) return [`the first line is not "${expect.prefix} N": ${first}`];
  const [min, max] = expect.range;
  const score = Number(match[1]);
  const problems = score >= min && score <= max ? sideProblems(score, min, max, expect.side) : [`the score ${score} is outside ${min}..${max}`];
  if (expect.outOf !== undefined && Number(match[2]) !== expect.outOf) problems.push(`the score is not written out of ${expect.outOf}`);
  if (wordsOf(`${match[3]} ${rest.join(' ')}`).length < 3) problems.push('no sentence follows the score');
  return problems;
}

/** What is wrong with an answer whose first line must start with a prefix (and one of its options). */
function prefixProblems(answer: string, expect: Extract<Expect, { form: 'prefix' }>): string[] {
  const first = answer.trimStart().split('\n')[0];
  if (!first.startsWith(expect.prefix)) return [`the answer does not start with "${expect.prefix}": ${first}`];
  const after = first.slice(expect.prefix.length).trim();
  if (!expect.options) return after || answer.trim().includes('\n') ? [] : ['nothing follows the prefix'];
  const option = expect.options.find((candidate) => after === candidate || after.startsWith(`${candidate} `) || new RegExp(`^${candidate}\\b`).test(after));
  if (!option) return [`"${after}" does not open with one of ${expect.options.join('|')}`];
  return expect.alone && after.replace(/\.$/, '') !== option ? [`the first line holds more than ${option}`] : [];
}

/** What is wrong with an answer in XML-like tags. */
function tagProblems(answer: string, expect: Extract<Expect, { form: 'tags' }>): string[] {
  return expect.tags.flatMap((tag) => {
    const found = [...answer.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, 'g'))];
    if (found.length !== 1) return [`${found.length} <${tag}> elements instead of one`];
    const content = found[0][1].trim();
    if (!content) return [`<${tag}> is empty`];
    const allowed = expect.values?.[tag];
    return allowed && !allowed.some((value) => value.toLowerCase() === bareWord(content).toLowerCase()) ? [`<${tag}> holds "${content}", not one of ${allowed.join('|')}`] : [];
  });
}

/** What is wrong with a plain-text answer (choices, numbers, structure, wrappers, prose) as `expect` describes it. */
export function textFormProblems(answer: string, expect: Expect): string[] {
  const text = answer.trim();
  switch (expect.form) {
    case 'choice': {
      const word = bareWord(text).toLowerCase();
      if (!expect.options.some((option) => option.toLowerCase() === word)) return [`"${text}" is not one of ${expect.options.join('|')}`];
      return !expect.right || expect.right.toLowerCase() === word ? [] : [`"${text}", though the text decides "${expect.right}"`];
    }
    case 'number': {
      const digits = expect.percent ? text.replace(/\s?%$/, '') : text;
      if (!NUMBER.test(digits)) return [`"${text}" is not a number alone`];
      const value = Number(digits);
      if (expect.integer && !Number.isInteger(value)) return [`${text} is not a whole number`];
      if (expect.decimal && !digits.includes('.')) return [`${text} is not written as a decimal`];
      if (!expect.range) return [];
      return value >= expect.range[0] && value <= expect.range[1]
        ? sideProblems(value, expect.range[0], expect.range[1], expect.side)
        : [`${text} is outside ${expect.range.join('..')}`];
    }
    case 'fraction': {
      const match = text.match(/^(\d+(?:\.\d+)?)\s*\/\s*(\d+)$/);
      if (!match || Number(match[2]) !== expect.outOf) return [`"${text}" is not N/${expect.outOf}`];
      const value = Number(match[1]);
      return value >= expect.min && value <= expect.outOf ? sideProblems(value, expect.min, expect.outOf, expect.side) : [`${match[1]} is outside ${expect.min}..${expect.outOf}`];
    }
    case 'score-line':
      return scoreLineProblems(text, expect);
    case 'table':
      return tableProblems(text, expect);
    case 'list':
      return listProblems(text, expect);
    case 'sections':
      return sectionProblems(text, expect.headings);
    case 'paragraphs':
      return paragraphProblems(text, expect.count);
    case 'sentence': {
      const problems = sentencesOf(text).length === 1 && /[.!?]["')]?$/.test(text) ? [] : [`not one sentence: ${text}`];
      if (expect.maxWords && wordsOf(text).length > expect.maxWords) problems.push(`${wordsOf(text).length} words, more than ${expect.maxWords}`);
      return problems;
    }
    case 'limit': {
      const problems = expect.maxWords && wordsOf(text).length > expect.maxWords ? [`${wordsOf(text).length} words, more than ${expect.maxWords}`] : [];
      if (expect.maxSentences && sentencesOf(text).length > expect.maxSentences) problems.push(`${sentencesOf(text).length} sentences, more than ${expect.maxSentences}`);
      return wordsOf(text).length ? problems : ['an empty answer'];
    }
    case 'headline': {
      const line = text.replace(/^#+\s*/, '').replace(/^\*\*(.*)\*\*$/, '$1');
      if (line.includes('\n')) return ['the headline is more than one line'];
      const count = wordsOf(line).length;
      const problems = count >= 2 && count <= expect.maxWords ? [] : [`${count} words, not 2..${expect.maxWords}`];
      if (/\.$/.test(line) || /^[-*•]|^\d+[.)]/.test(line)) problems.push(`not a headline: ${line}`);
      return problems;
    }
    case 'prefix':
      return prefixProblems(text, expect);
    case 'tags':
      return tagProblems(text, expect);
    case 'prose': {
      const problems = expect.about.some((phrase) => text.toLowerCase().includes(phrase.toLowerCase())) ? [] : [`names none of ${expect.about.join(', ')}`];
      const jargon = text.match(JARGON);
      if (jargon) problems.push(`generated jargon: "${jargon[0]}"`);
      if (text.includes('```')) problems.push('a code fence in prose');
      if (wordsOf(text).length < 8) problems.push('too short to be an answer');
      return problems;
    }
    default:
      return [`no checker for the form ${expect.form}`];
  }
}
