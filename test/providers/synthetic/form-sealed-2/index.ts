import type { SealedKind, SealedKindSet } from '../form-sealed/entry.js';
import { choice } from './choice.js';
import { code } from './code.js';
import { extraction } from './extraction.js';
import { json } from './json.js';
import { number } from './number.js';
import { prose } from './prose.js';
import { structure } from './structure.js';
import { wrapper } from './wrapper.js';

/** The second sealed set, kind by kind. */
export const formSealed2: Record<SealedKind, SealedKindSet> = { json, choice, number, structure, code, wrapper, extraction, prose };
