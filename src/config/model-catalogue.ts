import { LRUCache } from 'lru-cache';
import { type DatasetModel, findDatasetModel, matchesLogic, modelDataset } from './model-dataset.js';

/**
 * A provider prefix as LiteLLM (the hosted API's model layer) spells it, the dataset provider that holds its
 * models (none for a provider the dataset does not price), the `owned_by` it shows, and whether
 * `/v1/models/available` lists its models (as LiteLLM names them: OpenAI's and Anthropic's bare, the others
 * with their prefix). The other prefixes are accepted, not listed.
 */
interface ProviderPrefix {
  prefix: string;
  dataset?: string;
  owner: string;
  listed?: 'bare' | 'prefixed';
}

/** The LiteLLM provider prefixes swarms-local routes: `prefix/<model>` is accepted for each, as LiteLLM routes it. */
export const PROVIDER_PREFIXES: readonly ProviderPrefix[] = [
  { prefix: 'openai', dataset: 'openai', owner: 'openai', listed: 'bare' },
  { prefix: 'anthropic', dataset: 'anthropic', owner: 'anthropic', listed: 'bare' },
  { prefix: 'gemini', dataset: 'google', owner: 'google', listed: 'prefixed' },
  { prefix: 'vertex_ai', dataset: 'google', owner: 'google' },
  { prefix: 'groq', dataset: 'groq', owner: 'groq', listed: 'prefixed' },
  { prefix: 'xai', dataset: 'x-ai', owner: 'xai', listed: 'prefixed' },
  { prefix: 'deepseek', dataset: 'deepseek', owner: 'deepseek', listed: 'prefixed' },
  { prefix: 'mistral', dataset: 'mistral', owner: 'mistral', listed: 'prefixed' },
  { prefix: 'openrouter', dataset: 'openrouter', owner: 'openrouter' },
  { prefix: 'together_ai', dataset: 'together', owner: 'together_ai' },
  { prefix: 'fireworks_ai', dataset: 'fireworks', owner: 'fireworks_ai' },
  { prefix: 'bedrock', dataset: 'aws', owner: 'bedrock' },
  { prefix: 'azure', dataset: 'azure', owner: 'azure' },
  { prefix: 'cohere', dataset: 'cohere', owner: 'cohere' },
  { prefix: 'perplexity', dataset: 'perplexity', owner: 'perplexity' },
  { prefix: 'cerebras', dataset: 'cerebras', owner: 'cerebras' },
  { prefix: 'moonshot', dataset: 'moonshotai', owner: 'moonshot' },
  { prefix: 'novita', dataset: 'novita', owner: 'novita' },
  { prefix: 'ollama', owner: 'ollama' },
  { prefix: 'ollama_chat', owner: 'ollama' },
  { prefix: 'hosted_vllm', owner: 'hosted_vllm' },
  { prefix: 'lm_studio', owner: 'lm_studio' },
  { prefix: 'huggingface', owner: 'huggingface' },
  { prefix: 'deepinfra', owner: 'deepinfra' },
  { prefix: 'nvidia_nim', owner: 'nvidia_nim' },
  { prefix: 'sambanova', owner: 'sambanova' },
];

/** The dataset providers whose bare names are taken without a prefix (`gpt-4.1`, `claude-…`, `gemini-…`, `grok-4` as the documentation writes it). */
const BARE_NAME_PROVIDERS = ['openai', 'anthropic', 'google', 'x-ai'];

/** What the catalogue knows of a model name it accepts. */
export interface KnownModel {
  /** The `owned_by` of `/v1/models`: the provider that serves it. */
  owner: string;
  /** The dataset's model it names, when the dataset has it (a prefixed name the dataset lacks is accepted without one). */
  model?: DatasetModel;
  /** `dataset-provider:model-id`: one key for every spelling of a model (`claude-sonnet-4.5`, `anthropic/claude-sonnet-4-5-20250929`). */
  canonical?: string;
}

const byPrefix = new Map(PROVIDER_PREFIXES.map((entry) => [entry.prefix, entry]));

function known(owner: string, datasetProvider: string | undefined, name: string): KnownModel {
  const provider = datasetProvider ? modelDataset().providers[datasetProvider] : undefined;
  const model = provider && findDatasetModel(provider, name);
  return { owner, model, canonical: model && `${datasetProvider}:${model.id}` };
}

/**
 * The model a name routes to, LiteLLM's rule: `provider/<anything>` with a known provider prefix is accepted
 * (the provider decides whether the model exists, as LiteLLM leaves it to them); a bare name is accepted when
 * the dataset knows it. Undefined for any other name.
 */
export function findModel(name: string): KnownModel | undefined {
  const cached = lookups.get(name);
  if (cached) return cached.found;
  const found = lookUp(name);
  lookups.set(name, { found });
  return found;
}

/** Names looked up lately (every request checks its models): the dataset's patterns are walked once per name. */
const lookups = new LRUCache<string, { found: KnownModel | undefined }>({ max: 2_000 });

function lookUp(name: string): KnownModel | undefined {
  const slash = name.indexOf('/');
  // `openai/` names a provider, not a model: LiteLLM has nothing to route it to.
  const prefixed = slash > 0 && slash < name.length - 1 ? byPrefix.get(name.slice(0, slash).toLowerCase()) : undefined;
  if (prefixed) return known(prefixed.owner, prefixed.dataset, name.slice(slash + 1));
  const providers = modelDataset().providers;
  for (const id of BARE_NAME_PROVIDERS) {
    const provider = providers[id];
    if (provider.model_match && !matchesLogic(provider.model_match, name)) continue;
    const found = known(PROVIDER_PREFIXES.find((entry) => entry.dataset === id)?.owner ?? id, id, name);
    if (found.model) return found;
  }
  return undefined;
}

/** Models `/v1/models/available` leaves out: the dataset prices audio, image, embedding and moderation models too. */
const NOT_CHAT = /embed|whisper|tts|transcribe|image|moderation|realtime|audio|voice|ocr|search|computer-use|guard|^(ada|babbage|curie|davinci)$/;

/** Whether a dataset id reads as a model name (some ids are patterns: `ft:gpt-4o`, `gpt-4o-mini-2024-07-18.ft-`). */
const PLAIN_ID = /^[a-z0-9][a-z0-9._/-]*[a-z0-9]$/i;

let listed: string[] | undefined;

/**
 * The names `/v1/models/available` lists: the dataset's current chat models of the listed providers, as
 * LiteLLM names them. A provider's models outside its own name pattern are left out (Google's dataset also
 * prices the Claude models Vertex serves; LiteLLM names those `vertex_ai/claude-…`).
 */
export function datasetCatalogue(): readonly string[] {
  listed ??= PROVIDER_PREFIXES.flatMap((entry) => {
    if (!entry.listed || !entry.dataset) return [];
    const provider = modelDataset().providers[entry.dataset];
    const ownName = (id: string) => !provider.model_match || matchesLogic(provider.model_match, id);
    return provider.models
      .filter((model) => !model.deprecated && PLAIN_ID.test(model.id) && !NOT_CHAT.test(model.id) && ownName(model.id))
      .map((model) => (entry.listed === 'bare' ? model.id : `${entry.prefix}/${model.id}`));
  });
  return listed;
}
