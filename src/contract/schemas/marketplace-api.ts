import { z } from 'zod';
import { namedComponent } from './openapi-components.js';

const useCase = z.looseObject({ title: z.string().describe('What it is used for.'), description: z.string().describe('How.') });

/** The fields a prompt and an agent listing share (swarms.world's add-prompt and add-agent). */
const listingFields = {
  name: z.string().min(2).describe('Display name (at least 2 characters).'),
  description: z.string().nullish().describe('What it does and when to use it.'),
  useCases: z.array(useCase).min(1).describe('At least one use case, each a title and a description.'),
  tags: z.string().nullish().describe('Comma-separated tags.'),
  is_free: z.boolean().nullish().describe('Free to use (default true).'),
  price_usd: z.number().positive().nullish().describe('Price in USD; required when is_free is false.'),
  category: z.string().nullish().describe('Its category.'),
  status: z.enum(['pending', 'approved', 'rejected']).nullish().describe('Listing status (default pending).'),
  tokenized_on: z.boolean().nullish().describe('Launch a token for it: not served offline (a 501).'),
  image_url: z.string().nullish().describe('A public image URL.'),
  links: z.array(z.unknown()).nullish().describe('Links: strings or {name, url}.'),
  seller_wallet_address: z.string().nullish().describe('Seller wallet address (kept, never used).'),
};

/** `POST /api/add-prompt`. */
export const addPromptSchema = namedComponent(
  'MarketplaceAddPrompt',
  'A prompt to publish on the local marketplace.',
  z.looseObject({ ...listingFields, prompt: z.string().min(5).describe('The prompt text (at least 5 characters).'), tags: z.string().min(2).describe('Comma-separated tags.') }),
).meta({
  examples: [
    {
      name: 'Technical Blog Writer',
      prompt: 'You are an expert technical writer.',
      useCases: [{ title: 'Tutorials', description: 'Step-by-step guides' }],
      tags: 'writing,technical',
    },
  ],
});

/** `POST /api/add-agent`. */
export const addAgentSchema = namedComponent(
  'MarketplaceAddAgent',
  'An agent to publish on the local marketplace.',
  z.looseObject({
    ...listingFields,
    description: z.string().describe('What the agent does.'),
    agent: z.string().min(5).nullish().describe('The agent code or content.'),
    language: z.string().nullish().describe('Its programming language.'),
    requirements: z.array(z.unknown()).nullish().describe('Dependencies, each {package, installation}.'),
  }),
).meta({ examples: [{ name: 'Data Extractor', description: 'Pulls fields out of documents.', useCases: [{ title: 'Invoices', description: 'Totals and dates' }] }] });

/** `POST /api/edit-prompt` and `/api/edit-agent`: the id, and the fields to change. */
export const editListingSchema = namedComponent(
  'MarketplaceEditListing',
  'The listing to edit and the fields that change.',
  z.looseObject({
    id: z.string().min(1).describe('The id add-prompt or add-agent answered.'),
    name: z.string().min(2).optional().describe('A new display name.'),
    tokenized_on: z.boolean().nullish().describe('Launch a token for it: not served offline (a 501).'),
  }),
).meta({ examples: [{ id: '550e8400-e29b-41d4-a716-446655440000', description: 'Now with examples.', price_usd: 6.99 }] });

/** `POST /api/query-prompts` and `/api/query-agents`. */
export const queryListingsSchema = namedComponent(
  'MarketplaceQuery',
  'Filters, order and page of a marketplace query.',
  z.looseObject({
    search: z.string().max(100).nullish().describe('Words to find in names and descriptions.'),
    category: z.string().max(50).nullish().describe('Only this category (any case).'),
    priceFilter: z.enum(['all', 'free', 'paid']).nullish().describe('all (default), free or paid.'),
    userFilter: z.string().nullish().describe("Only this user's listings."),
    sortBy: z.enum(['newest', 'oldest', 'popular', 'rating']).nullish().describe('newest (default), oldest, popular or rating.'),
    limit: z.int().min(1).max(100).nullish().describe('How many (default 6).'),
    offset: z.int().min(0).nullish().describe('How many to skip (default 0).'),
  }),
).meta({ examples: [{ search: 'technical writing', priceFilter: 'all', sortBy: 'newest', limit: 10, offset: 0 }] });

