import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MODEL_DATASET_FILE } from '../../src/config/model-dataset.js';
import { datasetText, extractModelDataset } from '../../scripts/models/extract-dataset.js';

describe('the shipped model dataset', () => {
  it('is what `npm run models:refresh` writes from the installed @pydantic/genai-prices', () => {
    const expected = datasetText(extractModelDataset());
    expect(readFileSync(MODEL_DATASET_FILE, 'utf8') === expected, 'fixtures/models/model-dataset.json is stale: run npm run models:refresh').toBe(true);
  });
});
