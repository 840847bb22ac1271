import { z } from 'zod';
import {
  addAgentSchema,
  addListingResponseSchema,
  addPromptSchema,
  addReviewResponseSchema,
  addReviewSchema,
  editListingResponseSchema,
  editListingSchema,
  queryListingsResponseSchema,
  queryListingsSchema,
  reviewsResponseSchema,
} from '../../contract/schemas/marketplace-api.js';
import { catalogueListing, marketplaceCatalogue } from '../../orchestration/research/marketplace.js';
import type { MarketplaceKind, MarketplaceListing } from '../../store/repositories.js';
import { marketplaceRefusal as refusal } from '../marketplace-errors.js';
import { listingBody, noteStandInListing, standInListing, standInsAllowed } from '../marketplace-listings.js';
import { listingUrl, MARKETPLACE_PREFIX } from '../marketplace-urls.js';
import { ROUTE_TAGS } from '../openapi/route-tags.js';
import { validateQuery } from '../query.js';
import { defineRoute, type RouteDefinition, tagRoutes } from '../route.js';
import { marketplacePageRoutes } from './marketplace-pages.js';

/** Token launches, fees and payments are swarms.world's business, not a local server's: a documented 501. */
const NOT_OFFLINE = refusal(
  501,
  'Not implemented',
  'Token launches, creator fees, bundles and payments are not served by swarms-local (docs/marketplace.md); listings, queries and reviews are.',
);

/** The fields a listing keeps of a request: everything asked, but the secrets and the image bytes. */
function keptFields(body: Record<string, unknown>): Record<string, unknown> {
  const { id: _id, private_key: _key, image_base64: _image, useCases, ...fields } = body;
  return { ...fields, ...(useCases === undefined ? {} : { use_cases: useCases }) };
}

/** add-prompt and add-agent: the listing stored under a new id; a paid listing needs its price. */
function addRoute(kind: MarketplaceKind, schema: z.ZodType<Record<string, unknown>>): RouteDefinition {
  return defineRoute({
    method: 'post',
    path: `${MARKETPLACE_PREFIX}/api/add-${kind}`,
    summary: `Publish a ${kind} on the local marketplace.`,
    description: `Stores the ${kind} under a new id, as swarms.world's add-${kind} does; a published prompt is then loadable by marketplace_prompt_id. Token launches (tokenized_on) answer 501.`,
    body: schema,
    response: addListingResponseSchema,
    handler: async (context) => {
      const body = context.body as Record<string, unknown>;
      if (body.tokenized_on) return NOT_OFFLINE;
      if (body.is_free === false && !body.price_usd) return refusal(400, 'Validation failed', 'price_usd is required (above 0) when is_free is false.');
      const id = context.deps.ids.uuid();
      const fields = { is_free: true, status: 'pending', ...keptFields(body) };
      await context.deps.store.marketplace.put({ id, kind, userId: context.principal.user.id, createdAt: context.deps.clock.now(), fields });
      return { body: { success: true, id, listing_url: listingUrl(context, kind, id), tokenized: false, token_address: null, pool_address: null } };
    },
  });
}

