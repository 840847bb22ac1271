import type { ZodNumber, ZodType } from 'zod';

/** The parts of a zod schema's definition (`_zod.def`) this walk reads; which are present depends on `type`. */
interface Definition {
  type: string;
  innerType?: ZodType;
  in?: ZodType;
  getter?: () => ZodType;
  options?: ZodType[];
  discriminator?: unknown;
  shape?: Record<string, ZodType>;
  element?: ZodType;
  valueType?: ZodType;
  entries?: Record<string, unknown>;
  values?: unknown[];
  catchall?: ZodType;
}

const definitionOf = (schema: ZodType): Definition => schema._zod.def as Definition;

/** Definition types that wrap one inner schema (`innerType`). */
const WRAPPERS = ['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional'];

/** The schema without optional / nullable / default / readonly / pipe wrappers. */
export function unwrap(schema: ZodType): ZodType {
  let current = schema;
  for (;;) {
    const definition = definitionOf(current);
    const inner = WRAPPERS.includes(definition.type) ? definition.innerType : definition.type === 'pipe' ? definition.in : definition.getter?.();
    if (!inner) return current;
    current = inner;
  }
}

/** The kind of an unwrapped schema: `object`, `array`, `string`, `int`, `number`, `boolean`, `record`, `enum`, `literal`, `union`, ... */
export function kindOf(schema: ZodType): string {
  const inner = unwrap(schema);
  const definition = definitionOf(inner);
  if (definition.type === 'number' && (inner as ZodNumber).format?.includes('int')) return 'int';
  return definition.type;
}

/** The title given with `.meta({ title })`, if any. */
export function titleOf(schema: ZodType): string | undefined {
  const inner = unwrap(schema);
  return (inner.meta()?.title ?? schema.meta()?.title) as string | undefined;
}

/** The members of a union schema (empty for anything else). */
export function unionMembers(schema: ZodType): ZodType[] {
  const definition = definitionOf(unwrap(schema));
  return definition.type === 'union' ? (definition.options ?? []) : [];
}

/** The discriminator key of a discriminated union, if the schema is one. */
export function discriminatorOf(schema: ZodType): string | undefined {
  const definition = definitionOf(unwrap(schema));
  return definition.type === 'union' && typeof definition.discriminator === 'string' ? definition.discriminator : undefined;
}

/** The tag values one member of a discriminated union answers to. */
export function memberTags(member: ZodType, discriminator: string): unknown[] {
  const values: Set<unknown> | undefined = unwrap(member)._zod.propValues?.[discriminator];
  return values ? [...values] : [];
}

/** The member of a discriminated union chosen by the value's tag, with that tag; undefined when none matches. */
export function discriminatedMember(schema: ZodType, value: unknown): { member: ZodType; tag: unknown } | undefined {
  const discriminator = discriminatorOf(schema);
  if (discriminator === undefined || !isPlainObject(value) || !Object.hasOwn(value, discriminator)) return undefined;
  const tag = value[discriminator];
  const member = unionMembers(schema).find((option) => memberTags(option, discriminator).includes(tag));
  return member ? { member, tag } : undefined;
}

/** A JSON object (not an array, not null). */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** The value under one path segment, own properties only (a body key may be named `__proto__` or `toString`). */
export function ownValue(value: unknown, segment: PropertyKey): unknown {
  if (value === null || typeof value !== 'object') return undefined;
  return Object.hasOwn(value, segment) ? (value as Record<PropertyKey, unknown>)[segment] : undefined;
}

/** The child schema for one path segment (object key, array index, record value), or undefined. */
export function childSchema(schema: ZodType, segment: PropertyKey, value?: unknown): ZodType | undefined {
  const inner = unwrap(schema);
  const definition = definitionOf(inner);
  switch (definition.type) {
    case 'object':
      // Own properties only: a key such as "constructor" must not find Object.prototype's member.
      return typeof segment === 'string' && definition.shape && Object.hasOwn(definition.shape, segment) ? definition.shape[segment] : undefined;
    case 'array':
      return typeof segment === 'number' ? definition.element : undefined;
    case 'record':
      return definition.valueType;
    case 'union': {
      const chosen = discriminatedMember(inner, value);
      if (chosen) return childSchema(chosen.member, segment, value);
      // The member that fits the value's shape: an object member for string keys, an array member for indices.
      const members = definition.options ?? [];
      const wanted = typeof segment === 'number' ? 'array' : Array.isArray(value) ? 'array' : 'object';
      const member = members.find((option) => kindOf(option) === wanted) ?? members.find((option) => ['object', 'record'].includes(kindOf(option)));
      return member ? childSchema(member, segment, value) : undefined;
    }
    default:
      return undefined;
  }
}

/** The enum values or literal values of a schema. */
export function optionsOf(schema: ZodType): unknown[] {
  const definition = definitionOf(unwrap(schema));
  if (definition.type === 'enum') return Object.values(definition.entries ?? {});
  if (definition.type === 'literal') return definition.values ?? [];
  return [];
}

/** An object schema that takes keys it does not declare (`looseObject`, a `catchall`) or refuses them itself (`strictObject`). */
export function decidesExtraKeys(schema: ZodType): boolean {
  return definitionOf(unwrap(schema)).catchall !== undefined;
}

/** The keys an object schema accepts; for a union, those of its object members; empty for anything else. */
export function knownKeys(schema: ZodType | undefined): string[] {
  if (schema && kindOf(schema) === 'union') return [...new Set(unionMembers(schema).flatMap(knownKeys))];
  if (!schema || kindOf(schema) !== 'object') return [];
  return Object.keys(definitionOf(unwrap(schema)).shape ?? {});
}
