import type { ZodType, core } from 'zod';
import { childSchema, discriminatedMember, kindOf, knownKeys, memberTags, optionsOf, ownValue, titleOf, unionMembers } from './schema-walk.js';
import { pythonRepr, unionTag } from './union-tag.js';
import { didYouMean } from '../did-you-mean.js';

/** One item of FastAPI's 422 `detail` list (pydantic v2's error shape). */
export interface FastApiErrorItem {
  type: string;
  loc: Array<string | number>;
  msg: string;
  input: unknown;
  ctx?: Record<string, unknown>;
}

/** Where the issues come from. */
interface DetailOptions {
  /** The schema that was validated (to find field kinds and model names). */
  root: ZodType;
  /** The value that was validated. */
  input: unknown;
  /** `['body']` or `['query']`. */
  locPrefix: Array<string | number>;
}

type Issue = core.$ZodIssue;
type Problem = Omit<FastApiErrorItem, 'loc' | 'input'>;

/** The schema and value an issue's path is relative to: the body, or one member of a union inside it. */
interface Scope {
  root: ZodType;
  input: unknown;
  loc: Array<string | number>;
  atBody: boolean;
}

/** Pydantic's "'A', 'B' or 'C'". */
function expectedList(values: unknown[]): string {
  const reprs = values.map(pythonRepr);
  return reprs.length <= 1 ? (reprs[0] ?? '') : `${reprs.slice(0, -1).join(', ')} or ${reprs[reprs.length - 1]}`;
}

/** Follows a path from the scope's root: the pydantic `loc` (discriminated-union tags included), schema and value there. */
function locate(scope: Scope, path: readonly PropertyKey[]) {
  const loc = [...scope.loc];
  let schema: ZodType | undefined = scope.root;
  let value = scope.input;
  for (const segment of path) {
    const chosen: { member: ZodType; tag: unknown } | undefined = schema ? discriminatedMember(schema, value) : undefined;
    if (chosen) {
      // Pydantic names the chosen member of a tagged union by its tag.
      loc.push(String(chosen.tag));
      schema = chosen.member;
    }
    loc.push(typeof segment === 'number' ? segment : String(segment));
    schema = schema && childSchema(schema, segment, value);
    value = ownValue(value, segment);
  }
  return { loc, schema, value };
}

/** One detail item, keys in FastAPI's order. */
function item(problem: Problem, loc: FastApiErrorItem['loc'], input: unknown): FastApiErrorItem {
  return problem.ctx ? { type: problem.type, loc, msg: problem.msg, input, ctx: problem.ctx } : { type: problem.type, loc, msg: problem.msg, input };
}

function typeError(kind: string, schema: ZodType | undefined, input: unknown, atBody: boolean): Problem {
  switch (kind) {
    case 'int':
      if (typeof input === 'string') return { type: 'int_parsing', msg: 'Input should be a valid integer, unable to parse string as an integer' };
      if (typeof input === 'number' && !Number.isFinite(input)) return { type: 'finite_number', msg: 'Input should be a finite number' };
      if (typeof input === 'number') return { type: 'int_from_float', msg: 'Input should be a valid integer, got a number with a fractional part' };
      return { type: 'int_type', msg: 'Input should be a valid integer' };
    case 'number':
      if (typeof input === 'string') return { type: 'float_parsing', msg: 'Input should be a valid number, unable to parse string as a number' };
      if (typeof input === 'number') return { type: 'finite_number', msg: 'Input should be a finite number' };
      return { type: 'float_type', msg: 'Input should be a valid number' };
    case 'string':
      return { type: 'string_type', msg: 'Input should be a valid string' };
    case 'boolean':
      if (typeof input === 'string' || typeof input === 'number') return { type: 'bool_parsing', msg: 'Input should be a valid boolean, unable to interpret input' };
      return { type: 'bool_type', msg: 'Input should be a valid boolean' };
    case 'array':
      return { type: 'list_type', msg: 'Input should be a valid list' };
    case 'record':
      return { type: 'dict_type', msg: 'Input should be a valid dictionary' };
    case 'union': // zod reports a type mismatch at a union only for a tagged one, which needs fields to read its tag from
    case 'object': {
      if (atBody || kind === 'union') return { type: 'model_attributes_type', msg: 'Input should be a valid dictionary or object to extract fields from' };
      const className = (schema && titleOf(schema)) ?? 'Model';
      return { type: 'model_type', msg: `Input should be a valid dictionary or instance of ${className}`, ctx: { class_name: className } };
    }
    default:
      return { type: 'value_error', msg: 'Input is not valid' };
  }
}

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

