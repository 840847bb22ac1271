/** A vocabulary as gpt-tokenizer lays it out, indexed by token id: each token's text, or its raw bytes when they are not valid UTF-8 alone. */
export type TokenRanks = Array<string | number[]>;

/** Marks the start of a token table's bytes (and its layout's version), so anything else is refused rather than misread. */
const MAGIC = 0x324b5453; // "STK2"
const HEADER_WORDS = 3;
const utf8 = new TextEncoder();
/** Decodes a text token's bytes; a token that begins with a byte-order mark keeps it. */
const textDecoder = new TextDecoder('utf-8', { ignoreBOM: true });

/** The layout's version, part of the build's file names: a table of another layout is never read. */
export const TOKEN_TABLE_LAYOUT = 2;

/** FNV-1a over bytes[start, end). */
function hashBytes(bytes: Uint8Array, start: number, end: number): number {
  let hash = 0x811c9dc5;
  for (let index = start; index < end; index += 1) hash = Math.imul(hash ^ bytes[index], 0x01000193);
  return hash >>> 0;
}

/**
 * The bytes of a vocabulary in the token table's layout, for the build to write and for a process without
 * the build's copy. All uint32 words first: a header (marker, token count, slot count), each token's end
 * offset into the byte area, the hash table's slots (token id + 1, or 0 for an empty slot: each token in the
 * slot its bytes' FNV-1a hash names, or the next free one, a power of two at least twice the token count);
 * then one byte per token saying whether it was text, and the tokens' bytes end to end. Refuses a
 * vocabulary with unused ids or two tokens of the same bytes: the table could not give every token a rank back.
 */
export function tokenTableBytes(ranks: TokenRanks): Uint8Array {
  if (Object.keys(ranks).length !== ranks.length) throw new Error('The vocabulary has unused token ids: a token table needs every id.');
  const tokens = ranks.map((entry) => (typeof entry === 'string' ? utf8.encode(entry) : Uint8Array.from(entry)));
  const byteCount = tokens.reduce((total, bytes) => total + bytes.length, 0);
  let slotCount = 2;
  while (slotCount < tokens.length * 2) slotCount *= 2;
  const mask = slotCount - 1;
  const flagsAt = (HEADER_WORDS + tokens.length + slotCount) * 4;
  const bytesAt = flagsAt + tokens.length;
  const out = new Uint8Array(bytesAt + byteCount);
  const words = new Uint32Array(out.buffer, 0, HEADER_WORDS + tokens.length + slotCount);
  words.set([MAGIC, tokens.length, slotCount]);
  const slots = words.subarray(HEADER_WORDS + tokens.length);
  let end = 0;
  tokens.forEach((bytes, id) => {
    out.set(bytes, bytesAt + end);
    end += bytes.length;
    words[HEADER_WORDS + id] = end;
    out[flagsAt + id] = typeof ranks[id] === 'string' ? 1 : 0;
    let slot = hashBytes(bytes, 0, bytes.length) & mask;
    while (slots[slot] !== 0) slot = (slot + 1) & mask;
    slots[slot] = id + 1;
  });
  const table = new TokenTable(out);
  tokens.forEach((bytes, id) => {
    const found = table.rank(bytes, 0, bytes.length);
    if (found !== id) throw new Error(`Tokens ${found} and ${id} have the same bytes: a token table needs each token's bytes once.`);
  });
  return out;
}

/**
 * A vocabulary read from its table bytes: the rank of a byte sequence (the table's open-addressing hash
 * table over the bytes), and each token's bytes and text. Views over the bytes read, nothing built, so the
 * first token count of a thread does not wait for a Map of the vocabulary's strings to be built and kept.
 */
export class TokenTable {
  /** How many tokens the vocabulary has (ids 0 to size - 1). */
  readonly size: number;
  private readonly ends: Uint32Array;
  private readonly textFlags: Uint8Array;
  private readonly bytes: Uint8Array;
  /** Token id + 1 per slot, 0 for an empty slot. */
  private readonly slots: Uint32Array;
  private readonly texts: Array<string | undefined>;

  constructor(table: Uint8Array) {
    const aligned = table.byteOffset % 4 === 0 ? table : table.slice();
    const header = aligned.byteLength >= HEADER_WORDS * 4 ? new Uint32Array(aligned.buffer, aligned.byteOffset, HEADER_WORDS) : undefined;
    if (header?.[0] !== MAGIC) throw new Error('Not a token table of this layout: the bytes do not start with its marker.');
    const [, size, slotCount] = header;
    const flagsAt = (HEADER_WORDS + size + slotCount) * 4;
    const damaged = () => new Error('A token table whose parts do not fit together: the file is cut short or damaged.');
    if (slotCount < size || (slotCount & (slotCount - 1)) !== 0 || flagsAt + size > aligned.byteLength) throw damaged();
    this.size = size;
    this.ends = new Uint32Array(aligned.buffer, aligned.byteOffset + HEADER_WORDS * 4, size);
    this.slots = new Uint32Array(aligned.buffer, aligned.byteOffset + (HEADER_WORDS + size) * 4, slotCount);
    this.textFlags = aligned.subarray(flagsAt, flagsAt + size);
    this.bytes = aligned.subarray(flagsAt + size);
    if (size > 0 && this.ends[size - 1] !== this.bytes.length) throw damaged();
    this.texts = new Array<string | undefined>(size);
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
