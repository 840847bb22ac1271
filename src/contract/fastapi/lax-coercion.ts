import type { ZodType } from 'zod';
import { childSchema, kindOf, unionMembers } from './schema-walk.js';

const TRUE_WORDS = new Set(['true', 't', 'yes', 'y', 'on', '1']);
const FALSE_WORDS = new Set(['false', 'f', 'no', 'n', 'off', '0']);
const NUMERIC = /^\s*[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?\s*$/;
/** pydantic-core reads an integer string with only zeros after the point ("3.0", "3."), never an exponent. */
const INTEGER = /^\s*[+-]?\d+(\.0*)?\s*$/;

function coerceLeaf(kind: string, value: unknown): unknown {
  if (kind === 'int' || kind === 'number') {
    if (typeof value === 'boolean') return value ? 1 : 0;
    if (typeof value === 'string' && (kind === 'int' ? INTEGER : NUMERIC).test(value)) return Number(value);
    return value;
  }
  if (kind === 'boolean') {
    if (typeof value === 'string') {
      const word = value.trim().toLowerCase();
      if (TRUE_WORDS.has(word)) return true;
      if (FALSE_WORDS.has(word)) return false;
    }
    if (value === 0 || value === 1) return value === 1;
  }
  return value;
}

/**
 * Pydantic's lax mode, which FastAPI uses: numeric strings and booleans are accepted for numbers,
 * "true"/"yes"/1 for booleans. Returns a coerced copy; values that cannot be coerced are left for validation to reject.
 */
export function laxCoerce(schema: ZodType, value: unknown): unknown {
  const kind = kindOf(schema);
  if (Array.isArray(value)) {
    if (kind !== 'array' && kind !== 'union') return value;
    return value.map((item, index) => {
      const child = childSchema(schema, index, value);
      return child ? laxCoerce(child, item) : item;
    });
  }
  if (value !== null && typeof value === 'object') {
    if (!['object', 'record', 'union'].includes(kind)) return value;
    // fromEntries defines own properties, so a body key named "__proto__" stays a plain key.
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => {
        const child = childSchema(schema, key, value);
        return [key, child ? laxCoerce(child, item) : item];
      }),
    );
  }
  if (kind === 'union') return coerceUnionLeaf(schema, value);
  return coerceLeaf(kind, value);
}

/**
 * A scalar for a union (`max_loops`: an int or "auto"): kept when a member takes it as it is (pydantic's
 * smart mode tries exact matches first), else coerced as the first member that can coerce it.
 */
function coerceUnionLeaf(schema: ZodType, value: unknown): unknown {
  const members = unionMembers(schema);
  if (members.some((member) => member.safeParse(value).success)) return value;
  for (const member of members) {
    const coerced = coerceLeaf(kindOf(member), value);
    if (coerced !== value) return coerced;
  }
  return value;
}
