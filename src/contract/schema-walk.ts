import type { ZodType } from 'zod';

type Definition = { type: string; [key: string]: any };

const definitionOf = (schema: ZodType): Definition => (schema as any)._zod.def as Definition;

/** The schema without optional / nullable / default / readonly / pipe wrappers. */
export function unwrap(schema: ZodType): ZodType {
  let current = schema;
  for (;;) {
    const definition = definitionOf(current);
    if (['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional'].includes(definition.type)) current = definition.innerType;
    else if (definition.type === 'pipe') current = definition.in;
    else if (definition.type === 'lazy') current = definition.getter();
    else return current;
  }
}

/** The kind of an unwrapped schema: `object`, `array`, `string`, `int`, `number`, `boolean`, `record`, `enum`, `literal`, `union`, ... */
export function kindOf(schema: ZodType): string {
  const inner = unwrap(schema);
  const definition = definitionOf(inner);
  if (definition.type === 'number' && (inner as any).format?.includes('int')) return 'int';
  return definition.type;
}

/** The title given with `.meta({ title })`, if any. */
export function titleOf(schema: ZodType): string | undefined {
  const inner = unwrap(schema);
  return (inner as any).meta?.()?.title ?? (schema as any).meta?.()?.title;
}

/** The child schema for one path segment (object key, array index, record value), or undefined. */
export function childSchema(schema: ZodType, segment: PropertyKey, value?: unknown): ZodType | undefined {
  const inner = unwrap(schema);
  const definition = definitionOf(inner);
  switch (definition.type) {
    case 'object':
      return typeof segment === 'string' ? definition.shape[segment] : undefined;
    case 'array':
      return typeof segment === 'number' ? definition.element : undefined;
    case 'record':
      return definition.valueType;
    case 'union': {
      // The member that fits the value's shape: an object member for string keys, an array member for indices.
      const members = definition.options as ZodType[];
      const wanted = typeof segment === 'number' ? 'array' : Array.isArray(value) ? 'array' : 'object';
      const member = members.find((option) => kindOf(option) === wanted) ?? members.find((option) => ['object', 'record'].includes(kindOf(option)));
      return member ? childSchema(member, segment, value) : undefined;
    }
    default:
      return undefined;
  }
}

/** The schema at a path from the root, following the input alongside (for unions). */
export function schemaAt(root: ZodType, path: readonly PropertyKey[], input: unknown): ZodType | undefined {
  let schema: ZodType | undefined = root;
  let value: any = input;
  for (const segment of path) {
    if (!schema) return undefined;
    schema = childSchema(schema, segment, value);
    value = value?.[segment as any];
  }
  return schema;
}

/** The enum values or literal values of a schema. */
export function optionsOf(schema: ZodType): unknown[] {
  const definition = definitionOf(unwrap(schema));
  if (definition.type === 'enum') return Object.values(definition.entries);
  if (definition.type === 'literal') return definition.values;
  return [];
}
