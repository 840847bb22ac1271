/**
 * The shape of the held-out form set: prompts written apart from the corpus (without reading the synthetic
 * model's readers or the corpus's prompts), each with the form its answer must have and, where the input
 * decides it without doubt, what the answer must say. Entries are data, like the corpus's.
 */
import type { CorpusEntry } from '../form-corpus/entry.js';

/**
 * What the answer must say, beyond its form. `key` names where the value sits: a JSON or YAML key, a
 * `key: value` line, a tag; without it, the whole answer (a choice, a number), the text after a prefix or
 * a score line's score.
 */
export type Content =
  /** The label (or boolean) the input plainly calls for. */
  | { label: string | boolean; key?: string }
  /** A number within this range. */
  | { number: [number, number]; key?: string }
  /** A table's named columns hold these values (taken from the input), each in a cell of its own row. */
  | { columns: Record<string, string[]> }
  /** The answer names each of these. */
  | { mentions: string[] }
  /** Prose states no percentage that the input does not hold (no invented statistics). */
  | { grounded: true };

/** One prompt of the held-out set. An extraction's `expected` values are its content; its shape is its form. */
export interface HoldoutEntry extends CorpusEntry {
  content?: Content;
}

/** The kinds of the set, one file each (the corpus's kinds). */
export type { CorpusKind as HoldoutKind } from '../form-corpus/entry.js';

/** A kind's entries and the agent name used where an entry names none. */
export interface HoldoutKindSet {
  defaultAgent: string;
  entries: HoldoutEntry[];
}
