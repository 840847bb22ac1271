import { createRequire } from 'node:module';
import type { ChatMessage } from './spec.js';

/** The encoding functions we use from gpt-tokenizer. */
interface Encoding {
  encode(text: string): number[];
  decode(tokens: number[]): string;
}

const require = createRequire(import.meta.url);
const encodings = new Map<string, Encoding>();

/** Loads an encoding on first use: start-up stays fast, and only the encodings in use cost memory. */
function encoding(name: 'o200k_base' | 'cl100k_base'): Encoding {
  let loaded = encodings.get(name);
  if (!loaded) {
    loaded = require(`gpt-tokenizer/cjs/encoding/${name}`) as Encoding;
    encodings.set(name, loaded);
  }
  return loaded;
}

/** The encoding of a model: cl100k for the gpt-4 / gpt-3.5 generation, o200k for everything newer (and unknown names). */
export function encodingFor(model: string): 'o200k_base' | 'cl100k_base' {
  const name = model.toLowerCase().split('/').pop() ?? '';
  return /^(gpt-4(?!o|\.)|gpt-3\.5|text-embedding)/.test(name) ? 'cl100k_base' : 'o200k_base';
}

/** Tokens of a text under the model's encoding. */
export function countTextTokens(text: string, model: string): number {
  return text ? encoding(encodingFor(model)).encode(text).length : 0;
}

/** Tokens an image costs in a prompt (OpenAI's low-detail figure; documented in the README). */
export const IMAGE_PROMPT_TOKENS = 85;

/**
 * Prompt tokens of a conversation, as OpenAI counts chat input: 3 tokens per message, the role and
 * content (and name), tool calls' names and arguments, and 3 tokens priming the reply.
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

/** The text cut to at most `maxTokens` tokens (on token boundaries). */
export function truncateToTokens(text: string, maxTokens: number, model: string): { text: string; truncated: boolean } {
  const codec = encoding(encodingFor(model));
  const tokens = codec.encode(text);
  if (tokens.length <= maxTokens) return { text, truncated: false };
  return { text: codec.decode(tokens.slice(0, Math.max(0, maxTokens))), truncated: true };
}

/** The text split into pieces of about one token each (streaming deltas that concatenate back to the text). */
export function splitIntoTokens(text: string, model: string): string[] {
  const codec = encoding(encodingFor(model));
  const pieces: string[] = [];
  let pending: number[] = [];
  for (const token of codec.encode(text)) {
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
