import { createRequire } from 'node:module';
import type { TokenTable } from './token-table.js';

const require = createRequire(import.meta.url);
const utf8 = new TextEncoder();
/** The longest piece remembered (V8 copies a match this short instead of pointing into its text). */
const KNOWN_PIECE_LENGTH = 12;
/** How many pieces are remembered at most. */
const KNOWN_PIECES = 50_000;
/**
 * What a character of a piece longer than KNOWN_PIECE_LENGTH costs, next to 1 for a character of a shorter
 * piece: merging a run of letters without a break costs about ten times a character of prose (short
 * pieces, mostly remembered). A function of the text alone, never of what is
 * remembered, so a budget stops at the same place every time.
 */
export const LONG_PIECE_COST = 10;

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
   * bytes are encoded and looked up. Short pieces only, so
   * none holds on to a long text it was cut from; emptied when full.
   */
  private readonly known = new Map<string, number | number[]>();

  constructor(
    private readonly table: TokenTable,
    private readonly pattern: RegExp,
  ) {}

  /**
   * The tokens of a text, or of as much of it as `budget` pays for: a piece costs its length, times
   * LONG_PIECE_COST when it is long. Reading stops before the first piece the budget cannot pay for, or
   * after the piece that takes the tokens past `maxTokens`; `read` says how many characters were read
   * and `cost` what they cost.
   */
  encode(text: string, budget = Infinity, maxTokens = Infinity): { tokens: number[]; read: number; cost: number } {
    const tokens: number[] = [];
    const pattern = this.pattern;
    let cost = 0;
    pattern.lastIndex = 0;
    for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
      const piece = match[0];
      const pieceCost = piece.length > KNOWN_PIECE_LENGTH ? piece.length * LONG_PIECE_COST : piece.length;
      if (cost + pieceCost > budget) return { tokens, read: match.index, cost };
      cost += pieceCost;
      const known = this.known.get(piece);
      if (typeof known === 'number') tokens.push(known);
      else if (known) for (const token of known) tokens.push(token);
      else this.encodePiece(piece, tokens);
      if (tokens.length > maxTokens) return { tokens, read: match.index + piece.length, cost };
    }
    return { tokens, read: text.length, cost };
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

  /**
   * Merges bytes[0, length) into tokens, appended to `tokens`. The parts are a linked list over byte
   * offsets and the candidate pairs a binary heap keyed by (rank, start), so the lowest-ranked pair (the
   * leftmost of equal ones) is found in log time: a piece of n bytes costs O(n log n), where rescanning
   * and splicing a list of parts per merge cost its square (an 80 kB word took 25 s). A heap entry whose
   * part has since merged or whose pair has changed rank is stale and skipped when it comes up.
   */
  private merge(length: number, tokens: number[]): void {
    const bytes = this.bytes;
    // next[i] is where the part starting at i ends (length for the last), previous[i] where the part before it starts (-1 for the first).
    const next = new Int32Array(length);
    const previous = new Int32Array(length);
    // pairRank[i] is the rank of the part at i merged with the part after it (-1: no such token, or no part after it).
    const pairRank = new Int32Array(length);
    const alive = new Uint8Array(length).fill(1);
    const heap = new PairHeap(length * 3);
    const rankPair = (start: number) => {
      const end = next[start] < length ? next[next[start]] : length;
      pairRank[start] = next[start] < length ? this.table.rank(bytes, start, end) : -1;
      if (pairRank[start] >= 0) heap.push(pairRank[start], start);
    };
    for (let index = 0; index < length; index += 1) {
      next[index] = index + 1;
      previous[index] = index - 1;
    }
    for (let index = 0; index < length; index += 1) rankPair(index);
    while (heap.size > 0) {
      const key = heap.pop();
      const rank = Math.floor(key / START_SPACE);
      const start = key % START_SPACE;
      if (!alive[start] || pairRank[start] !== rank) continue;
      const merged = next[start];
      alive[merged] = 0;
      next[start] = next[merged];
      if (next[start] < length) previous[next[start]] = start;
      rankPair(start);
      if (previous[start] >= 0) rankPair(previous[start]);
    }
    for (let start = 0; start < length; start = next[start]) {
      const token = this.table.rank(bytes, start, next[start]);
      if (token < 0) throw new Error('A byte the vocabulary has no token for: the token table is not a byte-level vocabulary.');
      tokens.push(token);
    }
  }
}

/** Room per heap key for a start offset: keys are rank × START_SPACE + start, exact in a double below 2^53. */
const START_SPACE = 2 ** 32;

/** A binary min-heap of (rank, start) pairs, each kept as one number so the lower rank, then the lower start, comes first. */
class PairHeap {
  private readonly keys: Float64Array;
  size = 0;

  constructor(capacity: number) {
    this.keys = new Float64Array(capacity);
  }

  push(rank: number, start: number): void {
    const keys = this.keys;
    const key = rank * START_SPACE + start;
    let at = this.size;
    this.size += 1;
    while (at > 0) {
      const parent = (at - 1) >> 1;
      if (keys[parent] <= key) break;
      keys[at] = keys[parent];
      at = parent;
    }
    keys[at] = key;
  }

  /** Takes the lowest key out: rank × START_SPACE + start. */
  pop(): number {
    const keys = this.keys;
    const top = keys[0];
    this.size -= 1;
    const last = keys[this.size];
    let at = 0;
    for (;;) {
      let child = at * 2 + 1;
      if (child >= this.size) break;
      if (child + 1 < this.size && keys[child + 1] < keys[child]) child += 1;
      if (keys[child] >= last) break;
      keys[at] = keys[child];
      at = child;
    }
    keys[at] = last;
    return top;
  }
}
