import type { Request } from 'express';
import type { MarketplaceKind } from '../store/repositories.js';

/** Where the marketplace API (swarms.world's `/api/…`) is served: a client's base URL is the server's URL plus this. */
export const MARKETPLACE_PREFIX = '/swarms-world';

/** Where a listing is seen: its page on this server (`GET /swarms-world/<kind>/<id>`), as swarms.world's `https://swarms.world/<kind>/<id>`. */
export function listingUrl({ request }: { request: Request }, kind: MarketplaceKind, id: string): string {
  return `${request.protocol}://${request.get('host')}${MARKETPLACE_PREFIX}/${kind}/${id}`;
}
