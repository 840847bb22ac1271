import { Faker, en } from '@faker-js/faker';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sampleFromSchema } from '../../src/providers/synthetic/json-schema-sample.js';
import { schemaValidator } from './json-schema-sample-ajv.js';

const seeded = (seed: number) => {
  const faker = new Faker({ locale: [en] });
  faker.seed(seed);
  return faker;
};

const PROPERTY_NAMES = ['city', 'email', 'name', 'date', 'query', 'id', 'count', 'website', 'notes', 'tags', 'country', 'price', 'user_name', 'title', 'x', 'items'];

/** Satisfiable leaf schemas: a format never meets a maxLength, and integer ranges span several multiples. */
const leafSchema = fc.oneof(
  fc.constant({ type: 'boolean' }),
  fc.constant({ type: 'null' }),
  fc.record({ type: fc.constant('string'), format: fc.constantFrom('date', 'date-time', 'time', 'email', 'uri', 'uuid', 'hostname', 'ipv4', 'ipv6') }),
  fc.tuple(fc.nat(8), fc.nat(30)).map(([minLength, extra]) => ({ type: 'string', minLength, maxLength: minLength + extra })),
  fc
    .tuple(fc.integer({ min: -1000, max: 1000 }), fc.integer({ min: 12, max: 500 }), fc.boolean(), fc.constantFrom(undefined, 2, 5))
    .map(([minimum, width, exclusive, multipleOf]) =>
      exclusive
        ? { type: 'integer', exclusiveMinimum: minimum - 1, exclusiveMaximum: minimum + width + 1, multipleOf }
        : { type: 'integer', minimum, maximum: minimum + width, multipleOf },
    ),
  fc
    .tuple(fc.double({ min: -1e6, max: 1e6, noNaN: true }), fc.double({ min: 1, max: 1e6, noNaN: true }), fc.constantFrom(undefined, 0.5, 0.25))
    .map(([minimum, width, multipleOf]) => ({
      type: 'number',
      minimum,
      maximum: minimum + width,
      multipleOf,
    })),
  fc.constant({ type: 'number' }),
  fc.uniqueArray(fc.oneof(fc.string(), fc.integer()), { minLength: 1, maxLength: 5 }).map((values) => ({ enum: values })),
  fc.jsonValue({ maxDepth: 2 }).map((value) => ({ const: value })),
);

const { schema: randomSchema } = fc.letrec<{ schema: object; object: object; array: object; anyOf: object }>((tie) => ({
  schema: fc.oneof({ maxDepth: 4, depthIdentifier: 'schema' }, leafSchema, tie('object'), tie('array'), tie('anyOf')),
  object: fc
    .dictionary(fc.constantFrom(...PROPERTY_NAMES), tie('schema'), { maxKeys: 5 })
    .chain((properties) => fc.subarray(Object.keys(properties)).map((required) => ({ type: 'object', properties, required }))),
  array: fc.tuple(tie('schema'), fc.nat(3), fc.nat(3)).map(([items, minItems, extra]) => ({ type: 'array', items, minItems, maxItems: minItems + extra })),
  anyOf: fc.array(tie('schema'), { minLength: 1, maxLength: 3 }).map((variants) => ({ anyOf: variants })),
}));

describe('the JSON-schema sampler', () => {
  it('produces a value that validates against any schema of the supported keywords', () => {
    fc.assert(
      fc.property(randomSchema, fc.integer(), (schema, seed) => {
        const validate = schemaValidator(schema);
        const value = sampleFromSchema(schema, seeded(seed));
        expect(validate(value), `${JSON.stringify(value)}: ${JSON.stringify(validate.errors)}`).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('gives the same value for the same seed, and varies with the seed', () => {
    const schema = { type: 'object', properties: { city: { type: 'string' }, days: { type: 'integer', minimum: 1, maximum: 1000 } }, required: ['city', 'days'] };
    expect(sampleFromSchema(schema, seeded(7))).toEqual(sampleFromSchema(schema, seeded(7)));
    const values = new Set([1, 2, 3, 4, 5].map((seed) => JSON.stringify(sampleFromSchema(schema, seeded(seed)))));
    expect(values.size).toBeGreaterThan(1);
  });

  it('fills every required property, including ones the schema declares no type for', () => {
    const schema = { type: 'object', properties: { a: { type: 'integer' } }, required: ['a', 'b'] };
    expect(Object.keys(sampleFromSchema(schema, seeded(1)) as object).sort()).toEqual(['a', 'b']);
  });

  it('follows local $refs, merges allOf and picks a oneOf variant that validates', () => {
    const schema = {
      $defs: { Place: { type: 'object', properties: { city: { type: 'string' }, zip: { type: 'string', minLength: 5, maxLength: 5 } }, required: ['city', 'zip'] } },
      type: 'object',
      properties: {
        home: { $ref: '#/$defs/Place' },
        visits: { type: 'array', items: { $ref: '#/$defs/Place' }, minItems: 2 },
        person: {
          allOf: [
            { type: 'object', properties: { email: { type: 'string', format: 'email' } }, required: ['email'] },
            { properties: { age: { type: 'integer', minimum: 18, maximum: 99 } }, required: ['age'] },
          ],
        },
        answer: { oneOf: [{ type: 'integer', minimum: 0 }, { type: 'string', maxLength: 3 }, { type: 'null' }] },
      },
      required: ['home', 'visits', 'person', 'answer'],
      additionalProperties: false,
    };
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const validate = schemaValidator(schema);
      const value = sampleFromSchema(schema, seeded(seed));
      expect(validate(value), JSON.stringify(validate.errors)).toBe(true);
    }
  });

  it('keeps array items unique when the schema asks for it', () => {
    const schema = { type: 'array', items: { type: 'integer', minimum: 1, maximum: 3 }, minItems: 3, maxItems: 3, uniqueItems: true };
    for (const seed of [1, 2, 3, 4]) expect(new Set(sampleFromSchema(schema, seeded(seed)) as number[]).size).toBe(3);
  });

  it('never repeats a free-text name or id within a list of objects, and leaves a constrained one as sampled', () => {
    const item = {
      type: 'object',
      properties: { agent_name: { type: 'string' }, id: { type: 'string' }, role: { type: 'string', enum: ['lead'] } },
      required: ['agent_name', 'id', 'role'],
    };
    const schema = { type: 'array', items: item, minItems: 5, maxItems: 5 };
    // Few hint words make the plausible names collide: the sampler must still keep them apart.
    for (const seed of [1, 2, 3, 4]) {
      const list = sampleFromSchema(schema, seeded(seed), { words: ['team'], phrases: [], places: [] }) as Array<Record<string, string>>;
      expect(new Set(list.map((entry) => entry.agent_name)).size).toBe(5);
      expect(new Set(list.map((entry) => entry.id)).size).toBe(5);
      expect(list.every((entry) => entry.role === 'lead')).toBe(true);
    }
  });

  it('uses property names and the conversation hints for plausible values', () => {
    const schema = {
      type: 'object',
      properties: { city: { type: 'string' }, contact_email: { type: 'string' }, query: { type: 'string' }, website: { type: 'string' } },
      required: ['city', 'contact_email', 'query', 'website'],
    };
    const value = sampleFromSchema(schema, seeded(3), { words: ['geothermal', 'energy'], phrases: [], places: ['Reykjavik'] }) as Record<string, string>;
    expect(value.city).toBe('Reykjavik');
    expect(value.contact_email).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
    expect(value.query).toContain('geothermal');
    expect(value.website).toMatch(/^https?:\/\//);
  });
});
