import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The encodings swarms-local counts with. */
export const ENCODINGS = ['o200k_base', 'cl100k_base'] as const;

/** The name of an encoding swarms-local counts with. */
export type EncodingName = (typeof ENCODINGS)[number];

/** An encoding's vocabulary, indexed by token id: each token's text, or its raw bytes when they are not valid UTF-8 alone. */
export type TokenRanks = Array<string | number[]>;

const require = createRequire(import.meta.url);

/** Where the build writes the JSON copies of the vocabularies (the same path from src/ and dist/). */
export const TOKEN_RANKS_DIRECTORY = fileURLToPath(new URL('../../dist/token-ranks/', import.meta.url));

/** The gpt-tokenizer version installed beside this code. */
export const gptTokenizerVersion = (): string => (require('gpt-tokenizer/package.json') as { version: string }).version;

/** gpt-tokenizer's own vocabulary module: a 1-2.4 MB array literal that V8 parses and evaluates. */
export const libraryTokenRanks = (name: EncodingName): TokenRanks => (require(`gpt-tokenizer/cjs/bpeRanks/${name}`) as { default: TokenRanks }).default;

/** The file of an encoding's JSON copy in `directory`, named after the gpt-tokenizer version it was copied from. */
export const tokenRanksFile = (name: EncodingName, directory: string = TOKEN_RANKS_DIRECTORY): string => join(directory, `${name}-${gptTokenizerVersion()}.json`);

/**
 * The same vocabulary as JSON text, for the build to write. A vocabulary with holes (unused ids) is refused:
 * JSON would turn them into nulls, which gpt-tokenizer reads as empty byte sequences.
 */
export function tokenRanksJson(name: EncodingName): string {
  const ranks = libraryTokenRanks(name);
  if (Object.keys(ranks).length !== ranks.length) throw new Error(`gpt-tokenizer's ${name} vocabulary has unused token ids: it cannot be copied as JSON`);
  return JSON.stringify(ranks);
}

/**
 * An encoding's vocabulary, from the build's JSON copy when there is one for the installed gpt-tokenizer:
 * JSON.parse reads it in about half the time V8 takes over the library's array literal (the first token
 * count of a process waits for it) and leaves no module source resident. Without a current copy (no build,
 * gpt-tokenizer updated since) the library's own module gives the same vocabulary.
 */
export function loadTokenRanks(name: EncodingName, directory: string = TOKEN_RANKS_DIRECTORY): TokenRanks {
  const file = tokenRanksFile(name, directory);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as TokenRanks) : libraryTokenRanks(name);
}
