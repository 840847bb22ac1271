/**
 * The shape of the form corpus: prompts an app might send an agent, each with the form its answer must
 * have. Entries are data (no functions), so the checkers in `../form-checks.ts` are the one place that
 * decides what "in the asked form" means.
 */

/** What one value of a JSON object, a YAML mapping or a `key: value` line must be. */
export type FieldSpec =
  | 'string'
  | 'number'
  | 'integer'
  | 'boolean'
  | 'string[]'
  | { enum: string[] }
  /** A string of a kind, as a regular expression's source it must match whole ("an ISO date", "an email address"). */
  | { like: string }
  | { range: [number, number]; integer?: boolean }
  | { array: FieldSpec; length?: number; minLength?: number }
  | { object: Record<string, FieldSpec> };

/** Which half of a score's range the text decides: a clearly negative text scores low, a clearly positive one high. */
export type Side = 'low' | 'high';

/** The form an answer must have. */
export type Expect =
  /** A JSON object with these keys (more keys allowed); `bare`: the whole answer is the JSON, no fence, no prose. */
  | { form: 'json-object'; keys: Record<string, FieldSpec>; bare?: boolean }
  /** A JSON array; `items` each match, `length` exact when given. */
  | { form: 'json-array'; items?: FieldSpec; length?: number; minLength?: number; bare?: boolean }
  /** The whole answer is one of these (any casing, a closing full stop allowed); `right`: the one the text decides. */
  | { form: 'choice'; options: string[]; right?: string }
  /**
   * The whole answer is a number, within the range when given; `decimal`: written with a decimal part;
   * `percent`: a closing % allowed; `side`: in the range's lower or upper half, as the text decides.
   */
  | { form: 'number'; range?: [number, number]; integer?: boolean; decimal?: boolean; percent?: boolean; side?: Side }
  /** `N/outOf` alone, N within [min, outOf]. */
  | { form: 'fraction'; outOf: number; min: number; side?: Side }
  /** A first line `<prefix> N` (or `N/outOf`) in the range, then a sentence (on that line or the next). */
  | { form: 'score-line'; prefix: string; range: [number, number]; outOf?: number; side?: Side }
  /**
   * A markdown table with these columns in this order (`anyFirst`: the first column, naming the rows, may be
   * called anything), at least `minRows` rows, each of `rows` named in some row.
   */
  | { form: 'table'; columns: string[]; minRows?: number; rows?: string[]; anyFirst?: boolean }
  /** Markdown headings with these titles, in this order, each followed by text. */
  | { form: 'sections'; headings: string[] }
  /** Exactly `count` paragraphs (blocks split by a blank line), none a list or a heading. */
  | { form: 'paragraphs'; count: number }
  /** Exactly `count` list items (numbered 1..N when `numbered`); `bare`: nothing but the items. */
  | { form: 'list'; count: number; numbered?: boolean; bare?: boolean }
  /** One sentence, at most `maxWords` words when given. */
  | { form: 'sentence'; maxWords?: number }
  /** At most this many words and/or sentences. */
  | { form: 'limit'; maxWords?: number; maxSentences?: number }
  /** One line of at most `maxWords` words, no closing full stop, no list marker. */
  | { form: 'headline'; maxWords: number }
  /** One fenced block in `language` that defines `defines` (a function, class, query's table or view). */
  | { form: 'code'; language: 'python' | 'typescript' | 'javascript' | 'sql' | 'shell' | 'go' | 'rust' | 'java' | 'diff'; defines: string; mentions?: string[] }
  /** These XML-like tags, each present once with content; `values` restricts a tag's content to a set. */
  | { form: 'tags'; tags: string[]; values?: Record<string, string[]> }
  /** A first line starting with `prefix` followed by one of `options` (when given), then anything. */
  | { form: 'prefix'; prefix: string; options?: string[]; alone?: boolean }
  /** `key: value` lines, one per key, values matching their spec. */
  | { form: 'key-lines'; keys: Record<string, FieldSpec> }
  /** A YAML mapping with these keys (a ```yaml fence allowed unless `bare`). */
  | { form: 'yaml'; keys: Record<string, FieldSpec>; bare?: boolean }
  /**
   * Values taken from the task: every one expected is given exactly as written, and every value given
   * occurs verbatim in the task. `shape` is how they are given: a JSON array of strings, a JSON object
   * (`expected` then maps each key to its value), or one value per line (list markers allowed).
   */
  | { form: 'extract'; shape: 'json-array' | 'lines'; expected: string[]; bare?: boolean }
  | { form: 'extract'; shape: 'json-object'; expected: Record<string, string | string[] | null>; bare?: boolean }
  /** Prose on the task's subject (names one of `about`), without generated jargon. */
  | { form: 'prose'; about: string[] };

/** One prompt of the corpus. */
export interface CorpusEntry {
  /** A short name, unique in the corpus, that says what the entry asks. */
  id: string;
  /** The agent's name (AgentSpec `agent_name`); a default per kind when absent. */
  agent?: string;
  /** The agent's description (AgentSpec `description`), as a team sets it. */
  description?: string;
  /** The agent's system prompt (AgentSpec `system_prompt`). */
  system?: string;
  /** The task (the request's `task`). */
  task: string;
  expect: Expect;
}

/** The kinds of the corpus, one file each. */
export type CorpusKind = 'json' | 'choice' | 'number' | 'structure' | 'code' | 'wrapper' | 'extraction' | 'prose';
