import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TOKEN_TABLE_LAYOUT, TokenTable, tokenTableBytes, type TokenRanks } from './token-table.js';

export type { TokenRanks } from './token-table.js';

/** The encodings swarms-local counts with. */
export const ENCODINGS = ['o200k_base', 'cl100k_base'] as const;

/** The name of an encoding swarms-local counts with. */
export type EncodingName = (typeof ENCODINGS)[number];

const require = createRequire(import.meta.url);

/** Where the build writes the token tables of the vocabularies (the same path from src/ and dist/). */
export const TOKEN_RANKS_DIRECTORY = fileURLToPath(new URL('../../dist/token-ranks/', import.meta.url));

/** The gpt-tokenizer version installed beside this code. */
export const gptTokenizerVersion = (): string => (require('gpt-tokenizer/package.json') as { version: string }).version;

/** gpt-tokenizer's own vocabulary module: a 1-2.4 MB array literal that V8 parses and evaluates. */
export const libraryTokenRanks = (name: EncodingName): TokenRanks => (require(`gpt-tokenizer/cjs/bpeRanks/${name}`) as { default: TokenRanks }).default;

/** The file of an encoding's token table in `directory`, named after the gpt-tokenizer version it was copied from and the table's layout. */
export const tokenTableFile = (name: EncodingName, directory: string = TOKEN_RANKS_DIRECTORY): string =>
  join(directory, `${name}-${gptTokenizerVersion()}.v${TOKEN_TABLE_LAYOUT}.tokens`);

/** The token table of gpt-tokenizer's vocabulary, for the build to write. */
export const libraryTokenTableBytes = (name: EncodingName): Uint8Array => tokenTableBytes(libraryTokenRanks(name));

/**
 * An encoding's vocabulary as a token table, from the build's copy when there is one for the installed
 * gpt-tokenizer and layout: read without parsing the vocabulary or building a Map of its strings, which
 * the first token count of every thread would wait for. Without a current copy (no build, gpt-tokenizer or the layout changed since) the table is made from the library's module.
 */
export function loadTokenTable(name: EncodingName, directory: string = TOKEN_RANKS_DIRECTORY): TokenTable {
  const file = tokenTableFile(name, directory);
  return new TokenTable(existsSync(file) ? readFileSync(file) : libraryTokenTableBytes(name));
}
