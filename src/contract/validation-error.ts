import type { ZodType, core } from 'zod';
import { kindOf, optionsOf, schemaAt, titleOf } from './schema-walk.js';

/** One item of FastAPI's 422 `detail` list (pydantic v2's error shape). */
export interface FastApiErrorItem {
  type: string;
  loc: Array<string | number>;
  msg: string;
  input: unknown;
  ctx?: Record<string, unknown>;
}

/** Where the issues come from. */
export interface DetailOptions {
  /** The schema that was validated (to find field kinds and model names). */
  root: ZodType;
  /** The value that was validated. */
  input: unknown;
  /** `['body']` or `['query']`. */
  locPrefix: Array<string | number>;
}

type Issue = core.$ZodIssue;

/** Python's repr of a JSON value, as pydantic prints expected values. */
function pythonRepr(value: unknown): string {
  return typeof value === 'string' ? `'${value}'` : String(value);
}

/** Pydantic's "'A', 'B' or 'C'". */
export function expectedList(values: unknown[]): string {
  const reprs = values.map(pythonRepr);
  return reprs.length <= 1 ? (reprs[0] ?? '') : `${reprs.slice(0, -1).join(', ')} or ${reprs[reprs.length - 1]}`;
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value: any = input;
  for (const segment of path) value = value?.[segment as any];
  return value;
}

function typeError(kind: string, schema: ZodType | undefined, input: unknown, isBodyRoot: boolean): Omit<FastApiErrorItem, 'loc' | 'input'> {
  switch (kind) {
    case 'int':
      if (typeof input === 'string') return { type: 'int_parsing', msg: 'Input should be a valid integer, unable to parse string as an integer' };
      if (typeof input === 'number') return { type: 'int_from_float', msg: 'Input should be a valid integer, got a number with a fractional part' };
      return { type: 'int_type', msg: 'Input should be a valid integer' };
    case 'number':
      if (typeof input === 'string') return { type: 'float_parsing', msg: 'Input should be a valid number, unable to parse string as a number' };
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
    case 'object': {
      if (isBodyRoot) return { type: 'model_attributes_type', msg: 'Input should be a valid dictionary or object to extract fields from' };
      const className = (schema && titleOf(schema)) ?? 'Model';
      return { type: 'model_type', msg: `Input should be a valid dictionary or instance of ${className}`, ctx: { class_name: className } };
    }
    default:
      return { type: 'value_error', msg: 'Input is not valid' };
  }
}

function boundError(issue: Extract<Issue, { code: 'too_big' | 'too_small' }>, input: unknown): Omit<FastApiErrorItem, 'loc' | 'input'> {
  const big = issue.code === 'too_big';
  const limit = Number(big ? (issue as any).maximum : (issue as any).minimum);
  const inclusive = (issue as any).inclusive !== false;
  if (issue.origin === 'string') {
    return big
      ? { type: 'string_too_long', msg: `String should have at most ${limit} character${limit === 1 ? '' : 's'}`, ctx: { max_length: limit } }
      : { type: 'string_too_short', msg: `String should have at least ${limit} character${limit === 1 ? '' : 's'}`, ctx: { min_length: limit } };
  }
  if (issue.origin === 'array' || issue.origin === 'set') {
    const actual = Array.isArray(input) ? input.length : 0;
    return big
      ? { type: 'too_long', msg: `List should have at most ${limit} item${limit === 1 ? '' : 's'} after validation, not ${actual}`, ctx: { field_type: 'List', max_length: limit, actual_length: actual } }
      : { type: 'too_short', msg: `List should have at least ${limit} item${limit === 1 ? '' : 's'} after validation, not ${actual}`, ctx: { field_type: 'List', min_length: limit, actual_length: actual } };
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

function oneIssue(issue: Issue, options: DetailOptions): FastApiErrorItem[] {
  const path = issue.path as PropertyKey[];
  const loc = [...options.locPrefix, ...path.map((segment) => (typeof segment === 'number' ? segment : String(segment)))];
  const input = 'input' in issue ? issue.input : valueAt(options.input, path);
  const schema = schemaAt(options.root, path, options.input);
  switch (issue.code) {
    case 'invalid_type': {
      if (input === undefined) return [{ type: 'missing', loc, msg: 'Field required', input: path.length ? (valueAt(options.input, path.slice(0, -1)) ?? null) : null }];
      const kind = (issue as any).expected === 'int' ? 'int' : schema ? kindOf(schema) : String((issue as any).expected);
      return [{ ...typeError(kind, schema, input, path.length === 0 && options.locPrefix.length === 1), loc, input }];
    }
    case 'too_big':
    case 'too_small':
      return [{ ...boundError(issue, input), loc, input }];
    case 'invalid_value': {
      const values = (issue as any).values as unknown[];
      const literal = schema ? kindOf(schema) === 'literal' : values.length === 1;
      const expected = expectedList(values.length ? values : schema ? optionsOf(schema) : []);
      return [{ type: literal ? 'literal_error' : 'enum', loc, msg: `Input should be ${expected}`, input, ctx: { expected } }];
    }
    case 'invalid_union': {
      // Pydantic reports a failed union member by member; the first member's problems say the most.
      const branches = (issue as any).errors as Issue[][];
      const first = branches?.[0] ?? [];
      if (first.length === 0) return [{ type: 'value_error', loc, msg: 'Input is not valid', input }];
      return first.flatMap((nested) => oneIssue({ ...nested, path: [...path, ...(nested.path as PropertyKey[])] } as Issue, options));
    }
    case 'invalid_format':
      return [{ type: 'value_error', loc, msg: `Value error, ${issue.message}`, input, ctx: { error: issue.message } }];
    default:
      return [{ type: 'value_error', loc, msg: `Value error, ${issue.message}`, input, ctx: { error: issue.message } }];
  }
}

/** zod issues → FastAPI's 422 `detail` list, every problem reported, pydantic v2's types and messages. */
export function toFastApiDetail(issues: readonly Issue[], options: DetailOptions): FastApiErrorItem[] {
  return issues.flatMap((issue) => oneIssue(issue, options));
}
