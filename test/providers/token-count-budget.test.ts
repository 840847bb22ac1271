import { afterEach, describe, expect, it, vi } from 'vitest';
import { countMessageTokens, countTextTokens, encodeText } from '../../src/providers/tokenizer.js';
import { TokenTable } from '../../src/providers/token-table.js';
import { referenceEncoder } from './reference-bpe.js';

/** A run of letters with no break the pattern splits at: one piece, every byte merged. */
function unbroken(characters: number, offset = 0): string {
  const letters = 'qwertyuiopasdfghjklzxcvbnm';
  let text = '';
  while (text.length < characters) text += letters.slice(offset % 26) + letters.slice(0, offset % 26);
  return text.slice(0, characters);
}

/**
 * Counts the token table's lookups and refuses to go past `limit` of them: the work of a count, as a
 * number of steps (a quadratic or unbounded count fails at once instead of running for minutes).
 */
function lookupsOf(limit: number, work: () => void): number {
  let lookups = 0;
  const rank = TokenTable.prototype.rank;
  vi.spyOn(TokenTable.prototype, 'rank').mockImplementation(function (this: TokenTable, ...args) {
    lookups += 1;
    if (lookups > limit) throw new Error(`more than ${limit} token lookups`);
    return rank.apply(this, args);
  });
  work();
  vi.restoreAllMocks();
  return lookups;
}

afterEach(() => vi.restoreAllMocks());

describe('counting tokens of hostile text', () => {
  it('merges a long run of letters to the tokens a plain byte-pair merge gives', () => {
    const reference = referenceEncoder('o200k_base');
    for (const text of [unbroken(1_000), `${'ab'.repeat(200)}${'Zz'.repeat(150)}`, ' '.repeat(1_000)]) {
      expect(encodeText(text, 'gpt-4o')).toEqual(reference(text));
    }
  });

  it('costs a bounded number of token lookups however long the text is (a 5 MB run of letters as much as a 500 kB one)', () => {
    // The exact part is bounded (a million cost units, 100,000 characters of a run of letters, about 4 lookups each);
    // past it, 10,000 characters are sampled to estimate the rest.
    const bound = 4 * (100_000 + 10_000) + 1_000;
    const small = lookupsOf(bound, () => countTextTokens(unbroken(500_000, 1), 'gpt-4o'));
    const large = lookupsOf(bound, () => countTextTokens(unbroken(5_000_000, 1), 'gpt-4o'));
    expect(large).toBeLessThanOrEqual(bound);
    expect(large).toBe(small);
  });

  it('bounds the lookups of a whole conversation, however many long messages it has', () => {
    const messages = Array.from({ length: 40 }, (_, index) => ({ role: 'user' as const, content: unbroken(20_000, index + 3) }));
    const bound = 4 * (100_000 + 10_000) + 1_000;
    const lookups = lookupsOf(bound, () => countMessageTokens(messages, 'gpt-4o'));
    expect(lookups).toBeLessThanOrEqual(bound);
  });

  it('estimates a text past the budget within 1% of its exact count, and the same every time', () => {
    const text = unbroken(400_000, 4);
    let estimate = 0;
    lookupsOf(100_000, () => {
      estimate = countTextTokens(text, 'gpt-4o');
    });
    const exact = encodeText(text, 'gpt-4o').length;
    expect(Math.abs(estimate - exact) / exact).toBeLessThan(0.01);
    expect(countTextTokens(text, 'gpt-4o')).toBe(estimate);
  });

  it('bounds a conversation past the budget from above when asked for at most (a credit hold)', () => {
    const messages = [{ role: 'user' as const, content: unbroken(400_000, 5) }];
    let atMost = 0;
    lookupsOf(100_000, () => {
      atMost = countMessageTokens(messages, 'gpt-4o', 'at-most');
    });
    const exact = 3 + 3 + encodeText('user', 'gpt-4o').length + encodeText(messages[0].content, 'gpt-4o').length;
    expect(atMost).toBeGreaterThanOrEqual(exact);
  });

  it('counts ordinary prose of a few hundred thousand characters exactly', () => {
    const words = ['the', 'heat', 'pump', 'moves', 'warmth', 'indoors,', 'efficiently', '42', 'times.\n'];
    const prose = Array.from({ length: 60_000 }, (_, index) => words[(index * 5) % words.length]).join(' ');
    expect(countTextTokens(prose, 'gpt-4o')).toBe(encodeText(prose, 'gpt-4o').length);
  });
});
