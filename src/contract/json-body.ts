import type { FastApiErrorItem } from './validation-error.js';

/** The result of reading a body as JSON. */
export type JsonBodyResult = { ok: true; value: unknown } | { ok: false; detail: FastApiErrorItem[] };

class DecodeError extends Error {
  constructor(
    readonly reason: string,
    readonly position: number,
  ) {
    super(reason);
  }
}

const WHITESPACE = new Set([' ', '\t', '\n', '\r']);
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][-+]?\d+)?/y;
const ESCAPES = new Set(['"', '\\', '/', 'b', 'f', 'n', 'r', 't']);

function skipWhitespace(text: string, position: number): number {
  while (position < text.length && WHITESPACE.has(text[position])) position += 1;
  return position;
}

/** Scans a string starting at the opening quote; returns the index after the closing quote. */
function scanString(text: string, start: number): number {
  let position = start + 1;
  while (position < text.length) {
    const character = text[position];
    if (character === '"') return position + 1;
    if (character === '\\') {
      const next = text[position + 1];
      if (next === undefined) break;
      if (next === 'u') {
        if (!/^[0-9a-fA-F]{4}$/.test(text.slice(position + 2, position + 6))) throw new DecodeError('Invalid \\uXXXX escape', position);
        position += 6;
        continue;
      }
      if (!ESCAPES.has(next)) throw new DecodeError('Invalid \\escape', position);
      position += 2;
      continue;
    }
    if (character.charCodeAt(0) < 0x20) throw new DecodeError('Invalid control character at', position);
    position += 1;
  }
  throw new DecodeError('Unterminated string starting at', start);
}

/** Scans one scalar value (string, number, literal) at `position`; returns the index after it. */
function scanScalar(text: string, position: number): number {
  const character = text[position];
  if (character === '"') return scanString(text, position);
  for (const literal of ['true', 'false', 'null', 'NaN', 'Infinity', '-Infinity']) {
    if (text.startsWith(literal, position)) return position + literal.length;
  }
  NUMBER.lastIndex = position;
  const match = NUMBER.exec(text);
  if (match && match[0].length > 0) return position + match[0].length;
  throw new DecodeError('Expecting value', position);
}

/**
 * Finds where and why CPython's `json` module would reject `text` (same message, same character
 * offset). Iterative, so deeply nested input cannot overflow the stack.
 */
export function pythonJsonError(text: string): { reason: string; position: number } | undefined {
  const stack: Array<'array' | 'object'> = [];
  let position = skipWhitespace(text, 0);
  try {
    // `expect` says what the scanner wants next.
    let expect: 'value' | 'key' | 'first-key-or-end' | 'first-value-or-end' | 'after-value' = 'value';
    for (;;) {
      if (expect === 'value' || expect === 'first-value-or-end') {
        position = skipWhitespace(text, position);
        if (expect === 'first-value-or-end' && text[position] === ']') {
          stack.pop();
          position += 1;
          expect = 'after-value';
          continue;
        }
        const character = text[position];
        if (character === '[') {
          stack.push('array');
          position += 1;
          expect = 'first-value-or-end';
          continue;
        }
        if (character === '{') {
          stack.push('object');
          position += 1;
          expect = 'first-key-or-end';
          continue;
        }
        position = scanScalar(text, position);
        expect = 'after-value';
        continue;
      }
      if (expect === 'key' || expect === 'first-key-or-end') {
        position = skipWhitespace(text, position);
        if (expect === 'first-key-or-end' && text[position] === '}') {
          stack.pop();
          position += 1;
          expect = 'after-value';
          continue;
        }
        if (text[position] !== '"') throw new DecodeError('Expecting property name enclosed in double quotes', position);
        position = skipWhitespace(text, scanString(text, position));
        if (text[position] !== ':') throw new DecodeError("Expecting ':' delimiter", position);
        position += 1;
        expect = 'value';
        continue;
      }
      // after-value
      position = skipWhitespace(text, position);
      const container = stack[stack.length - 1];
      if (container === undefined) {
        if (position < text.length) throw new DecodeError('Extra data', position);
        return undefined;
      }
      const character = text[position];
      if (character === ',') {
        position += 1;
        expect = container === 'array' ? 'value' : 'key';
        continue;
      }
      if ((container === 'array' && character === ']') || (container === 'object' && character === '}')) {
        stack.pop();
        position += 1;
        continue;
      }
      throw new DecodeError("Expecting ',' delimiter", position);
    }
  } catch (error) {
    if (error instanceof DecodeError) return { reason: error.reason, position: error.position };
    throw error;
  }
}

/** The deepest nesting a body may have: deeper input would overflow recursive code downstream (Python's json gives up near 1000). */
export const MAX_JSON_DEPTH = 512;

/** The offset of the bracket that goes past `limit` levels of nesting, outside strings; -1 when within. */
export function depthViolation(text: string, limit = MAX_JSON_DEPTH): number {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index];
    if (inString) {
      if (character === '\\') index += 1;
      else if (character === '"') inString = false;
    } else if (character === '"') inString = true;
    else if (character === '[' || character === '{') {
      depth += 1;
      if (depth > limit) return index;
    } else if (character === ']' || character === '}') depth -= 1;
  }
  return -1;
}

const invalidJson = (position: number, reason: string): JsonBodyResult => ({
  ok: false,
  detail: [{ type: 'json_invalid', loc: ['body', position], msg: 'JSON decode error', input: {}, ctx: { error: reason } }],
});

/** Parses a request body; malformed JSON gives FastAPI's exact `json_invalid` detail. */
export function parseJsonBody(text: string): JsonBodyResult {
  const tooDeep = depthViolation(text);
  if (tooDeep >= 0) return invalidJson(tooDeep, `Nesting deeper than ${MAX_JSON_DEPTH} levels`);
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    const error = pythonJsonError(text) ?? { reason: 'Expecting value', position: 0 };
    return invalidJson(error.position, error.reason);
  }
}
