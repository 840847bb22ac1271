import type { CorpusEntry, CorpusKind } from './entry.js';
import { jsonEntries } from './json.js';
import { choiceEntries } from './choice.js';
import { numberEntries } from './number.js';
import { structureEntries } from './structure.js';
import { codeEntries } from './code.js';
import { wrapperEntries } from './wrapper.js';
import { extractionEntries } from './extraction.js';
import { proseEntries } from './prose.js';

/** The corpus by kind, with the agent name an entry of that kind gets when it names none. */
export const formCorpus: Record<CorpusKind, { defaultAgent: string; entries: CorpusEntry[] }> = {
  json: { defaultAgent: 'Data Assistant', entries: jsonEntries },
  choice: { defaultAgent: 'Classifier', entries: choiceEntries },
  number: { defaultAgent: 'Grader', entries: numberEntries },
  structure: { defaultAgent: 'Writer', entries: structureEntries },
  code: { defaultAgent: 'Engineer', entries: codeEntries },
  wrapper: { defaultAgent: 'Reviewer', entries: wrapperEntries },
  extraction: { defaultAgent: 'Extractor', entries: extractionEntries },
  prose: { defaultAgent: 'Advisor', entries: proseEntries },
};
