import { premiumEndpointsResponseSchema } from '../../contract/schemas/responses/account-responses.js';
import { isoWithOffset } from '../../runtime/timestamps.js';
import { defineRoute, type RouteDefinition } from '../route.js';
import { ROUTE_TAGS } from '../openapi/route-tags.js';

/** One endpoint a free-tier key cannot call, as `/v1/account/premium-endpoints` lists it. */
interface PremiumEndpoint {
  method: string;
  path: string;
  description: string;
}

/** The endpoints a free-tier key cannot call (the hosted API's tiers): the routes flagged premium, in table order. */
export function premiumEndpoints(routes: readonly RouteDefinition[]): PremiumEndpoint[] {
  return routes.flatMap((route) => (route.premium ? [{ method: route.method.toUpperCase(), path: route.path, description: route.premium.description }] : []));
}

/** `GET /v1/account/premium-endpoints` over a route table (read when called, so the table may hold this route too). */
export function premiumEndpointsRoute(table: () => readonly RouteDefinition[]): RouteDefinition {
  return defineRoute({
    method: 'get',
    path: '/v1/account/premium-endpoints',
    summary: 'Endpoints a free-tier key cannot call.',
    description: 'Lists the endpoints a free-tier key is refused with a 403, and why each is premium.',
    tag: ROUTE_TAGS.account,
    response: premiumEndpointsResponseSchema,
    handler: ({ deps }) => {
      const endpoints = premiumEndpoints(table());
      return { body: { success: true, premium_endpoints: endpoints, count: endpoints.length, timestamp: isoWithOffset(deps.clock.now()) } };
    },
  });
}
