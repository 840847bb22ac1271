// Build step: writes the token tables of the tokenizer's vocabularies into dist/token-ranks (see src/providers/token-ranks.ts).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { ENCODINGS, libraryTokenTableBytes, TOKEN_RANKS_DIRECTORY, tokenTableFile } from '../../src/providers/token-ranks.js';

// Tables of an earlier gpt-tokenizer version go: their names would never be read again.
rmSync(TOKEN_RANKS_DIRECTORY, { recursive: true, force: true });
mkdirSync(TOKEN_RANKS_DIRECTORY, { recursive: true });
for (const name of ENCODINGS) writeFileSync(tokenTableFile(name), libraryTokenTableBytes(name));
