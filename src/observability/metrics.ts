import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import { tokenCost } from '../billing/token-cost.js';
import type { Pricing } from '../billing/pricing.js';
import type { RunEvent } from '../orchestration/run-events.js';
import type { RequestObserver } from './request-outcome.js';

/** Seconds buckets for request and provider-call latency: 5 ms (synthetic) to 2 minutes (a slow live model). */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120];

/** The server's Prometheus metrics: a registry of its own (several servers can share a process) and the observer that feeds it. */
export interface ServerMetrics {
  observer: RequestObserver;
  /** Counts an error thrown by the store. */
  storeError(operation: string): void;
  contentType: string;
  /** The Prometheus text exposition of every metric. */
  render(): Promise<string>;
}

/** The outcome label of a provider call. */
function callOutcome(event: Extract<RunEvent, { type: 'model-call' | 'model-call-failed' }>): string {
  if (event.type === 'model-call') return 'ok';
  return event.cancelled ? 'cancelled' : 'error';
}

/** The fixture lookup a provider call reports (`{ hit: boolean }` in replay modes), if any. */
function fixtureResult(fixture: unknown): 'hit' | 'miss' | undefined {
  if (!fixture || typeof fixture !== 'object' || !('hit' in fixture)) return undefined;
  return (fixture as { hit: unknown }).hit ? 'hit' : 'miss';
}

/**
 * Builds the metrics (prom-client, the Prometheus project's Node client): requests by route and
 * status with latency, runs in flight, provider calls by model and outcome with latency, tokens and
 * cost by model, rate-limit rejections, fixture hits and misses, store errors. Labels are route
 * patterns and model names only, never paths, users or keys, so the series stay few and hold no secret.
 */
export function createMetrics(pricing: Pricing): ServerMetrics {
  const registry = new Registry();
  const prefix = 'swarms_local_';
  const requests = new Counter({
    name: `${prefix}http_requests_total`,
    help: 'HTTP requests by method, route and status (499: the client left first).',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  const requestSeconds = new Histogram({
    name: `${prefix}http_request_duration_seconds`,
    help: 'HTTP request latency by method and route.',
    labelNames: ['method', 'route'],
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const runsInFlight = new Gauge({
    name: `${prefix}runs_in_flight`,
    help: 'Completion requests (runs) being answered now, by route.',
    labelNames: ['route'],
    registers: [registry],
  });
  const providerCalls = new Counter({
    name: `${prefix}provider_calls_total`,
    help: 'Provider (model) calls by model and outcome (ok, error, cancelled).',
    labelNames: ['model', 'outcome'],
    registers: [registry],
  });
  const providerSeconds = new Histogram({
    name: `${prefix}provider_call_duration_seconds`,
    help: 'Provider call latency by model and outcome.',
    labelNames: ['model', 'outcome'],
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const tokens = new Counter({
    name: `${prefix}tokens_total`,
    help: 'Tokens of provider calls by model and direction (input, output).',
    labelNames: ['model', 'direction'],
    registers: [registry],
  });
  const cost = new Counter({ name: `${prefix}cost_usd_total`, help: 'Token cost of provider calls by model (USD, agent pricing).', labelNames: ['model'], registers: [registry] });
  const rateLimited = new Counter({
    name: `${prefix}rate_limit_rejections_total`,
    help: 'Requests refused with 429 because a rate-limit window was full, by route.',
    labelNames: ['route'],
    registers: [registry],
  });
  const fixtures = new Counter({
    name: `${prefix}fixture_lookups_total`,
    help: 'Fixture lookups of replay modes by result (hit, miss).',
    labelNames: ['result'],
    registers: [registry],
  });
  const storeErrors = new Counter({ name: `${prefix}store_errors_total`, help: 'Errors thrown by the store, by operation.', labelNames: ['operation'], registers: [registry] });
  return {
    observer: {
      requestStart(start) {
        if (start.run) runsInFlight.inc({ route: start.route });
      },
      runEvent(event) {
        if (event.type !== 'model-call' && event.type !== 'model-call-failed') return;
        const outcome = callOutcome(event);
        providerCalls.inc({ model: event.model, outcome });
        providerSeconds.observe({ model: event.model, outcome }, event.durationMs / 1000);
        tokens.inc({ model: event.model, direction: 'input' }, event.inputTokens);
        tokens.inc({ model: event.model, direction: 'output' }, event.outputTokens);
        cost.inc({ model: event.model }, tokenCost(pricing, event.inputTokens, event.outputTokens));
        if (event.type === 'model-call') {
          const fixture = fixtureResult(event.fixture);
          if (fixture) fixtures.inc({ result: fixture });
        }
      },
      requestEnd(outcome) {
        if (outcome.run) runsInFlight.dec({ route: outcome.route });
        requests.inc({ method: outcome.method, route: outcome.route, status: String(outcome.status) });
        requestSeconds.observe({ method: outcome.method, route: outcome.route }, outcome.durationMs / 1000);
        if (outcome.status === 429) rateLimited.inc({ route: outcome.route });
      },
    },
    storeError: (operation) => storeErrors.inc({ operation }),
    contentType: registry.contentType,
    render: () => registry.metrics(),
  };
}
