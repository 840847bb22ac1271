import { hostname } from 'node:os';
import { resetRequestSchema } from '../../../contract/schemas/admin.js';
import { ApiError } from '../../../errors/api-error.js';
import { NamespacedClock } from '../../../runtime/namespaced-clock.js';
import { isoWithOffset } from '../../../runtime/timestamps.js';
import { forgetEverything } from '../../forget-everything.js';
import { redactSecrets } from '../../../security/secrets.js';
import { VERSION } from '../../../version.js';
import { defineRoute, type RouteDefinition, tagRoutes } from '../../route.js';
import { ADMIN_PREFIX } from './admin-path.js';
import { requireAdmin, requireNamespaceControl } from '../../middleware/admin-access.js';
import { resetResponseSchema, serverConfigResponseSchema, serverInfoResponseSchema } from '../../../contract/schemas/responses/admin-responses.js';
import { ROUTE_TAGS } from '../../openapi/route-tags.js';

/** This process among replicas over one database: host name and process id. */
const REPLICA = `${hostname()}:${process.pid}`;

/** Info, effective configuration and reset. */
export const adminStateRoutes: RouteDefinition[] = tagRoutes(ROUTE_TAGS.testing, [
  defineRoute({
    method: 'get',
    path: `${ADMIN_PREFIX}/info`,
    summary: 'Server facts for tests: version, mode, database, namespace, caller, clock, replica.',
    response: serverInfoResponseSchema,
    auth: 'open-keyless',
    journal: false,
    rateLimited: false,
    handler: ({ deps, viewer, namespace }) => ({
      body: {
        name: 'swarms-local',
        version: VERSION,
        mode: deps.config.mode,
        database: deps.store.location,
        fixtures_dir: deps.config.fixturesDir,
        namespace,
        // Null on a keyless open-auth call: the dashboard then sees every user.
        user: viewer ? { id: viewer.user.id, name: viewer.user.name, tier: viewer.user.tier } : null,
        auth: deps.config.auth,
        now: isoWithOffset(deps.clock.now()),
        in_flight_provider_calls: deps.limiter.inFlight,
        // Which process answered: replicas behind a load balancer keep test state (clock, faults, cursors) each their own.
        replica: REPLICA,
        timestamp: isoWithOffset(deps.clock.now()),
      },
    }),
  }),
  defineRoute({
    method: 'get',
    path: `${ADMIN_PREFIX}/config`,
    summary: 'Settings in effect, secrets masked.',
    description: 'Returns the settings this server runs with, every secret masked, as the configuration resolved them.',
    response: serverConfigResponseSchema,
    auth: 'open-keyless',
    journal: false,
    rateLimited: false,
    handler: ({ deps }) => ({ body: { config: redactSecrets(deps.config, []) } }),
  }),
  defineRoute({
    method: 'post',
    path: `${ADMIN_PREFIX}/reset`,
    summary: "Forget state: everything, one user's, or one namespace's.",
    response: resetResponseSchema,
    auth: 'open-keyless',
    journal: false,
    rateLimited: false,
    body: resetRequestSchema,
    handler: async ({ deps, body, viewer, namespace }) => {
      if (body.scope === 'all') {
        requireAdmin(deps, viewer, 'Reset of scope "all"');
        await forgetEverything(deps);
      } else if (body.scope === 'user') {
        if (!viewer) throw new ApiError('AUTH_MISSING', 'scope "user" resets the user of the key you send: send it in the x-api-key header or as a bearer token.');
        const user = body.user ? await deps.store.users.findByName(body.user) : viewer.user;
        if (!user) throw new ApiError('BAD_REQUEST', `No user named ${body.user}. Users are created by their first request (open mode) or by \`swarms-local keys create\`.`);
        if (user.id !== viewer.user.id && !viewer.admin) throw new ApiError('AUTH_INVALID', 'You can only reset your own user.');
        await deps.store.resetUser(user.id);
        await deps.journal.clearUser(user.id);
      } else {
        requireNamespaceControl(deps, viewer, namespace, 'Reset of a namespace');
        await deps.journal.clear(namespace);
        deps.faults.reset(namespace);
        deps.fixtures?.resetCursors(namespace);
        if (deps.clock instanceof NamespacedClock) deps.clock.reset(namespace);
      }
      return { body: { status: 'reset', scope: body.scope, namespace, timestamp: isoWithOffset(deps.clock.now()) } };
    },
  }),
]);