function boundError(issue: Extract<Issue, { code: 'too_big' | 'too_small' }>, input: unknown): Problem {
  const big = issue.code === 'too_big';
  const limit = Number(issue.code === 'too_big' ? issue.maximum : issue.minimum);
  const inclusive = issue.inclusive !== false;
  if (issue.origin === 'string') {
    return big
      ? { type: 'string_too_long', msg: `String should have at most ${plural(limit, 'character')}`, ctx: { max_length: limit } }
      : { type: 'string_too_short', msg: `String should have at least ${plural(limit, 'character')}`, ctx: { min_length: limit } };
  }
  if (issue.origin === 'array' || issue.origin === 'set') {
    const actual = Array.isArray(input) ? input.length : 0;
    return big
      ? {
          type: 'too_long',
          msg: `List should have at most ${plural(limit, 'item')} after validation, not ${actual}`,
          ctx: { field_type: 'List', max_length: limit, actual_length: actual },
        }
      : {
          type: 'too_short',
          msg: `List should have at least ${plural(limit, 'item')} after validation, not ${actual}`,
          ctx: { field_type: 'List', min_length: limit, actual_length: actual },
        };
  }
  if (big) {
    return inclusive
      ? { type: 'less_than_equal', msg: `Input should be less than or equal to ${limit}`, ctx: { le: limit } }
      : { type: 'less_than', msg: `Input should be less than ${limit}`, ctx: { lt: limit } };
  }
  return inclusive
    ? { type: 'greater_than_equal', msg: `Input should be greater than or equal to ${limit}`, ctx: { ge: limit } }
    : { type: 'greater_than', msg: `Input should be greater than ${limit}`, ctx: { gt: limit } };
}

/** A tagged union whose tag is absent or unknown: pydantic's union_tag_not_found / union_tag_invalid. */
function tagError(union: ZodType | undefined, discriminator: string, input: unknown, loc: FastApiErrorItem['loc']): FastApiErrorItem {
  const quoted = pythonRepr(discriminator);
  const tag = ownValue(input, discriminator);
  if (tag === undefined) {
    return { type: 'union_tag_not_found', loc, msg: `Unable to extract tag using discriminator ${quoted}`, input, ctx: { discriminator: quoted } };
  }
  const expectedTags = (union ? unionMembers(union) : [])
    .flatMap((member) => memberTags(member, discriminator))
    .map(pythonRepr)
    .join(', ');
  return {
    type: 'union_tag_invalid',
    loc,
    msg: `Input tag '${String(tag)}' found using ${quoted} does not match any of the expected tags: ${expectedTags}`,
    input,
    ctx: { discriminator: quoted, tag: String(tag), expected_tags: expectedTags },
  };
}

/** A failed plain union: like pydantic, every member's errors, each under the member's name. */
function unionErrors(branches: Issue[][], union: ZodType | undefined, input: unknown, loc: FastApiErrorItem['loc']): FastApiErrorItem[] {
  const members = union ? unionMembers(union) : [];
  return branches.flatMap((branch, index) => {
    const member = members[index];
    if (!member) return [];
    const scope: Scope = { root: member, input, loc: [...loc, unionTag(member)], atBody: false };
    return branch.flatMap((nested) => describe(nested, scope));
  });
}

function describe(issue: Issue, scope: Scope): FastApiErrorItem[] {
  const path = issue.path as PropertyKey[];
  if (issue.code === 'invalid_union' && 'discriminator' in issue && typeof issue.discriminator === 'string') {
    // zod points at the discriminator key; pydantic at the union's value.
    const at = locate(scope, path.slice(0, -1));
    return [tagError(at.schema, issue.discriminator, at.value, at.loc)];
  }
  const { loc, schema, value } = locate(scope, path);
  const input = 'input' in issue ? issue.input : value;
  // An absent required field is one `missing`, whatever its type (a union's members are not tried).
  if (input === undefined && (issue.code === 'invalid_type' || issue.code === 'invalid_union')) {
    const parent = path.length ? (locate(scope, path.slice(0, -1)).value ?? null) : null;
    return [{ type: 'missing', loc, msg: 'Field required', input: parent }];
  }
  switch (issue.code) {
    case 'invalid_type': {
      const kind = schema ? kindOf(schema) : String(issue.expected);
      return [item(typeError(kind, schema, input, scope.atBody && path.length === 0), loc, input)];
    }
    case 'too_big':
    case 'too_small':
      return [item(boundError(issue, input), loc, input)];
    case 'invalid_value': {
      const literal = schema ? kindOf(schema) === 'literal' : issue.values.length === 1;
      const expected = expectedList(issue.values.length ? issue.values : schema ? optionsOf(schema) : []);
      return [{ type: literal ? 'literal_error' : 'enum', loc, msg: `Input should be ${expected}`, input, ctx: { expected } }];
    }
    case 'invalid_union':
      return unionErrors(issue.errors, schema, input, loc);
    case 'unrecognized_keys':
      // Pydantic's extra="forbid" error, one per key; the closest known field is named when one is close.
      return issue.keys.map((key) => ({
        type: 'extra_forbidden',
        loc: [...loc, key],
        msg: `Extra inputs are not permitted${didYouMean(key, knownKeys(schema))}`,
        input: ownValue(value, key),
      }));
    default:
      return [{ type: 'value_error', loc, msg: `Value error, ${issue.message}`, input, ctx: { error: issue.message } }];
  }
}

/** zod issues → FastAPI's 422 `detail` list, every problem reported, pydantic v2's types and messages. */
export function toFastApiDetail(issues: readonly Issue[], options: DetailOptions): FastApiErrorItem[] {
  const scope: Scope = { root: options.root, input: options.input, loc: options.locPrefix, atBody: options.locPrefix.length === 1 };
  return issues.flatMap((issue) => describe(issue, scope));
}
