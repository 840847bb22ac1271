import type { Faker } from '@faker-js/faker';
import { NO_HINTS, plausibleString, type SampleHints } from './plausible-string.js';

/** A schema, or `true`/`false` (anything, nothing) where JSON Schema allows one. */
type SchemaOrBoolean = Schema | boolean;

/** The JSON Schema keywords the sampler reads; a tool's parameters may carry others, kept and unread. */
interface Schema {
  $ref?: string;
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  /** A bound (2019+), or draft-04's flag making `minimum` exclusive. */
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  multipleOf?: number;
  items?: SchemaOrBoolean | Schema[];
  prefixItems?: Schema[];
  additionalItems?: SchemaOrBoolean;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  properties?: Record<string, Schema>;
  required?: string[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  [keyword: string]: unknown;
}

/** Where a sample is being made: the schema root (for `$ref`), the property name, the nesting depth. */
interface Place {
  root: Schema;
  name: string;
  depth: number;
}

/** Values for string formats, each one a valid instance of its format. */
const FORMATS: Record<string, (faker: Faker) => string> = {
  date: (faker) => faker.date.between({ from: '2024-01-01', to: '2027-12-31' }).toISOString().slice(0, 10),
  'date-time': (faker) => faker.date.between({ from: '2024-01-01', to: '2027-12-31' }).toISOString(),
  time: (faker) => `${faker.date.anytime().toISOString().slice(11, 19)}Z`,
  email: (faker) => faker.internet.email().toLowerCase(),
  uri: (faker) => faker.internet.url(),
  url: (faker) => faker.internet.url(),
  uuid: (faker) => faker.string.uuid(),
  hostname: (faker) => faker.internet.domainName(),
  ipv4: (faker) => faker.internet.ipv4(),
  ipv6: (faker) => faker.internet.ipv6(),
};

/** Resolves a local `$ref` (`#/$defs/...`, `#/definitions/...`); an unresolvable one samples as "anything". */
function resolve(schema: Schema, root: Schema): Schema {
  if (typeof schema.$ref !== 'string' || !schema.$ref.startsWith('#')) return schema;
  const path = schema.$ref
    .slice(1)
    .split('/')
    .filter(Boolean)
    .map((part: string) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
  const target = path.reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Schema)[part] : undefined), root);
  return target && typeof target === 'object' ? resolve(target as Schema, root) : {};
}

/** `allOf` folded into one schema: properties and required lists merged, other keywords last-wins. */
function mergeAll(schema: Schema, root: Schema): Schema {
  const parts = [schema, ...(schema.allOf ?? []).map((part) => resolve(part, root))];
  return parts.reduce<Schema>(
    (merged, part) => ({
      // biome-ignore lint/performance/noAccumulatingSpread: an allOf has a handful of parts; the copy keeps each step pure.
      ...merged,
      ...part,
      allOf: undefined,
      properties: { ...merged.properties, ...part.properties },
      required: [...(merged.required ?? []), ...(part.required ?? [])],
    }),
    {},
  );
}

function typeOf(schema: Schema): string {
  if (Array.isArray(schema.type)) return schema.type.find((type: string) => type !== 'null') ?? 'null';
  if (schema.type) return schema.type;
  if (schema.properties || schema.required) return 'object';
  if (schema.items || schema.prefixItems) return 'array';
  if (schema.minimum !== undefined || schema.maximum !== undefined) return 'number';
  return 'string';
}

function sampleString(schema: Schema, faker: Faker, hints: SampleHints, name: string): string {
  const format = FORMATS[schema.format as string];
  let value = format ? format(faker) : plausibleString(name, faker, hints);
  const min = schema.minLength ?? 0;
  while (value.length < min) value += faker.string.alpha({ length: 1, casing: 'lower' });
  return value.slice(0, schema.maxLength ?? Infinity);
}

