import { BytePairEncoder, splitPattern } from './byte-pair-encoder.js';
import type { ChatMessage } from './spec.js';
import { loadTokenTable, type EncodingName } from './token-ranks.js';
import type { TokenTable } from './token-table.js';

/** An encoding: its encoder and its vocabulary. */
interface LoadedEncoding {
  encoder: BytePairEncoder;
  table: TokenTable;
}

const encodings = new Map<EncodingName, LoadedEncoding>();

/** Loads an encoding on first use: start-up stays fast, and only the encodings in use cost memory. */
function load(name: EncodingName): LoadedEncoding {
  let loaded = encodings.get(name);
  if (!loaded) {
    const table = loadTokenTable(name);
    const encoder = new BytePairEncoder(table, splitPattern(name));
    loaded = { encoder, table };
    encodings.set(name, loaded);
  }
  return loaded;
}

/**
 * Decodes tokens into the text of each, a multi-byte character joining the token that completes it
 * (earlier tokens give ''), and a character cut off at the end left out. A streaming TextDecoder of our
 * own per call: bytes left over from a token sequence that ends inside a character cannot leak into
 * another decode.
 */
function decodePieces(tokens: number[], name: EncodingName): string[] {
  const { table } = load(name);
  // Until the first token of raw bytes no character can be left incomplete, so each token is its own
  // text (a streaming decoder, as at the start of its stream, would drop a leading byte-order mark).
  // From that token on, every token goes through one streaming decoder, as the bytes they join into.
  let decoder: TextDecoder | undefined;
  return tokens.map((token, index) => {
    const text = decoder ? undefined : table.textOf(token);
    if (text !== undefined) return index === 0 && text.startsWith('\uFEFF') ? text.slice(1) : text;
    decoder ??= new TextDecoder('utf-8', { ignoreBOM: index > 0 });
    return decoder.decode(table.bytesOf(token), { stream: true });
  });
}

/** Tokens of a text (special-token markers as plain text, see `BytePairEncoder`). */
function encode(text: string, name: EncodingName): number[] {
  return load(name).encoder.encode(text).tokens;
}

/** The token ids of a text under the model's encoding (special-token markers as plain text). */
export function encodeText(text: string, model: string): number[] {
  return encode(text, encodingFor(model));
}

/**
 * The encoding of a model: o200k_base for the gpt-4o / gpt-4.1 / o-series / gpt-5 generation,
 * cl100k_base for everything else (gpt-4, gpt-3.5, and names we cannot place, such as local models).
 * A route prefix (`openai/gpt-4.1`) is ignored.
 */
export function encodingFor(model: string): EncodingName {
  const name = model.toLowerCase().split('/').pop() ?? '';
  return /^(gpt-4o|chatgpt-4o|gpt-4\.[1-9]|gpt-5|o[1-9](\b|-|$)|gpt-oss)/.test(name) ? 'o200k_base' : 'cl100k_base';
}

/** How many characters of text the token counts below remember per encoding (about 2 bytes each). */
const COUNTED_CHARACTERS_KEPT = 2_000_000;

/** A text's token count and what encoding it cost (see `BytePairEncoder.encode`). */
interface Counted {
  tokens: number;
  cost: number;
}

/**
 * Token counts of texts seen lately, oldest first. A conversation is counted again at every turn (a
 * swarm's agents each get the transcript and their own memory of earlier turns), so without this
 * the counting of a run grows with the square of its length; with it each text is encoded once
 * while it is kept. Bounded by characters, the oldest entries going first.
 */
class CountedTexts {
  private readonly counts = new Map<string, Counted>();
  private characters = 0;

  get(text: string): Counted | undefined {
    return this.counts.get(text);
  }

  remember(text: string, counted: Counted): void {
    if (text.length > COUNTED_CHARACTERS_KEPT / 4 || this.counts.has(text)) return;
    this.counts.set(text, counted);
    this.characters += text.length;
    for (const [oldest] of this.counts) {
      if (this.characters <= COUNTED_CHARACTERS_KEPT) break;
      this.counts.delete(oldest);
      this.characters -= oldest.length;
    }
  }
}

const countedTexts: Record<EncodingName, CountedTexts> = { o200k_base: new CountedTexts(), cl100k_base: new CountedTexts() };

/**
 * What one count (a text, or all the texts of a conversation) may spend on exact encoding, in the
 * encoder's cost units: a million characters of prose, about 100,000 of a run of letters without a
 * break; either is about 100 ms of one core. Encoding is linear, but a 10 MB body counted whole would
 * still hold its thread (the event loop, or the synthetic composer every request shares) for seconds.
 */
export const EXACT_COUNT_BUDGET = 1_000_000;
/** Characters past the budget encoded to estimate the rest by (their tokens per character). */
const ESTIMATE_SAMPLE = 10_000;

