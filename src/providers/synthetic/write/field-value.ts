import type { Faker } from '@faker-js/faker';
import type { ConversationFacts } from '../conversation-facts.js';
import type { ExtractTarget, FieldShape } from '../form/answer-form.js';
import { sampleDate } from './item-kinds.js';
import { leaning } from './label-reading.js';
import { pickOption } from './pick-option.js';
import { capitalise, claim, subjects } from './sentences.js';
import { quotedKindOf } from '../form/field-kinds.js';
import { extracting, quotedValue } from './quoted-value.js';
import { valuesIn } from './values-in-text.js';
import { contentValue, unitless } from './content-value.js';
import { shareMet } from './content-arithmetic.js';
import { escapeRegex } from './text-patterns.js';
import { distinctRecords, dropsDuplicates, materialRecords, type MaterialRecord, type RecordCell } from './records.js';
import { columnValues, recordValue } from './record-values.js';
import { statedCount } from './stated-count.js';
import { ruledValue } from './record-arithmetic.js';
import { itemsFor } from './list-items.js';
import { instructionsOf } from '../form/document.js';

/** What a field's value is made from: the call's facts, its whole text (for values quoted verbatim) and the seeded faker. */
export interface Material {
  facts: ConversationFacts;
  /** The instructions and the task together: where extracted values come from. */
  source: string;
  faker: Faker;
  /** The answer in prose, in the agent's voice: what a template placed at the end of an answer follows. */
  prose: () => string;
}

/** A value the input gives under the field's own name, verbatim: "Hemoglobin 10.2 g/dL" for `hemoglobin`. */
export function labelledValue(name: string, source: string): string | undefined {
  const words = name.replace(/[_-]+/g, ' ').trim();
  if (words.length < 3) return undefined;
  const escaped = escapeRegex(words).replace(/ /g, '[ _-]');
  const pattern = new RegExp(
    `\\b${escaped}\\b(?: (?:is|was|of|at|=))?[ \\t]*[:=]?[ \\t]*([-+]?[$€£]?\\d[\\d,]*(?:\\.\\d+)?(?:[ \\t]?(?:%|[A-Za-zµ]{0,4}\\/[A-Za-z]{1,4}\\b|(?:mg|g|kg|ml|mL|l|L|km|m|cm|mm|kWh|MWh|MW|kW|ms|bpm|mmHg|EUR|USD|GBP|CHF|JPY|years?|days?|hours?|minutes?)\\b))?)`,
    'i',
  );
  return source.match(pattern)?.[1]?.replace(/[,.]$/, '');
}

/** A number in a field's range: whole for integers, two decimals otherwise. */
export function numberIn(faker: Faker, min: number, max: number, integer: boolean): number {
  if (integer) return faker.number.int({ min: Math.ceil(min), max: Math.floor(max) });
  return Math.round(faker.number.float({ min, max }) * 100) / 100;
}

/** Words saying the object is about a person, so a `name` field holds a person's name. */
const ABOUT_PEOPLE = /\b(?:employees?|persons?|people|customers?|users?|authors?|contacts?|members?|students?|patients?|staff|characters?|speakers?|candidates?)\b/i;

/** A plausible value of a field's kind when the input gives none and the call makes values up (a sample, not an extraction). */
function madeUp(name: string, target: ExtractTarget | undefined, material: Material): string | undefined {
  const { faker } = material;
  if (/^(?:first_?name|given_?name|forename)$/i.test(name)) return faker.person.firstName();
  if (/^(?:last_?name|surname|family_?name)$/i.test(name)) return faker.person.lastName();
  if (/^(?:user_?name|login|handle)$/i.test(name)) return faker.internet.username().toLowerCase();
  if (target === 'emails') return faker.internet.email().toLowerCase();
  if (target === 'places') return faker.location.city();
  if (target === 'people' && ABOUT_PEOPLE.test(material.facts.task)) return faker.person.fullName();
  if (target === 'phones') return faker.phone.number({ style: 'international' });
  if (target === 'dates') return sampleDate(faker);
  return undefined;
}

/**
 * A score in a range as the text earns it: in the lower part for a text of complaints, the upper part for
 * one of praise, anywhere when it leans neither way.
 */