/** Decimals of a step (`0.25` → 2, `1e-7` → 7), so values can be rounded back onto the grid exactly. */
function decimalsOf(step: number): number {
  const [mantissa, exponent] = String(step).split('e-');
  return Math.min(20, (mantissa.split('.')[1] ?? '').length + Number(exponent ?? 0));
}

/** How many grid points a range may span: keeps the arithmetic within safe integers. */
const MAX_GRID_POINTS = 1e9;

/** A number on the schema's grid (`multipleOf`, whole numbers, or cents) inside its bounds. */
function sampleNumber(schema: Schema, integer: boolean, faker: Faker): number {
  const step = schema.multipleOf ?? (integer ? 1 : 0.01);
  const lowExclusive = typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum : undefined;
  const highExclusive = typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum : undefined;
  const upper = schema.maximum ?? highExclusive;
  const low = schema.minimum ?? lowExclusive ?? (upper === undefined || upper > 0 ? 0 : upper - 100);
  const high = upper ?? low + 100;
  // Draft-04 style `exclusiveMinimum: true` makes `minimum` itself exclusive.
  const excludesLow = lowExclusive !== undefined || schema.exclusiveMinimum === true;
  const excludesHigh = highExclusive !== undefined || schema.exclusiveMaximum === true;
  let first = Math.ceil(low / step);
  let last = Math.floor(high / step);
  if (excludesLow && first * step <= low) first += 1;
  if (excludesHigh && last * step >= high) last -= 1;
  if (first > last) return integer ? Math.ceil(low) : (low + high) / 2;
  const value = faker.number.int({ min: first, max: Math.min(last, first + MAX_GRID_POINTS) }) * step;
  return Number(value.toFixed(decimalsOf(step)));
}

/** Fresh draws per array slot before a duplicate is accepted under uniqueItems. */
const UNIQUE_RETRIES = 50;

/** A property that names or identifies its object (`name`, `agent_name`, `id`, `task_id`): a list never repeats one. */
const IDENTIFYING = /(^|_)(name|id)$/;

/** A free-text string property: one an ordinal may be appended to without leaving the schema. */
function isFreeText(schema: Schema | undefined, root: Schema): boolean {
  if (!schema || typeof schema !== 'object') return true;
  const resolved = resolve(schema, root);
  const constrained = ['enum', 'const', 'format', 'pattern', 'maxLength', 'anyOf', 'oneOf', 'allOf'].some((keyword) => keyword in resolved);
  return !constrained && typeOf(resolved) === 'string';
}

/**
 * Makes the identifying free-text properties of a list's objects distinct, as any writer of a list
 * of named things would (two agents both called "Team Strategist" make no team): a repeat gets the
 * first free ordinal (" 2", " 3").
 */
function distinguishIdentifiers(values: unknown[], itemSchema: Schema | boolean | undefined, root: Schema): void {
  const properties: Record<string, Schema> = itemSchema && typeof itemSchema === 'object' ? (resolve(itemSchema, root).properties ?? {}) : {};
  const used = new Map<string, Set<string>>();
  for (const value of values) {
    if (!value || typeof value !== 'object' || Array.isArray(value)) continue;
    const record = value as Record<string, unknown>;
    for (const [key, field] of Object.entries(record)) {
      if (typeof field !== 'string' || !IDENTIFYING.test(key) || !isFreeText(properties[key], root)) continue;
      const seen = used.get(key) ?? used.set(key, new Set()).get(key)!;
      let distinct = field;
      for (let ordinal = 2; seen.has(distinct); ordinal += 1) distinct = `${field} ${ordinal}`;
      seen.add(distinct);
      record[key] = distinct;
    }
  }
}

