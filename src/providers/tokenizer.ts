import { createRequire } from 'node:module';
import type { ChatMessage } from './spec.js';

/** The names of the encodings swarms-local counts with. */
export type EncodingName = 'o200k_base' | 'cl100k_base';

/** The encoding functions we use from gpt-tokenizer. */
interface Encoding {
  encode(text: string, options?: { disallowedSpecial?: Set<string> }): number[];
  decode(tokens: number[]): string;
}

const require = createRequire(import.meta.url);
const encodings = new Map<EncodingName, Encoding>();

/** Loads an encoding on first use: start-up stays fast, and only the encodings in use cost memory. */
function encoding(name: EncodingName): Encoding {
  let loaded = encodings.get(name);
  if (!loaded) {
    loaded = require(`gpt-tokenizer/cjs/encoding/${name}`) as Encoding;
    encodings.set(name, loaded);
  }
  return loaded;
}

/**
 * Tokens of a text. Special-token markers such as `<|endoftext|>` in user text count as plain text
 * (gpt-tokenizer would otherwise throw, and a prompt must never crash the count).
 */
function encode(text: string, name: EncodingName): number[] {
  return encoding(name).encode(text, { disallowedSpecial: new Set() });
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

/** Tokens of a text under the model's encoding. */
export function countTextTokens(text: string, model: string): number {
  return text ? encode(text, encodingFor(model)).length : 0;
}

/** Tokens an image costs in a prompt: OpenAI's fixed figure for a low-detail image, whatever its size. */
export const IMAGE_PROMPT_TOKENS = 85;

/**
 * Prompt tokens of a conversation, as OpenAI counts chat input: 3 tokens per message, the role and
 * content (a name costs 1 more), tool calls' names and arguments, and 3 tokens priming the reply.
 */
export function countMessageTokens(messages: ChatMessage[], model: string): number {
  let total = 3;
  for (const message of messages) {
    total += 3 + countTextTokens(message.role, model);
    if (typeof message.content === 'string') total += countTextTokens(message.content, model);
    else for (const part of message.content) total += part.type === 'text' ? countTextTokens(part.text, model) : IMAGE_PROMPT_TOKENS;
    if ('name' in message && message.name) total += 1 + countTextTokens(message.name, model);
    if (message.role === 'assistant') for (const call of message.toolCalls ?? []) total += 3 + countTextTokens(call.name, model) + countTextTokens(call.arguments, model);
  }
  return total;
}

/** Decodes tokens, leaving out a trailing character whose bytes are cut off (it would decode as U+FFFD). */
function decodeWhole(codec: Encoding, tokens: number[]): string {
  let end = tokens.length;
  let text = codec.decode(tokens);
  while (text.endsWith('\uFFFD') && end > 0) {
    end -= 1;
    text = codec.decode(tokens.slice(0, end));
  }
  return text;
}

/** The text cut to at most `maxTokens` tokens, on token boundaries and never inside a character. */
export function truncateToTokens(text: string, maxTokens: number, model: string): { text: string; truncated: boolean } {
  const name = encodingFor(model);
  const tokens = encode(text, name);
  if (tokens.length <= maxTokens) return { text, truncated: false };
  return { text: decodeWhole(encoding(name), tokens.slice(0, Math.max(0, maxTokens))), truncated: true };
}

/** The text split into pieces of about one token each (streaming deltas that concatenate back to the text). */
export function splitIntoTokens(text: string, model: string): string[] {
  const name = encodingFor(model);
  const codec = encoding(name);
  const pieces: string[] = [];
  let pending: number[] = [];
  for (const token of encode(text, name)) {
    pending.push(token);
    const piece = codec.decode(pending);
    // A multi-byte character split across tokens decodes to U+FFFD until its last token arrives.
    if (piece.includes('\uFFFD') && pending.length < 8) continue;
    pieces.push(piece);
    pending = [];
  }
  if (pending.length) pieces.push(codec.decode(pending));
  return pieces.join('') === text ? pieces : [text];
}
