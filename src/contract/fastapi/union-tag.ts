import type { ZodType } from 'zod';
import { childSchema, discriminatorOf, kindOf, optionsOf, titleOf, unionMembers } from './schema-walk.js';

/** Python's repr of a JSON scalar, as pydantic prints expected values and tags. */
export function pythonRepr(value: unknown): string {
  if (typeof value === 'string') return `'${value}'`;
  if (typeof value === 'boolean') return value ? 'True' : 'False';
  if (value === null) return 'None';
  return String(value);
}

const SCALAR_NAMES: Record<string, string> = { string: 'str', int: 'int', number: 'float', boolean: 'bool', null: 'none' };

/**
 * The name pydantic-core gives a union member, which it puts into `loc` before that member's errors
 * (`list[McpConfig]`, `dict[str,any]`, `literal['auto','none']`, a model's class name, ...).
 */
export function unionTag(schema: ZodType): string {
  const kind = kindOf(schema);
  if (kind in SCALAR_NAMES) return SCALAR_NAMES[kind];
  switch (kind) {
    case 'object':
      return titleOf(schema) ?? 'model';
    case 'array': {
      const element = childSchema(schema, 0);
      return `list[${element ? unionTag(element) : 'any'}]`;
    }
    case 'record': {
      const value = childSchema(schema, 'key');
      return `dict[str,${value ? unionTag(value) : 'any'}]`;
    }
    case 'enum':
    case 'literal':
      return `literal[${optionsOf(schema).map(pythonRepr).join(',')}]`;
    case 'union': {
      const names = unionMembers(schema).map(unionTag).join(',');
      return discriminatorOf(schema) === undefined ? `union[${names}]` : `tagged-union[${names}]`;
    }
    default:
      return 'any';
  }
}