/** edit-prompt and edit-agent: the fields given replace the listing's; only its owner may edit it. */
function editRoute(kind: MarketplaceKind): RouteDefinition {
  return defineRoute({
    method: 'post',
    path: `${MARKETPLACE_PREFIX}/api/edit-${kind}`,
    summary: `Edit a ${kind} of the local marketplace.`,
    description: `Changes the fields given of one of the caller's ${kind}s, as swarms.world's edit-${kind} does; another user's listing is a 403. An id this server does not hold is, in open auth, taken as the caller's published ${kind} (named in X-Swarms-Local-Synthetic-Marketplace-Listing), and a 404 otherwise.`,
    body: editListingSchema,
    response: editListingResponseSchema,
    handler: async (context) => {
      const body = context.body as Record<string, unknown> & { id: string };
      if (body.tokenized_on) return NOT_OFFLINE;
      const stored = await context.deps.store.marketplace.get(body.id);
      const lenient = standInsAllowed(context.deps);
      // A stand-in is swarms.world's listing, nobody's here: in open auth another caller's edit, or an edit of the other kind, takes it afresh.
      const held = stored && !(lenient && stored.fields.synthetic === true && (stored.kind !== kind || stored.userId !== context.principal.user.id)) ? stored : undefined;
      const shipped = !held && kind === 'prompt' && catalogueListing(body.id) !== undefined;
      const unknown = !held && !shipped;
      if (unknown && !lenient) return refusal(404, 'Not found', `No ${kind} with id "${body.id}" on this marketplace.`);
      const listing = held ?? (unknown ? standInListing(kind, body.id, context.principal.user.id, context.deps.clock.now()) : undefined);
      if (listing && listing.kind !== kind) return refusal(404, 'Not found', `No ${kind} with id "${body.id}" on this marketplace.`);
      if (!listing || listing.userId !== context.principal.user.id) return refusal(403, 'Forbidden', `The ${kind} "${body.id}" belongs to another user.`);
      if (unknown) noteStandInListing(context.response, body.id);
      const edited: MarketplaceListing = { ...listing, fields: { ...listing.fields, ...keptFields(body) } };
      await context.deps.store.marketplace.put(edited);
      return { body: { success: true, id: listing.id, listing_url: listingUrl(context, kind, listing.id), updated_data: listingBody(edited) } };
    },
  });
}

/** One listing as a query answers it, with its reviews' average (what sortBy rating and popular read). */
type Ranked = { body: Record<string, unknown>; createdAt: number; rating: number; reviews: number };

/** query-prompts and query-agents: this server's listings (and, for prompts, the shipped catalogue's), filtered, ordered and paged. */
function queryRoute(kind: MarketplaceKind): RouteDefinition {
  return defineRoute({
    method: 'post',
    path: `${MARKETPLACE_PREFIX}/api/query-${kind}s`,
    // Public on swarms.world: no key needed.
    auth: false,
    summary: `Search the ${kind}s of the local marketplace.`,
    description: `Filters by words, category, price and user, orders by newest, oldest, popular or rating, and pages with limit and offset, as swarms.world's query-${kind}s does; the answer is the list itself.`,
    body: queryListingsSchema,
    response: queryListingsResponseSchema,
    handler: async ({ deps, body }) => {
      const query = body as z.infer<typeof queryListingsSchema>;
      const published = await Promise.all(
        (await deps.store.marketplace.list(kind)).map(async (listing): Promise<Ranked> => {
          const reviews = await deps.store.marketplace.reviews(listing.id);
          const rating = reviews.length ? reviews.reduce((sum, review) => sum + review.rating, 0) / reviews.length : 0;
          return { body: listingBody(listing), createdAt: listing.createdAt, rating, reviews: reviews.length };
        }),
      );
      const shipped =
        kind === 'prompt' ? marketplaceCatalogue().map((prompt): Ranked => ({ body: { ...prompt }, createdAt: Date.parse(prompt.created_at), rating: 0, reviews: 0 })) : [];
      const words = query.search?.toLowerCase().trim();
      const matches = [...published, ...shipped].filter(({ body: listing }) => {
        const text = (key: string) => String(listing[key] ?? '').toLowerCase();
        if (words && !`${text('name')} ${text('description')}`.includes(words)) return false;
        if (query.category && text('category') !== query.category.toLowerCase()) return false;
        if (query.userFilter && listing.user_id !== query.userFilter) return false;
        const free = listing.is_free !== false;
        return query.priceFilter === 'free' ? free : query.priceFilter === 'paid' ? !free : true;
      });
      const order: Record<string, (a: Ranked, b: Ranked) => number> = {
        newest: (a, b) => b.createdAt - a.createdAt,
        oldest: (a, b) => a.createdAt - b.createdAt,
        popular: (a, b) => b.reviews - a.reviews || b.createdAt - a.createdAt,
        rating: (a, b) => b.rating - a.rating || b.createdAt - a.createdAt,
      };
      matches.sort(order[query.sortBy ?? 'newest']);
      const offset = query.offset ?? 0;
      return { body: matches.slice(offset, offset + (query.limit ?? 6)).map((entry) => entry.body) };
    },
  });
}

const reviewsQuery = z.object({ model_id: z.string().min(1).describe('The listing whose reviews to return.') });

