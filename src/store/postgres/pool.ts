import pg from 'pg';

/** Settings of the PostgreSQL connection pool. */
export interface PostgresSettings {
  /** Connections each process keeps at most. */
  poolSize: number;
  /** A statement running longer than this is cancelled by the server (ms). */
  statementTimeoutMs: number;
  /** How long to wait for a connection (a new one, or a free one from the pool) before giving up (ms). */
  connectTimeoutMs: number;
}

// int8 (counts, epoch milliseconds) and numeric (sums) as JavaScript numbers: every value the store
// keeps is well inside 2^53, and the repositories promise numbers.
const NUMBER_TYPES = new Set<number>([pg.types.builtins.INT8, pg.types.builtins.NUMERIC]);
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    NUMBER_TYPES.has(oid) ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format ?? 'text')) as typeof pg.types.getTypeParser,
};

/** A connection's error: what matters of it reaches whoever uses the connection next (its statement fails). */
function ignoreHeardElsewhere(): void {}

/**
 * A connection pool to `url`. A connection that breaks (the server restarted, the network dropped)
 * is discarded and the next query opens a new one, so the store recovers by itself once the server
 * is back; `onIdleError` hears about broken idle connections (an unheard one would crash the process).
 */
export function createPool(url: string, settings: PostgresSettings, onIdleError: (error: Error) => void): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: settings.poolSize,
    statement_timeout: settings.statementTimeoutMs,
    connectionTimeoutMillis: settings.connectTimeoutMs,
    idleTimeoutMillis: 30_000,
    application_name: 'swarms-local',
    types,
  });
  pool.on('error', onIdleError);
  // Every connection listens for its own errors for as long as it lives. The pool listens only while one is idle,
  // and a caller of `pool.connect()` only from the microtask after it was handed out: a server shutting down sends
  // "ready" and its FATAL end in one chunk, read whole in between, and an 'error' nobody heard crashed the process.
  // The connection is then unusable: the next statement on it fails, and the pool discards it.
  pool.on('connect', (client) => client.on('error', ignoreHeardElsewhere));
  return pool;
}
