import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { libraryTokenRanks } from '../../src/providers/token-ranks.js';
import { splitIntoTokens, truncateToTokens } from '../../src/providers/tokenizer.js';
import { referenceEncoder } from './reference-bpe.js';

const encodings = [
  { model: 'gpt-4.1', encode: referenceEncoder('o200k_base'), vocabulary: libraryTokenRanks('o200k_base') },
  { model: 'gpt-4', encode: referenceEncoder('cl100k_base'), vocabulary: libraryTokenRanks('cl100k_base') },
];

/** Each token's text as one streaming UTF-8 decoder gives it over all of the tokens' bytes: what the pieces must be. */
function referencePieces(text: string, encoding: (typeof encodings)[number]): string[] {
  const decoder = new TextDecoder('utf-8');
  const utf8 = new TextEncoder();
  return encoding.encode(text).map((token) => {
    const entry = encoding.vocabulary[token];
    return decoder.decode(typeof entry === 'string' ? utf8.encode(entry) : Uint8Array.from(entry), { stream: true });
  });
}

/** Text with what makes decoding hard: characters split over byte tokens, byte-order marks at the start and inside. */
const trickyText = fc
  .array(
    fc.oneof(
      fc.string(),
      fc.string({ unit: 'binary', maxLength: 8 }),
      fc.string({ unit: 'grapheme', maxLength: 6 }),
      fc.constantFrom('🙂', '東京の天気', '\uFEFF', 'naïve café', '𝔘𝔫𝔦', ' \n'),
    ),
    { maxLength: 12 },
  )
  .map((parts) => parts.join(''));

describe('token pieces', () => {
  it('are the text a streaming decoder gives each token, for any text and under both encodings', () => {
    fc.assert(
      fc.property(trickyText, fc.nat(40), (text, cut) => {
        for (const encoding of encodings) {
          const pieces = referencePieces(text, encoding);
          expect(truncateToTokens(text, cut, encoding.model).text).toBe(pieces.length <= cut ? text : pieces.slice(0, cut).join(''));
          const nonEmpty = pieces.filter((piece) => piece.length > 0);
          expect(splitIntoTokens(text, encoding.model)).toEqual(nonEmpty.join('') === text ? nonEmpty : [text]);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('drop a byte-order mark at the very start, as a decoder does, and keep one anywhere else', () => {
    for (const encoding of encodings) {
      for (const text of ['\uFEFFHello \uFEFFworld, again and again', 'Hello\uFEFFworld, again and again']) {
        const cut = truncateToTokens(text, 6, encoding.model).text;
        expect(cut).toBe(referencePieces(text, encoding).slice(0, 6).join(''));
        expect(cut.startsWith('Hello')).toBe(true);
        expect(cut).toContain('\uFEFF');
      }
    }
  });
});
