import type { HoldoutKind, HoldoutKindSet } from '../form-holdout/entry.js';
import { choice, choiceRight } from './choice.js';
import { code, codeRight } from './code.js';
import { extraction, extractionRight } from './extraction.js';
import { json, jsonRight } from './json.js';
import { number, numberRight } from './number.js';
import { prose, proseRight } from './prose.js';
import { structure, structureRight } from './structure.js';
import { wrapper, wrapperRight } from './wrapper.js';

/** The second held-out set ("holdout-2"), kind by kind. */
export const formHoldout2: Record<HoldoutKind, HoldoutKindSet> = { json, choice, number, structure, code, wrapper, extraction, prose };

/** A hand-written right answer to every prompt of the set, by id. */
export const rightAnswers2: Record<string, string> = {
  ...jsonRight,
  ...choiceRight,
  ...numberRight,
  ...structureRight,
  ...codeRight,
  ...wrapperRight,
  ...extractionRight,
  ...proseRight,
};
