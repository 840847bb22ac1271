import { stubsRequestSchema } from '../../../contract/schemas/admin.js';
import { faultsRemovedResponseSchema, stubListResponseSchema } from '../../../contract/schemas/responses/admin-responses.js';
import { requireNamespaceControl } from '../../middleware/admin-access.js';
import { defineRoute, type RouteDefinition, tagRoutes } from '../../route.js';
import { ADMIN_PREFIX } from './admin-path.js';
import { ruleView } from './faults.js';
import { ROUTE_TAGS } from '../../openapi/route-tags.js';

/** Settings every stub route shares: the admin plane's, like the faults'. */
const adminRoute = { auth: 'open-keyless', journal: false, rateLimited: false } as const;

/**
 * Stubs of the caller's namespace: canned answers given instead of the model's when a call matches. They are
 * rules of kind `answer` of the fault injector, so they match, count, expire and are forgotten as faults are.
 */
export const adminStubRoutes: RouteDefinition[] = tagRoutes(ROUTE_TAGS.testing, [
  defineRoute({
    ...adminRoute,
    method: 'get',
    path: `${ADMIN_PREFIX}/stubs`,
    summary: 'Canned answers set in the namespace, with how often each answered.',
    response: stubListResponseSchema,
    handler: ({ deps, viewer, namespace }) => {
      requireNamespaceControl(deps, viewer, namespace, 'Reading stubs');
      return { body: { namespace, stubs: deps.faults.list(namespace, 'stubs').map(ruleView) } };
    },
  }),
  defineRoute({
    ...adminRoute,
    method: 'post',
    path: `${ADMIN_PREFIX}/stubs`,
    summary: 'Set canned answers for model calls that match.',
    response: stubListResponseSchema,
    successStatus: 201,
    body: stubsRequestSchema,
    handler: ({ deps, body, viewer, namespace }) => {
      requireNamespaceControl(deps, viewer, namespace, 'Adding stubs');
      const stubs = Array.isArray(body) ? body : [body];
      deps.faults.requireRoom(namespace, stubs.length);
      const added = stubs.map((stub) => deps.faults.add(namespace, { kind: 'answer', ...stub }));
      const created = Array.isArray(body) ? {} : { stub: ruleView(added[0]) };
      return { status: 201, body: { namespace, ...created, stubs: added.map(ruleView) } };
    },
  }),
  defineRoute({
    ...adminRoute,
    method: 'delete',
    path: `${ADMIN_PREFIX}/stubs`,
    summary: 'Remove every stub of the namespace.',
    description: "Removes every stub set in the caller's namespace; model calls after it reach the model again.",
    response: faultsRemovedResponseSchema,
    handler: ({ deps, viewer, namespace }) => {
      requireNamespaceControl(deps, viewer, namespace, 'Removing stubs');
      return { body: { namespace, removed: deps.faults.remove(namespace, undefined, 'stubs') } };
    },
  }),
  defineRoute({
    ...adminRoute,
    method: 'delete',
    path: `${ADMIN_PREFIX}/stubs/:id`,
    summary: 'Remove one stub by id.',
    description: "Removes the stub with this id from the caller's namespace; an unknown id is a 404.",
    response: faultsRemovedResponseSchema,
    handler: ({ deps, request, viewer, namespace }) => {
      requireNamespaceControl(deps, viewer, namespace, 'Removing a stub');
      return { body: { namespace, removed: deps.faults.remove(namespace, String(request.params.id), 'stubs') } };
    },
  }),
]);
