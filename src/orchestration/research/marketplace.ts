import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ApiError } from '../../errors/api-error.js';

/** One marketplace agent prompt of the shipped catalogue. */
export interface MarketplacePrompt {
  id: string;
  user_id: string;
  created_at: string;
  name: string;
  description: string;
  category: string;
  prompt: string;
  /** Comma-separated, as the hosted catalogue keeps them. */
  tags: string;
  links: Array<string | Record<string, unknown>>;
  status: string;
  [key: string]: unknown;
}

/** The catalogue shipped in fixtures/marketplace (read once). */
let catalogue: MarketplacePrompt[] | undefined;

/** The marketplace catalogue, from the package's `fixtures/marketplace/agents.json`. */
export function marketplaceCatalogue(): MarketplacePrompt[] {
  catalogue ??= (JSON.parse(readFileSync(fileURLToPath(new URL('../../../fixtures/marketplace/agents.json', import.meta.url)), 'utf8')) as { prompts: MarketplacePrompt[] })
    .prompts;
  return catalogue;
}

/** The catalogue's prompt with `id` (an agent's `marketplace_prompt_id`); an unknown id is a 400, as the framework refuses it. */
export function marketplacePrompt(id: string): MarketplacePrompt {
  const prompt = marketplaceCatalogue().find((entry) => entry.id === id);
  if (!prompt) {
    const known = marketplaceCatalogue().map((entry) => entry.id);
    throw new ApiError('BAD_REQUEST', `No prompt with id "${id}" in the marketplace (marketplace_prompt_id). POST /v1/marketplace/agents lists them: ${known.join(', ')}.`);
  }
  return prompt;
}