/** How the texts past a count's budget are counted. */
export type BeyondBudget = 'estimate' | 'at-most';

/** A count in progress: the budget left, and the tokens per character the texts past it are estimated at. */
interface CountBudget {
  remaining: number;
  beyond: BeyondBudget;
  tokensPerCharacter?: number;
}

const newBudget = (beyond: BeyondBudget): CountBudget => ({ remaining: EXACT_COUNT_BUDGET, beyond });

/**
 * Tokens of the part of a text past the budget: at most its UTF-8 byte count (no token is shorter than
 * a byte: for a hold that must not fall short), or an estimate at the tokens per character of the
 * ESTIMATE_SAMPLE characters that follow the part read (taken once per count).
 */
function tokensBeyondBudget(rest: string, name: EncodingName, budget: CountBudget): number {
  if (budget.beyond === 'at-most') return Buffer.byteLength(rest);
  if (budget.tokensPerCharacter === undefined) {
    const sample = rest.slice(0, ESTIMATE_SAMPLE);
    budget.tokensPerCharacter = encode(sample, name).length / sample.length;
  }
  return Math.ceil(rest.length * budget.tokensPerCharacter);
}

/**
 * Tokens of a text under the model's encoding: exact while the count's budget lasts, which any text of
 * ordinary prose under a million characters fits in; past it, see `tokensBeyondBudget`. What a text
 * costs depends on the text alone (remembered or not), so a count is the same every time.
 */
export function countTextTokens(text: string, model: string, budget = newBudget('estimate')): number {
  if (!text) return 0;
  const name = encodingFor(model);
  const known = countedTexts[name].get(text);
  if (known && known.cost <= budget.remaining) {
    budget.remaining -= known.cost;
    return known.tokens;
  }
  const { tokens, read, cost } = load(name).encoder.encode(text, budget.remaining);
  budget.remaining -= cost;
  if (read === text.length) {
    countedTexts[name].remember(text, { tokens: tokens.length, cost });
    return tokens.length;
  }
  budget.remaining = 0;
  return tokens.length + tokensBeyondBudget(text.slice(read), name, budget);
}

/** Tokens an image costs in a prompt: OpenAI's fixed figure for a low-detail image, whatever its size. */
export const IMAGE_PROMPT_TOKENS = 85;

/**
 * Prompt tokens of a conversation, as OpenAI counts chat input: 3 tokens per message, the role and
 * content (a name costs 1 more), tool calls' names and arguments, and 3 tokens priming the reply. All
 * its texts share one count's budget; past it they are estimated, or bounded from above (`'at-most'`).
 */
export function countMessageTokens(messages: ChatMessage[], model: string, beyond: BeyondBudget = 'estimate'): number {
  const budget = newBudget(beyond);
  const count = (text: string) => countTextTokens(text, model, budget);
  let total = 3;
  for (const message of messages) {
    total += 3 + count(message.role);
    if (typeof message.content === 'string') total += count(message.content);
    else for (const part of message.content) total += part.type === 'text' ? count(part.text) : IMAGE_PROMPT_TOKENS;
    if ('name' in message && message.name) total += 1 + count(message.name);
    if (message.role === 'assistant') for (const call of message.toolCalls ?? []) total += 3 + count(call.name) + count(call.arguments);
  }
  return total;
}

/**
 * The text cut to at most `maxTokens` tokens, on token boundaries and never inside a character. Only the
 * tokens up to the cut are encoded, within one count's budget: a text whose first `maxTokens` tokens
 * the budget cannot pay for is cut where the budget ran out (fewer tokens, still a cut).
 */
export function truncateToTokens(text: string, maxTokens: number, model: string): { text: string; truncated: boolean } {
  const name = encodingFor(model);
  const { tokens, read, cost } = load(name).encoder.encode(text, EXACT_COUNT_BUDGET, maxTokens);
  if (read === text.length && tokens.length <= maxTokens) {
    // The answer is counted next (its usage): this encoding already did it.
    countedTexts[name].remember(text, { tokens: tokens.length, cost });
    return { text, truncated: false };
  }
  return { text: decodePieces(tokens.slice(0, Math.max(0, maxTokens)), name).join(''), truncated: true };
}

/**
 * The text split into pieces of about one token each (streaming deltas that concatenate back to the
 * text). Past one count's budget the rest of the text is one last piece.
 */
export function splitIntoTokens(text: string, model: string): string[] {
  const name = encodingFor(model);
  const { tokens, read } = load(name).encoder.encode(text, EXACT_COUNT_BUDGET);
  const pieces = decodePieces(tokens, name).filter((piece) => piece.length > 0);
  // Text with lone surrogates does not survive UTF-8; such text streams as one piece rather than altered.
  if (pieces.join('') !== text.slice(0, read)) return [text];
  return read < text.length ? [...pieces, text.slice(read)] : pieces;
}
