import type { ZodType } from 'zod';
import { closestName } from '../did-you-mean.js';
import { childSchema, decidesExtraKeys, discriminatedMember, kindOf, knownKeys, unionMembers } from './schema-walk.js';

/** A body field no schema declares (FastAPI ignores it), with where it is and the declared name nearest to it. */
export interface UnknownField {
  /** Where it is, as segments from the body's root: `['agents', 0, 'modle_name']`. */
  loc: Array<string | number>;
  /** The declared field its name is close to, if one is. */
  suggestion?: string;
}

/**
 * The keys an object value may carry under a schema, or undefined when any key goes (a record, a loose
 * object, a union with such a member): an object's declared keys, a union's (or its tagged member's).
 */
function declaredKeys(schema: ZodType, value: object): string[] | undefined {
  const kind = kindOf(schema);
  if (kind === 'object') return decidesExtraKeys(schema) ? undefined : knownKeys(schema);
  if (kind !== 'union') return undefined;
  const chosen = discriminatedMember(schema, value);
  if (chosen) return declaredKeys(chosen.member, value);
  const members = unionMembers(schema).filter((member) => ['object', 'record'].includes(kindOf(member)));
  if (members.length === 0 || members.some((member) => kindOf(member) === 'record' || decidesExtraKeys(member))) return undefined;
  return knownKeys(schema);
}

/**
 * Every field of a request body that its schema does not declare, in body order: what FastAPI (and zod's
 * default object) drop without a word, such as `modle_name` for `model_name`. Walks the raw body along the
 * schema; values under a field the schema leaves open (`z.unknown()`, records) are not looked into.
 */
export function unknownFields(schema: ZodType, body: unknown, loc: Array<string | number> = []): UnknownField[] {
  if (Array.isArray(body)) {
    return body.flatMap((item, index) => {
      const child = childSchema(schema, index, body);
      return child ? unknownFields(child, item, [...loc, index]) : [];
    });
  }
  if (body === null || typeof body !== 'object') return [];
  const declared = declaredKeys(schema, body);
  return Object.entries(body).flatMap(([key, item]) => {
    if (declared && !declared.includes(key)) return [{ loc: [...loc, key], suggestion: closestName(key, declared) }];
    const child = childSchema(schema, key, body);
    return child ? unknownFields(child, item, [...loc, key]) : [];
  });
}

/** A field's place as people write it: `agents[0].modle_name`. */
export function fieldPath(loc: ReadonlyArray<string | number>): string {
  return loc.map((segment, index) => (typeof segment === 'number' ? `[${segment}]` : index === 0 ? segment : `.${segment}`)).join('');
}
