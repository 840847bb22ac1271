import { VERSION } from '../../version.js';
import { healthResponseSchema, rootResponseSchema } from '../../contract/schemas/responses/catalogue-responses.js';
import { defineRoute, type RouteDefinition, tagRoutes } from '../route.js';
import { ROUTE_TAGS } from '../openapi/route-tags.js';

/** What `GET /health` answers. */
export const HEALTHY = Object.freeze({ status: 'ok' });

/** `/` and `/health`. */
export const systemRoutes: RouteDefinition[] = tagRoutes(ROUTE_TAGS.system, [
  defineRoute({
    method: 'get',
    path: '/',
    summary: 'Service name, version and provider mode.',
    description: 'Names the service, its version and the provider mode it answers in (synthetic, replay, record or live).',
    response: rootResponseSchema,
    auth: false,
    handler: ({ deps }) => ({
      body: {
        status: 'Welcome to swarms-local: a self-hosted Swarms API. Check out the docs at /docs.',
        name: 'swarms-local',
        version: VERSION,
        mode: deps.config.mode,
      },
    }),
  }),
  defineRoute({
    method: 'get',
    path: '/health',
    summary: 'Health check: answers ok while the server is up.',
    response: healthResponseSchema,
    // Load balancers and orchestrators probe it every few seconds: journaled, the probes would push the
    // requests worth reading out of each namespace's retention. Still authenticated, rate-limited and logged.
    journal: false,
    handler: () => ({ body: HEALTHY }),
  }),
]);
