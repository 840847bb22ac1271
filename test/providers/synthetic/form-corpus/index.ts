import type { CorpusEntry, CorpusKind } from './entry.js';
import { jsonEntries } from './json.js';
import { choiceEntries } from './choice.js';
import { numberEntries } from './number.js';
import { structureEntries } from './structure.js';
import { codeEntries } from './code.js';
import { wrapperEntries } from './wrapper.js';
import { extractionEntries } from './extraction.js';
import { proseEntries } from './prose.js';
import { structuralEntries } from './structural.js';

/** A kind's entries followed by the structural entries filed under that kind. */
const withStructural = (kind: CorpusKind, entries: CorpusEntry[]) => [...entries, ...(structuralEntries[kind] ?? [])];

/** The corpus by kind, with the agent name an entry of that kind gets when it names none. */
export const formCorpus: Record<CorpusKind, { defaultAgent: string; entries: CorpusEntry[] }> = {
  json: { defaultAgent: 'Data Assistant', entries: withStructural('json', jsonEntries) },
  choice: { defaultAgent: 'Classifier', entries: withStructural('choice', choiceEntries) },
  number: { defaultAgent: 'Grader', entries: withStructural('number', numberEntries) },
  structure: { defaultAgent: 'Writer', entries: withStructural('structure', structureEntries) },
  code: { defaultAgent: 'Engineer', entries: withStructural('code', codeEntries) },
  wrapper: { defaultAgent: 'Reviewer', entries: withStructural('wrapper', wrapperEntries) },
  extraction: { defaultAgent: 'Extractor', entries: withStructural('extraction', extractionEntries) },
  prose: { defaultAgent: 'Advisor', entries: withStructural('prose', proseEntries) },
};
