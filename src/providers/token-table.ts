/** A vocabulary as gpt-tokenizer lays it out, indexed by token id: each token's text, or its raw bytes when they are not valid UTF-8 alone. */
export type TokenRanks = Array<string | number[]>;

/** Marks the start of a token table's bytes, so a file of anything else is refused rather than misread. */
const MAGIC = 0x314b5453; // "STK1"
const HEADER_WORDS = 2;
const utf8 = new TextEncoder();
/** Decodes a text token's bytes; a token that begins with a byte-order mark keeps it. */
const textDecoder = new TextDecoder('utf-8', { ignoreBOM: true });

/**
 * The bytes of a vocabulary in the token table's layout, for the build to write and for a process without
 * the build's copy: a header (magic, token count), each token's end offset into the byte area (uint32), one
 * byte per token saying whether it was text, then the tokens' bytes end to end. Refuses a vocabulary with
 * unused ids or two tokens of the same bytes: the table could not give every token a rank back.
 */
export function tokenTableBytes(ranks: TokenRanks): Uint8Array {
  if (Object.keys(ranks).length !== ranks.length) throw new Error('The vocabulary has unused token ids: a token table needs every id.');
  const tokens = ranks.map((entry) => (typeof entry === 'string' ? utf8.encode(entry) : Uint8Array.from(entry)));
  const byteCount = tokens.reduce((total, bytes) => total + bytes.length, 0);
  const flagsAt = (HEADER_WORDS + tokens.length) * 4;
  const bytesAt = flagsAt + tokens.length;
  const out = new Uint8Array(bytesAt + byteCount);
  const words = new Uint32Array(out.buffer, 0, HEADER_WORDS + tokens.length);
  words[0] = MAGIC;
  words[1] = tokens.length;
  let end = 0;
  tokens.forEach((bytes, id) => {
    out.set(bytes, bytesAt + end);
    end += bytes.length;
    words[HEADER_WORDS + id] = end;
    out[flagsAt + id] = typeof ranks[id] === 'string' ? 1 : 0;
  });
  const table = new TokenTable(out);
  tokens.forEach((bytes, id) => {
    const found = table.rank(bytes, 0, bytes.length);
    if (found !== id) throw new Error(`Tokens ${found} and ${id} have the same bytes: a token table needs each token's bytes once.`);
  });
  return out;
}

/** FNV-1a over bytes[start, end). */
function hashBytes(bytes: Uint8Array, start: number, end: number): number {
  let hash = 0x811c9dc5;
  for (let index = start; index < end; index += 1) hash = Math.imul(hash ^ bytes[index], 0x01000193);
  return hash >>> 0;
}

/**
 * A vocabulary read from its table bytes: the rank of a byte sequence (an open-addressing hash table over
 * the bytes, built when read: about 10 ms for 200k tokens), and each token's bytes and text. Held as a few
 * typed arrays, it costs a few MB and no JavaScript object per token, where a Map of the vocabulary's strings
 * takes about 200 ms to build from JSON and tens of MB to keep (the first token count of every thread paid it).
 */
export class TokenTable {
  /** How many tokens the vocabulary has (ids 0 to size - 1). */
  readonly size: number;
  private readonly ends: Uint32Array;
  private readonly textFlags: Uint8Array;
  private readonly bytes: Uint8Array;
  /** Token id + 1 per slot, 0 for an empty slot; a power of two at least twice the token count. */
  private readonly slots: Uint32Array;
  private readonly texts: Array<string | undefined>;

  constructor(table: Uint8Array) {
    const aligned = table.byteOffset % 4 === 0 ? table : table.slice();
    const header = aligned.byteLength >= HEADER_WORDS * 4 ? new Uint32Array(aligned.buffer, aligned.byteOffset, HEADER_WORDS) : undefined;
    if (header?.[0] !== MAGIC) throw new Error('Not a token table: the bytes do not start with its marker.');
    this.size = header[1];
    const flagsAt = (HEADER_WORDS + this.size) * 4;
    this.ends = new Uint32Array(aligned.buffer, aligned.byteOffset + HEADER_WORDS * 4, this.size);
    this.textFlags = aligned.subarray(flagsAt, flagsAt + this.size);
    this.bytes = aligned.subarray(flagsAt + this.size);
    if (this.size > 0 && this.ends[this.size - 1] !== this.bytes.length)
      throw new Error('A token table whose byte area does not match its offsets: the file is cut short or damaged.');
    this.texts = new Array<string | undefined>(this.size);
    let slotCount = 2;
    while (slotCount < this.size * 2) slotCount *= 2;
    this.slots = new Uint32Array(slotCount);
    this.fillSlots();
  }

  /**
   * Puts each token in the slot its bytes' hash names, or the next free one after it (one pass over the
   * bytes, hashing inline: about 15 ms for 200k tokens).
   */
  private fillSlots(): void {
    const { bytes, ends, slots } = this;
    const mask = slots.length - 1;
    let start = 0;
    for (let id = 0; id < this.size; id += 1) {
      const end = ends[id];
      let hash = 0x811c9dc5;
      for (let index = start; index < end; index += 1) hash = Math.imul(hash ^ bytes[index], 0x01000193);
      let slot = (hash >>> 0) & mask;
      while (slots[slot] !== 0) slot = (slot + 1) & mask;
      slots[slot] = id + 1;
      start = end;
    }
  }

  /** The token whose bytes are bytes[start, end), or -1 when no token has them. */
  rank(bytes: Uint8Array, start: number, end: number): number {
    const mask = this.slots.length - 1;
    let slot = hashBytes(bytes, start, end) & mask;
    for (let entry = this.slots[slot]; entry !== 0; entry = this.slots[slot]) {
      if (this.equals(entry - 1, bytes, start, end)) return entry - 1;
      slot = (slot + 1) & mask;
    }
    return -1;
  }

  /** A token's bytes (a view: not to be written). */
  bytesOf(token: number): Uint8Array {
    return this.bytes.subarray(this.start(token), this.ends[token]);
  }

  /** A token's text when its bytes are valid UTF-8 alone, undefined when they are part of a character. */
  textOf(token: number): string | undefined {
    if (this.textFlags[token] !== 1) return undefined;
    let text = this.texts[token];
    if (text === undefined) {
      text = textDecoder.decode(this.bytesOf(token));
      this.texts[token] = text;
    }
    return text;
  }

  private start(token: number): number {
    return token === 0 ? 0 : this.ends[token - 1];
  }

  private equals(token: number, bytes: Uint8Array, start: number, end: number): boolean {
    const from = this.start(token);
    if (this.ends[token] - from !== end - start) return false;
    for (let index = 0; index < end - start; index += 1) if (this.bytes[from + index] !== bytes[start + index]) return false;
    return true;
  }
}
