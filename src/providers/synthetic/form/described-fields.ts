import type { FieldShape } from './answer-form.js';
import { fieldFrom, fieldFromSample, splitFields } from './field-shape.js';
import { bulletsAfter } from './read-words.js';

/** How far around an instruction a pasted example or schema is looked for, and the longest one read. */
const LOOK_BEHIND = 800;
const LOOK_AHEAD = 2500;
const LONGEST_LITERAL = 6000;

/** The balanced `{...}` or `[...]` starting at a position (strings respected), or undefined past the bound. */
function balanced(text: string, start: number): string | undefined {
  const open = text[start];
  const close = open === '{' ? '}' : ']';
  let depth = 0;
  let quote = '';
  for (let index = start; index < text.length && index - start < LONGEST_LITERAL; index += 1) {
    const letter = text[index];
    if (quote) {
      if (letter === '\\') index += 1;
      else if (letter === quote) quote = '';
    } else if (letter === '"') quote = letter;
    else if (letter === open) depth += 1;
    else if (letter === close) {
      depth -= 1;
      if (depth === 0) return text.slice(start, index + 1);
    }
  }
  return undefined;
}

/** A pasted literal: parsed JSON, or a TypeScript-like shape read field by field. */
export type Literal = { json: unknown; at: number; end: number } | { fields: FieldShape[]; array: boolean; at: number; end: number };

/** Fields of a TypeScript-like shape (`{ mood: "happy" | "sad"; score: number }`), top level only. */
function typeFields(literal: string): FieldShape[] {
  const body = literal.replace(/^\[?\s*\{|\}\s*\]?$/g, '');
  const fields: FieldShape[] = [];
  for (const match of body.matchAll(/["']?([A-Za-z_][\w-]{0,40})["']?\s*\??\s*:\s*([^,;\n}]{1,200})/g)) {
    if (!fields.some((field) => field.name === match[1])) fields.push(fieldFrom(match[1], match[2].trim()));
  }
  return fields;
}

/** The JSON example, schema or type pasted nearest an instruction (after it first, else before it). */
export function literalNear(text: string, from: number, to: number): Literal | undefined {
  const after = text.slice(from, Math.min(text.length, to + LOOK_AHEAD)).search(/[{[]/);
  const behindStart = Math.max(0, from - LOOK_BEHIND);
  const behind = text.slice(behindStart, from).lastIndexOf('{');
  const start = after >= 0 ? from + after : behind >= 0 ? behindStart + behind : -1;
  if (start < 0) return undefined;
  const literal = balanced(text, start);
  if (!literal || !/["'\w]\s*:/.test(literal)) return undefined;
  const end = start + literal.length;
  try {
    return { json: JSON.parse(literal), at: start, end };
  } catch {
    const fields = typeFields(literal);
    return fields.length ? { fields, array: literal.startsWith('['), at: start, end } : undefined;
  }
}

/** Fields of a parsed example object. */
export const sampleFields = (value: Record<string, unknown>) => Object.entries(value).map(([name, sample]) => fieldFromSample(name, sample));

/** A bulleted description of fields right after the instruction ("- mood: one of happy, sad"). */
function bulletFields(text: string, end: number): { fields: FieldShape[]; end: number } {
  const { items, end: listEnd } = bulletsAfter(text, end - 1);
  const fields = items.flatMap((item) => {
    const match = item.match(/^[`"'*_“]*([A-Za-z_][\w -]{0,40}?)[`"'*_”]*\s*(?::|\s-\s|\s–\s|\(|\s=\s)\s*(.*)$/);
    return match ? [fieldFrom(match[1].trim().replace(/\s+/g, '_'), match[2].replace(/\)$/, ''))] : [];
  });
  return { fields, end: listEnd };
}

const NOT_NAMES = new Set(['a', 'an', 'the', 'with', 'and', 'or', 'for', 'of', 'following', 'these', 'two', 'three', 'four', 'five', 'exactly', 'only']);

/** Fields named inline: "with keys name, age (a number) and tags", or quoted names ("a 'mood' field ..."). */
function inlineFields(sentence: string): FieldShape[] {
  const listed = sentence.match(/\b(?:keys?|fields?|properties|attributes|members|entries)\b\s*(?:named|called|:)?\s*(.+)$/i);
  if (listed) {
    const fields = splitFields(listed[1].replace(/[.!?]\s*$/, '')).flatMap((part) => {
      const match = part.match(/^(?:the\s+)?["'`“‘*]?([A-Za-z_][\w-]{0,40})["'`”’*]?\s*(.*)$/s);
      if (!match || NOT_NAMES.has(match[1].toLowerCase())) return [];
      return [fieldFrom(match[1], match[2].replace(/^[\s(:=-]+|\)\s*$/g, ''))];
    });
    if (fields.length) return fields;
  }
  const quoted = [...sentence.matchAll(/["'`“‘]([A-Za-z_][\w-]{0,40})["'`”’]/g)];
  return quoted.map((match, index) => fieldFrom(match[1], sentence.slice((match.index ?? 0) + match[0].length, quoted[index + 1]?.index ?? sentence.length)));
}

/** Fields an instruction describes, from a pasted literal, a bulleted list after it, or its own words. */
export function describedFields(text: string, sentence: { start: number; end: number; text: string }): { fields: FieldShape[]; end: number } {
  const bullets = bulletFields(text, sentence.end);
  if (bullets.fields.length) return bullets;
  const inline = inlineFields(sentence.text);
  if (inline.length) return { fields: inline, end: sentence.end };
  return { fields: [], end: sentence.end };
}
