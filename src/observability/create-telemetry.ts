import type { Config } from '../config/schema.js';
import { adminEnabled } from '../config/network-posture.js';
import { createMetrics } from './metrics.js';
import { combineObservers, type RequestObserver } from './request-outcome.js';
import { createRequestLog, type LogDestination } from './request-log.js';
import type { Telemetry } from './telemetry.js';

/** What the server adds to the config when building its telemetry. */
interface TelemetryOptions {
  /** Whether requests are logged when the config does not say (the CLI: yes; embedded: no). */
  logRequestsByDefault?: boolean;
  /** Where log lines go (default stderr). */
  logDestination?: LogDestination;
  /** Values masked in every line (provider keys). */
  knownSecrets?: string[];
}

/** Builds the request logs and metrics the config asks for; undefined when nothing watches requests. */
export function createTelemetry(config: Config, options: TelemetryOptions = {}): Telemetry | undefined {
  const observers: RequestObserver[] = [];
  if (config.logRequests ?? options.logRequestsByDefault ?? false) {
    observers.push(createRequestLog({ format: config.logFormat, destination: options.logDestination, knownSecrets: options.knownSecrets }));
  }
  // Metrics are part of the admin plane: served (and so collected) only where it is on.
  const metrics = adminEnabled(config) ? createMetrics(config.pricing) : undefined;
  if (metrics) observers.push(metrics.observer);
  if (observers.length === 0) return undefined;
  return { observer: combineObservers(observers), metrics };
}
