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
import { contentEntries } from './content.js';
import { pipelineEntries } from './pipeline.js';
import { recordEntries } from './records.js';
import { countEntries } from './counts.js';
import { agentPromptEntries } from './agent-prompts.js';
import { signatureEntries } from './signatures.js';
import { labelMeaningEntries } from './label-meanings.js';
import { everydayEntries } from './everyday.js';

/** A kind's entries followed by the structural, the content, the pipeline, the record, the count, the workflow agents', the signature, the label-meaning and the everyday entries filed under that kind. */
const withAdded = (kind: CorpusKind, entries: CorpusEntry[]) => [
  ...entries,
  ...(structuralEntries[kind] ?? []),
  ...(contentEntries[kind] ?? []),
  ...(pipelineEntries[kind] ?? []),
  ...(recordEntries[kind] ?? []),
  ...(countEntries[kind] ?? []),
  ...(agentPromptEntries[kind] ?? []),
  ...(signatureEntries[kind] ?? []),
  ...(labelMeaningEntries[kind] ?? []),
  ...(everydayEntries[kind] ?? []),
];

/** The corpus by kind, with the agent name an entry of that kind gets when it names none. */
export const formCorpus: Record<CorpusKind, { defaultAgent: string; entries: CorpusEntry[] }> = {
  json: { defaultAgent: 'Data Assistant', entries: withAdded('json', jsonEntries) },
  choice: { defaultAgent: 'Classifier', entries: withAdded('choice', choiceEntries) },
  number: { defaultAgent: 'Grader', entries: withAdded('number', numberEntries) },
  structure: { defaultAgent: 'Writer', entries: withAdded('structure', structureEntries) },
  code: { defaultAgent: 'Engineer', entries: withAdded('code', codeEntries) },
  wrapper: { defaultAgent: 'Reviewer', entries: withAdded('wrapper', wrapperEntries) },
  extraction: { defaultAgent: 'Extractor', entries: withAdded('extraction', extractionEntries) },
  prose: { defaultAgent: 'Advisor', entries: withAdded('prose', proseEntries) },
};
