import { parse as parseYaml } from 'yaml';
import { codeProblems, fencedBlocks } from './code-check.js';
import { fieldProblems, objectProblems, show } from './field-check.js';
import type { CorpusEntry, Expect, FieldSpec } from './form-corpus/entry.js';
import { textFormProblems } from './text-form-checks.js';

/** The data an answer carries: the whole answer, or (unless `bare`) the body of one fence that is the whole answer. */
function dataText(answer: string, bare: boolean | undefined, languages: string[]): { text?: string; problem?: string } {
  const trimmed = answer.trim();
  if (!trimmed.startsWith('```')) return { text: trimmed };
  if (bare) return { problem: 'the answer is fenced although the prompt asked for the data alone' };
  const blocks = fencedBlocks(trimmed);
  if (blocks.length !== 1 || !trimmed.endsWith('```')) return { problem: 'the answer is not one fenced block and nothing else' };
  if (blocks[0].language && !languages.includes(blocks[0].language)) return { problem: `the fence is tagged ${blocks[0].language}, not ${languages[0]}` };
  return { text: blocks[0].body.trim() };
}

/** The JSON an answer is, or the problem that keeps it from being JSON. */
function jsonOf(answer: string, bare: boolean | undefined): { value?: unknown; problem?: string } {
  const { text, problem } = dataText(answer, bare, ['json']);
  if (text === undefined) return { problem };
  try {
    return { value: JSON.parse(text) };
  } catch {
    return { problem: `the answer is not JSON: ${show(text)}` };
  }
}

/** What is wrong with the JSON answer as `check` describes it. */
function jsonProblems(answer: string, expect: Extract<Expect, { form: 'json-object' | 'json-array' }>): string[] {
  const { value, problem } = jsonOf(answer, expect.bare);
  if (problem) return [problem];
  if (expect.form === 'json-object') return objectProblems(value, expect.keys, '$');
  return fieldProblems(value, { array: expect.items ?? 'string', length: expect.length, minLength: expect.minLength ?? 1 }, '$');
}

/** A `key: value` line's value as the type its spec asks for (a number, a boolean, a list), else the text. */
function lineValue(text: string, spec: FieldSpec): unknown {
  const value = text.trim();
  if (spec === 'number' || spec === 'integer' || (typeof spec === 'object' && 'range' in spec)) return /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value;
  if (spec === 'boolean') return /^(true|false)$/i.test(value) ? value.toLowerCase() === 'true' : value;
  if (spec === 'string[]') return value.split(/\s*,\s*/);
  return value;
}

/** What is wrong with `key: value` lines as `keys` describes them. */
function keyLineProblems(answer: string, keys: Record<string, FieldSpec>): string[] {
  return Object.entries(keys).flatMap(([key, spec]) => {
    const lines = answer.split('\n').flatMap((line) => {
      const match = line.match(/^\s*([^:]+?)\s*:\s*(.*)$/);
      return match && match[1].toLowerCase() === key.toLowerCase() ? [match[2]] : [];
    });
    if (lines.length !== 1) return [`${lines.length} lines "${key}: ..." instead of one`];
    return fieldProblems(lineValue(lines[0], spec), spec, key);
  });
}

/** What is wrong with a YAML answer as `expect` describes it. */
function yamlProblems(answer: string, expect: Extract<Expect, { form: 'yaml' }>): string[] {
  const { text, problem } = dataText(answer, expect.bare, ['yaml', 'yml']);
  if (text === undefined) return [problem ?? 'no YAML'];
  try {
    return objectProblems(parseYaml(text), expect.keys, '$');
  } catch (error) {
    return [`the answer is not YAML: ${(error as Error).message.split('\n')[0]}`];
  }
}

/** The values an extraction answer gives, or the problem that keeps them from being read. */
function extractedValues(answer: string, expect: Extract<Expect, { form: 'extract' }>): { values?: string[]; problem?: string } {
  if (expect.shape === 'lines') {
    const lines = answer.split('\n').map((line) => line.replace(/^\s*(?:[-*•+]|\d+[.)])\s+/, '').trim());
    return { values: lines.filter(Boolean) };
  }
  const { value, problem } = jsonOf(answer, expect.bare);
  if (problem) return { problem };
  const values = expect.shape === 'json-array' ? value : value && typeof value === 'object' ? Object.values(value) : undefined;
  if (!Array.isArray(values)) return { problem: `the answer is not a JSON ${expect.shape === 'json-array' ? 'array' : 'object'}: ${show(value)}` };
  // A field the input has no value for is null (or empty): no value, so nothing to find in the input.
  const flat = values.flat().filter((item) => item !== null && item !== '');
  if (!flat.every((item) => typeof item === 'string')) return { problem: `not every extracted value is a string: ${show(values)}` };
  return { values: flat as string[] };
}

/** What is wrong with an extraction: a value not found verbatim in the input, an expected value missing or cut. */
function extractProblems(answer: string, expect: Extract<Expect, { form: 'extract' }>, input: string): string[] {
  const { values, problem } = extractedValues(answer, expect);
  if (!values) return [problem ?? 'nothing extracted'];
  const invented = values.filter((value) => !input.includes(value)).map((value) => `"${value}" does not occur in the input`);
  if (expect.shape === 'json-object') {
    const { value } = jsonOf(answer, expect.bare);
    const record = value as Record<string, unknown>;
    const wrong = Object.entries(expect.expected).flatMap(([key, wanted]) => {
      const given = record[key];
      if (wanted === null) return given === null || given === '' ? [] : [`${key} is ${show(given)}, not null: the input has none`];
      if (Array.isArray(wanted))
        return fieldProblems(given, 'string[]', key).length
          ? [`${key} is not a list of strings`]
          : wanted.filter((item) => !(given as string[]).includes(item)).map((item) => `${key} lacks "${item}"`);
      return given === wanted ? [] : [`${key} is ${show(given)}, not "${wanted}"`];
    });
    return [...invented, ...wrong];
  }
  const missing = (expect.expected as string[]).filter((wanted) => !values.includes(wanted)).map((wanted) => `"${wanted}" is not given as written`);
  return [...invented, ...missing];
}

/** What is wrong with an answer to a corpus entry (empty: it has the asked form). */
export function formProblems(answer: string, entry: CorpusEntry): string[] {
  const { expect } = entry;
  switch (expect.form) {
    case 'json-object':
    case 'json-array':
      return jsonProblems(answer, expect);
    case 'key-lines':
      return keyLineProblems(answer, expect.keys);
    case 'yaml':
      return yamlProblems(answer, expect);
    case 'extract':
      return extractProblems(answer, expect, `${entry.system ?? ''}\n${entry.task}`);
    case 'code':
      return codeProblems(answer, expect);
    default:
      return textFormProblems(answer, expect);
  }
}
