import type { FieldShape } from './answer-form.js';
import { fieldFrom, fieldFromSample, fieldName, splitFields } from './field-shape.js';
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

/** Fields of a TypeScript-like or loosely written shape (`{ mood: "happy" | "sad"; score: number }`), nested objects read too. */
export function typeFields(literal: string): FieldShape[] {
  const body = literal.replace(/^\[?\s*\{|\}\s*\]?$/g, '');
  // Keys at the top level: a name and a colon right after an opening, a comma, a semicolon or a line break.
  const keys: Array<{ name: string; at: number; from: number }> = [];
  let depth = 0;
  for (let index = 0; index < body.length; index += 1) {
    const letter = body[index];
    if ('{['.includes(letter)) depth += 1;
    else if ('}]'.includes(letter)) depth -= 1;
    if (depth !== 0 || (index > 0 && !',;\n{'.includes(body[index - 1]) && !(body[index - 1] === ' ' && /[,;{\n]\s*$/.test(body.slice(Math.max(0, index - 4), index))))) continue;
    const key = body.slice(index, index + 60).match(/^\s*["']?([A-Za-z_][\w-]{0,40})["']?\s*\??\s*:/);
    if (key) {
      keys.push({ name: key[1], at: index, from: index + key[0].length });
      index += key[0].length - 1;
    }
  }
  return keys.map((key, index) => {
    const value = body
      .slice(key.from, keys[index + 1]?.at ?? body.length)
      .trim()
      .replace(/[,;]\s*$/, '');
    if (value.startsWith('{')) return { name: key.name, type: 'object', items: typeFields(value) };
    return fieldFrom(key.name, value);
  });
}

/** The JSON example, schema or type pasted nearest an instruction (after it first, else before it). */
export function literalNear(text: string, from: number, to: number): Literal | undefined {
  const after = text.slice(from, Math.min(text.length, to + LOOK_AHEAD)).search(/[{[]/);
  const behindStart = Math.max(0, from - LOOK_BEHIND);
  // A literal closing right above the instruction is read whole (a pasted schema), not from its last inner brace.
  const closing = after >= 0 ? -1 : openerOf(text, from, behindStart);
  const behind = closing >= 0 ? closing - behindStart : text.slice(behindStart, from).lastIndexOf('{');
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

/** Where the object or array that closes just before a position (only blank space between) opens, or -1. */
function openerOf(text: string, at: number, limit: number): number {
  let index = at - 1;
  while (index >= limit && /\s/.test(text[index])) index -= 1;
  if (index < limit || (text[index] !== '}' && text[index] !== ']')) return -1;
  let depth = 0;
  for (; index >= limit; index -= 1) {
    const char = text[index];
    if (char === '}' || char === ']') depth += 1;
    else if ((char === '{' || char === '[') && --depth === 0) return index;
  }
  return -1;
}

/** Fields of a parsed example object. */
export const sampleFields = (value: Record<string, unknown>) => Object.entries(value).map(([name, sample]) => fieldFromSample(name, sample));

/** A bulleted description of fields right after the instruction ("- mood: one of happy, sad"). */
export function bulletFields(text: string, end: number): { fields: FieldShape[]; end: number } {
  const { items, end: listEnd } = bulletsAfter(text, end - 1);
  const fields = items.flatMap((item) => {
    const match = item.match(/^[`"'*_“]*([A-Za-z_][\w -]{0,40}?)[`"'*_”]*\s*(?::|\s-\s|\s–\s|\(|\s=\s)\s*(.*)$/);
    return match ? [fieldFrom(match[1].trim().replace(/\s+/g, '_'), match[2].replace(/\)$/, ''))] : [];
  });
  return { fields, end: listEnd };
}

const NOT_NAMES = new Set([
  'a',
  'an',
  'the',
  'with',
  'and',
  'or',
  'for',
  'of',
  'following',
  'these',
  'two',
  'three',
  'four',
  'five',
  'exactly',
  'only',
  'that',
  'this',
  'each',
  'all',
  'both',
  'values',
  'value',
  'every',
  'copied',
]);

/** Quoted names that are followed by what describes a field (`"mood" field`, `'urgency' (low/high)`, `score` — integer, `customer` object). */
const QUOTED_NAME =
  /["'`“‘]([A-Za-z_][\w-]{0,40})["'`”’](?=\s*(?::|\(|—|–|-\s|=|field|key|property|propert|object|array|list|(?:string|number|integer|int|float|boolean|bool)\b|must|is|should|as|with|containing|for|from|holds|gives|,|;|\s+and\b|\.|$))/g;
/** Words just before a quoted value that make it an allowed value, not a field ("one of 'a', 'b'"). */
const VALUE_LEAD = /\b(?:of|or|either|be|values?|as|like|equals?|say|says)\s*:?\s*$/i;
/** A field's description that opens an object holding the fields after it ("`customer` object containing `name`"). */
const OPENS_OBJECT = /^\s*(?:an?\s+)?(?:nested\s+)?object\b(?!\s*(?:id|key))/i;

/** Quoted names in a block that name fields: a run of quoted words ("a", "b" and "c") is fields or values as its first is. */
function quotedFieldNames(block: string): RegExpMatchArray[] {
  const names: RegExpMatchArray[] = [];
  let runIsField = false;
  let previousEnd = -1;
  for (const match of block.matchAll(QUOTED_NAME)) {
    const at = match.index ?? 0;
    const after = block.slice(at + match[0].length, at + match[0].length + 14);
    const between = previousEnd >= 0 ? block.slice(previousEnd, at) : undefined;
    // In a run ("a", "b" and "c") the quoted word follows the previous one's lead; otherwise the words before it decide.
    const inRun = between !== undefined && /^\s*(?:,|\s|and|or|\/)*\s*$/.test(between);
    const describedHere = /^\s*(?::|\(|—|–|-\s|=|field|key|propert|object)/i.test(after);
    // A quoted word inside a field's parentheses ('stage ("lead", "qualified" or "closed")') is one of its values.
    const inParens = block.lastIndexOf('(', at) > block.lastIndexOf(')', at);
    runIsField = describedHere || (inRun ? runIsField : !inParens && !VALUE_LEAD.test(block.slice(Math.max(0, at - 20), at)));
    if (runIsField) names.push(match);
    previousEnd = at + match[0].length;
  }
  return names;
}

/** Fields named inline: quoted names with their descriptions (a quoted object holding the fields after it), or a "keys: a, b (a number) and c" list. */
function inlineFields(block: string): FieldShape[] {
  const quoted = quotedFieldNames(block);
  if (quoted.length) {
    const fields: FieldShape[] = [];
    let holder: FieldShape | undefined;
    const descriptions = quoted.map((match, index) =>
      block
        .slice((match.index ?? 0) + match[0].length, quoted[index + 1]?.index ?? block.length)
        // The last field's description ends with its sentence: "Do not include decisions or …" after it is another rule.
        .split(/\.\s*\n|\n(?=\S)/)[0]
        // '"priority" (low/med/high). no prose!!': a description in brackets ends where they close.
        .replace(/^\s*\(([^()\n]{1,120})\)[\s\S]*$/, '$1')
        .replace(/^[\s(:=—–-]+|[\s),;.]+$/g, '')
        // "numbers, two decimals" describes a number as "number" does.
        .replace(/\b(number|integer|string|boolean)s\b/gi, '$1'),
    );
    // '"total" and "per_person" (numbers, two decimals)': a description in the plural covers the names run before it.
    for (let index = descriptions.length - 2; index >= 0; index -= 1)
      if (/^(?:and|or|,)?$/i.test(descriptions[index].trim()) && /\(\s*(?:number|integer|string|boolean)s\b/i.test(block.slice(quoted[index + 1].index ?? 0)))
        descriptions[index] = descriptions[index + 1];
    quoted.forEach((match, index) => {
      const description = descriptions[index];
      if (OPENS_OBJECT.test(description)) {
        holder = { name: fieldName(match[1]), type: 'object', items: [] };
        fields.push(holder);
      } else if (holder?.items) holder.items.push(fieldFrom(match[1], description));
      else fields.push(fieldFrom(match[1], description));
    });
    return fields;
  }
  const listed = block.match(
    /\b(?:objects?\s+(?:with|having|containing)(?=\s+[\w"'`]+\s*[(,])|objects?(?=\s*\(\s*[A-Za-z_]\w*\s*:)|keys?|fields?|properties|attributes|members|entries|(?:has|have|contains?|containing|includes?|including|with|object|json)(?=\s*:))\b\s*(?:named|called|:)?\s*([^\n]+?)(?:\.(?:\s|$)|\n|$)/i,
  );
  if (!listed) return [];
  // "key: value lines for owner, due_date and status": the list starts after the words that lead to it.
  const list = listed[1]
    // "objects (item: string, stock: integer)": the list inside the brackets.
    .replace(/^\(([^()]*)\)[^()]*$/, '$1')
    // "in the form key: value, for the keys name, email and plan": the list starts after the last "the keys".
    .replace(/^.*\bthe\s+(?:keys|fields|properties)\s+(?:named\s+|called\s+)?(?=[A-Za-z_`"'])/i, '')
    .replace(/^[^,(]*?\b(?:for|with|named|called|containing)\s+(?=[^,]*,)/i, '')
    .replace(/^(?:the\s+)?(?:keys?|fields?|properties)\s+(?:named\s+|called\s+)?/i, '');
  return splitFields(list).flatMap((part) => {
    const match = part.match(/^(?:the\s+|an?\s+)?["'`“‘*]?([A-Za-z_][\w-]{0,40})["'`”’*]?\s*(.*)$/s);
    if (!match || NOT_NAMES.has(match[1].toLowerCase())) return [];
    return [fieldFrom(match[1], match[2].replace(/^[\s(:=—–-]+|\)\s*$/g, ''))];
  });
}

/** Fields named as what a verb asks for: "Extract invoice_number, date and total from this invoice as JSON". */
const VERB_LIST =
  /\b(?:extract|pull(?: out)?|return|give(?: me)?|output|capture|get|with|containing|includ(?:e|ing)|record)\s+(?:the\s+)?((?:[\w'-]+(?:\s+[\w'-]+){0,2}\s*,\s*)+(?:and\s+)?[\w'-]+(?:\s+[\w'-]+){0,2})(?:\s+(?:from|as|in|into|for|of|out of)\b|\s*(?:[.;:\n]|$))/i;

/** Fields a verb's list names, each a key in snake case ("phone number" → phone_number, "the customer's name" → name). */
function verbListFields(sentence: string): FieldShape[] {
  const listed = sentence.match(VERB_LIST)?.[1];
  if (!listed) return [];
  const parts = splitFields(listed).map((part) =>
    part
      .replace(/^(?:an?\s+)?json(?:\s+object)?\s+(?:with|containing|of|having)\s+/i, '')
      .replace(/^(?:the|a|an|their|its|his|her)\s+/i, '')
      .replace(/^[\w-]+'s\s+/i, '')
      .trim(),
  );
  // Among keys written as identifiers ("current_title"), words of prose after them ("values copied") are no key.
  const kept = parts.some((part) => part.includes('_')) ? parts.filter((part) => part.includes('_') || !/\s/.test(part)) : parts;
  const names = kept.map((part) => part.toLowerCase().replace(/\s+/g, '_'));
  return names.length >= 2 && names.every((name) => /^[a-z][\w-]{0,40}$/.test(name) && !NOT_NAMES.has(name)) ? names.map((name) => fieldFrom(name, '')) : [];
}

/** Fields an instruction describes, from a pasted literal, a bulleted list after it, or its own words. */
export function describedFields(text: string, sentence: { start: number; end: number; text: string }): { fields: FieldShape[]; end: number } {
  const bullets = bulletFields(text, sentence.end);
  if (bullets.fields.length) return bullets;
  // The fields may be named in the sentences after the instruction, up to the end of its paragraph.
  const blank = text.slice(sentence.start, sentence.start + 1500).search(/\n\s*\n/);
  const blockEnd = blank < 0 ? Math.min(text.length, sentence.start + 1500) : sentence.start + blank;
  const inline = inlineFields(text.slice(sentence.start, Math.max(blockEnd, sentence.end)));
  if (inline.length) return { fields: inline.map((field) => ruledField(field, text)), end: Math.max(blockEnd, sentence.end) };
  return { fields: verbListFields(sentence.text).map((field) => ruledField(field, text)), end: sentence.end };
}

/**
 * A field named without a description, typed by a rule elsewhere that describes it ("2. priority is one of low,
 * medium, high.", "refund_requested is true when …", "- score: from 0 to 1"); as it was when no rule does.
 */
export function ruledField(field: FieldShape, text: string): FieldShape {
  if (field.type !== 'string' || field.values || !/^[A-Za-z_][\w-]{1,40}$/.test(field.name)) return field;
  const rule = text.match(
    new RegExp(`(?:^|\\n)[ \\t]*(?:\\d{1,2}[.)][ \\t]*|[-*•][ \\t]*)?[\`"'*]?${field.name}[\`"'*]?[ \\t]+(?:is|are|must be|should be|:|—|–|-)[ \\t]+([^\\n]{1,200})`, 'i'),
  );
  if (!rule) return field;
  const described = fieldFrom(field.name, rule[1].split(/(?<=[.!?])\s/)[0].replace(/[.!?]$/, ''));
  return described.type !== 'string' || described.values ? described : field;
}