function sampleArray(schema: Schema, faker: Faker, hints: SampleHints, place: Place): unknown[] {
  const tuple: Schema[] = schema.prefixItems ?? (Array.isArray(schema.items) ? schema.items : []);
  const rest = Array.isArray(schema.items) ? schema.additionalItems : schema.items;
  const min = Math.max(schema.minItems ?? Math.min(1, schema.maxItems ?? 1), tuple.length);
  const max = Math.max(min, Math.min(schema.maxItems ?? min + 2, min + 2));
  const count = faker.number.int({ min, max });
  const itemPlace = { ...place, name: place.name.replace(/s$/, ''), depth: place.depth + 1 };
  const values: unknown[] = [];
  const seen = new Set<string>();
  while (values.length < count) {
    let value = sample(tuple[values.length] ?? rest, faker, hints, itemPlace);
    for (let retry = 0; schema.uniqueItems && seen.has(JSON.stringify(value)) && retry < UNIQUE_RETRIES; retry += 1)
      value = sample(tuple[values.length] ?? rest, faker, hints, itemPlace);
    // uniqueItems over few distinct values (booleans, a short enum): stop once the minimum is met.
    if (schema.uniqueItems && seen.has(JSON.stringify(value)) && values.length >= min) break;
    seen.add(JSON.stringify(value));
    values.push(value);
  }
  if (!tuple.length) distinguishIdentifiers(values, rest, place.root);
  return values;
}

function sampleObject(schema: Schema, faker: Faker, hints: SampleHints, place: Place): Record<string, unknown> {
  const properties: Record<string, Schema> = schema.properties ?? {};
  const required = new Set<string>(schema.required ?? Object.keys(properties));
  const result: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(properties)) {
    // Optional properties near the top make the arguments look complete; deeper ones are left out.
    if (required.has(key) || place.depth < 2) result[key] = sample(child, faker, hints, { ...place, name: key, depth: place.depth + 1 });
  }
  for (const key of required) if (!(key in result)) result[key] = sample(undefined, faker, hints, { ...place, name: key, depth: place.depth + 1 });
  return result;
}

function sample(raw: Schema | boolean | undefined, faker: Faker, hints: SampleHints, place: Place): unknown {
  if (raw === undefined || typeof raw === 'boolean') return plausibleString(place.name, faker, hints);
  let schema = resolve(raw, place.root);
  if (Array.isArray(schema.allOf) && schema.allOf.length) schema = mergeAll(schema, place.root);
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum) && schema.enum.length) return faker.helpers.arrayElement(schema.enum);
  const variants: Schema[] | undefined = schema.anyOf ?? schema.oneOf;
  if (Array.isArray(variants) && variants.length) {
    const usable = variants.filter((variant) => resolve(variant, place.root).type !== 'null');
    const { anyOf, oneOf, ...shared } = schema;
    return sample({ ...shared, ...resolve(faker.helpers.arrayElement(usable.length ? usable : variants), place.root) }, faker, hints, place);
  }
  switch (typeOf(schema)) {
    case 'object':
      return sampleObject(schema, faker, hints, place);
    case 'array':
      return sampleArray(schema, faker, hints, place);
    case 'integer':
      return sampleNumber(schema, true, faker);
    case 'number':
      return sampleNumber(schema, false, faker);
    case 'boolean':
      return faker.datatype.boolean();
    case 'null':
      return null;
    default:
      return sampleString(schema, faker, hints, place.name);
  }
}

/**
 * A value that validates against a JSON schema (OpenAI function parameters): types, enum, const,
 * required, nested objects and arrays, bounds and `multipleOf`, lengths, formats, anyOf/oneOf/allOf,
 * local `$ref`s. Deterministic for a seeded faker; property names and the conversation's hints make
 * values plausible (a `city` is the city the user named, an `email` an email).
 */
export function sampleFromSchema(schema: object | boolean | undefined, faker: Faker, hints: SampleHints = NO_HINTS): unknown {
  // A tool's parameters as the request sent them, read as JSON Schema.
  const given = schema as SchemaOrBoolean | undefined;
  const root = given && typeof given === 'object' ? given : {};
  return sample(given, faker, hints, { root, name: '', depth: 0 });
}
