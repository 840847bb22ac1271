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

/**
 * Where the HTTP layer puts the listing it resolved for an agent's `marketplace_prompt_id` (a published prompt, or
 * a stand-in for one this server does not hold): a symbol, so the stored and echoed configuration never carry it.
 */
export const RESOLVED_LISTING: unique symbol = Symbol('swarms-local resolved marketplace listing');

/** The catalogue's listing with `id`, if it ships one. */
export function catalogueListing(id: string): MarketplacePrompt | undefined {
  return marketplaceCatalogue().find((entry) => entry.id === id);
}

/**
 * A stand-in for a marketplace prompt this server does not hold (open auth): the same words for the same id, so
 * replay and golden runs stay byte-identical; the response header and the journal name it.
 */
export function syntheticListing(id: string): MarketplacePrompt {
  const short = id.replace(/[^A-Za-z0-9]/g, '').slice(0, 8) || 'prompt';
  return {
    id,
    user_id: 'swarms-local',
    created_at: '1970-01-01T00:00:00+00:00',
    name: `Marketplace-Agent-${short}`,
    description: `A stand-in for marketplace prompt ${id}, which this server does not hold.`,
    category: 'general',
    prompt: `You are a specialist agent loaded from the marketplace (prompt ${id}). Answer the task directly, precisely and completely.`,
    tags: 'synthetic',
    links: [],
    status: 'approved',
    synthetic: true,
  };
}

/** The catalogue's prompt with `id` (an agent's `marketplace_prompt_id`); an unknown id is a 400, as the framework refuses it. */
export function marketplacePrompt(id: string): MarketplacePrompt {
  const prompt = catalogueListing(id);
  if (!prompt) {
    const known = marketplaceCatalogue().map((entry) => entry.id);
    throw new ApiError('BAD_REQUEST', `No prompt with id "${id}" in the marketplace (marketplace_prompt_id). POST /v1/marketplace/agents lists them: ${known.join(', ')}.`);
  }
  return prompt;
}
