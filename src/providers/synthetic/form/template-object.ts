// An object template written loosely in an instruction, the way system prompts show the answer's shape without
// valid JSON: `Return: {"breaking": true|false, "entries": <integer>, "summary": "<one sentence>"}`, `Output: { status:
// "ok" | "down", owners: [...] }`. Valid JSON examples are the skeleton reader's; this one reads what does not parse.
import type { FieldShape } from './answer-form.js';
import type { Candidate } from './candidate.js';
import { fieldFrom, fieldFromSample } from './field-shape.js';
import { sentenceAt } from './read-words.js';

/** An opening brace right after words that show the answer ("Return:", "Output format:", "respond with", "like"). */
const OPENING = /\b(?:return|returns|output|respond|reply|answer|format|shape|template|json|like|exactly)\b[^{}\n]{0,40}?:?[ \t]*\n?[ \t]*(?:```\w*[ \t]*\n[ \t]*)?\{/gi;

/** The top-level parts of an object's body split at commas and line breaks outside brackets and quotes. */
function partsOf(body: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let at = 0; at < body.length; at += 1) {
    const char = body[at];
    if (quote) {
      if (char === quote) quote = '';
    } else if (char === '"') quote = char;
    else if ('[{(<'.includes(char)) depth += 1;
    else if (']})>'.includes(char)) depth = Math.max(0, depth - 1);
    else if ((char === ',' || char === '\n') && depth === 0) {
      parts.push(body.slice(start, at));
      start = at + 1;
    }
  }
  parts.push(body.slice(start));
  return parts.map((part) => part.trim()).filter(Boolean);
}

/** One member: its name and the loose value written for it. */
function fieldOf(part: string): FieldShape | undefined {
  const member = /^["']?([A-Za-z_][\w-]{0,40})["']?\s*\??:\s*([\s\S]{1,200})$/.exec(part);
  if (!member) return undefined;
  const [, name, written] = member;
  const value = written.trim().replace(/,$/, '');
  if (/^-?\d+(?:\.\d+)?$/.test(value)) return fieldFromSample(name, Number(value));
  if (/^\[/.test(value)) return { name, type: 'array', itemType: /^\[\s*-?\d/.test(value) || /number|integer/i.test(value) ? 'number' : 'string' };
  // "true|false", "<integer>", "ok" | "down", "<one sentence>": the words inside quotes and angle brackets describe it.
  const words = value.replace(/^["'<]|["'>]$/g, '').replace(/["']\s*(\||\bor\b)\s*["']/g, ' $1 ');
  if (/^(?:true|false)$/i.test(words)) return { name, type: 'boolean' };
  if (/^(?:int|integer)$/i.test(words)) return { name, type: 'integer', min: 0, max: 100 };
  if (/^(?:number|float|decimal)$/i.test(words)) return { name, type: 'number', min: 0, max: 100 };
  const field = fieldFrom(name, words);
  return { ...field, name };
}

/**
 * The last loose object template the instructions show: two or more `key: value` members in braces that are
 * not valid JSON, each read like a field's description. Undefined when the braces parse (the skeleton reader's).
 */
export function readTemplateObject(text: string): Candidate | undefined {
  let found: Candidate | undefined;
  OPENING.lastIndex = 0;
  for (let match = OPENING.exec(text); match; match = OPENING.exec(text)) {
    const open = match.index + match[0].length - 1;
    const close = text.indexOf('}', open);
    // One flat object of bounded size; nested braces are the skeleton reader's.
    if (close < 0 || close - open > 800 || text.slice(open + 1, close).includes('{')) continue;
    const raw = text.slice(open, close + 1);
    if (parses(raw)) continue;
    const fields = partsOf(raw.slice(1, -1))
      .map(fieldOf)
      .filter((field): field is FieldShape => field !== undefined);
    if (fields.length < 2) continue;
    // It reaches to the end of its sentence, so a "<one sentence>" placeholder inside is no ask of its own.
    found = { form: { kind: 'json', shape: { type: 'object', fields } }, at: sentenceAt(text, match.index).start, end: Math.max(close + 1, sentenceAt(text, close).end) };
    OPENING.lastIndex = close + 1;
  }
  return found;
}

function parses(raw: string): boolean {
  try {
    JSON.parse(raw);
    return true;
  } catch {
    return false;
  }
}
