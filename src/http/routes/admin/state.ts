import { resetRequestSchema } from '../../../contract/admin.js';
import { ApiError } from '../../../errors/api-error.js';
import { NamespacedClock } from '../../../runtime/namespaced-clock.js';
import { currentNamespace } from '../../../runtime/request-scope.js';
import { isoWithOffset } from '../../../runtime/timestamps.js';
import { redactSecrets } from '../../../security/secrets.js';
import { VERSION } from '../../../version.js';
import { defineRoute, type RouteDefinition } from '../../route.js';
import { ADMIN_PREFIX } from './admin-path.js';

/** Info, effective configuration and reset. */
export const adminStateRoutes: RouteDefinition<any>[] = [
  defineRoute({
    method: 'get',
    path: `${ADMIN_PREFIX}/info`,
    journal: false,
    rateLimited: false,
    handler: ({ deps, principal }) => ({
      body: {
        name: 'swarms-local',
        version: VERSION,
        mode: deps.config.mode,
        database: deps.store.location,
        fixtures_dir: deps.config.fixturesDir,
        namespace: currentNamespace(),
        user: { id: principal.user.id, name: principal.user.name, tier: principal.user.tier },
        now: isoWithOffset(deps.clock.now()),
        in_flight_provider_calls: deps.limiter.inFlight,
        timestamp: isoWithOffset(deps.clock.now()),
      },
    }),
  }),
  defineRoute({
    method: 'get',
    path: `${ADMIN_PREFIX}/config`,
    journal: false,
    rateLimited: false,
    handler: ({ deps }) => ({ body: { config: redactSecrets(deps.config, []) } }),
  }),
  defineRoute({
    method: 'post',
    path: `${ADMIN_PREFIX}/reset`,
    journal: false,
    rateLimited: false,
    body: resetRequestSchema,
    handler: ({ deps, body, principal }) => {
      const namespace = currentNamespace();
      if (body.scope === 'all') {
        deps.store.clear();
        deps.journal.clear();
        deps.faults.clear();
        deps.fixtures?.resetCursors();
        if (deps.clock instanceof NamespacedClock) deps.clock.resetAll();
      } else if (body.scope === 'user') {
        const user = body.user ? deps.store.users.findByName(body.user) : principal.user;
        if (!user) throw new ApiError('BAD_REQUEST', `No user named ${body.user}. Users are created by their first request (open mode) or by \`swarms-local keys create\`.`);
        if (user.id !== principal.user.id) throw new ApiError('AUTH_INVALID', 'You can only reset your own user.');
        deps.store.resetUser(user.id);
        deps.journal.clearUser(user.id);
      } else {
        deps.journal.clear(namespace);
        deps.faults.remove(namespace);
        deps.fixtures?.resetCursors(namespace);
        if (deps.clock instanceof NamespacedClock) deps.clock.reset(namespace);
      }
      return { body: { status: 'reset', scope: body.scope, namespace, timestamp: isoWithOffset(deps.clock.now()) } };
    },
  }),
];
