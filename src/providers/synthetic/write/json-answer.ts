import { sampleFromSchema } from '../json-schema-sample.js';
import type { FieldShape, JsonShape } from '../form/answer-form.js';
import { type Material, numberIn, objectFor, recordObjects, valueFor } from './field-value.js';
import { itemsFor } from './list-items.js';
import { listedThings } from './listed-things.js';
import { subjects } from './sentences.js';

/** A pasted schema's properties as fields, when it is a flat object of scalars, enums and string arrays (else undefined: the sampler writes it). */
function schemaFields(schema: Record<string, unknown>): FieldShape[] | undefined {
  const properties = schema.properties;
  if (!properties || typeof properties !== 'object' || Array.isArray(properties)) return undefined;
  const fields: FieldShape[] = [];
  for (const [name, raw] of Object.entries(properties as Record<string, Record<string, unknown>>)) {
    if (!raw || typeof raw !== 'object' || ['format', 'pattern', '$ref', 'anyOf', 'oneOf', 'allOf', 'const'].some((keyword) => keyword in raw)) return undefined;
    const bounds = { ...(typeof raw.minimum === 'number' ? { min: raw.minimum } : {}), ...(typeof raw.maximum === 'number' ? { max: raw.maximum } : {}) };
    if (Array.isArray(raw.enum) && raw.enum.length && raw.enum.every((value) => typeof value === 'string')) fields.push({ name, type: 'string', values: raw.enum as string[] });
    else if (raw.type === 'string' || raw.type === 'boolean') fields.push({ name, type: raw.type });
    else if (raw.type === 'number' || raw.type === 'integer') fields.push({ name, type: raw.type, ...bounds });
    else if (raw.type === 'array' && (raw.items as Record<string, unknown> | undefined)?.type === 'string') fields.push({ name, type: 'array' });
    else return undefined;
  }
  return fields.length ? fields : undefined;
}

/** JSON of the shape the prompt describes: an object of its fields, an array of such objects, a pasted schema's sample. */
export function jsonAnswer(shape: JsonShape, material: Material): string {
  if (shape.type === 'schema') {
    const { facts } = material;
    const fields = schemaFields(shape.schema);
    if (fields) return JSON.stringify(objectFor(fields, material));
    return JSON.stringify(sampleFromSchema(shape.schema, material.faker, { words: facts.keywords, phrases: facts.phrases, places: facts.places }));
  }
  if (shape.type === 'array') {
    const items = shape.items;
    // One object per record of the material (a CSV row, a bullet line), when it holds records.
    const fromRecords = items?.length ? recordObjects(items, material, shape.count) : undefined;
    if (fromRecords) return JSON.stringify(fromRecords);
    // One record per item the task lists, when it lists them; else a short sample.
    const count = shape.count ?? (items?.length ? listedThings(material.facts.task).length || 2 : 3);
    if (items?.length) return JSON.stringify(Array.from({ length: count }, (_unused, index) => objectFor(items, material, index)));
    if (shape.itemType === 'number') return JSON.stringify(Array.from({ length: count }, () => numberIn(material.faker, shape.range?.min ?? 0, shape.range?.max ?? 100, true)));
    if (shape.noun) return JSON.stringify(itemsFor(shape.noun, count, material));
    const phrases = subjects(material.facts);
    return JSON.stringify(Array.from({ length: count }, (_unused, index) => (index < phrases.length ? phrases[index] : `${phrases[index % phrases.length]} ${index + 1}`)));
  }
  const fields: FieldShape[] = shape.fields.length ? shape.fields : [{ name: 'answer', type: 'string' }];
  return JSON.stringify(objectFor(fields, material));
}

/** A value as one line of YAML or of `key: value` text. */
function scalar(value: unknown): string {
  if (Array.isArray(value)) return value.map((item) => (typeof item === 'object' ? JSON.stringify(item) : String(item))).join(', ');
  return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
}

/** `key: value` lines (or YAML, arrays as `- item` lines) for the fields named. */
export function keyValueAnswer(fields: FieldShape[], yaml: boolean, material: Material): string {
  const named: FieldShape[] = fields.length ? fields : [{ name: 'answer', type: 'string' }];
  const used = new Set<string>();
  return named
    .map((field) => {
      const value = valueFor(field, material, 0, used);
      if (yaml && Array.isArray(value)) return `${field.name}:\n${value.map((item) => `  - ${scalar(item)}`).join('\n')}`;
      if (yaml && typeof value === 'string' && /[:#]|^[\s-]/.test(value)) return `${field.name}: ${JSON.stringify(value)}`;
      return `${field.name}: ${scalar(value)}`;
    })
    .join('\n');
}
