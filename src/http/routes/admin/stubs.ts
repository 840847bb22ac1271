import { stubsRequestSchema } from '../../../contract/schemas/admin.js';
import { faultsRemovedResponseSchema, stubListResponseSchema } from '../../../contract/schemas/responses/admin-responses.js';
import { requireNamespaceControl } from '../../middleware/admin-access.js';
import { defineRoute, type RouteDefinition } from '../../route.js';
import { ADMIN_PREFIX } from './admin-path.js';
import { ruleView } from './faults.js';

/** Settings every stub route shares: the admin plane's, like the faults'. */
const adminRoute = { auth: 'open-keyless', journal: false, rateLimited: false } as const;

/**
 * Stubs of the caller's namespace: canned answers given instead of the model's when a call matches. They are
 * rules of kind `answer` of the fault injector, so they match, count, expire and are forgotten as faults are.
 */
export const adminStubRoutes: RouteDefinition[] = [
  defineRoute({
    ...adminRoute,
    method: 'get',
    path: `${ADMIN_PREFIX}/stubs`,
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
    response: stubListResponseSchema,
    successStatus: 201,
    body: stubsRequestSchema,
    handler: ({ deps, body, viewer, namespace }) => {
      requireNamespaceControl(deps, viewer, namespace, 'Adding stubs');
      const added = (Array.isArray(body) ? body : [body]).map((stub) => deps.faults.add(namespace, { kind: 'answer', ...stub }));
      const created = Array.isArray(body) ? {} : { stub: ruleView(added[0]) };
      return { status: 201, body: { namespace, ...created, stubs: added.map(ruleView) } };
    },
  }),
  defineRoute({
    ...adminRoute,
    method: 'delete',
    path: `${ADMIN_PREFIX}/stubs`,
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
    response: faultsRemovedResponseSchema,
    handler: ({ deps, request, viewer, namespace }) => {
      requireNamespaceControl(deps, viewer, namespace, 'Removing a stub');
      return { body: { namespace, removed: deps.faults.remove(namespace, String(request.params.id), 'stubs') } };
    },
  }),
];
