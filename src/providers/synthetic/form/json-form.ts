import type { FieldShape, JsonShape } from './answer-form.js';
import type { Candidate } from './candidate.js';
import { describedFields, literalNear, sampleFields } from './described-fields.js';
import { extractTargetIn } from './extract-form.js';
import { rangeIn } from './field-shape.js';
import { ANSWER_VERB, isBareLimit, sentenceBefore } from './instruction-grammar.js';
import { askedCount, lastMatch, sentenceAt } from './read-words.js';
import { modelClassBefore } from './model-class.js';

const JSON_CUE = /\bjson\b|\b(?:format|shaped like|shape|structure|schema|template|interface)\b[^.\n{]{0,30}(?=[{[])|\binterface\s+\w+\s*\{/gi;
const NEGATED = /\b(?:forget|ignore|drop|skip|no|not|without|instead of|rather than|don't|never)\b[^.\n]{0,12}$/i;
/** "JSON" said of something that is not the answer's format ("a JSON file", "parse the JSON below"). */
const NOT_ANSWER = /\b(?:parse|read|the json below|json (?:file|input|data below|payload below)|given json|following json (?:data|input))\b/i;

/** The shape a parsed literal gives: a JSON Schema as it is, an example object's fields, an array's item fields. */
function shapeOfJson(value: unknown): JsonShape | undefined {
  if (Array.isArray(value)) {
    const first = value[0];
    return { type: 'array', items: first && typeof first === 'object' && !Array.isArray(first) ? sampleFields(first as Record<string, unknown>) : undefined };
  }
  if (!value || typeof value !== 'object') return undefined;
  const object = value as Record<string, unknown>;
  if (('properties' in object && typeof object.properties === 'object') || (object.type === 'array' && 'items' in object)) return { type: 'schema', schema: object };
  return { type: 'object', fields: sampleFields(object) };
}

/**
 * An object literal that is one item of what the words before it ask: 'an object with a "rows" array of objects
 * {…}' is that field's item, "a JSON list of objects {…}" the array's item; else the literal's own shape.
 */
function itemOfAsked(shape: JsonShape | undefined, before: string, arrayAsked: boolean): JsonShape | undefined {
  if (shape?.type !== 'object') return shape;
  const holder = before.match(/["'`]?([A-Za-z_]\w{0,40})["'`]?\s+(?:array|list)\s+of\s+(?:objects|items|entries)(?:\s+(?:like|shaped like|as))?\s*:?\s*$/i)?.[1];
  if (holder && !/^(?:json|an?|the)$/i.test(holder)) return { type: 'object', fields: [{ name: holder, type: 'array', items: shape.fields }] };
  return arrayAsked && /\b(?:array|list)\s+of\s+(?:objects|items|entries)\b[^{]{0,20}$/i.test(before) ? { type: 'array', items: shape.fields } : shape;
}

/** How far back an earlier JSON instruction may have named the fields a closing "Return ONLY the JSON object." refers to. */
const EARLIER_FIELDS = 1200;

/**
 * The fields an instruction describes; when it names none ("Return ONLY the JSON object.") the fields an earlier JSON
 * instruction just before it named ("return a JSON object with fields: score (1-100), tier ('A'|'B'|'C')").
 */
function fieldsNamed(text: string, sentence: { start: number; end: number; text: string }): { fields: FieldShape[]; end: number } {
  const described = describedFields(text, sentence);
  if (described.fields.length) return described;
  const from = Math.max(0, sentence.start - EARLIER_FIELDS);
  const earlier = lastMatch(text.slice(from, sentence.start), JSON_CUE);
  if (!earlier) return described;
  const named = describedFields(text, sentenceAt(text, from + earlier.index));
  return named.fields.length ? { fields: named.fields, end: Math.max(described.end, named.end) } : described;
}

/** "one per chore: buy milk, call the dentist, fix the bike": as many items as the list after the colon names. */
function perItemCount(sentence: string): { count: number; noun: string } | undefined {
  const listed = sentence.match(/\bone (?:per|for each|for every|item per) ([\w-]+)\s*:\s*([^:\n]+?)[.\s]*$/i);
  const items = listed ? listed[2].split(/\s*(?:,|;|\band\b)\s*/).filter((item) => item.trim().length > 1) : [];
  return listed && items.length >= 2 && items.length <= 50 ? { count: items.length, noun: `${listed[1]}s` } : undefined;
}

/** The last instruction to answer in JSON, with the shape it describes. */
export function readJson(text: string): Candidate | undefined {
  let cue = lastMatch(text, JSON_CUE);
  // "Forget the JSON", "no JSON this time": that cue withdraws JSON; an earlier one may still stand, a later instruction wins.
  for (let tries = 0; cue && tries < 3 && NEGATED.test(text.slice(Math.max(0, cue.index - 24), cue.index)); tries += 1) cue = lastMatch(text.slice(0, cue.index), JSON_CUE);
  // "A ```json block is fine" after the instruction speaks of the fence, not of another JSON answer.
  const fence = cue && text.slice(Math.max(0, cue.index - 3), cue.index) === '```' ? lastMatch(text.slice(0, cue.index - 3), JSON_CUE) : undefined;
  if (fence && cue && cue.index - fence.index < 600) cue = fence;
  if (!cue) return undefined;
  // A TypeScript interface in a call that never speaks of JSON is a type for code ("Reply with one ```ts block").
  if (/^interface\b/.test(cue[0]) && !/\bjson\b/i.test(text)) return undefined;
  let sentence = sentenceAt(text, cue.index);
  // "… a JSON array of 5 first names. JSON only.": the bare limit adds to the ask before it, which says the shape.
  const before = isBareLimit(sentence.text) ? sentenceBefore(text, sentence.start) : undefined;
  if (before) sentence = { start: before.start, end: sentence.end, text: text.slice(before.start, sentence.end) };
  // "3. Produce a JSON array … ## Constraints - JSON only.": a closing "JSON only" with no shape of its own leaves the shape to the ask above it.
  if (before && !/\b(?:array|list|object)\b/i.test(sentence.text)) {
    const from = Math.max(0, before.start - EARLIER_FIELDS);
    const earlier = lastMatch(text.slice(from, before.start), JSON_CUE);
    const asked = earlier ? sentenceAt(text, from + earlier.index) : undefined;
    if (asked && /\b(?:array|list)\b/i.test(asked.text)) sentence = { start: asked.start, end: sentence.end, text: asked.text };
  }
  if (NOT_ANSWER.test(sentence.text) && !ANSWER_VERB.test(sentence.text)) return undefined;
  const plain = sentence.text.replace(/\([^)]*\)/g, '').replace(/["'`][\w-]+["'`][^,;]*/g, '');
  const arrayAsked =
    (/\bjson (?:array|list)\b|\b(?:an?|the) (?:json )?(?:array|list)\b|\b(?:array|list) (?:of|in) (?:json|objects)\b/i.test(plain) && !/\bjson object\b/i.test(plain)) ||
    /\bArray<\s*\{|\}\s*\[\]/.test(sentence.text);
  const literal = literalNear(text, sentence.start, sentence.end);
  // Objects pasted as data ("Enrichment output: [{…}, {…}]") are material when the ask names other keys: the named keys win.
  const pastedData =
    literal && 'json' in literal && Array.isArray(literal.json) && literal.json.length >= 2 && literal.at > sentence.end && describedFields(text, sentence).fields.length > 0;
  if (literal && 'json' in literal && !pastedData) {
    const shape = itemOfAsked(shapeOfJson(literal.json), text.slice(sentence.start, literal.at), arrayAsked);
    if (shape) return { form: { kind: 'json', shape }, at: Math.min(sentence.start, literal.at), end: Math.max(sentence.end, literal.end) };
  }
  if (literal && 'fields' in literal) {
    const shape: JsonShape = literal.array || arrayAsked ? { type: 'array', items: literal.fields } : { type: 'object', fields: literal.fields };
    return { form: { kind: 'json', shape }, at: Math.min(sentence.start, literal.at), end: Math.max(sentence.end, literal.end) };
  }
  // "Output must validate as this model: class Result(BaseModel): ...": the class's annotated fields.
  const model = modelClassBefore(text, sentence.start);
  if (model && sentence.start - model.end < 400)
    return { form: { kind: 'json', shape: arrayAsked ? { type: 'array', items: model.fields } : { type: 'object', fields: model.fields } }, at: model.at, end: sentence.end };
  // An array asked after an object is another shape: the object's fields are not its items.
  const described = arrayAsked ? describedFields(text, sentence) : fieldsNamed(text, sentence);
  if (
    arrayAsked &&
    !described.fields.length &&
    /\b(?:extract|pull|find|list the|from (?:the|this)|mentioned|in (?:the|this|that|my) (?:text|message|note|thread|email|document|page|list|log|chat|conversation|transcript|file|paragraph)|as written|verbatim|exactly as|copied|who are|which|every|all (?:the )?|each)\b/i.test(
      text.slice(Math.max(0, sentence.start - 200), sentence.end),
    )
  ) {
    const target = extractTargetIn(sentence.text);
    if (target) return { form: { kind: 'extract', target, container: 'json' }, at: sentence.start, end: sentence.end };
  }
  const fields: FieldShape[] = described.fields;
  // The count may be said in the task's sentence before a "Format: JSON array" one.
  const counted = askedCount(sentence.text) ?? askedCount(sentenceAt(text, Math.max(0, sentence.start - 2)).text) ?? perItemCount(sentence.text);
  const numbers = /\b(?:array|list) of (?:numbers|integers|floats)\b|\bnumbers\b/i.test(plain);
  const shape: JsonShape = arrayAsked
    ? {
        type: 'array',
        items: fields.length ? fields : undefined,
        ...(counted ? { count: counted.count, noun: counted.noun } : {}),
        ...(numbers ? { itemType: 'number' as const } : {}),
        ...(rangeIn(sentence.text) ? { range: rangeIn(sentence.text) } : {}),
      }
    : { type: 'object', fields };
  return { form: { kind: 'json', shape }, at: sentence.start, end: described.end };
}
