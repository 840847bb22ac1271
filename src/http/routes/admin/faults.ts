import { faultsRequestSchema, scenarioRequestSchema } from '../../../contract/schemas/admin.js';
import type { ActiveFault } from '../../../faults/fault-injector.js';
import { defineRoute, type RouteDefinition, tagRoutes } from '../../route.js';
import { ADMIN_PREFIX } from './admin-path.js';
import { requireNamespaceControl } from '../../middleware/admin-access.js';
import { faultListResponseSchema, faultsAddedResponseSchema, faultsRemovedResponseSchema } from '../../../contract/schemas/responses/admin-responses.js';
import { ROUTE_TAGS } from '../../openapi/route-tags.js';

/** A rule (fault or stub) as the admin plane shows it: its id, where it came from, the rule and its counters. */
export const ruleView = (fault: ActiveFault) => ({ id: fault.id, source: fault.source, ...fault.rule, matched_calls: fault.matchedCalls, fired: fault.fired });

/** Faults and scenarios of the caller's namespace (a posted rule of kind `answer` is a stub: see stubs.ts). */
export const adminFaultRoutes: RouteDefinition[] = tagRoutes(ROUTE_TAGS.testing, [
  defineRoute({
    method: 'get',
    path: `${ADMIN_PREFIX}/faults`,
    summary: 'Faults armed in the namespace.',
    description: "Lists the faults armed in the caller's namespace, with how often each has fired so far.",
    response: faultListResponseSchema,
    auth: 'open-keyless',
    journal: false,
    rateLimited: false,
    handler: ({ deps, viewer, namespace }) => {
      requireNamespaceControl(deps, viewer, namespace, 'Reading faults');
      return { body: { namespace, faults: deps.faults.list(namespace, 'faults').map(ruleView) } };
    },
  }),
  defineRoute({
    method: 'post',
    path: `${ADMIN_PREFIX}/faults`,
    summary: 'Arm faults: errors, latency, broken streams for matching calls.',
    response: faultsAddedResponseSchema,
    auth: 'open-keyless',
    journal: false,
    rateLimited: false,
    successStatus: 201,
    body: faultsRequestSchema,
    handler: ({ deps, body, viewer, namespace }) => {
      requireNamespaceControl(deps, viewer, namespace, 'Injecting faults');
      const rules = Array.isArray(body) ? body : [body];
      deps.faults.requireRoom(namespace, rules.length);
      const added = rules.map((rule) => deps.faults.add(namespace, rule));
      // One rule posted: the created fault itself (with its id, for DELETE faults/:id) besides the list.
      const created = Array.isArray(body) ? {} : { fault: ruleView(added[0]) };
      return { status: 201, body: { namespace, ...created, faults: added.map(ruleView) } };
    },
  }),
  defineRoute({
    method: 'delete',
    path: `${ADMIN_PREFIX}/faults`,
    summary: 'Remove every fault of the namespace.',
    description: "Removes every fault armed in the caller's namespace; calls after it are answered normally.",
    response: faultsRemovedResponseSchema,
    auth: 'open-keyless',
    journal: false,
    rateLimited: false,
    handler: ({ deps, viewer, namespace }) => {
      requireNamespaceControl(deps, viewer, namespace, 'Removing faults');
      return { body: { namespace, removed: deps.faults.remove(namespace, undefined, 'faults') } };
    },
  }),
  defineRoute({
    method: 'delete',
    path: `${ADMIN_PREFIX}/faults/:id`,
    summary: 'Remove one fault by id.',
    description: "Removes the fault with this id from the caller's namespace; an unknown id is a 404.",
    response: faultsRemovedResponseSchema,
    auth: 'open-keyless',
    journal: false,
    rateLimited: false,
    handler: ({ deps, request, viewer, namespace }) => {
      requireNamespaceControl(deps, viewer, namespace, 'Removing a fault');
      return { body: { namespace, removed: deps.faults.remove(namespace, String(request.params.id), 'faults') } };
    },
  }),
  defineRoute({
    method: 'post',
    path: `${ADMIN_PREFIX}/scenarios`,
    summary: 'Load a named scenario: a set of faults armed together.',
    response: faultListResponseSchema,
    auth: 'open-keyless',
    journal: false,
    rateLimited: false,
    successStatus: 201,
    body: scenarioRequestSchema,
    handler: ({ deps, body, viewer, namespace }) => {
      requireNamespaceControl(deps, viewer, namespace, 'Loading a scenario');
      deps.faults.requireRoom(namespace, body.faults.length);
      const added = body.faults.map((rule) => deps.faults.add(namespace, rule, body.name));
      return { status: 201, body: { namespace, scenario: body.name, faults: added.map(ruleView) } };
    },
  }),
]);