/** A 501 route of swarms.world's marketplace that a local server does not serve. */
const notOffline = (method: 'get' | 'post', path: string, what: string, keyless = false): RouteDefinition =>
  defineRoute({
    method,
    path: `${MARKETPLACE_PREFIX}${path}`,
    // swarms.world needs no key for some (claiming fees): the 501 answers with or without one.
    ...(keyless ? { auth: false } : {}),
    summary: `${what}: not served by swarms-local (501).`,
    description: `Answers 501 in the marketplace's error shape: swarms.world's ${path} (${what.toLowerCase()}) moves tokens or money, which a local server does not do.`,
    response: z.looseObject({ error: z.string().describe('Not implemented.') }),
    handler: () => NOT_OFFLINE,
  });

/** swarms.world's marketplace API for prompts and agents, under MARKETPLACE_PREFIX, over the store. */
export const marketplaceApiRoutes: RouteDefinition[] = tagRoutes(ROUTE_TAGS.marketplace, [
  ...marketplacePageRoutes,
  addRoute('prompt', addPromptSchema),
  editRoute('prompt'),
  queryRoute('prompt'),
  addRoute('agent', addAgentSchema),
  editRoute('agent'),
  queryRoute('agent'),
  defineRoute({
    method: 'post',
    path: `${MARKETPLACE_PREFIX}/api/reviews`,
    summary: 'Review a prompt or agent of the local marketplace.',
    description: 'Saves one review per user and listing (a second is a 409), as swarms.world does; the answer is 201 with the review.',
    body: addReviewSchema,
    response: addReviewResponseSchema,
    successStatus: 201,
    handler: async ({ deps, body, principal }) => {
      const review = body as z.infer<typeof addReviewSchema>;
      const earlier = await deps.store.marketplace.reviews(review.model_id);
      if (earlier.some((entry) => entry.userId === principal.user.id)) return refusal(409, 'You have already submitted a review for this item', 'One review per user and item.');
      const saved = {
        id: deps.ids.uuid(),
        listingId: review.model_id,
        modelType: review.model_type,
        userId: principal.user.id,
        rating: review.rating,
        comment: review.comment,
        createdAt: deps.clock.now(),
      };
      await deps.store.marketplace.addReview(saved);
      const { listingId: _listing, userId: _user, modelType, createdAt, ...rest } = saved;
      return { status: 201, body: { success: true, review: { ...rest, model_id: review.model_id, model_type: modelType, created_at: new Date(createdAt).toISOString() } } };
    },
  }),
  defineRoute({
    method: 'get',
    path: `${MARKETPLACE_PREFIX}/api/reviews`,
    // Public on swarms.world: no key needed.
    auth: false,
    summary: "A listing's reviews and their average rating.",
    description: 'Every review of one prompt or agent, newest first, with the average rating to one decimal (null without reviews), as swarms.world answers.',
    query: reviewsQuery,
    response: reviewsResponseSchema,
    handler: async ({ deps, request }) => {
      const { model_id: id } = validateQuery(reviewsQuery, request);
      const reviews = (await deps.store.marketplace.reviews(id)).reverse();
      const average = reviews.length ? Math.round((reviews.reduce((sum, review) => sum + review.rating, 0) / reviews.length) * 10) / 10 : null;
      return {
        body: {
          reviews: reviews.map((review) => ({
            id: review.id,
            model_id: review.listingId,
            model_type: review.modelType,
            rating: review.rating,
            comment: review.comment,
            created_at: new Date(review.createdAt).toISOString(),
            users: { full_name: null, username: review.userId, avatar_url: null },
          })),
          average_rating: average,
          total: reviews.length,
        },
      };
    },
  }),
  notOffline('post', '/api/token/launch', 'Token launch'),
  notOffline('post', '/api/token/launch/batch', 'Token launches in a batch'),
  notOffline('post', '/api/product/claimfees', 'Claiming creator fees', true),
  notOffline('get', '/api/product/fees', 'Creator fees'),
  notOffline('post', '/api/v1/publish/bundle', 'Bundle publishing'),
]).map((route) => ({ ...route, errorStyle: 'marketplace' as const }));
