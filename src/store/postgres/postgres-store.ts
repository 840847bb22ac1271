import type pg from 'pg';
import type { Store, StoreSession, StoreTransaction } from '../repositories.js';
import { isStoreUnavailable } from '../store-unavailable.js';
import { BatchedTransaction } from './batched-transaction.js';
import { createPostgresAgentConfigRepository } from './agent-config-repository.js';
import { createPostgresApiKeyRepository } from './api-key-repository.js';
import { createPostgresJournalRepository } from './journal-repository.js';
import { migratePostgres } from './migrations.js';
import { createPool, type PostgresSettings } from './pool.js';
import { maskPostgresUrl } from './postgres-url.js';
import { type Queryable, translated, translateError } from './queryable.js';
import { createPostgresRequestLogRepository } from './request-log-repository.js';
import { exportPostgresRows, importPostgresRows } from './rows-transfer.js';
import { createPostgresRunReservationRepository } from './run-reservation-repository.js';
import { createPostgresUserRepository } from './user-repository.js';

/** Advisory lock class of per-user locks ('swlu'); the second key is the user id's hash. */
const USER_LOCK = 0x73776c75;

type InTransaction = <T>(work: (tx: Required<Queryable>) => Promise<T>) => Promise<T>;

/** The repositories over one connection (the pool, or a transaction's client). */
function session(db: Required<Queryable>, inTransaction: InTransaction): StoreSession {
  return {
    users: createPostgresUserRepository(db),
    apiKeys: createPostgresApiKeyRepository(db),
    logs: createPostgresRequestLogRepository(db),
    agentConfigs: createPostgresAgentConfigRepository(db),
    reservations: createPostgresRunReservationRepository(db),
    journal: createPostgresJournalRepository(db, inTransaction),
  };
}

/** Runs `work` on one client of the pool, giving it back (or discarding it when its connection broke). */
async function withClient<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  let client: pg.PoolClient;
  try {
    client = await pool.connect();
  } catch (error) {
    throw translateError(error);
  }
  // A checked-out client that loses its connection between queries emits 'error': heard here, the
  // next query fails instead of the process.
  let broken: Error | undefined;
  const onError = (error: Error) => {
    broken = error;
  };
  client.on('error', onError);
  try {
    return await work(client);
  } catch (error) {
    const failure = translateError(error);
    // A client whose connection failed is discarded, not given back to the pool.
    if (isStoreUnavailable(failure)) broken ??= failure;
    throw failure;
  } finally {
    client.off('error', onError);
    client.release(broken);
  }
}

/**
 * The PostgreSQL-backed store: a connection pool to `url`, migrations applied on open under an
 * advisory lock (replicas starting together do not race). Every failure to reach the server is a
 * StoreUnavailableError, and the pool reconnects by itself once the server is back.
 */
export async function createPostgresStore(url: string, settings: PostgresSettings, options: { onIdleError?: (error: Error) => void } = {}): Promise<Store> {
  const pool = createPool(url, settings, options.onIdleError ?? (() => {}));
  try {
    await withClient(pool, (client) => migratePostgres(client));
  } catch (error) {
    await pool.end().catch(() => {});
    throw error;
  }
  /** Runs `work` between BEGIN and COMMIT on one client, in as few round trips as it can (see BatchedTransaction); anything thrown rolls it back. */
  const inTransaction = <T>(work: (tx: Required<Queryable>) => Promise<T>, begin = 'BEGIN') =>
    withClient(pool, async (client) => {
      const batched = new BatchedTransaction(client, begin);
      const tx = translated(batched);
      try {
        const result = await work(tx);
        await batched.commit();
        return result;
      } catch (error) {
        await batched.rollback().catch(() => {});
        throw translateError(error);
      }
    });
  let closed: Promise<void> | undefined;
  return {
    kind: 'postgres',
    location: maskPostgresUrl(url),
    ...session(translated(pool), inTransaction),
    transaction: (work) =>
      inTransaction((tx) => {
        const bound: StoreTransaction = {
          // Inside a transaction, what would open one of its own joins this one.
          ...session(tx, (inner) => inner(tx)),
          // Taken with the transaction's next statement: the lock is held from there, as if taken here.
          lockUser: (userId) => tx.write('SELECT pg_advisory_xact_lock($1, hashtext($2))', [USER_LOCK, userId]),
        };
        return work(bound);
      }),
    clear: () => inTransaction(async (tx) => void (await tx.query('TRUNCATE run_reservations, run_models, request_logs, agent_configs, api_keys, users, journal_entries'))),
    resetUser: (userId) =>
      inTransaction(async (tx) => {
        for (const table of ['run_models', 'request_logs', 'agent_configs']) await tx.query(`DELETE FROM ${table} WHERE user_id = $1`, [userId]);
      }),
    exportRows: () => inTransaction((tx) => exportPostgresRows(tx), 'BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY'),
    importRows: (rows) => inTransaction((tx) => importPostgresRows(tx, rows)),
    close: () => {
      closed ??= pool.end();
      return closed;
    },
  };
}
