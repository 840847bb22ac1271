import { z } from 'zod';
import { currentNamespace } from '../../../runtime/request-scope.js';
import { isoWithOffset } from '../../../runtime/timestamps.js';
import { validateQuery } from '../../query.js';
import { defineRoute, type RouteDefinition } from '../../route.js';
import { ADMIN_PREFIX } from './admin-path.js';
import { requireAdmin } from '../../middleware/admin-access.js';

const journalQuerySchema = z.object({
  endpoint: z.string().optional(),
  status: z.coerce.number().int().optional(),
  job_id: z.string().optional(),
  agent: z.string().optional(),
  model: z.string().optional(),
  since: z.iso.datetime({ offset: true }).optional(),
  limit: z.coerce.number().int().min(1).max(1000).optional(),
  download: z.enum(['true', 'false']).optional(),
});

/** The request journal as trees, filterable and exportable as JSON; always scoped to the caller's user and namespace. */
export const adminJournalRoutes: RouteDefinition<any>[] = [
  defineRoute({
    method: 'get',
    path: `${ADMIN_PREFIX}/journal`,
    auth: 'open-keyless',
    journal: false,
    rateLimited: false,
    handler: (context) => {
      const { deps, viewer } = context;
      const query = validateQuery(journalQuerySchema, context.request);
      const namespace = currentNamespace();
      const requests = deps.journal.list(namespace, {
        userId: viewer?.user.id,
        endpoint: query.endpoint,
        status: query.status,
        jobId: query.job_id,
        agent: query.agent,
        model: query.model,
        since: query.since ? Date.parse(query.since) : undefined,
        limit: query.limit,
      });
      const headers: Record<string, string> =
        query.download === 'true' ? { 'Content-Disposition': `attachment; filename="swarms-local-journal-${namespace}.json"` } : {};
      return { headers, body: { namespace, count: requests.length, requests, timestamp: isoWithOffset(deps.clock.now()) } };
    },
  }),
  defineRoute({
    method: 'get',
    path: `${ADMIN_PREFIX}/fixtures/usage`,
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
];
