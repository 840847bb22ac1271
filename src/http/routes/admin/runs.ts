import { z } from 'zod';
import { ApiError } from '../../../errors/api-error.js';
import type { RunQuery } from '../../../store/repositories.js';
import { isoWithOffset } from '../../../runtime/timestamps.js';
import { validateQuery } from '../../query.js';
import { defineRoute, type RouteContext, type RouteDefinition, tagRoutes } from '../../route.js';
import { ADMIN_PREFIX } from './admin-path.js';
import { decodeCursor, encodeCursor, runDetail, runningSummary, runSummary } from './run-views.js';
import { ROUTE_TAGS } from '../../openapi/route-tags.js';

const instant = z.iso.datetime({ offset: true });

/** The dashboard's filters, shared by the runs list and the usage charts. */
export const runFilterSchema = z.object({
  endpoint: z.string().optional().describe('Only runs of this path.'),
  status: z
    .union([z.enum(['ok', 'error']), z.coerce.number().int().min(100).max(599)])
    .optional()
    .describe('ok, error, or one HTTP status.'),
  swarm_type: z.string().optional().describe('Only runs of this swarm type.'),
  model: z.string().optional().describe('Only runs that called this model.'),
  agent: z.string().optional().describe('Only runs in which this agent ran.'),
  namespace: z.string().optional().describe('Only runs of this namespace.'),
  from: instant.optional().describe('Only runs at or after this ISO 8601 instant.'),
  to: instant.optional().describe('Only runs before this ISO 8601 instant.'),
  q: z.string().max(200).optional().describe('Search job ids and names.'),
});

const runsQuerySchema = runFilterSchema.extend({
  limit: z.coerce.number().int().min(1).max(500).default(50).describe('Runs per page.'),
  cursor: z.string().optional().describe('The next_cursor of the previous page.'),
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
export const adminRunRoutes: RouteDefinition[] = tagRoutes(ROUTE_TAGS.inspection, [
  defineRoute({
    method: 'get',
    path: `${ADMIN_PREFIX}/runs`,
    auth: 'open-keyless',
    journal: false,
    rateLimited: false,
    summary: 'Runs, newest first, filtered and paged by cursor (the dashboard list).',
    query: runsQuerySchema,
    response: z.looseObject({
      runs: z
        .array(
          z.looseObject({
            id: z.string().describe('The log row id.'),
            job_id: z.string().nullable().describe('The job id, if the run had one.'),
            endpoint: z.string().describe('The path called.'),
            status: z.int().describe('The HTTP status answered.'),
            cost: z.number().describe('Credits charged.'),
          }),
        )
        .describe('Finished runs, newest first.'),
      next_cursor: z.string().nullable().describe('Pass as cursor for the next page; null on the last page.'),
      running: z
        .array(z.looseObject({ id: z.string().describe('The journal node id.'), endpoint: z.string().describe('The path called.') }))
        .describe('Requests still running (first page only).'),
    }),
    handler: async (context) => {
      const query = validateQuery(runsQuerySchema, context.request);
      const before = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
      if (query.cursor !== undefined && !before) throw new ApiError('BAD_REQUEST', 'cursor is not one this server returned: pass the next_cursor of the previous page as it is.');
      // One row more than asked tells whether another page follows.
      const rows = await context.deps.store.logs.runs({ ...runQueryOf(context, query), limit: query.limit + 1, before });
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
    summary: 'One run, by its log id, journal id or job id: its log row (response body, usage) and, while the journal still holds it, its tree.',
    response: z.looseObject({
      run: z
        .looseObject({ id: z.string().describe('The log row id.') })
        .nullable()
        .describe('The log row: response body and usage; null while the run is still going.'),
      tree: z
        .looseObject({ id: z.string().describe('The node id.'), kind: z.string().describe('request.') })
        .nullable()
        .describe('The journal tree, while the journal holds it.'),
    }),
    handler: async ({ deps, request, viewer }) => {
      const requested = String(request.params.id);
      // The job id that responses and request logs show finds its run too (through the runs' job-id search).
      const byJob = async () => (await deps.store.logs.runs({ search: requested, limit: 20, userId: viewer?.user.id })).find((row) => row.jobId === requested);
      const log = (await deps.store.logs.findById(requested)) ?? (await byJob());
      const id = log?.id ?? requested;
      const owner = (userId: unknown) => viewer === undefined || userId === viewer.user.id;
      const candidate = await deps.journal.find(log ? { logId: id } : { id });
      const found = candidate && owner(candidate.node.attributes?.userId) ? candidate : undefined;
      if ((!log || !owner(log.userId)) && !found) {
        throw new ApiError('NOT_FOUND', `No run ${requested} that this key may see: give a job id, or an id from GET ${ADMIN_PREFIX}/runs.`);
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
]);
