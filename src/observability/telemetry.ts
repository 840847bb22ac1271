import type { ServerMetrics } from './metrics.js';
import type { RequestObserver } from './request-outcome.js';

/** The server's observability: who watches requests (logs, metrics), and the metrics to serve. */
export interface Telemetry {
  /** Request logs and metrics, fed by every request's outcome and run events. */
  observer: RequestObserver;
  /** The Prometheus registry behind `GET /_swarms-local/metrics` (absent: metrics are off). */
  metrics?: ServerMetrics;
}
