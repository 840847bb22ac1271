import { marketplaceRequestSchema } from '../../contract/schemas/marketplace.js';
import { marketplaceCatalogue } from '../../orchestration/research/marketplace.js';
import { isoWithOffset } from '../../runtime/timestamps.js';
import { defineRoute, type RouteDefinition, tagRoutes } from '../route.js';
import { marketplaceResponseSchema } from '../../contract/schemas/responses/workflow-responses.js';
import { ROUTE_TAGS } from '../openapi/route-tags.js';

/** The marketplace of agent prompts. */
export const marketplaceRoutes: RouteDefinition[] = tagRoutes(ROUTE_TAGS.catalogue, [
  defineRoute({
    method: 'post',
    path: '/v1/marketplace/agents',
    response: marketplaceResponseSchema,
    body: marketplaceRequestSchema,
    summary: 'Agent prompts from the marketplace catalogue shipped in fixtures/marketplace.',
    handler: ({ deps, body }) => {
      const prompts = marketplaceCatalogue();
      const limit = body.number_of_items ?? prompts.length;
      return { body: { status: 'success', prompts: prompts.slice(0, limit), total_count: prompts.length, timestamp: isoWithOffset(deps.clock.now()) } };
    },
  }),
]);
