// The model dataset swarms-local ships (fixtures/models/model-dataset.json), taken from the npm package
// @pydantic/genai-prices: the providers of src/config/model-catalogue.ts's prefix table, their name patterns,
// models and context windows. Prices are left out (swarms-local bills as the hosted API does, not per model).
import { readFileSync } from 'node:fs';
import { findProvider, type MatchLogic } from '@pydantic/genai-prices';
import type { ModelDataset } from '../../src/config/model-dataset.js';
import { PROVIDER_PREFIXES } from '../../src/config/model-catalogue.js';

/** The npm package the dataset comes from. */
export const DATASET_PACKAGE = '@pydantic/genai-prices';

/** The dataset as the installed package has it, in the shape the server reads. */
export function extractModelDataset(): ModelDataset {
  // The package exports no package.json; it is read beside the package's entry.
  const entry = import.meta.resolve(DATASET_PACKAGE);
  const { version } = JSON.parse(readFileSync(new URL('../package.json', entry), 'utf8')) as { version: string };
  const ids = [...new Set(PROVIDER_PREFIXES.flatMap((entry) => entry.dataset ?? []))].sort();
  const providers: ModelDataset['providers'] = {};
  for (const id of ids) {
    const provider = findProvider({ providerId: id });
    if (!provider) throw new Error(`${DATASET_PACKAGE} ${version} has no provider "${id}": update the prefix table in src/config/model-catalogue.ts`);
    providers[id] = {
      ...(provider.model_match ? { model_match: provider.model_match as MatchLogic } : {}),
      models: provider.models.map((model) => ({
        id: model.id,
        match: model.match as MatchLogic,
        ...(model.context_window ? { context_window: model.context_window } : {}),
        ...(model.deprecated ? { deprecated: true } : {}),
      })),
    };
  }
  return { source: DATASET_PACKAGE, version, providers };
}

/** The file's text: one provider per block, stable across runs. */
export function datasetText(dataset: ModelDataset): string {
  return `${JSON.stringify(dataset, null, 1)}\n`;
}
