import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

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
