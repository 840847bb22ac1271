// The answer's skeleton when the instructions give one rather than describe it: an example object to imitate
// (its keys, nesting and value types; its literal values are placeholders the writer fills from the content),
// a "fields:" / "keys:" list under a heading, or keys named in chat words ("json w/ name + email").
import type { FieldShape, JsonShape } from './answer-form.js';
import type { Candidate } from './candidate.js';
import { bulletFields, literalNear, ruledField, sampleFields } from './described-fields.js';
import { fieldFrom } from './field-shape.js';
import { lastMatch, sentenceAt } from './read-words.js';

/** Words that show what follows is the answer's example or template ("like this", "Example:", "same keys", "Format:"). */
const EXAMPLE_WORDS =
  /\b(?:example|sample|the way this|imitate|mirror|copy|same as|e\.g\.|like this|like so|as follows|exactly like|looks? like|same keys|same shape|this shape|this format|this type|template|format|output|schema|structure|respond with|reply with|answer with|return)\b[^\n]{0,60}$/i;

/** An object or array opening a line (or right after "e.g." / "like this:"), the last one in the text. */
const LITERAL_START = /(?:^|\n)[ \t]*(?:(?:export\s+)?(?:type\s+\w+\s*=|interface\s+\w+)\s*)?(?=[{[]\s*["'\w{])|\b(?:e\.g\.?|like this|like so|example)\s*:?\s*(?=\{\s*["'\w])/gi;

/** The shape a parsed example gives: an object's fields or an array of such objects (a JSON Schema is read elsewhere). */
function exampleShape(value: unknown): JsonShape | undefined {
  if (Array.isArray(value)) {
    const first = value[0];
    if (first && typeof first === 'object' && !Array.isArray(first)) return { type: 'array', items: sampleFields(first as Record<string, unknown>) };
    return undefined;
  }
  if (!value || typeof value !== 'object' || 'properties' in value) return undefined;
  return { type: 'object', fields: sampleFields(value as Record<string, unknown>) };
}

/** A string field typed by a rule the instructions give for it ("team is one of billing, technical, sales"). */
const ruled = (fields: FieldShape[], text: string) => fields.map((field) => (field.type === 'string' && !field.values ? ruledField(field, text) : field));

/**
 * An example answer to imitate: a JSON object or array opening a line right after words that present it
 * ("Answer exactly like this example:", "Format:", "e.g."), its keys and value types the answer's.
 */
export function readExample(text: string): Candidate | undefined {
  const start = lastMatch(text, LITERAL_START);
  if (!start) return undefined;
  const at = start.index + start[0].length;
  // The words before the literal's line (with "e.g." / "like this" when they open it inline; a `type X =` opener is the literal's own).
  const opener = start[0].replace(/^\n/, '');
  const lead = `${text.slice(Math.max(0, start.index - 200), start.index)}${/^\s*(?:export|type|interface)\b/.test(opener) ? '' : opener}`.replace(/\s+$/, '');
  if (
    !EXAMPLE_WORDS.test(
      lead
        .slice(-200)
        .split(/\n\s*\n/)
        .pop() ?? '',
    )
  )
    return undefined;
  const literal = literalNear(text, at, at);
  if (!literal || literal.at !== at) return undefined;
  const shape: JsonShape | undefined =
    'json' in literal ? exampleShape(literal.json) : literal.array ? { type: 'array', items: literal.fields } : { type: 'object', fields: literal.fields };
  if (!shape) return undefined;
  const withRules: JsonShape =
    shape.type === 'object' ? { type: 'object', fields: ruled(shape.fields, text) } : shape.type === 'array' && shape.items ? { ...shape, items: ruled(shape.items, text) } : shape;
  const from = sentenceAt(text, Math.max(0, start.index - 1)).start;
  return { form: { kind: 'json', shape: withRules }, at: Math.min(from, literal.at), end: literal.end };
}

/** A heading that introduces a list of the answer's fields ("fields:", "Keys:", "Include these properties:"). */
const FIELDS_HEADING = /(?:^|\n)[ \t]*(?:[\w ,'"-]{0,60}\b)?(?:fields|keys|properties|attributes)\b[^\n:]{0,30}:[ \t]*(?=\n)/gi;

/** The fields a "fields:" heading lists on the lines after it (`- owner: string (the person)`), the last such list. */
export function headedFields(text: string): FieldShape[] {
  const heading = lastMatch(text, FIELDS_HEADING);
  if (!heading) return [];
  return bulletFields(text, heading.index + heading[0].length).fields;
}

/** Keys named in chat words after JSON: "json w/ name + email", "json with name, email & phone". */
const CHAT_KEYS =
  /\bjson\b[^.\n]{0,20}?\b(?:w\/|with|having|containing|incl(?:\.|uding)?)\s+(?:the\s+)?(?:keys?\s+|fields?\s+)?([a-z_][\w-]{0,30}(?:\s*(?:\+|&|\band\b)\s*[a-z_][\w-]{0,30}){1,8})/i;

/** The keys a chat-style JSON ask names with "+", "&", commas or "and", when it names them so. */
export function chatKeys(sentence: string): FieldShape[] {
  const listed = sentence.match(CHAT_KEYS)?.[1];
  if (!listed || !/\+|&/.test(listed)) return [];
  return listed
    .split(/\s*(?:\+|&|,|\band\b)\s*/)
    .filter(Boolean)
    .map((name) => fieldFrom(name, ''));
}

/** Keys listed bare in brackets right after the ask: "key: value lines (name, city, age)", "json (title, due)". */
const BRACKET_KEYS = /\(\s*([a-z_][\w-]{0,30}(?:\s*(?:,|\band\b)\s*[a-z_][\w-]{0,30}){1,11})\s*\)/i;

/** The keys an ask lists bare in brackets, when it does. */
export function bracketKeys(sentence: string): FieldShape[] {
  const listed = sentence.match(BRACKET_KEYS)?.[1];
  return listed
    ? listed
        .split(/\s*(?:,|\band\b)\s*/)
        .filter(Boolean)
        .map((name) => fieldFrom(name, ''))
    : [];
}

/** A Pydantic-like class the answer's JSON must match: `class Ticket(BaseModel):` then `name: type` lines. */
const MODEL_CLASS = /(?:^|\n)[ \t]*class\s+\w+\s*\(\s*(?:BaseModel|TypedDict|Schema|dict)\s*\)\s*:[ \t]*\n((?:[ \t]+[a-z_]\w*\s*:\s*[^\n]+\n?){1,30})/gi;

/** Python type names as a field's description (`list[str]` is an array of strings, `Optional[int]` an integer). */
const pythonType = (written: string) =>
  written
    .replace(/\bOptional\[(.*)\]/, '$1')
    .replace(/^(?:list|List)\[(?:str|string)\]/, 'array of strings')
    .replace(/^(?:list|List)\[(?:int|float)\]/, 'array of numbers')
    .replace(/^int\b/, 'integer')
    .replace(/^float\b/, 'number')
    .replace(/^bool\b/, 'boolean')
    .replace(/^Literal\[(.*)\]/, 'one of $1')
    .replace(/\s*=.*$/, '');

/** The fields of the last Pydantic-like class in the instructions, when JSON matching it is asked. */
export function modelClassFields(text: string): FieldShape[] {
  const model = lastMatch(text, MODEL_CLASS);
  if (!model) return [];
  return [...model[1].matchAll(/^[ \t]+([a-z_]\w*)\s*:\s*([^\n#]+)/gm)].map((line) => fieldFrom(line[1], pythonType(line[2].trim())));
}

/** Template lines with the keys to fill, right after the ask ("Fill in this YAML:" then "name:", "age: <number>"). */
export function templateKeys(text: string, from: number): FieldShape[] {
  const block = text.slice(from, from + 1500).match(/^\s*?\n?((?:[ \t]*[a-z_][\w-]{0,40}[ \t]*:[^\n]{0,80}\n?){2,30})/i);
  if (!block) return [];
  return [...block[1].matchAll(/^[ \t]*([a-z_][\w-]{0,40})[ \t]*:[ \t]*([^\n]*)/gim)].map((line) => fieldFrom(line[1], line[2].replace(/^<|>$/g, '')));
}
