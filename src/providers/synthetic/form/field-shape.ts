import type { FieldShape } from './answer-form.js';
import { isBooleanName, isListName, isNumberName } from './field-kinds.js';
import { askedCount, COUNT, countOf, optionsIn } from './read-words.js';

const RANGE = /(-?\d+(?:\.\d+)?)\s*(?:-|–|—|to|and|\.\.)\s*(-?\d+(?:\.\d+)?)/;

/** A range written in a description: "from 0 to 1", "1-5", "between 0 and 100", "out of 10". */
export function rangeIn(text: string): { min: number; max: number } | undefined {
  const range = text.match(RANGE);
  if (range) {
    const [min, max] = [Number(range[1]), Number(range[2])];
    if (min < max) return { min, max };
  }
  const outOf = text.match(/\bout of (\d+)|\/\s*(\d+)\b/);
  if (outOf) return { min: outOf[1] === '100' ? 0 : 1, max: Number(outOf[1] ?? outOf[2]) };
  return undefined;
}

/** A field name as written: the quotes, backticks and markdown around it taken off. */
export const fieldName = (raw: string) => raw.replace(/^[\s"'`*_“‘]+|[\s"'`*_”’:]+$/g, '');

/** The allowed values a description lists, when it says they are a closed set. */
function valuesIn(description: string): string[] | undefined {
  const after = description.match(/\b(?:one of|either|must be|allowed values?|possible values?|values?:|can be|as)\s*:?\s*(.+)/i);
  const listed = optionsIn(after?.[1] ?? description);
  if (listed.length < 2 || listed.length > 12) return undefined;
  // "low/medium/high" alone is a closed set too ("string/number" is a type, not values).
  const slashed = /^\s*[\w-]+(?:\s*\/\s*[\w-]+)+\s*$/.test(description) && !/\b(?:string|number|integer|boolean|null|float|int|str)\b/i.test(description);
  if (after || slashed || /\|/.test(description)) return listed;
  return /\bor\b/.test(description) && listed.every((value) => value.split(/\s+/).length <= 2) ? listed : undefined;
}

/** The shape of one field from its name and its description in words, a TypeScript type or a sample value. */
export function fieldFrom(rawName: string, description: string): FieldShape {
  const name = fieldName(rawName);
  const text = description.trim().replace(/,?\s*\b(?:and|or)\s+(?:an?|the)?\s*$/i, '');
  const lower = text.toLowerCase();
  if (/^\[|\[\]|\b(?:array|list) of\b|\barray\b|\blist\b/.test(lower) || (isListName(name) && !/\b(?:number|integer|boolean)\b/.test(lower))) {
    const count = askedCount(text)?.count ?? lower.match(new RegExp(`\\b(?:exactly|top|at least|list of|array of)\\s+${COUNT}\\b`))?.[1];
    const itemType = /\b(?:numbers?|integers?|floats?)\b|number\[\]/.test(lower) ? 'number' : 'string';
    return { name, type: 'array', itemType, ...(count !== undefined && countOf(String(count)) > 1 ? { count: Math.min(50, countOf(String(count))) } : {}) };
  }
  if (/\bbool(?:ean)?\b|\btrue\s*(?:\/|or|\|)\s*false\b|^whether\b|^(?:is |are )?(?:true|false) (?:when|if|unless)\b/.test(lower)) return { name, type: 'boolean' };
  // "an object with bp (string) and heart_rate (integer)": an object, whatever its members' types say.
  if (/^(?:an?\s+)?(?:nested\s+)?object\b/.test(lower)) return objectField(name, text);
  const values = valuesIn(text);
  if (values && !values.every((value) => /^-?\d+(?:\.\d+)?$/.test(value))) return { name, type: 'string', values };
  const range = rangeIn(lower);
  const numeric = /\b(?:number|numeric|float|decimal|integer|int|score|rating|count|percent(?:age)?|probability|amount|price|total)\b/.test(lower);
  if (numeric || (range && !/\bwords?\b|\bcharacters?\b|\bsentences?\b/.test(lower)) || (!text && isNumberName(name))) {
    const min = range?.min ?? (/percent/.test(lower) ? 0 : /confidence|probability|certainty|likelihood/i.test(name) ? 0 : 0);
    const max = range?.max ?? (/percent/.test(lower) ? 100 : /confidence|probability|certainty|likelihood/i.test(`${name} ${lower}`) ? 1 : 100);
    const integer = /\binteger|\bint\b|\bwhole|\bcount\b/.test(lower) || (!/\bfloat|decimal/.test(lower) && Number.isInteger(min) && Number.isInteger(max) && max - min > 1);
    return { name, type: integer ? 'integer' : 'number', min, max };
  }
  if (!text && isBooleanName(name)) return { name, type: 'boolean' };
  if (/\bobject\b/.test(lower) && !/\bobjects?\s+of\b/.test(lower)) return objectField(name, text);
  return { name, type: 'string' };
}

/** An object field and the members its description names ("an object with name and email", "with bp (string) and hr (integer)"). */
function objectField(name: string, text: string): FieldShape {
  const members = text.match(/\bobject\s+(?:with|containing|holding|having)\s+(?:the\s+)?(?:keys?\s+|fields?\s+)?(.+)$/i)?.[1];
  const items = members
    ? splitFields(members).flatMap((member) => {
        const [, key, described] = member.match(/^([A-Za-z_][\w-]{0,40})\s*(?:\((.*)\))?$/) ?? [];
        return key ? [fieldFrom(key, described ?? '')] : [];
      })
    : [];
  return items.length ? { name, type: 'object', items } : { name, type: 'object' };
}

/** The shape of a field from a sample value in a pasted example ({"mood": "happy|sad", "score": 0.5}). */
export function fieldFromSample(name: string, value: unknown): FieldShape {
  if (typeof value === 'number') return { name, type: Number.isInteger(value) ? 'integer' : 'number', min: Math.min(0, value), max: value <= 1 ? 1 : value <= 10 ? 10 : 100 };
  if (typeof value === 'boolean') return { name, type: 'boolean' };
  if (Array.isArray(value)) {
    const first = value[0];
    if (first && typeof first === 'object' && !Array.isArray(first)) return { name, type: 'array', items: Object.entries(first).map(([key, item]) => fieldFromSample(key, item)) };
    return { name, type: 'array', itemType: typeof first === 'number' ? 'number' : 'string' };
  }
  if (value && typeof value === 'object') return { name, type: 'object', items: Object.entries(value).map(([key, item]) => fieldFromSample(key, item)) };
  const text = String(value ?? '');
  const described = fieldFrom(name, text);
  return described.type === 'string' && !described.values && /^(?:string|str|text|<[^>]*>|\.\.\.|)$/i.test(text.trim()) ? { name, type: 'string' } : described;
}

/** Splits a list of field descriptions at commas and "and" outside brackets: "a (x, y), b and c" → three. */
export function splitFields(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (let index = 0; index < text.length; index += 1) {
    const letter = text[index];
    if ('([{'.includes(letter)) depth += 1;
    else if (')]}'.includes(letter)) depth = Math.max(0, depth - 1);
    if (depth === 0 && (letter === ',' || letter === ';' || (letter === ' ' && text.startsWith(' and ', index)))) {
      parts.push(current);
      current = '';
      if (letter === ' ') index += 4;
      continue;
    }
    current += letter;
  }
  parts.push(current);
  return parts.map((part) => part.trim().replace(/^and\s+/i, '')).filter(Boolean);
}
