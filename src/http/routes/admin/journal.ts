import { z } from 'zod';
import { isoWithOffset } from '../../../runtime/timestamps.js';
import { validateQuery } from '../../query.js';
import { defineRoute, type RouteDefinition, tagRoutes } from '../../route.js';
import { ADMIN_PREFIX } from './admin-path.js';
import { requireAdmin } from '../../middleware/admin-access.js';
import { fixtureUsageResponseSchema, journalResponseSchema } from '../../../contract/schemas/responses/admin-responses.js';
import { ROUTE_TAGS } from '../../openapi/route-tags.js';

/** The filters of `GET /_swarms-local/journal`. */
const journalQuerySchema = z.object({
  endpoint: z.string().optional().describe('Only requests to this path, e.g. `/v1/swarm/completions`.'),
  status: z.coerce.number().int().optional().describe('Only requests answered with this HTTP status.'),
  job_id: z.string().optional().describe('Only the request that produced this job id.'),
  agent: z.string().optional().describe('Only requests in which this agent made a provider call.'),
  model: z.string().optional().describe('Only requests that called this model.'),
  since: z.iso.datetime({ offset: true }).optional().describe('Only requests received at or after this ISO 8601 instant.'),
  limit: z.coerce.number().int().min(1).max(1000).optional().describe('At most this many requests, the newest.'),
  download: z.enum(['true', 'false']).optional().describe('`true` sends the journal as a file download (Content-Disposition).'),
});

/** The request journal as trees, filterable and exportable as JSON; always scoped to the caller's user and namespace. */
export const adminJournalRoutes: RouteDefinition[] = tagRoutes(ROUTE_TAGS.inspection, [
  defineRoute({
    method: 'get',
    path: `${ADMIN_PREFIX}/journal`,
    summary: 'Request trees of the namespace: every run, agent turn and model call.',
    response: journalResponseSchema,
    auth: 'open-keyless',
    query: journalQuerySchema,
    journal: false,
    rateLimited: false,
    handler: async (context) => {
      const { deps, viewer, namespace } = context;
      const query = validateQuery(journalQuerySchema, context.request);
      const requests = await deps.journal.list(namespace, {
        userId: viewer?.user.id,
        endpoint: query.endpoint,
        status: query.status,
        jobId: query.job_id,
        agent: query.agent,
        model: query.model,
        since: query.since ? Date.parse(query.since) : undefined,
        limit: query.limit,
      });
      const headers: Record<string, string> = query.download === 'true' ? { 'Content-Disposition': `attachment; filename="swarms-local-journal-${namespace}.json"` } : {};
      return { headers, body: { namespace, count: requests.length, requests, timestamp: isoWithOffset(deps.clock.now()) } };
    },
  }),
  defineRoute({
    method: 'get',
    path: `${ADMIN_PREFIX}/fixtures/usage`,
    summary: 'Which fixtures answered calls and which calls had none.',
    response: fixtureUsageResponseSchema,
    auth: 'open-keyless',
    journal: false,
    rateLimited: false,
    handler: ({ deps, viewer }) => {
      // The report counts every user's fixture hits and misses.
      requireAdmin(deps, viewer, 'The fixture usage report');
      return {
        body: {
          mode: deps.config.mode,
          fixtures_dir: deps.config.fixturesDir,
          report: deps.fixtures?.usageReport() ?? null,
          timestamp: isoWithOffset(deps.clock.now()),
        },
      };
    },
  }),
]);
