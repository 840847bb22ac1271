import { z } from 'zod';
import type { JournalChange } from '../../../journal/journal.js';
import { openEventStream } from '../../sse.js';
import { defineRoute, type RouteDefinition, tagRoutes } from '../../route.js';
import { ADMIN_PREFIX } from './admin-path.js';
import { runningSummary } from './run-views.js';
import { ROUTE_TAGS } from '../../openapi/route-tags.js';

/** How often an idle feed sends a comment line, so proxies and browsers keep it open. */
const KEEPALIVE_MS = 15_000;

/**
 * The dashboard's live feed (server-sent events): `run-start` when a request begins, `run-end` when
 * its response went out (its log row is in the store by then). A keyed caller gets only its own
 * user's requests; a keyless open-auth caller gets every request.
 */
export const adminRunFeedRoutes: RouteDefinition[] = tagRoutes(ROUTE_TAGS.inspection, [
  defineRoute({
    method: 'get',
    path: `${ADMIN_PREFIX}/events`,
    auth: 'open-keyless',
    journal: false,
    rateLimited: false,
    streams: {
      when: 'always (this route only streams)',
      events: [
        { event: 'ready', data: '`{timestamp}`: the feed is open' },
        { event: 'run-start', data: 'a request began: `{id, namespace, endpoint, method, started_at, ...}`' },
        { event: 'run-end', data: 'its response went out: `{id, log_id, status, namespace}`' },
      ],
    },
    summary: 'Live feed of run starts and ends (server-sent events) for the dashboard.',
    response: z
      .looseObject({ id: z.string().describe('The request (journal node) id.'), namespace: z.string().describe('The namespace of the request.') })
      .meta({ description: 'The data of each event: run-start (id, endpoint, method, started_at) or run-end (id, log_id, status).' }),
    handler: ({ deps, response, viewer }) => {
      const stream = openEventStream(response);
      stream.send('ready', { timestamp: new Date(deps.clock.now()).toISOString() });
      const visible = (change: JournalChange) => viewer === undefined || change.node.attributes?.userId === viewer.user.id;
      // Starts not sent yet, by request id: a request that ends in the turn it began in sends its start first.
      const startsDue = new Map<string, () => void>();
      const unsubscribe = deps.journal.subscribe((change) => {
        if (change.type === 'request-start') {
          // A request is journaled before its key is checked, in the same tick: by the next turn of the
          // event loop its user is known (or it was refused and has none), so a keyed viewer can be told.
          const { id } = change.node;
          startsDue.set(id, () => {
            startsDue.delete(id);
            if (visible(change)) stream.send('run-start', runningSummary(change.namespace, change.node));
          });
          setImmediate(() => startsDue.get(id)?.());
          return;
        }
        startsDue.get(change.node.id)?.();
        if (!visible(change)) return;
        const attributes = change.node.attributes ?? {};
        stream.send('run-end', { id: change.node.id, log_id: attributes.logId ?? null, status: attributes.status ?? null, namespace: change.namespace });
      });
      const keepalive = setInterval(() => stream.open && response.write(': keepalive\n\n'), KEEPALIVE_MS);
      keepalive.unref();
      response.on('close', () => {
        clearInterval(keepalive);
        unsubscribe();
      });
      return { streamed: true };
    },
  }),
]);
