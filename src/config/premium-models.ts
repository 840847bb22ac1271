import { closestNames } from '../contract/did-you-mean.js';
import { datasetCatalogue, findModel } from './model-catalogue.js';

/** The pricing page's "Premium-Only Models": a free-tier key is refused them on every endpoint. */
export const PREMIUM_ONLY_MODELS = [
  'gpt-5',
  'gpt-4.1',
  'gemini-2.5-pro',
  'claude-4-opus-20250514',
  'claude-4-sonnet-20250514',
  'claude-haiku-4-5',
  'claude-opus-4-1',
  'claude-sonnet-4-5',
  'xai/grok-4',
  'xai/grok-4-fast-reasoning',
  'xai/grok-4-fast-non-reasoning',
  'xai/grok-4-latest',
] as const;

/** Every Groq model is premium-only too ("any `groq/*` model"). */
const PREMIUM_ONLY_OWNERS = new Set(['groq']);

let premiumModels: Set<string> | undefined;

/** The premium-only models as the dataset's canonical keys, so every spelling of one is refused (`claude-sonnet-4.5`, `anthropic/claude-sonnet-4-5`). */
function premiumCanonical(): Set<string> {
  premiumModels ??= new Set(PREMIUM_ONLY_MODELS.flatMap((name) => findModel(name)?.canonical ?? []));
  return premiumModels;
}

/** Whether this spelling of a model, as the catalogue reads it, is premium-only. */
function isPremiumSpelling(name: string): boolean {
  if ((PREMIUM_ONLY_MODELS as readonly string[]).includes(name)) return true;
  const model = findModel(name);
  if (!model) return false;
  return PREMIUM_ONLY_OWNERS.has(model.owner) || (model.canonical !== undefined && premiumCanonical().has(model.canonical));
}

/**
 * Whether a free-tier key is refused this model name: the name itself, or the model it routes to once
 * provider and vendor prefixes are taken off (`openrouter/openai/gpt-4.1`, `azure/gpt-4.1` and
 * `openrouter/x-ai/grok-4` are the premium models behind another provider).
 */
export function isPremiumOnly(name: string): boolean {
  const segments = name.split('/');
  return segments.some((_, index) => isPremiumSpelling(segments.slice(index).join('/')));
}

const freeCatalogues = new WeakMap<readonly string[], readonly string[]>();

/** The names of a catalogue a free-tier key may use (kept per catalogue: the lists are fixed once built). */
export function freeTierCatalogue(catalogue: readonly string[]): readonly string[] {
  let free = freeCatalogues.get(catalogue);
  if (!free) {
    free = catalogue.filter((name) => !isPremiumOnly(name));
    freeCatalogues.set(catalogue, free);
  }
  return free;
}

/**
 * Up to three models a free-tier key may use instead of `name`: the same provider's first, its variants
 * (`gpt-4.1-mini` for `gpt-4.1`) before the nearest other names.
 */
export function freeTierAlternatives(name: string, catalogue: readonly string[] = datasetCatalogue()): string[] {
  const owner = findModel(name)?.owner;
  const free = freeTierCatalogue(catalogue);
  const sameOwner = free.filter((candidate) => findModel(candidate)?.owner === owner);
  const candidates = sameOwner.length ? sameOwner : free;
  const stem = name.slice(name.lastIndexOf('/') + 1);
  const variants = candidates.filter((candidate) => candidate.slice(candidate.lastIndexOf('/') + 1).startsWith(stem));
  return [...new Set([...closestNames(name, variants, 3), ...closestNames(name, candidates, 3)])].slice(0, 3);
}
