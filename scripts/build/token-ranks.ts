// Build step: writes the JSON copies of the tokenizer's vocabularies into dist/token-ranks (see src/providers/token-ranks.ts).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { ENCODINGS, TOKEN_RANKS_DIRECTORY, tokenRanksFile, tokenRanksJson } from '../../src/providers/token-ranks.js';

// Copies of an earlier gpt-tokenizer version go: their names would never be read again.
rmSync(TOKEN_RANKS_DIRECTORY, { recursive: true, force: true });
mkdirSync(TOKEN_RANKS_DIRECTORY, { recursive: true });
for (const name of ENCODINGS) writeFileSync(tokenRanksFile(name), tokenRanksJson(name));
