import type { Response } from 'express';
import type { AppDependencies } from '../app-dependencies.js';
import { catalogueListing, type MarketplacePrompt, RESOLVED_LISTING, syntheticListing } from '../orchestration/research/marketplace.js';
import { isoWithOffset } from '../runtime/timestamps.js';
import type { MarketplaceKind, MarketplaceListing } from '../store/repositories.js';
import { noteOnJournal } from './journal-request.js';

/** Names the `marketplace_prompt_id`s of a request that were answered with a stand-in prompt. */
export const SYNTHETIC_PROMPT_HEADER = 'X-Swarms-Local-Synthetic-Marketplace-Prompt';

/** Names the marketplace listings an edit took as published stand-ins (ids this server did not hold). */
export const SYNTHETIC_LISTING_HEADER = 'X-Swarms-Local-Synthetic-Marketplace-Listing';

type Config = Record<string | symbol, unknown>;

/**
 * Whether an id this server does not hold is answered with a stand-in (open auth, requests not strict), as an app
 * offline expects of swarms.world's listings; strict auth or requests keep the hosted refusal.
 */
export function standInsAllowed(deps: Pick<AppDependencies, 'config'>): boolean {
  return deps.config.auth === 'open' && !deps.config.strictRequests;
}

/**
 * A listing of swarms.world's that this server does not hold, taken as published by the caller so that their edit
 * updates it: for a prompt the same stand-in an agent's `marketplace_prompt_id` loads, for an agent its like.
 */
export function standInListing(kind: MarketplaceKind, id: string, userId: string, createdAt: number): MarketplaceListing {
  const { id: _id, user_id: _user, created_at: _created, prompt, ...fields } = syntheticListing(id);
  const content = kind === 'prompt' ? { prompt } : { description: `A stand-in for marketplace agent ${id}, which this server does not hold.`, agent: prompt };
  return { id, kind, userId, createdAt, fields: { ...fields, ...content, is_free: true, use_cases: [] } };
}

/** Half of a UTF-16 pair without its other half, which no encoding can write. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** The longest a stand-in header names an id, and the longest the header is: an id is any string, a header is bounded. */
const HEADER_ID_CHARS = 128;
const HEADER_CHARS = 1024;

/** Ids as a header value can carry them: printable ASCII as written, anything else percent-encoded, each and all bounded ("..."). */
function headerValue(ids: string[]): string {
  const cut = (text: string, limit: number) => (text.length > limit ? `${text.slice(0, limit)}...` : text);
  const written = ids.map((id) => cut(/^[\x20-\x7e]*$/.test(id) ? id : encodeURIComponent(id.replace(LONE_SURROGATE, '\uFFFD')), HEADER_ID_CHARS));
  return cut(written.join(', '), HEADER_CHARS);
}

/** Tells the response header and the request's journal entry that `id` was taken as a stand-in listing. */
export function noteStandInListing(response: Response, id: string): void {
  response.set(SYNTHETIC_LISTING_HEADER, headerValue([id]));
  noteOnJournal(response, { syntheticMarketplaceListings: [id] });
}

/** A listing as the marketplace API answers it: its fields, with its id, owner and creation time. */
export function listingBody(listing: MarketplaceListing): Record<string, unknown> {
  return { id: listing.id, user_id: listing.userId, created_at: isoWithOffset(listing.createdAt), ...listing.fields };
}

/** A published prompt as an agent loads it (name, description, prompt text). */
function promptOfListing(listing: MarketplaceListing): MarketplacePrompt {
  const body = listingBody(listing);
  const text = (key: string) => (typeof body[key] === 'string' ? (body[key] as string) : '');
  return {
    ...body,
    id: listing.id,
    user_id: listing.userId,
    created_at: text('created_at'),
    name: text('name'),
    description: text('description'),
    category: text('category'),
    prompt: text('prompt'),
    tags: text('tags'),
    links: Array.isArray(body.links) ? body.links : [],
    status: text('status') || 'pending',
  };
}

/** Every object of a request body that names a `marketplace_prompt_id` (an agent, a swarm's agents, a handoff, a graph node). */
function configsNamingPrompts(value: unknown, found: Config[] = []): Config[] {
  if (Array.isArray(value)) for (const item of value) configsNamingPrompts(item, found);
  else if (value && typeof value === 'object') {
    const config = value as Config;
    if (typeof config.marketplace_prompt_id === 'string' && config.marketplace_prompt_id) found.push(config);
    for (const child of Object.values(config)) configsNamingPrompts(child, found);
  }
  return found;
}

/**
 * Resolves the marketplace prompts a request's agents name, before its run: the shipped catalogue's, else one
 * published on this server; an id neither holds gets a stand-in when auth is open and requests are not strict
 * (named in the response header and the journal), and stays unresolved otherwise, so the agent refuses it with a 400.
 */
export async function resolveMarketplaceListings(body: unknown, deps: AppDependencies, response: Response): Promise<void> {
  const configs = configsNamingPrompts(body);
  if (!configs.length) return;
  const standIns = new Set<string>();
  const lenient = standInsAllowed(deps);
  for (const config of configs) {
    const id = config.marketplace_prompt_id as string;
    if (catalogueListing(id)) continue;
    const published = await deps.store.marketplace.get(id);
    if (published?.kind === 'prompt') config[RESOLVED_LISTING] = promptOfListing(published);
    else if (lenient) {
      config[RESOLVED_LISTING] = syntheticListing(id);
      standIns.add(id);
    }
  }
  if (!standIns.size) return;
  response.set(SYNTHETIC_PROMPT_HEADER, headerValue([...standIns]));
  noteOnJournal(response, { syntheticMarketplacePrompts: [...standIns] });
}
