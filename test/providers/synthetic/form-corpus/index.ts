import type { CorpusEntry, CorpusKind } from './entry.js';
import { jsonEntries } from './json.js';
import { choiceEntries } from './choice.js';
import { numberEntries } from './number.js';
import { structureEntries } from './structure.js';
import { codeEntries } from './code.js';
import { wrapperEntries } from './wrapper.js';
import { extractionEntries } from './extraction.js';
import { proseEntries } from './prose.js';
import { contentEntries } from './content.js';

/** The corpus by kind, with the agent name an entry of that kind gets when it names none. */
export const formCorpus: Record<CorpusKind, { defaultAgent: string; entries: CorpusEntry[] }> = {
  json: { defaultAgent: 'Data Assistant', entries: [...jsonEntries, ...contentEntries.json] },
  choice: { defaultAgent: 'Classifier', entries: [...choiceEntries, ...contentEntries.choice] },
  number: { defaultAgent: 'Grader', entries: [...numberEntries, ...contentEntries.number] },
  structure: { defaultAgent: 'Writer', entries: [...structureEntries, ...contentEntries.structure] },
  code: { defaultAgent: 'Engineer', entries: [...codeEntries, ...contentEntries.code] },
  wrapper: { defaultAgent: 'Reviewer', entries: [...wrapperEntries, ...contentEntries.wrapper] },
  extraction: { defaultAgent: 'Extractor', entries: [...extractionEntries, ...contentEntries.extraction] },
  prose: { defaultAgent: 'Advisor', entries: [...proseEntries, ...contentEntries.prose] },
};
