/**
 * The shape of the sealed form set: prompts written apart from the corpus and the held-out set (without
 * reading the synthetic model's readers or either set's prompts), half short chat asks, half product prompts
 * with a system prompt and a document. An entry may check more than one thing its input decides.
 */
import type { CorpusEntry } from '../form-corpus/entry.js';
import type { Content } from '../form-holdout/entry.js';

/** One prompt of the sealed set; `content` lists what its answer must say (an extraction's `expected` is its content). */
export interface SealedEntry extends CorpusEntry {
  content?: Content | Content[];
}

/** The kinds of the set, one file each (the corpus's kinds). */
export type { CorpusKind as SealedKind } from '../form-corpus/entry.js';

/** A kind's entries and the agent name used where an entry names none. */
export interface SealedKindSet {
  defaultAgent: string;
  entries: SealedEntry[];
}