export function scoreIn(material: Material, min: number, max: number, integer: boolean): number {
  // "Meets none of the five requirements": the share met places the score.
  const met = shareMet(material.facts.request);
  if (met !== undefined) {
    // A scale from 0 or 1 counts points earned: none met is 0, whatever the reader took as its floor.
    const earned = min <= 1 ? met * max : min + met * (max - min);
    return integer ? Math.round(earned) : Math.round(earned * 100) / 100;
  }
  const lean = leaning(material.facts.request);
  if (!lean) return numberIn(material.faker, min, max, integer);
  const span = max - min;
  const [low, high] = lean < 0 ? [min, min + span * 0.35] : [min + span * 0.65, max];
  return numberIn(material.faker, integer ? Math.ceil(low) : low, integer ? Math.max(Math.ceil(low), Math.floor(high)) : high, integer);
}

/**
 * A string for a field, from its name: a value quoted from the input, a sentence, a title, a phrase of the task;
 * null when the call extracts values and the input has none for it.
 */
function stringFor(field: FieldShape, material: Material, index: number, used: Set<string>): string | null {
  const { facts, faker } = material;
  const known = currencyOrLanguage(field.name, material);
  if (known) return known;
  const target = quotedKindOf(field.name);
  const labelled = labelledValue(field.name, material.facts.request);
  const found =
    (target ? quotedValue(field, material, index, used) : undefined) ??
    (labelled && unitless(material.source) ? labelled.match(/^[-+]?[$€£]?\d[\d,]*(?:\.\d+)?/)?.[0] : labelled) ??
    (target ? undefined : quotedValue(field, material, index, used));
  if (found) {
    used.add(found);
    return found;
  }
  if (target && extracting(material)) return null;
  const invented = madeUp(field.name, target, material);
  if (invented) return invented;
  const phrases = subjects(facts);
  const phrase = phrases[index % phrases.length];
  const name = field.name.toLowerCase();
  if (
    /summary|reason|explanation|rationale|description|comment|feedback|answer|response|analysis|justification|notes?|message|text|content|body|details?|recommendation|conclusion/.test(
      name,
    )
  )
    return claim(faker, phrase);
  if (/title|headline|subject|heading/.test(name)) return capitalise(phrase);
  if (/sentiment|tone|mood/.test(name)) return pickOption(['positive', 'negative', 'neutral'], material);
  if (/language|lang/.test(name)) return 'English';
  if (/^id$|_id$|identifier/.test(name)) return `${name.replace(/_?id$/, '') || 'item'}-${index + 1}`;
  if (/category|type|kind|label|class|topic/.test(name)) return phrase;
  if (/name/.test(name)) return capitalise(phrase);
  return phrase;
}

const CURRENCY_SIGNS: Record<string, string> = { '€': 'EUR', $: 'USD', '£': 'GBP', '¥': 'JPY' };

/** A currency field's code as the input writes it (or its sign's), a language field's name or ISO code as the text's words point. */
function currencyOrLanguage(name: string, material: Material): string | undefined {
  const text = material.facts.request;
  if (/currency/i.test(name)) {
    const code = text.match(/\b(EUR|USD|GBP|CHF|JPY|SEK|NOK|DKK|PLN|CZK|CAD|AUD|INR|CNY)\b/)?.[1];
    return code ?? CURRENCY_SIGNS[text.match(/[€$£¥]/)?.[0] ?? ''];
  }
  if (!/^(?:language|lang)(?:_?(?:code|iso))?$|^detected_language$/i.test(name)) return undefined;
  return /code|iso/i.test(name)
    ? pickOption(['en', 'fr', 'de', 'es', 'it', 'pt', 'nl'], material)
    : pickOption(['English', 'French', 'German', 'Spanish', 'Italian', 'Portuguese', 'Dutch'], material);
}

