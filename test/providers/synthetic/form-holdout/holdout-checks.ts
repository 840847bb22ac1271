import { parse as parseYaml } from 'yaml';
import { fencedBlocks } from '../code-check.js';
import { show } from '../field-check.js';
import { formProblems } from '../form-checks.js';
import { wordsOf } from '../text-form-checks.js';
import type { Expect } from '../form-corpus/entry.js';
import type { HoldoutEntry } from './entry.js';

/** The data an answer carries: the answer, or the body of the one fenced block it is. */
function dataText(answer: string): string {
  const trimmed = answer.trim();
  if (!trimmed.startsWith('```')) return trimmed;
  const blocks = fencedBlocks(trimmed);
  return blocks.length === 1 ? blocks[0].body.trim() : trimmed;
}

/** The answer parsed as JSON (or YAML when asked), undefined when it does not parse. */
function dataOf(answer: string, yaml = false): unknown {
  try {
    return yaml ? parseYaml(dataText(answer)) : JSON.parse(dataText(answer));
  } catch {
    return undefined;
  }
}

/** The most words a line of one extracted value holds (a date, a name with its title, an amount with its currency). */
const LINE_WORDS = 6;

/** What keeps an extraction answer from having its shape (a JSON array or object of strings, or lines), values aside. */
function extractShapeProblems(answer: string, expect: Extract<Expect, { form: 'extract' }>): string[] {
  if (expect.shape === 'lines') {
    const text = answer.trim();
    if (text.startsWith('```') || /^[[{]/.test(text)) return ['the values are fenced or JSON instead of one per line'];
    const long = text.split('\n').filter((line) => wordsOf(line).length > LINE_WORDS);
    if (long.length) return [`a line holds more than one value: ${show(long[0])}`];
    return text ? [] : ['an empty answer'];
  }
  if (expect.bare && answer.trim().startsWith('```')) return ['the answer is fenced although the prompt asked for the data alone'];
  const value = dataOf(answer);
  if (expect.shape === 'json-array') {
    return Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'string') ? [] : [`not a JSON array of strings: ${show(answer)}`];
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return [`not a JSON object: ${show(answer)}`];
  return Object.keys(expect.expected)
    .filter((key) => !(key in value))
    .map((key) => `the object lacks the key "${key}"`);
}

/** What is wrong with the form of an answer (a table's named rows and an extraction's values are content, not form). */
export function holdoutFormProblems(answer: string, entry: HoldoutEntry): string[] {
  if (entry.expect.form === 'extract') return extractShapeProblems(answer, entry.expect);
  return formProblems(answer, entry);
}

/** The text between a tag's opening and closing, or after `key:` on its own line. */
function taggedOrLine(answer: string, key: string, form: Expect['form']): string | undefined {
  if (form === 'tags') return answer.match(new RegExp(`<${key}>([\\s\\S]*?)</${key}>`))?.[1]?.trim();
  const line = answer.split('\n').find((candidate) => candidate.trim().toLowerCase().startsWith(`${key.toLowerCase()}:`));
  return line?.slice(line.indexOf(':') + 1).trim();
}

/** What a markdown table lacks of the values its named columns must hold (case aside, each value inside one cell). */
function columnProblems(answer: string, columns: Record<string, string[]>): string[] {
  const rows = answer
    .split('\n')
    .filter((line) => line.trim().startsWith('|'))
    .map((line) =>
      line
        .trim()
        .replace(/^\||\|$/g, '')
        .split('|')
        .map((cell) => cell.replace(/[*`_]/g, '').trim().toLowerCase()),
    );
  if (rows.length < 3) return ['no markdown table with rows'];
  const [header, , ...body] = rows;
  return Object.entries(columns).flatMap(([column, values]) => {
    const index = header.indexOf(column.toLowerCase());
    if (index < 0) return [`no column ${column}`];
    return values.filter((value) => !body.some((row) => row[index]?.includes(value.toLowerCase()))).map((value) => `no ${column} cell holds "${value}"`);
  });
}

/** Where an answer holds the value its content check reads: a key's value, the text after a prefix, or the answer. */
function slotOf(answer: string, entry: HoldoutEntry, key: string | undefined): unknown {
  const { expect } = entry;
  const text = answer.trim();
  if (expect.form === 'json-object' || expect.form === 'yaml') {
    const data = dataOf(text, expect.form === 'yaml');
    return key && data && typeof data === 'object' ? (data as Record<string, unknown>)[key] : undefined;
  }
  if (key) return taggedOrLine(text, key, expect.form);
  if (expect.form === 'prefix') return text.split('\n')[0].slice(expect.prefix.length).trim();
  if (expect.form === 'score-line') return text.slice(expect.prefix.length).match(/-?\d+(?:\.\d+)?/)?.[0];
  if (expect.form === 'fraction') return text.split('/')[0];
  return text;
}

/** A slot's text as a label compares: no quotes, bold, code marks or closing full stop, lower case. */
function labelText(value: unknown): string {
  return String(value)
    .trim()
    .replace(/^(\*\*|["'`])(.*)\1$/s, '$2')
    .replace(/\.$/, '')
    .trim()
    .toLowerCase();
}

/** What the answer gets wrong in its content (empty: right, or nothing to check). */
export function contentProblems(answer: string, entry: HoldoutEntry): string[] {
  if (entry.expect.form === 'extract') return formProblems(answer, entry);
  const { content } = entry;
  if (!content) return [];
  if ('columns' in content) return columnProblems(answer, content.columns);
  if ('grounded' in content) {
    const input = `${entry.system ?? ''}\n${entry.task}`;
    return [...answer.matchAll(/\d+(?:\.\d+)?\s?%/g)].filter(([figure]) => !input.includes(figure)).map(([figure]) => `states ${figure}, which the input does not hold`);
  }
  if ('mentions' in content) {
    return content.mentions.filter((mention) => !answer.toLowerCase().includes(mention.toLowerCase())).map((mention) => `does not mention "${mention}"`);
  }
  const slot = slotOf(answer, entry, content.key);
  const where = content.key ? `${content.key}` : 'the answer';
  if ('number' in content) {
    const value = typeof slot === 'number' ? slot : Number(String(slot ?? '').replace(/,/g, ''));
    const [min, max] = content.number;
    return slot !== undefined && String(slot).trim() !== '' && value >= min && value <= max ? [] : [`${where} is ${show(slot)}, not in ${min}..${max}`];
  }
  if (typeof content.label === 'boolean') return slot === content.label || labelText(slot) === String(content.label) ? [] : [`${where} is ${show(slot)}, not ${content.label}`];
  const label = content.label.toLowerCase();
  const given = labelText(slot);
  const matches = entry.expect.form === 'prefix' ? given === label || given.startsWith(`${label} `) || given.startsWith(`${label}.`) : given === label;
  return matches ? [] : [`${where} is ${show(slot)}, not "${content.label}"`];
}
