/** The seeded synthetic model. */
export { createSyntheticModel, holdComposingThread, type SyntheticModelOptions } from './synthetic-model.js';
export { sampleFromSchema } from './json-schema-sample.js';
export type { SampleHints } from './plausible-string.js';
