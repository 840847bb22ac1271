import type { Logger } from 'pino';
import { redactSecrets } from '../security/secrets.js';
import type { StoreUnavailableError } from '../store/store-unavailable.js';
import type { LogFormat } from './server-log.js';

/** Tells the operator when the store goes out of reach and when it answers again, once per change. */
export interface StoreOutageLog {
  /** A store call failed because the database is out of reach; logged only when it was reachable until now. */
  down(error: StoreUnavailableError): void;
  /** A store call succeeded; logged only after an outage. */
  up(): void;
}

/**
 * The outage log, through the server's logger: a warning naming the cause (the driver's reason and the
 * address, never the password) when requests start answering 503, and a line when they stop. The request
 * lines in between show only the 503s; this says why.
 */
export function createStoreOutageLog(logger: Logger, options: { format: LogFormat; knownSecrets?: string[] }): StoreOutageLog {
  let unavailable = false;
  const secrets = options.knownSecrets ?? [];
  return {
    down(error) {
      if (unavailable) return;
      unavailable = true;
      const store = error.store === 'postgres' ? 'PostgreSQL' : 'SQLite';
      const reason = redactSecrets(error.reason, secrets);
      const message = `${store} store unavailable: requests that need it answer 503 until it is back`;
      logger.warn({ store: error.store, reason }, options.format === 'json' ? message : `${message} (${reason})`);
    },
    up() {
      if (!unavailable) return;
      unavailable = false;
      logger.info('store is back: requests are served again');
    },
  };
}
