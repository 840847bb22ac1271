import { clockRequestSchema } from '../../../contract/schemas/admin.js';
import { ApiError } from '../../../errors/api-error.js';
import { NamespacedClock } from '../../../runtime/namespaced-clock.js';
import { isoWithOffset } from '../../../runtime/timestamps.js';
import type { AppDependencies } from '../../../app-dependencies.js';
import { defineRoute, type RouteDefinition, tagRoutes } from '../../route.js';
import { ADMIN_PREFIX } from './admin-path.js';
import { requireNamespaceControl } from '../../middleware/admin-access.js';
import { clockStateResponseSchema } from '../../../contract/schemas/responses/admin-responses.js';
import { ROUTE_TAGS } from '../../openapi/route-tags.js';

function namespaceClock(deps: Pick<AppDependencies, 'clock'>, namespace: string) {
  if (!(deps.clock instanceof NamespacedClock)) {
    throw new ApiError('NOT_IMPLEMENTED', 'This server was started with a custom clock; the admin plane cannot move it.');
  }
  return deps.clock.forNamespace(namespace);
}

function clockState(deps: Pick<AppDependencies, 'clock'>, namespace: string) {
  const clock = namespaceClock(deps, namespace);
  return { namespace, now: isoWithOffset(clock.now()), epoch_ms: clock.now(), frozen: clock.frozen };
}

/** The virtual clock of the caller's namespace: rate-limit windows, night-time pricing, timestamps and replay timing obey it. */
export const adminClockRoutes: RouteDefinition[] = tagRoutes(ROUTE_TAGS.testing, [
  defineRoute({
    method: 'get',
    path: `${ADMIN_PREFIX}/clock`,
    summary: "The namespace's clock: frozen or running, and its time.",
    response: clockStateResponseSchema,
    auth: 'open-keyless',
    journal: false,
    rateLimited: false,
    handler: ({ deps, viewer, namespace }) => {
      requireNamespaceControl(deps, viewer, namespace, 'Reading the clock');
      return { body: clockState(deps, namespace) };
    },
  }),
  defineRoute({
    method: 'post',
    path: `${ADMIN_PREFIX}/clock`,
    summary: "Freeze, set, advance or release the namespace's clock.",
    response: clockStateResponseSchema,
    auth: 'open-keyless',
    journal: false,
    rateLimited: false,
    body: clockRequestSchema,
    handler: ({ deps, body, viewer, namespace }) => {
      requireNamespaceControl(deps, viewer, namespace, 'Moving the clock');
      const clock = namespaceClock(deps, namespace);
      const at = body.at === undefined ? undefined : Date.parse(body.at);
      if (body.action === 'freeze') clock.freeze(at);
      else if (body.action === 'unfreeze') clock.unfreeze();
      else if (body.action === 'reset') (deps.clock as NamespacedClock).reset(namespace);
      else if (body.action === 'set') {
        if (at === undefined) throw new ApiError('BAD_REQUEST', 'action "set" needs "at": an ISO 8601 instant such as 2026-01-15T23:00:00-08:00.');
        clock.set(at);
      } else {
        if (body.ms === undefined) throw new ApiError('BAD_REQUEST', 'action "advance" needs "ms": the milliseconds to move forward (negative goes back).');
        clock.advance(body.ms);
      }
      return { body: clockState(deps, namespace) };
    },
  }),
]);
