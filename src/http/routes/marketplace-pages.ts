import type { Response } from 'express';
import { productListQuerySchema, productListResponseSchema } from '../../contract/schemas/marketplace-api.js';
import { catalogueListing } from '../../orchestration/research/marketplace.js';
import type { MarketplaceKind } from '../../store/repositories.js';
import { escapeHtml } from '../escape-html.js';
import { marketplaceErrorBody } from '../marketplace-errors.js';
import { listingBody } from '../marketplace-listings.js';
import { listingUrl, MARKETPLACE_PREFIX } from '../marketplace-urls.js';
import { validateQuery } from '../query.js';
import { defineRoute, type RouteDefinition } from '../route.js';

/** A listing page loads nothing from elsewhere and runs no script. */
const PAGE_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'";

/** A listing's fields as its page shows them, in order: label and text. */
function pageRows(listing: Record<string, unknown>): Array<[string, string]> {
  const text = (value: unknown) => (value === undefined || value === null || value === '' ? undefined : typeof value === 'string' ? value : JSON.stringify(value));
  const price = listing.is_free === false ? `USD ${listing.price_usd}` : 'free';
  const rows: Array<[string, string | undefined]> = [
    ['Description', text(listing.description)],
    ['Category', text(listing.category)],
    ['Tags', text(listing.tags)],
    ['Price', price],
    ['Status', text(listing.status)],
    ['Published by', text(listing.user_id)],
    ['Published', text(listing.created_at)],
  ];
  return rows.filter((row): row is [string, string] => row[1] !== undefined);
}

/** A listing's page: what swarms.world shows at `/<kind>/<id>`, plainly, with the prompt or agent text in full. */
function listingPage(kind: MarketplaceKind, listing: Record<string, unknown>): string {
  const name = escapeHtml(String(listing.name ?? listing.id));
  const useCases = Array.isArray(listing.use_cases) ? (listing.use_cases as Array<{ title?: unknown; description?: unknown }>) : [];
  const content = kind === 'prompt' ? listing.prompt : listing.agent;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${name} — ${kind} on the local marketplace</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:52rem;margin:2rem auto;padding:0 1rem}th{text-align:left;padding-right:1rem;vertical-align:top}pre{white-space:pre-wrap;background:#f4f4f4;padding:1rem}</style></head>
<body><p>swarms-local marketplace · ${kind}</p><h1>${name}</h1>
<table>${pageRows(listing)
    .map(([label, text]) => `<tr><th>${label}</th><td>${escapeHtml(text)}</td></tr>`)
    .join('')}</table>
${useCases.length ? `<h2>Use cases</h2><ul>${useCases.map((useCase) => `<li><strong>${escapeHtml(String(useCase.title ?? ''))}</strong>: ${escapeHtml(String(useCase.description ?? ''))}</li>`).join('')}</ul>` : ''}
${typeof content === 'string' && content ? `<h2>${kind === 'prompt' ? 'Prompt' : 'Agent'}</h2><pre>${escapeHtml(content)}</pre>` : ''}
</body></html>
`;
}

/** Answers a listing as a page, or as its JSON when the client asks for JSON first. */
function sendListing(response: Response, kind: MarketplaceKind, listing: Record<string, unknown>): void {
  if (response.req.accepts(['html', 'json']) === 'json') response.status(200).json(listing);
  else response.status(200).type('html').set('Content-Security-Policy', PAGE_SECURITY_POLICY).send(listingPage(kind, listing));
}

/** `GET /swarms-world/<kind>/:id`: the page a listing's `listing_url` points at. */
function listingPageRoute(kind: MarketplaceKind): RouteDefinition {
  return defineRoute({
    method: 'get',
    path: `${MARKETPLACE_PREFIX}/${kind}/:id`,
    // Public on swarms.world: anyone may look at a listing.
    auth: false,
    html: true,
    summary: `A ${kind}'s listing page, where listing_url points.`,
    description: `The page of one ${kind} of the local marketplace (or of the shipped catalogue), as swarms.world shows it at /${kind}/<id>: its fields, use cases and text; its JSON when the request asks for application/json first. An unknown id is a 404.`,
    handler: async ({ deps, request, response }) => {
      const id = String(request.params.id);
      const stored = await deps.store.marketplace.get(id);
      const listing = stored?.kind === kind ? listingBody(stored) : kind === 'prompt' ? catalogueListing(id) : undefined;
      if (!listing) response.status(404).json(marketplaceErrorBody(404, `No ${kind} with id "${id}" on this marketplace.`));
      else sendListing(response, kind, listing);
      return { streamed: true };
    },
  });
}

/** swarms.world's product list and listing pages, served over the local marketplace's store. */
export const marketplacePageRoutes: RouteDefinition[] = [
  defineRoute({
    method: 'get',
    path: `${MARKETPLACE_PREFIX}/api/product/list`,
    summary: "The caller's products on the local marketplace.",
    description:
      "Every prompt and agent the caller published here, newest first, with counts per type and each listing's page, as swarms.world's product list answers; type narrows it (tools and bundles are never published locally: their counts are 0).",
    query: productListQuerySchema,
    response: productListResponseSchema,
    handler: async (context) => {
      const { type } = validateQuery(productListQuerySchema, context.request);
      const userId = context.principal.user.id;
      const kinds: MarketplaceKind[] = type === 'all' ? ['agent', 'prompt'] : type === 'agent' || type === 'prompt' ? [type] : [];
      const listings = (await Promise.all(kinds.map((kind) => context.deps.store.marketplace.list(kind)))).flat().filter((listing) => listing.userId === userId);
      listings.sort((a, b) => b.createdAt - a.createdAt);
      const products = listings.map((listing) => {
        const body = listingBody(listing);
        const text = (key: string) => (typeof body[key] === 'string' ? (body[key] as string) : null);
        return {
          id: listing.id,
          type: listing.kind,
          name: text('name'),
          description: text('description'),
          created_at: String(body.created_at),
          url: listingUrl(context, listing.kind, listing.id),
        };
      });
      const count = (kind: MarketplaceKind) => products.filter((product) => product.type === kind).length;
      return { body: { user_id: userId, total: products.length, counts: { agents: count('agent'), prompts: count('prompt'), tools: 0, bundles: 0 }, products } };
    },
  }),
  listingPageRoute('prompt'),
  listingPageRoute('agent'),
];
