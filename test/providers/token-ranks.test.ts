import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { libraryTokenRanks, libraryTokenTableBytes, loadTokenTable, tokenTableFile } from '../../src/providers/token-ranks.js';
import { TokenTable, tokenTableBytes } from '../../src/providers/token-table.js';

const directory = mkdtempSync(join(tmpdir(), 'swarms-local-token-ranks-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));
const utf8 = new TextEncoder();

describe('the token tables of the vocabularies', () => {
  it("hold every token of gpt-tokenizer's vocabulary: its bytes, its text when it has one, and its rank back from its bytes", () => {
    const shipped = libraryTokenRanks('cl100k_base');
    const copy = join(directory, 'copied');
    mkdirSync(copy);
    writeFileSync(tokenTableFile('cl100k_base', copy), libraryTokenTableBytes('cl100k_base'));
    const table = loadTokenTable('cl100k_base', copy);
    expect(table.size).toBe(shipped.length);
    expect(shipped.some((entry) => Array.isArray(entry))).toBe(true);
    shipped.forEach((entry, rank) => {
      const bytes = typeof entry === 'string' ? utf8.encode(entry) : Uint8Array.from(entry);
      expect(Array.from(table.bytesOf(rank))).toEqual(Array.from(bytes));
      expect(table.textOf(rank)).toBe(typeof entry === 'string' ? entry : undefined);
      expect(table.rank(bytes, 0, bytes.length)).toBe(rank);
    });
  });

  it('give -1 for bytes no token has, and find a token inside a longer buffer', () => {
    const table = new TokenTable(tokenTableBytes(['a', 'b', 'ab', [255], ' the']));
    const buffer = utf8.encode('xx the');
    expect(table.rank(buffer, 2, 6)).toBe(4);
    expect(table.rank(buffer, 0, 2)).toBe(-1);
    expect(table.rank(utf8.encode('abc'), 0, 3)).toBe(-1);
    expect(table.rank(Uint8Array.of(255), 0, 1)).toBe(3);
    expect(table.textOf(3)).toBeUndefined();
  });

  it('refuse a vocabulary with unused ids or two tokens of the same bytes, and bytes that are not a table', () => {
    const holes: Array<string | number[]> = ['a'];
    holes[2] = 'c';
    expect(() => tokenTableBytes(holes)).toThrow(/unused token ids/);
    expect(() => tokenTableBytes(['a', [97]])).toThrow(/Tokens 0 and 1 have the same bytes/);
    expect(() => new TokenTable(utf8.encode('["a","b"]'))).toThrow(/Not a token table/);
    const whole = tokenTableBytes(['a', 'bc']);
    expect(() => new TokenTable(whole.subarray(0, whole.length - 1))).toThrow(/cut short/);
    expect(() => new TokenTable(whole.subarray(0, 20))).toThrow(/cut short/);
  });

  it("are read from the build's copy for the installed gpt-tokenizer version when there is one", () => {
    const copy = join(directory, 'marked');
    mkdirSync(copy);
    writeFileSync(tokenTableFile('o200k_base', copy), tokenTableBytes(['a', 'b', [255]]));
    expect(loadTokenTable('o200k_base', copy).size).toBe(3);
  });

  it("are made from gpt-tokenizer's own module without a copy, or with only a copy of another version or layout", () => {
    const other = join(directory, 'other-version');
    mkdirSync(other);
    writeFileSync(join(other, 'o200k_base-0.0.1.v2.tokens'), tokenTableBytes(['a', 'b']));
    writeFileSync(tokenTableFile('o200k_base', other).replace('.v2.', '.v1.'), tokenTableBytes(['a', 'b']));
    expect(loadTokenTable('o200k_base', other).size).toBe(libraryTokenRanks('o200k_base').length);
    expect(loadTokenTable('o200k_base', join(directory, 'missing')).size).toBe(libraryTokenRanks('o200k_base').length);
  });

  it('keep a table they made from the module where the next process reads it first (an installed package ships none)', () => {
    const installed = join(directory, 'installed', 'token-ranks');
    expect(existsSync(tokenTableFile('cl100k_base', installed))).toBe(false);
    const made = loadTokenTable('cl100k_base', installed);
    expect(readdirSync(installed)).toEqual([basename(tokenTableFile('cl100k_base', installed))]);
    expect(Buffer.compare(readFileSync(tokenTableFile('cl100k_base', installed)), Buffer.from(libraryTokenTableBytes('cl100k_base')))).toBe(0);
    expect(loadTokenTable('cl100k_base', installed).size).toBe(made.size);
  });

  it('still count where the copy cannot be written (a read-only install), leaving nothing half-written', () => {
    const blocked = join(directory, 'blocked');
    writeFileSync(blocked, 'a file where the directory would go');
    expect(loadTokenTable('o200k_base', join(blocked, 'token-ranks')).size).toBe(libraryTokenRanks('o200k_base').length);
    expect(readdirSync(directory).filter((name) => name.endsWith('.partial'))).toEqual([]);
  });
});
