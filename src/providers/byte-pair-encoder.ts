import { createRequire } from 'node:module';
import type { TokenTable } from './token-table.js';

const require = createRequire(import.meta.url);
const utf8 = new TextEncoder();
/** The longest piece remembered (V8 copies a match this short instead of pointing into its text). */
const KNOWN_PIECE_LENGTH = 12;
/** How many pieces are remembered at most. */
const KNOWN_PIECES = 50_000;

/** gpt-tokenizer's split pattern of an encoding (its own constant, so the pieces are the library's). */
export function splitPattern(name: 'o200k_base' | 'cl100k_base'): RegExp {
  const patterns = require('gpt-tokenizer/cjs/encodingParams/constants') as Record<string, unknown>;
  const pattern = patterns[name === 'o200k_base' ? 'O200K_TOKEN_SPLIT_REGEX' : 'CL100K_TOKEN_SPLIT_REGEX'];
  if (!(pattern instanceof RegExp) || !pattern.global)
    throw new Error(`The installed gpt-tokenizer has no split pattern for ${name} where swarms-local reads it (encodingParams/constants).`);
  return pattern;
}

/**
 * Byte-pair encoding over a token table, as tiktoken and gpt-tokenizer do it: the text is split with the
 * encoding's pattern, a piece that is one token is looked up, and any other piece's UTF-8 bytes are merged
 * pair by pair, always the adjacent pair of the lowest rank first (the leftmost of equal ones), until no
 * adjacent pair is a token. Special-token markers such as `<|endoftext|>` are plain text here (a prompt
 * must never crash the count). gpt-tokenizer's `encode(text, { disallowedSpecial: new Set() })` gives the
 * same tokens, except that it never finds the tokens beginning with a byte-order mark, which tiktoken does
 * (test/providers/tokenizer.test.ts compares with both it and a plain merge, on varied and random text).
 */
export class BytePairEncoder {
  /** A piece's UTF-8 bytes (grown for a long piece: at most 3 bytes per UTF-16 unit). */
  private bytes = new Uint8Array(1024);
  /**
   * The tokens of short pieces met lately: most pieces are common words, found in a Map faster than their
   * bytes are encoded and looked up (cutting a 64-token answer about 28 → 20 µs). Short pieces only, so
   * none holds on to a long text it was cut from; emptied when full.
   */
  private readonly known = new Map<string, number | number[]>();

  constructor(
    private readonly table: TokenTable,
    private readonly pattern: RegExp,
  ) {}

  /** The tokens of a text. */
  encode(text: string): number[] {
    const tokens: number[] = [];
    for (const piece of text.match(this.pattern) ?? []) {
      const known = this.known.get(piece);
      if (typeof known === 'number') tokens.push(known);
      else if (known) for (const token of known) tokens.push(token);
      else this.encodePiece(piece, tokens);
    }
    return tokens;
  }

  private encodePiece(piece: string, tokens: number[]): void {
    if (piece.length * 3 > this.bytes.length) this.bytes = new Uint8Array(piece.length * 3);
    const length = utf8.encodeInto(piece, this.bytes).written;
    const whole = this.table.rank(this.bytes, 0, length);
    const from = tokens.length;
    if (whole >= 0) tokens.push(whole);
    else this.merge(length, tokens);
    if (piece.length > KNOWN_PIECE_LENGTH) return;
    if (this.known.size >= KNOWN_PIECES) this.known.clear();
    this.known.set(piece, whole >= 0 ? whole : tokens.slice(from));
  }

  /** Merges bytes[0, length) into tokens, appended to `tokens`. */
  private merge(length: number, tokens: number[]): void {
    const bytes = this.bytes;
    const rankOf = (start: number, end: number | undefined) => {
      if (end === undefined) return Infinity;
      const rank = this.table.rank(bytes, start, end);
      return rank < 0 ? Infinity : rank;
    };
    // starts[i] is where part i begins (the last entry is the end); ranks[i] the rank of parts i and i + 1 merged.
    const starts: number[] = [];
    const ranks: number[] = [];
    for (let index = 0; index <= length; index += 1) {
      starts.push(index);
      ranks.push(index < length - 1 ? rankOf(index, index + 2) : Infinity);
    }
    for (;;) {
      let lowest = Infinity;
      let at = -1;
      for (let index = 0; index < ranks.length - 1; index += 1) {
        if (ranks[index] < lowest) {
          lowest = ranks[index];
          at = index;
        }
      }
      if (at < 0) break;
      starts.splice(at + 1, 1);
      ranks.splice(at, 1);
      ranks[at] = rankOf(starts[at], starts[at + 2]);
      if (at > 0) ranks[at - 1] = rankOf(starts[at - 1], starts[at + 1]);
    }
    for (let index = 0; index < starts.length - 1; index += 1) {
      const token = this.table.rank(bytes, starts[index], starts[index + 1]);
      if (token < 0) throw new Error('A byte the vocabulary has no token for: the token table is not a byte-level vocabulary.');
      tokens.push(token);
    }
  }
}
