// `npm run models:refresh`: rewrites fixtures/models/model-dataset.json from the installed @pydantic/genai-prices.
// To take a newer dataset: `npm install --save-dev --save-exact @pydantic/genai-prices@latest`, then this.
import { writeFileSync } from 'node:fs';
import { MODEL_DATASET_FILE } from '../../src/config/model-dataset.js';
import { datasetText, extractModelDataset } from './extract-dataset.js';

const dataset = extractModelDataset();
writeFileSync(MODEL_DATASET_FILE, datasetText(dataset));
const models = Object.values(dataset.providers).reduce((total, provider) => total + provider.models.length, 0);
console.log(`${MODEL_DATASET_FILE}: ${dataset.source} ${dataset.version}, ${Object.keys(dataset.providers).length} providers, ${models} models`);
