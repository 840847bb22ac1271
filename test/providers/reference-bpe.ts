// A plain, slow byte-pair encoder written the way tiktoken's reference does it, over gpt-tokenizer's
// vocabularies and split patterns: what the tokenizer's own encoder is checked against.
import { CL100K_TOKEN_SPLIT_REGEX, O200K_TOKEN_SPLIT_REGEX } from 'gpt-tokenizer/encodingParams/constants';
import { libraryTokenRanks } from '../../src/providers/token-ranks.js';

const utf8 = new TextEncoder();
/** Bytes as a string of one char per byte: a Map key. */
const key = (bytes: Uint8Array | number[]) => String.fromCharCode(...bytes);

function rankMap(name: 'o200k_base' | 'cl100k_base'): Map<string, number> {
  const ranks = new Map<string, number>();
  libraryTokenRanks(name).forEach((entry, rank) => ranks.set(key(typeof entry === 'string' ? utf8.encode(entry) : entry), rank));
  return ranks;
}

/**
 * tiktoken's `_byte_pair_merge`: parts of one byte each, then the adjacent pair of the lowest rank merged
 * (the leftmost of equal ones) until no adjacent pair is a token.
 */
function bytePairMerge(ranks: Map<string, number>, piece: Uint8Array): number[] {
  let parts = Array.from(piece, (byte) => [byte]);
  for (;;) {
    let best: { at: number; rank: number } | undefined;
    for (let at = 0; at + 1 < parts.length; at += 1) {
      const rank = ranks.get(key([...parts[at], ...parts[at + 1]]));
      if (rank !== undefined && (!best || rank < best.rank)) best = { at, rank };
    }
    if (!best) break;
    parts = [...parts.slice(0, best.at), [...parts[best.at], ...parts[best.at + 1]], ...parts.slice(best.at + 2)];
  }
  return parts.map((part) => ranks.get(key(part)) as number);
}

/** The tokens tiktoken gives for a text with no special token allowed as one (markers are plain text). */
export function referenceEncoder(name: 'o200k_base' | 'cl100k_base'): (text: string) => number[] {
  const ranks = rankMap(name);
  const pattern = name === 'o200k_base' ? O200K_TOKEN_SPLIT_REGEX : CL100K_TOKEN_SPLIT_REGEX;
  return (text) =>
    (text.match(pattern) ?? []).flatMap((piece) => {
      const bytes = utf8.encode(piece);
      const whole = ranks.get(key(bytes));
      return whole !== undefined ? [whole] : bytePairMerge(ranks, bytes);
    });
}
