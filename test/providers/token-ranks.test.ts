import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { libraryTokenRanks, loadTokenRanks, tokenRanksFile, tokenRanksJson } from '../../src/providers/token-ranks.js';

const directory = mkdtempSync(join(tmpdir(), 'swarms-local-token-ranks-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

describe('the vocabularies of the tokenizer', () => {
  it('copies a vocabulary to JSON that reads back as the one gpt-tokenizer ships, byte sequences included', () => {
    const shipped = libraryTokenRanks('cl100k_base');
    const copy = join(directory, 'copied');
    mkdirSync(copy);
    writeFileSync(tokenRanksFile('cl100k_base', copy), tokenRanksJson('cl100k_base'));
    const read = loadTokenRanks('cl100k_base', copy);
    expect(read).not.toBe(shipped);
    expect(read.some((entry) => Array.isArray(entry))).toBe(true);
    expect(read).toEqual(shipped);
  });

  it('reads the JSON copy for the installed gpt-tokenizer version when there is one', () => {
    const copy = join(directory, 'marked');
    mkdirSync(copy);
    writeFileSync(tokenRanksFile('o200k_base', copy), JSON.stringify(['a', 'b', [255]]));
    expect(loadTokenRanks('o200k_base', copy)).toEqual(['a', 'b', [255]]);
  });

  it("falls back to gpt-tokenizer's own module without a copy, or with only a copy of another version", () => {
    const other = join(directory, 'other-version');
    mkdirSync(other);
    writeFileSync(join(other, 'o200k_base-0.0.1.json'), JSON.stringify(['a', 'b']));
    expect(loadTokenRanks('o200k_base', other)).toBe(libraryTokenRanks('o200k_base'));
    expect(loadTokenRanks('o200k_base', join(directory, 'missing'))).toBe(libraryTokenRanks('o200k_base'));
  });
});
