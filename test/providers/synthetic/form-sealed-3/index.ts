import type { SealedKind, SealedKindSet } from '../form-sealed/entry.js';
import { choice, choiceRight } from './choice.js';
import { code, codeRight } from './code.js';
import { extraction, extractionRight } from './extraction.js';
import { json, jsonRight } from './json.js';
import { number, numberRight } from './number.js';
import { prose, proseRight } from './prose.js';
import { structure, structureRight } from './structure.js';
import { wrapper, wrapperRight } from './wrapper.js';

/** The third sealed set, kind by kind. */
export const formSealed3: Record<SealedKind, SealedKindSet> = { json, choice, number, structure, code, wrapper, extraction, prose };

/** A right answer, written by hand, for every prompt of the third sealed set: the checkers must accept each. */
export const rightAnswers3: Record<string, string> = {
  ...jsonRight,
  ...choiceRight,
  ...numberRight,
  ...structureRight,
  ...codeRight,
  ...wrapperRight,
  ...extractionRight,
  ...proseRight,
};