/** A value that fits a field: its allowed values, its range, its type; quoted from the input where the name asks. */
export function valueFor(field: FieldShape, material: Material, index = 0, used = new Set<string>()): unknown {
  const { faker } = material;
  // The content's own value first (the first record only: a document's labels describe one thing).
  const given = index === 0 ? contentValue(field, material.facts.request, material.source) : undefined;
  if (given !== undefined && !(typeof given === 'string' && used.has(given))) {
    if (typeof given === 'string') used.add(given);
    return given;
  }
  if (field.values?.length) return pickOption(field.values, material);
  switch (field.type) {
    case 'integer':
    case 'number': {
      const given = labelledValue(field.name, material.facts.request)?.match(/[-+]?\d[\d,]*(?:\.\d+)?/)?.[0];
      if (given !== undefined && Number.isFinite(Number(given.replace(/,/g, '')))) return Number(given.replace(/,/g, ''));
      const scored = /score|rating|satisfaction|sentiment|quality|grade/i.test(field.name);
      return scored ? scoreIn(material, field.min ?? 0, field.max ?? 100, field.type === 'integer') : numberIn(faker, field.min ?? 0, field.max ?? 100, field.type === 'integer');
    }
    case 'boolean':
      return faker.datatype.boolean();
    case 'object':
      return field.items?.length ? objectFor(field.items, material, index, used) : { note: claim(faker, subjects(material.facts)[0]) };
    case 'array': {
      // "5 tags", "exactly three action items": the count the prompt states, else one per record, else a short sample.
      const count = statedCount(field, `${material.facts.system}\n${instructionsOf(material.facts.request.slice(0, 20_000))}`);
      if (field.items?.length)
        return recordObjects(field.items, material, count) ?? Array.from({ length: count ?? 2 }, (_unused, item) => objectFor(field.items ?? [], material, item));
      // A list named after a column of the material's records ("emails", "skus") is that column, one value per record.
      const column = columnValues(field.name, materialRecords(material.facts.request));
      if (column.length) return column.slice(0, count ?? column.length);
      const target = quotedKindOf(field.name);
      const found = target ? valuesIn(material.source, target) : [];
      if (found.length) return found.slice(0, count ?? found.length);
      if (field.itemType === 'number') return Array.from({ length: count ?? 2 }, () => numberIn(faker, 0, 100, true));
      return count ? itemsFor(field.name.replace(/[_-]+/g, ' '), count, material) : subjects(material.facts).slice(0, 3);
    }
    default:
      return stringFor(field, material, index, used);
  }
}

/** An object with one value per field, in the fields' order. */
export function objectFor(fields: FieldShape[], material: Material, index = 0, used = new Set<string>()): Record<string, unknown> {
  // Each value quoted from the input goes to one field: `po_number` does not repeat the invoice number.
  return Object.fromEntries(fields.map((field) => [field.name, valueFor(field, material, index, used)]));
}

/** The call as its own record's text: what an allowed value is decided from for one item. */
const ofRecord = (material: Material, record: MaterialRecord): Material => ({ ...material, facts: { ...material.facts, request: record.text } });

/** An object for one record: each field from the record's cells, the rest as for any item (null for a value to extract that the record lacks). */
function recordObject(fields: FieldShape[], record: MaterialRecord, material: Material, index: number): Record<string, unknown> {
  const cells = new Set<RecordCell>();
  const used = new Set<string>();
  const instructions = `${material.facts.system}\n${material.facts.request}`;
  return Object.fromEntries(
    fields.map((field) => {
      const given = recordValue(field, record, cells, instructions);
      if (given !== undefined) return [field.name, given];
      if (field.values?.length) return [field.name, ruledValue(field.values, record, instructions) ?? pickOption(field.values, ofRecord(material, record))];
      if (field.type === 'string' && quotedKindOf(field.name) && extracting(material)) return [field.name, null];
      return [field.name, valueFor(field, material, index + 1, used)];
    }),
  );
}

/**
 * One object per record the material holds (CSV rows, table rows, bullet lines, key blocks), in order, `count`
 * when the prompt states one; undefined when the material holds fewer than two records.
 */
export function recordObjects(fields: FieldShape[], material: Material, count?: number): Array<Record<string, unknown>> | undefined {
  const read = materialRecords(material.facts.request);
  const records = dropsDuplicates(material.facts.system) || dropsDuplicates(material.facts.request) ? distinctRecords(read) : read;
  if (records.length < 2) return undefined;
  return Array.from({ length: count ?? records.length }, (_unused, index) =>
    index < records.length ? recordObject(fields, records[index], material, index) : objectFor(fields, material, index + 1),
  );
}
