import { describe, expect, it } from 'vitest';
import { parseJsonBody } from '../../src/contract/fastapi/json-body.js';

/** FastAPI's body for a JSON decode error at a character offset. */
const decodeError = (offset: number, error: string) => ({
  ok: false,
  detail: [{ type: 'json_invalid', loc: ['body', offset], msg: 'JSON decode error', input: {}, ctx: { error } }],
});

describe('parseJsonBody', () => {
  it('parses well-formed JSON', () => {
    expect(parseJsonBody('{"task": "x", "agents": [{"max_tokens": 5}]}')).toEqual({ ok: true, value: { task: 'x', agents: [{ max_tokens: 5 }] } });
  });

  // Messages and offsets are what CPython 3.12's json.loads raises (JSONDecodeError.msg / .pos), written
  // from CPython's scanner (Modules/_json.c, Lib/json/decoder.py), not from this module's output.
  it.each([
    ['', 'Expecting value', 0],
    ['   ', 'Expecting value', 3],
    ['tru', 'Expecting value', 0],
    ['-', 'Expecting value', 0],
    ['{"a": tru}', 'Expecting value', 6],
    ['[1,]', 'Expecting value', 3],
    ['{"task": "x",}', 'Expecting property name enclosed in double quotes', 13],
    ["{'task': 'x'}", 'Expecting property name enclosed in double quotes', 1],
    ['{1: 2}', 'Expecting property name enclosed in double quotes', 1],
    ['{"task" "x"}', "Expecting ':' delimiter", 8],
    ['[1 2]', "Expecting ',' delimiter", 3],
    ['{"a": 1 "b": 2}', "Expecting ',' delimiter", 8],
    ['[1, 2', "Expecting ',' delimiter", 5],
    ['[01]', "Expecting ',' delimiter", 2],
    ['"abc', 'Unterminated string starting at', 0],
    ['{"a": "b', 'Unterminated string starting at', 6],
    ['{"a": "b\\', 'Unterminated string starting at', 6],
    ['{"a": "b\\q"}', 'Invalid \\escape', 8],
    ['{"a": "\\u12"}', 'Invalid \\uXXXX escape', 8],
    ['{"a": "\\uZZZZ"}', 'Invalid \\uXXXX escape', 8],
    ['"\\u00e9', 'Invalid \\uXXXX escape', 2],
    ['{"a": "line\nbreak"}', 'Invalid control character at', 11],
    ['{"a": "tab\there"}', 'Invalid control character at', 10],
    ['{} x', 'Extra data', 3],
    ['1.', 'Extra data', 1],
    ['{"a": 1}{"b": 2}', 'Extra data', 8],
  ])('%j is "%s" at char %i, as Python reports it', (text, message, offset) => {
    expect(parseJsonBody(text)).toEqual(decodeError(offset, message));
  });

  it('counts offsets in characters (code points) as Python does, not UTF-16 units', () => {
    expect(parseJsonBody('"😀😀" x')).toEqual(decodeError(5, 'Extra data'));
  });

  it('drops a leading UTF-8 byte order mark, as json.loads does for bytes', () => {
    expect(parseJsonBody('\uFEFF{"task": "x"}')).toEqual({ ok: true, value: { task: 'x' } });
  });

  it('reads NaN and ±Infinity as Python does instead of calling them malformed', () => {
    const result = parseJsonBody('{"a": NaN, "b": [Infinity, -Infinity], "c": "NaN"}');
    expect(result.ok).toBe(true);
    const value = (result as { value: { a: number; b: number[]; c: string } }).value;
    expect(value.a).toBeNaN();
    expect(value.b).toEqual([Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]);
    expect(value.c).toBe('NaN');
  });

  it('answers very deep nesting with json_invalid at the first bracket past 512 levels instead of overflowing the stack', () => {
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    expect(parseJsonBody(deep)).toEqual(decodeError(512, 'Nesting deeper than 512 levels'));
    expect(parseJsonBody(`${'['.repeat(100_000)}`)).toMatchObject({ ok: false });
  });

  it('parses nesting within the limit, and brackets inside strings do not count', () => {
    const nested = `${'{"a": '.repeat(500)}"${'['.repeat(600)}"${'}'.repeat(500)}`;
    expect(parseJsonBody(nested).ok).toBe(true);
  });

  it('counts brackets after a string that ends in escaped backslashes, and not inside one holding escaped quotes', () => {
    const quotedBrackets = `["\\\\", "\\"${'['.repeat(600)}\\"", ${'['.repeat(511)}${']'.repeat(511)}]`;
    expect(parseJsonBody(quotedBrackets).ok).toBe(true);
    const pastLimit = `["\\\\", ${'['.repeat(512)}${']'.repeat(512)}]`;
    expect(parseJsonBody(pastLimit)).toEqual(decodeError(518, 'Nesting deeper than 512 levels'));
  });
});
