import type { ServerMetrics } from './metrics.js';
import type { RunTracer } from '../orchestration/run-tracer.js';
import type { RequestObserver } from './request-outcome.js';
import type { ErrorLog } from './error-log.js';
import type { StoreOutageLog } from './store-outage-log.js';

/** The server's observability: who watches requests (logs, metrics), the metrics to serve, where unexpected errors go. */
export interface Telemetry {
  /** Request logs and metrics, fed by every request's outcome and run events (absent: neither is on). */
  observer?: RequestObserver;
  /** Unexpected errors, with their stacks, through the same logger as the request lines (absent: stderr). */
  errors?: ErrorLog;
  /** When the store goes out of reach and comes back, with the cause (absent: not logged). */
  storeOutages?: StoreOutageLog;
  /** The Prometheus registry behind `GET /_swarms-local/metrics` (absent: metrics are off). */
  metrics?: ServerMetrics;
}

/** The HTTP server span of one request. */
interface RequestSpan {
  /** Runs the request's work with its span current, so run spans and outgoing calls nest under it. */
  run<T>(work: () => T): T;
  /** Ends the span with the request's outcome. */
  end(outcome: { status: number; jobId?: string }): void;
}

/** Traces of a server: a span per request, spans of its runs, the context outgoing calls carry. */
export interface Tracing {
  /** Opens the server span of a request, continuing the caller's trace (W3C `traceparent`) if it sent one. */
  startRequest(request: { method: string; route: string; path: string; headers: Record<string, string | string[] | undefined> }): RequestSpan;
  /** Spans of agent turns, provider calls and tool calls. */
  runs: RunTracer;
  /** Headers that carry the current trace context to a live backend (`traceparent`, `tracestate`). */
  outgoingHeaders(): Record<string, string>;
  /** Sends the spans not yet exported and stops. */
  shutdown(): Promise<void>;
}
