import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** How the dataset says which names a model (or a provider) answers to: genai-prices' match logic. */
export type MatchLogic =
  | { equals: string }
  | { starts_with: string }
  | { ends_with: string }
  | { contains: string }
  | { regex: string }
  | { or: MatchLogic[] }
  | { and: MatchLogic[] };

/** One model of the dataset: its canonical id, the names it answers to, its context window. */
export interface DatasetModel {
  id: string;
  match: MatchLogic;
  context_window?: number;
  deprecated?: boolean;
}

/** One provider of the dataset: the names that are its (when a name carries no prefix), and its models. */
export interface DatasetProvider {
  model_match?: MatchLogic;
  models: DatasetModel[];
}

/** The file `npm run models:refresh` writes from the npm package: which package, which version, the providers we route. */
export interface ModelDataset {
  source: string;
  version: string;
  providers: Record<string, DatasetProvider>;
}

/** Where the dataset ships: in the package's fixtures, read on first use (parsing it costs a few ms, at no start-up). */
export const MODEL_DATASET_FILE = fileURLToPath(new URL('../../fixtures/models/model-dataset.json', import.meta.url));

let dataset: ModelDataset | undefined;

/** The shipped model dataset (read once). */
export function modelDataset(): ModelDataset {
  dataset ??= JSON.parse(readFileSync(MODEL_DATASET_FILE, 'utf8')) as ModelDataset;
  return dataset;
}

/** Whether `name` is one of the names `logic` describes: case-insensitive except a regex, as genai-prices matches. */
export function matchesLogic(logic: MatchLogic, name: string): boolean {
  const lower = name.toLowerCase();
  if ('or' in logic) return logic.or.some((part) => matchesLogic(part, name));
  if ('and' in logic) return logic.and.every((part) => matchesLogic(part, name));
  if ('equals' in logic) return lower === logic.equals.toLowerCase();
  if ('starts_with' in logic) return lower.startsWith(logic.starts_with.toLowerCase());
  if ('ends_with' in logic) return lower.endsWith(logic.ends_with.toLowerCase());
  if ('contains' in logic) return lower.includes(logic.contains.toLowerCase());
  return new RegExp(logic.regex).test(name);
}

/** The provider's model that `name` names (the first whose match takes it, as genai-prices picks). */
export function findDatasetModel(provider: DatasetProvider, name: string): DatasetModel | undefined {
  return provider.models.find((model) => matchesLogic(model.match, name));
}
