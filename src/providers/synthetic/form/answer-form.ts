/** One field of a JSON object (or YAML / key: value answer) the prompt describes. */
export interface FieldShape {
  name: string;
  type: 'string' | 'number' | 'integer' | 'boolean' | 'array' | 'object';
  /** Allowed values ("one of happy, unhappy or mixed"), as written. */
  values?: string[];
  /** A number's range ("from 0 to 1"). */
  min?: number;
  max?: number;
  /** An array's item fields, when its items are objects; else its items are strings (or numbers with `itemType`). */
  items?: FieldShape[];
  itemType?: 'string' | 'number';
  /** An array's item count when the prompt states it ("tags (list of 5 strings)"). */
  count?: number;
}

/** The JSON an answer must be: an object of fields, an array of such objects or of strings, or a pasted JSON Schema. */
export type JsonShape =
  | { type: 'object'; fields: FieldShape[] }
  | { type: 'array'; items?: FieldShape[]; count?: number; itemType?: 'number'; range?: { min: number; max: number }; noun?: string }
  | { type: 'schema'; schema: Record<string, unknown> };

/** Values an extraction asks for, taken verbatim from the input. */
export type ExtractTarget = 'emails' | 'urls' | 'phones' | 'dates' | 'amounts' | 'codes' | 'measurements' | 'numbers' | 'people' | 'companies' | 'places';

/** How a list of values is laid out. */
export type Container = 'json' | 'bullets' | 'numbered' | 'lines' | 'commas';

/**
 * The form a call asks its answer to take, read from its system prompt and task: what `write/` needs to
 * write it. `unread` is an instruction that looked like a format request but could not be read (the answer is prose).
 */
export type AnswerForm =
  | { kind: 'prose' }
  | { kind: 'unread'; instruction: string }
  | { kind: 'json'; shape: JsonShape }
  | { kind: 'choice'; options: string[]; explain: boolean }
  | { kind: 'number'; min: number; max: number; integer: boolean; prefix?: string; suffix?: string; explain: boolean; atEnd?: boolean }
  | { kind: 'table'; columns: string[]; rows: number; rowNames?: string[] }
  | { kind: 'sections'; headings: string[] }
  | { kind: 'paragraphs'; count: number }
  | { kind: 'list'; count: number; numbered: boolean }
  | { kind: 'limit'; words?: number; sentences?: number; headline?: boolean }
  | { kind: 'code'; language: string; name?: string; what: 'function' | 'class' | 'interface' | 'query' | 'script'; params?: string; tables?: string[]; members?: string[] }
  | { kind: 'tags'; tags: Array<{ name: string; options?: string[] }> }
  | { kind: 'prefix'; prefix: string; options?: string[]; atEnd?: boolean }
  | { kind: 'keyvalue'; fields: FieldShape[]; yaml: boolean }
  | { kind: 'extract'; target: ExtractTarget; container: Container; sign?: 'negative' | 'positive' }
  | { kind: 'verbatim' };

/** Names of the form kinds, for tables and counts. */
export type FormKind = AnswerForm['kind'];
