import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { threadId } from 'node:worker_threads';
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
 * An encoding's vocabulary as a token table, from the copy beside this code when there is one for the installed
 * gpt-tokenizer and layout: read without parsing the vocabulary or building a Map of its strings, which the first
 * token count of every thread would wait for. Without a current copy (an installed package, which ships none since
 * gpt-tokenizer ships the vocabulary; no build; gpt-tokenizer or the layout changed since) the table is made from
 * the library's module and kept there for the next process, when the directory can be written.
 */
export function loadTokenTable(name: EncodingName, directory: string = TOKEN_RANKS_DIRECTORY): TokenTable {
  const file = tokenTableFile(name, directory);
  if (existsSync(file)) return new TokenTable(readFileSync(file));
  const bytes = libraryTokenTableBytes(name);
  keepTokenTable(file, bytes);
  return new TokenTable(bytes);
}

/** Writes a made table where the next process looks first: whole or not at all (a rename), never an error (a read-only install makes it again). */
function keepTokenTable(file: string, bytes: Uint8Array): void {
  const partial = `${file}.${process.pid}-${threadId}.partial`;
  try {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(partial, bytes);
    renameSync(partial, file);
  } catch {
    try {
      rmSync(partial, { force: true });
    } catch {
      // Not even a directory to clean: nothing was written.
    }
  }
}
