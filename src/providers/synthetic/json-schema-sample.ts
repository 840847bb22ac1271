import type { Faker } from '@faker-js/faker';

type Schema = Record<string, any>;

/** A plausible string for a property, guided by its name and format. */
function sampleString(schema: Schema, name: string, faker: Faker, hints: string[]): string {
  const key = name.toLowerCase();
  let value: string;
  switch (schema.format) {
    case 'date':
      value = faker.date.between({ from: '2020-01-01', to: '2030-12-31' }).toISOString().slice(0, 10);
      break;
    case 'date-time':
      value = faker.date.between({ from: '2020-01-01', to: '2030-12-31' }).toISOString();
      break;
    case 'email':
      value = faker.internet.email().toLowerCase();
      break;
    case 'uri':
    case 'url':
      value = faker.internet.url();
      break;
    case 'uuid':
      value = faker.string.uuid();
      break;
    default:
      if (key.includes('city')) value = faker.location.city();
      else if (key.includes('country')) value = faker.location.country();
      else if (key.includes('email')) value = faker.internet.email().toLowerCase();
      else if (key.includes('url') || key.includes('link')) value = faker.internet.url();
      else if (key === 'name' || key.endsWith('_name') || key.endsWith('name')) value = `${faker.word.adjective()} ${hints[0] ?? faker.word.noun()} ${faker.helpers.arrayElement(['Analyst', 'Specialist', 'Strategist', 'Researcher'])}`.replace(/^\w/, (letter) => letter.toUpperCase());
      else if (key.includes('query') || key === 'q' || key.includes('search')) value = [...hints.slice(0, 3), faker.word.noun()].join(' ');
      else if (key.includes('prompt') || key.includes('description') || key.includes('task') || key.includes('reason')) {
        value = `${faker.helpers.arrayElement(['Focus on', 'Investigate', 'Assess', 'Explain'])} ${hints.slice(0, 3).join(', ') || faker.company.buzzNoun()} with attention to ${faker.company.buzzNoun()}.`;
      } else value = hints.length ? faker.helpers.arrayElement(hints) : faker.word.noun();
  }
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? Infinity;
  while (value.length < min) value += faker.string.alpha(1);
  return value.slice(0, max);
}

function sampleNumber(schema: Schema, integer: boolean, faker: Faker): number {
  let min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + (integer ? 1 : 1e-6) : 0);
  let max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - (integer ? 1 : 1e-6) : min + 100);
  if (max < min) [min, max] = [max, min];
  return integer ? faker.number.int({ min: Math.ceil(min), max: Math.floor(max) }) : Math.round(faker.number.float({ min, max }) * 100) / 100;
}

/**
 * A value that validates against a JSON schema (OpenAI function parameters): types, enums, const,
 * required, nested objects and arrays, bounds, formats, anyOf/oneOf. Deterministic for a seeded faker;
 * property names and the conversation's keywords (`hints`) make values plausible.
 */
export function sampleFromSchema(schema: Schema | boolean | undefined, faker: Faker, hints: string[] = [], name = '', depth = 0): unknown {
  if (schema === undefined || schema === true || schema === false) return hints[0] ?? faker.word.noun();
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum) && schema.enum.length) return faker.helpers.arrayElement(schema.enum);
  const variants = schema.anyOf ?? schema.oneOf;
  if (Array.isArray(variants) && variants.length) {
    const usable = variants.filter((variant: Schema) => variant.type !== 'null');
    return sampleFromSchema(usable[0] ?? variants[0], faker, hints, name, depth);
  }
  if (Array.isArray(schema.allOf) && schema.allOf.length) return sampleFromSchema(Object.assign({}, ...schema.allOf), faker, hints, name, depth);
  const type = Array.isArray(schema.type) ? (schema.type.find((item: string) => item !== 'null') ?? 'null') : (schema.type ?? (schema.properties ? 'object' : 'string'));
  switch (type) {
    case 'object': {
      const result: Record<string, unknown> = {};
      const properties: Record<string, Schema> = schema.properties ?? {};
      const required: string[] = schema.required ?? Object.keys(properties);
      for (const [key, child] of Object.entries(properties)) {
        if (required.includes(key) || depth < 2) result[key] = sampleFromSchema(child, faker, hints, key, depth + 1);
      }
      return result;
    }
    case 'array': {
      const min = schema.minItems ?? 1;
      const max = Math.max(min, Math.min(schema.maxItems ?? 3, min + 2));
      const count = faker.number.int({ min, max });
      return Array.from({ length: count }, () => sampleFromSchema(schema.items, faker, hints, name.replace(/s$/, ''), depth + 1));
    }
    case 'integer':
      return sampleNumber(schema, true, faker);
    case 'number':
      return sampleNumber(schema, false, faker);
    case 'boolean':
      return faker.datatype.boolean();
    case 'null':
      return null;
    default:
      return sampleString(schema, name, faker, hints);
  }
}
