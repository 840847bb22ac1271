import type { Config } from '../config/schema.js';
import { adminEnabled } from '../config/network-posture.js';
import { createMetrics } from './metrics.js';
import { combineObservers, type RequestObserver } from './request-outcome.js';
import { createRequestLog } from './request-log.js';
import { createErrorLog } from './error-log.js';
import { createStoreOutageLog } from './store-outage-log.js';
import { createServerLogger, type LogDestination } from './server-log.js';
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

/**
 * Builds the request logs and metrics the config asks for, and the error and store-outage logs: both are
 * always logged (through the same logger as request lines, so in their format and to their place),
 * whether or not request lines are.
 */
export function createTelemetry(config: Config, options: TelemetryOptions = {}): Telemetry {
  const logger = createServerLogger(config.logFormat, options.logDestination);
  const logOptions = { format: config.logFormat, knownSecrets: options.knownSecrets };
  const observers: RequestObserver[] = [];
  if (config.logRequests ?? options.logRequestsByDefault ?? false) observers.push(createRequestLog(logger, logOptions));
  // Metrics are part of the admin plane: served (and so collected) only where it is on.
  const metrics = adminEnabled(config) ? createMetrics(config.pricing) : undefined;
  if (metrics) observers.push(metrics.observer);
  return {
    observer: observers.length ? combineObservers(observers) : undefined,
    metrics,
    errors: createErrorLog(logger, logOptions),
    storeOutages: createStoreOutageLog(logger, logOptions),
  };
}
