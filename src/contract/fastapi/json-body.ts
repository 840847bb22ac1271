import { randomUUID } from 'node:crypto';
import type { FastApiErrorItem } from './validation-error.js';

/** The result of reading a body as JSON. */
type JsonBodyResult = { ok: true; value: unknown } | { ok: false; detail: FastApiErrorItem[] };

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

/**
 * Scans a string starting at the opening quote; returns the index after the closing quote. Offsets are
 * CPython's (`Modules/_json.c` scanstring): a bad `\uXXXX` is reported at the `u`, and, as CPython up to
 * 3.12 does, so is a `\u` escape whose four digits end the input.
 */
function scanString(text: string, start: number): number {
  let position = start + 1;
  while (position < text.length) {
    const character = text[position];
    if (character === '"') return position + 1;
    if (character === '\\') {
      const next = text[position + 1];
      if (next === undefined) break;
      if (next === 'u') {
        if (position + 6 >= text.length || !/^[0-9a-fA-F]{4}$/.test(text.slice(position + 2, position + 6))) {
          throw new DecodeError('Invalid \\uXXXX escape', position + 1);
        }
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

/** Where a Python-only constant (NaN, Infinity, -Infinity) stands in the text. */
interface NonFiniteToken {
  position: number;
  literal: string;
}

/** What CPython's `json` module makes of a text: its error if it rejects it, and the non-finite constants it reads. */
interface PythonScan {
  error?: { reason: string; position: number };
  nonFinite: NonFiniteToken[];
}

/** Constants Python's json reads and JSON.parse does not. */
const NON_FINITE = ['NaN', 'Infinity', '-Infinity'];

/** Scans one scalar value (string, number, literal) at `position`; returns the index after it, noting Python-only constants. */
function scanScalar(text: string, position: number, nonFinite: NonFiniteToken[]): number {
  const character = text[position];
  if (character === '"') return scanString(text, position);
  for (const literal of ['true', 'false', 'null']) {
    if (text.startsWith(literal, position)) return position + literal.length;
  }
  for (const literal of NON_FINITE) {
    if (text.startsWith(literal, position)) {
      nonFinite.push({ position, literal });
      return position + literal.length;
    }
  }
  NUMBER.lastIndex = position;
  const match = NUMBER.exec(text);
  if (match && match[0].length > 0) return position + match[0].length;
  throw new DecodeError('Expecting value', position);
}

/**
 * Finds where and why CPython's `json` module would reject `text` (same message, same offset in UTF-16
 * units; see `codePointOffset`). Iterative, so deeply nested input cannot overflow the stack.
 */
function scanAsPython(text: string): PythonScan {
  const nonFinite: NonFiniteToken[] = [];
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
        position = scanScalar(text, position, nonFinite);
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
        return { nonFinite };
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
    if (error instanceof DecodeError) return { error: { reason: error.reason, position: error.position }, nonFinite };
    throw error;
  }
}

/** The deepest nesting a body may have: deeper input would overflow recursive code downstream (Python's json gives up near 1000). */
const MAX_JSON_DEPTH = 512;

/** The offset of the quote that closes the string whose contents start at `from` (the text's length if none does). */
function stringEnd(text: string, from: number): number {
  for (let quote = text.indexOf('"', from); quote >= 0; quote = text.indexOf('"', quote + 1)) {
    let backslashes = 0;
    while (text.charCodeAt(quote - 1 - backslashes) === 0x5c) backslashes += 1;
    if (backslashes % 2 === 0) return quote;
  }
  return text.length;
}

/**
 * The offset of the bracket that goes past `limit` levels of nesting, outside strings; -1 when within.
 * Strings are skipped with `indexOf`, so a 9 MB string costs a native scan, not a step per character.
 */
function depthViolation(text: string, limit = MAX_JSON_DEPTH): number {
  let depth = 0;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code === 0x22) index = stringEnd(text, index + 1);
    else if (code === 0x5b || code === 0x7b) {
      depth += 1;
      if (depth > limit) return index;
    } else if (code === 0x5d || code === 0x7d) depth -= 1;
  }
  return -1;
}

const invalidJson = (position: number, reason: string): JsonBodyResult => ({
  ok: false,
  detail: [{ type: 'json_invalid', loc: ['body', position], msg: 'JSON decode error', input: {}, ctx: { error: reason } }],
});

/** Python counts characters in code points; JavaScript counts UTF-16 units (an emoji is two). */
function codePointOffset(text: string, position: number): number {
  let offset = 0;
  for (const _character of text.slice(0, position)) offset += 1;
  return offset;
}

/**
 * Parses text Python accepts and JSON.parse does not. ±Infinity become ±1e999 (which JSON.parse reads as
 * ±Infinity, as Python does); NaN has no JSON spelling, so it travels as a string no body can guess.
 */
function parseWithNonFinite(text: string, tokens: NonFiniteToken[]): unknown {
  const nanMarker = `\u0000NaN:${randomUUID()}`;
  let rewritten = '';
  let from = 0;
  for (const token of tokens) {
    const replacement = token.literal === 'NaN' ? JSON.stringify(nanMarker) : token.literal === 'Infinity' ? '1e999' : '-1e999';
    rewritten += `${text.slice(from, token.position)}${replacement}`;
    from = token.position + token.literal.length;
  }
  rewritten += text.slice(from);
  return JSON.parse(rewritten, (_key, value) => (value === nanMarker ? Number.NaN : value));
}

/**
 * Parses a request body as FastAPI does (Python's `json` on the bytes): a leading UTF-8 BOM is dropped,
 * NaN/Infinity are read, and malformed JSON gives FastAPI's exact `json_invalid` detail.
 */
export function parseJsonBody(body: string): JsonBodyResult {
  const text = body.startsWith('\uFEFF') ? body.slice(1) : body;
  const tooDeep = depthViolation(text);
  if (tooDeep >= 0) return invalidJson(codePointOffset(text, tooDeep), `Nesting deeper than ${MAX_JSON_DEPTH} levels`);
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    const scan = scanAsPython(text);
    if (!scan.error) return { ok: true, value: parseWithNonFinite(text, scan.nonFinite) };
    return invalidJson(codePointOffset(text, scan.error.position), scan.error.reason);
  }
}