/** `POST /api/reviews`. */
export const addReviewSchema = namedComponent(
  'MarketplaceAddReview',
  'A review of a listing: one per user and listing.',
  z.object({
    model_id: z.string().min(1).describe('The id of the prompt or agent reviewed.'),
    model_type: z
      .string()
      .transform((type) => type.toLowerCase())
      .pipe(z.enum(['agent', 'prompt', 'tool']))
      .describe('agent, prompt or tool (any case).'),
    rating: z.int().min(1).max(5).describe('Stars, 1 to 5.'),
    comment: z
      .string()
      .transform((text) => text.trim())
      .pipe(z.string().min(2))
      .describe('The review (at least 2 characters once trimmed).'),
  }),
).meta({ examples: [{ model_id: 'd4f2a1b3-9c8e-4f1d-b2a7-3e5c6d8f0a2b', model_type: 'prompt', rating: 4, comment: 'Clear and reliable.' }] });

/** What add-prompt and add-agent answer. */
export const addListingResponseSchema = namedComponent(
  'MarketplaceAddResponse',
  'The published listing: its id and where it is listed.',
  z.looseObject({
    success: z.boolean().describe('true.'),
    id: z.string().describe('The listing id (load a prompt with marketplace_prompt_id).'),
    listing_url: z.string().describe("The listing's page."),
    tokenized: z.boolean().describe('false: tokens are not launched offline.'),
    token_address: z.null().describe('null.'),
    pool_address: z.null().describe('null.'),
  }),
);

/** What edit-prompt and edit-agent answer. */
export const editListingResponseSchema = namedComponent(
  'MarketplaceEditResponse',
  'The edited listing.',
  z.looseObject({
    success: z.boolean().describe('true.'),
    id: z.string().describe('The listing id.'),
    listing_url: z.string().describe("The listing's page."),
    updated_data: z.record(z.string(), z.unknown()).describe('The listing as it now is.'),
  }),
);

/** What query-prompts and query-agents answer: the listings themselves. */
export const queryListingsResponseSchema = namedComponent(
  'MarketplaceQueryResponse',
  'The listings that match, in the order asked for.',
  z.array(z.record(z.string(), z.unknown()).describe('A listing: id, user_id, created_at and its fields.')),
);

const reviewSchema = z.looseObject({
  id: z.string().describe('The review id.'),
  model_id: z.string().describe('The listing reviewed.'),
  model_type: z.string().describe('agent, prompt or tool.'),
  rating: z.int().describe('Stars, 1 to 5.'),
  comment: z.string().describe('The review.'),
  created_at: z.string().describe('When it was written (ISO 8601).'),
});

/** What POST /api/reviews answers. */
export const addReviewResponseSchema = namedComponent(
  'MarketplaceAddReviewResponse',
  'The saved review.',
  z.looseObject({ success: z.boolean().describe('true.'), review: reviewSchema.describe('The review as saved.') }),
);

/** What GET /api/reviews answers. */
export const reviewsResponseSchema = namedComponent(
  'MarketplaceReviewsResponse',
  "A listing's reviews, newest first, with their average.",
  z.looseObject({
    reviews: z.array(reviewSchema.extend({ users: z.unknown().describe("The reviewer's public profile.") })).describe('Newest first.'),
    average_rating: z.number().nullable().describe('Mean rating to one decimal; null without reviews.'),
    total: z.int().describe('How many reviews.'),
  }),
);

/** `GET /api/product/list`'s query: which kind of product to list. */
export const productListQuerySchema = z.object({
  type: z.enum(['all', 'agent', 'prompt', 'tool', 'bundle']).default('all').describe('all (default), agent, prompt, tool or bundle.'),
});

const productSchema = z.object({
  id: z.string().describe('The product id.'),
  type: z.enum(['agent', 'prompt', 'tool', 'bundle']).describe('agent, prompt, tool or bundle.'),
  name: z.string().nullable().describe('Its name.'),
  description: z.string().nullable().describe('Its description.'),
  created_at: z.string().describe('When it was posted (ISO 8601).'),
  url: z.string().describe("Its listing page on this server (swarms.world's public listing URL)."),
});

/** What GET /api/product/list answers: the caller's products, newest first, with counts per type. */
export const productListResponseSchema = namedComponent(
  'MarketplaceProductList',
  "The caller's products on the local marketplace, newest first, with counts per type.",
  z.object({
    user_id: z.string().describe("The caller's user id."),
    total: z.int().describe('How many products are listed.'),
    counts: z
      .object({
        agents: z.int().describe('Agents.'),
        prompts: z.int().describe('Prompts.'),
        tools: z.int().describe('Tools (none are published locally).'),
        bundles: z.int().describe('Bundles (publishing one is a 501 locally).'),
      })
      .describe('How many of each type.'),
    products: z.array(productSchema).describe('Newest first.'),
  }),
);
