import type pg from 'pg';
import { createPostgresAgentConfigRepository } from './agent-config-repository.js';
import { createPostgresApiKeyRepository } from './api-key-repository.js';
import { migratePostgres } from './migrations.js';
import { createPool, type PostgresSettings } from './pool.js';
import { maskPostgresUrl } from './postgres-url.js';
import { type Queryable, translated, translateError } from './queryable.js';
import { createPostgresRequestLogRepository } from './request-log-repository.js';
import { createPostgresRunReservationRepository } from './run-reservation-repository.js';
import { createPostgresUserRepository } from './user-repository.js';
import { isStoreUnavailable } from '../store-unavailable.js';

/** Advisory lock class of per-user locks ('swlu'); the second key is the user id's hash. */
const USER_LOCK = 0x73776c75;

/** The repositories over one connection (the pool, or a transaction's client). */
function repositories(db: Queryable) {
  return {
    users: createPostgresUserRepository(db),
    apiKeys: createPostgresApiKeyRepository(db),
    logs: createPostgresRequestLogRepository(db),
    agentConfigs: createPostgresAgentConfigRepository(db),
    reservations: createPostgresRunReservationRepository(db),
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

/** The PostgreSQL store's own parts beyond the repositories. */
export type PostgresStore = Awaited<ReturnType<typeof createPostgresStore>>;

/**
 * The PostgreSQL-backed store: a connection pool to `url`, migrations applied on open under an
 * advisory lock (replicas starting together do not race). Every failure to reach the server is a
 * StoreUnavailableError, and the pool reconnects by itself once the server is back.
 */
export async function createPostgresStore(url: string, settings: PostgresSettings, options: { onIdleError?: (error: Error) => void } = {}) {
  const pool = createPool(url, settings, options.onIdleError ?? (() => {}));
  try {
    await withClient(pool, (client) => migratePostgres(client));
  } catch (error) {
    await pool.end().catch(() => {});
    throw error;
  }
  const db = translated(pool);
  /** Runs `work` between BEGIN and COMMIT on one client; anything thrown rolls it back. */
  const inTransaction = <T>(work: (tx: Queryable) => Promise<T>) =>
    withClient(pool, async (client) => {
      const tx = translated(client);
      await tx.query('BEGIN');
      try {
        const result = await work(tx);
        await tx.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      }
    });
  return {
    kind: 'postgres' as const,
    location: maskPostgresUrl(url),
    ...repositories(db),
    transaction: <T>(work: (tx: ReturnType<typeof repositories> & { lockUser(userId: string): Promise<void> }) => Promise<T>) =>
      inTransaction((tx) =>
        work({
          ...repositories(tx),
          lockUser: async (userId) => void (await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [USER_LOCK, userId])),
        }),
      ),
    clear: async () => {
      await db.query('TRUNCATE run_reservations, run_models, request_logs, agent_configs, api_keys, users');
    },
    resetUser: (userId: string) =>
      inTransaction(async (tx) => {
        for (const table of ['run_models', 'request_logs', 'agent_configs']) await tx.query(`DELETE FROM ${table} WHERE user_id = $1`, [userId]);
      }),
    close: () => pool.end(),
  };
}
