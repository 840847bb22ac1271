import { ApiError } from '../../../errors/api-error.js';
import { sendWhole } from '../../response-compression.js';
import { defineRoute, type RouteDefinition, tagRoutes } from '../../route.js';
import { ROUTE_TAGS } from '../../openapi/route-tags.js';

/** The path Prometheus scrapes by default. */
const METRICS_PATH = '/metrics';

/**
 * `GET /metrics`: the Prometheus text exposition. Part of the admin plane (on and off with it); no
 * key, as scrapers send none: the series hold route patterns and model names, never users or keys.
 */
export const adminMetricsRoutes: RouteDefinition[] = tagRoutes(ROUTE_TAGS.inspection, [
  defineRoute({
    method: 'get',
    path: METRICS_PATH,
    auth: false,
    journal: false,
    textType: 'text/plain',
    summary: 'Prometheus metrics: requests, latency, runs in flight, provider calls, tokens, cost, rate limits, fixtures, store errors.',
    handler: async ({ deps, response }) => {
      const metrics = deps.telemetry?.metrics;
      if (!metrics) throw new ApiError('NOT_FOUND', 'Metrics are not collected by this server.');
      const text = await metrics.render();
      response.status(200).type(metrics.contentType);
      sendWhole(response, text);
      return { streamed: true };
    },
  }),
]);
