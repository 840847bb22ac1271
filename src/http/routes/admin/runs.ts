import { z } from 'zod';
import { ApiError } from '../../../errors/api-error.js';
import type { RunQuery } from '../../../store/repositories.js';
import { isoWithOffset } from '../../../runtime/timestamps.js';
import { validateQuery } from '../../query.js';
import { defineRoute, type RouteContext, type RouteDefinition } from '../../route.js';
import { ADMIN_PREFIX } from './admin-path.js';
import { decodeCursor, encodeCursor, runDetail, runningSummary, runSummary } from './run-views.js';

const instant = z.iso.datetime({ offset: true });

/** The dashboard's filters, shared by the runs list and the usage charts. */
export const runFilterSchema = z.object({
  endpoint: z.string().optional(),
  status: z.union([z.enum(['ok', 'error']), z.coerce.number().int().min(100).max(599)]).optional(),
  swarm_type: z.string().optional(),
  model: z.string().optional(),
  agent: z.string().optional(),
  namespace: z.string().optional(),
  from: instant.optional(),
  to: instant.optional(),
  q: z.string().max(200).optional(),
});

const runsQuerySchema = runFilterSchema.extend({
  limit: z.coerce.number().int().min(1).max(500).default(50),
  cursor: z.string().optional(),
});

/** The store filter of a validated dashboard query, scoped to what the caller may see. */
export function runQueryOf(context: RouteContext, query: z.infer<typeof runFilterSchema>): Omit<RunQuery, 'limit'> {
  return {
    userId: context.viewer?.user.id,
    endpoint: query.endpoint,
    status: query.status,
    swarmType: query.swarm_type,
    model: query.model,
    agent: query.agent,
    namespace: query.namespace,
    from: query.from ? Date.parse(query.from) : undefined,
    to: query.to ? Date.parse(query.to) : undefined,
    search: query.q?.trim() || undefined,
  };
}

/** The dashboard's runs: a page of the store's run rows, and one run with its journal tree. */
export const adminRunRoutes: RouteDefinition<any>[] = [
  defineRoute({
    method: 'get',
    path: `${ADMIN_PREFIX}/runs`,
    auth: 'open-keyless',
    journal: false,
    rateLimited: false,
    summary: 'Runs, newest first, filtered and paged by cursor (the dashboard list).',
    response: z.looseObject({
      runs: z.array(z.looseObject({ id: z.string(), job_id: z.string().nullable(), endpoint: z.string(), status: z.int(), cost: z.number() })),
      next_cursor: z.string().nullable(),
      running: z.array(z.looseObject({ id: z.string(), endpoint: z.string() })),
    }),
    handler: (context) => {
      const query = validateQuery(runsQuerySchema, context.request);
      const before = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
      if (query.cursor !== undefined && !before) throw new ApiError('BAD_REQUEST', 'cursor is not one this server returned: pass the next_cursor of the previous page as it is.');
      // One row more than asked tells whether another page follows.
      const rows = context.deps.store.logs.runs({ ...runQueryOf(context, query), limit: query.limit + 1, before });
      const page = rows.slice(0, query.limit);
      const viewerId = context.viewer?.user.id;
      // Running requests have no row yet: the journal has them, marked with their user once authenticated.
      const running = context.deps.journal
        .running()
        .filter(({ node }) => viewerId === undefined || node.attributes?.userId === viewerId)
        .map(({ namespace, node }) => runningSummary(namespace, node));
      return {
        body: {
          runs: page.map(runSummary),
          next_cursor: rows.length > query.limit ? encodeCursor(page[page.length - 1]) : null,
          running: query.cursor === undefined ? running : [],
          timestamp: isoWithOffset(context.deps.clock.now()),
        },
      };
    },
  }),
  defineRoute({
    method: 'get',
    path: `${ADMIN_PREFIX}/runs/:id`,
    auth: 'open-keyless',
    journal: false,
    rateLimited: false,
    summary: 'One run: its log row (response body, usage) and, while the journal still holds it, its tree.',
    response: z.looseObject({ run: z.looseObject({ id: z.string() }).nullable(), tree: z.looseObject({ id: z.string(), kind: z.string() }).nullable() }),
    handler: ({ deps, request, viewer }) => {
      const id = String(request.params.id);
      const log = deps.store.logs.findById(id);
      const owner = (userId: unknown) => viewer === undefined || userId === viewer.user.id;
      const found = deps.journal.find((node) => (log ? node.attributes?.logId === id : node.id === id) && owner(node.attributes?.userId));
      if ((!log || !owner(log.userId)) && !found) {
        throw new ApiError('NOT_FOUND', `No run ${id} that this key may see. Ids come from GET ${ADMIN_PREFIX}/runs.`);
      }
      return {
        body: {
          run: log && owner(log.userId) ? runDetail(log) : null,
          namespace: found?.namespace ?? log?.facts.namespace ?? null,
          tree: found?.node ?? null,
          timestamp: isoWithOffset(deps.clock.now()),
        },
      };
    },
  }),
];
