import { VERSION } from '../../version.js';
import { defineRoute, type RouteDefinition } from '../route.js';

/** `/` and `/health`. */
export const systemRoutes: RouteDefinition<any>[] = [
  defineRoute({
    method: 'get',
    path: '/',
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
  defineRoute({ method: 'get', path: '/health', handler: () => ({ body: { status: 'ok' } }) }),
];
