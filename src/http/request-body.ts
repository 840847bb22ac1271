import type { Request } from 'express';
import type { ZodType } from 'zod';
import { ApiError } from '../errors/api-error.js';
import { parseJsonBody } from '../contract/fastapi/json-body.js';
import { validateBody } from '../contract/fastapi/validate.js';
import type { UnknownField } from '../contract/fastapi/unknown-fields.js';
import type { FastApiErrorItem } from '../contract/fastapi/validation-error.js';

/** Marks a request whose body could not be read as JSON (distinct from a JSON `null`). */
export const NO_BODY = Symbol('no-body');

function isJsonContentType(contentType: string | undefined): boolean {
  if (!contentType) return true;
  const type = contentType.split(';')[0].trim().toLowerCase();
  return type === 'application/json' || type.endsWith('+json') || type === '*/*' || type === 'text/json';
}

function validationError(detail: unknown): ApiError {
  return new ApiError('VALIDATION_FAILED', 'Request validation failed.', { body: { detail } });
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * FastAPI reads a JSON body with Python's `json.loads` on the bytes, which decodes them strictly; a
 * UnicodeDecodeError is not a JSONDecodeError, so FastAPI's route handler answers it with its generic
 * 400 "There was an error parsing the body" (fastapi/routing.py), not a 422.
 */
function decodeJsonText(raw: Buffer): string {
  try {
    return strictUtf8.decode(raw);
  } catch {
    throw new ApiError('BAD_REQUEST', 'There was an error parsing the body');
  }
}

/**
 * Reads the raw body as FastAPI would: bytes that are not UTF-8 are its 400, malformed JSON is a
 * `json_invalid` 422, an empty body is NO_BODY (later a `missing` 422 if the route needs one), and a
 * non-JSON content type is not parsed.
 */
export function readJsonBody(request: Request): unknown {
  const raw = request.body;
  const text = Buffer.isBuffer(raw) ? raw.toString('utf8') : typeof raw === 'string' ? raw : '';
  if (text.trim() === '') return NO_BODY;
  if (!isJsonContentType(request.headers['content-type'])) return text;
  const parsed = parseJsonBody(Buffer.isBuffer(raw) ? decodeJsonText(raw) : text);
  if (!parsed.ok) throw validationError(parsed.detail);
  return parsed.value;
}

/** pydantic's item for a field a model that forbids extras was sent (`extra_forbidden`), naming the declared field it is close to. */
function extraForbidden(field: UnknownField, body: unknown): FastApiErrorItem {
  const input = field.loc.reduce<unknown>((value, segment) => (value as Record<string | number, unknown>)[segment], body);
  const hint = field.suggestion ? ` (did you mean ${field.suggestion}?)` : '';
  return { type: 'extra_forbidden', loc: ['body', ...field.loc], msg: `Extra inputs are not permitted${hint}`, input };
}

/**
 * Validates a read body against a route schema; every problem is reported in one 422, with the fields
 * of `refused` (those it does not declare, in strict request mode) as pydantic's `extra_forbidden`.
 */
export function validateRequestBody<Body>(schema: ZodType<Body>, body: unknown, refused: readonly UnknownField[] = []): Body {
  const given = body === NO_BODY ? undefined : body;
  const result = validateBody(schema, given);
  const extras = refused.map((field) => extraForbidden(field, given));
  if (!result.ok || extras.length > 0) throw validationError([...(result.ok ? [] : result.detail), ...extras]);
  return result.value;
}
