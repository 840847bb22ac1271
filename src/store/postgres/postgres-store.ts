import { createPostgresNamespaceOwnerRepository } from './namespace-owner-repository.js';
import type pg from 'pg';
import type { Store, StoreSession, StoreTransaction } from '../repositories.js';
import { isStoreUnavailable } from '../store-unavailable.js';
import { BatchedTransaction } from './batched-transaction.js';
import { createPostgresMarketplaceRepository } from './marketplace-repository.js';
import { createPostgresAgentConfigRepository } from './agent-config-repository.js';
import { createPostgresApiKeyRepository } from './api-key-repository.js';
import { createPostgresJournalRepository } from './journal-repository.js';
import { migratePostgres } from './migrations.js';
import { createPool, type PostgresSettings } from './pool.js';
import { maskPostgresUrl } from './postgres-url.js';
import { type Queryable, translated, translateError } from './queryable.js';
import { createPostgresRequestLogRepository } from './request-log-repository.js';
import { exportPostgresRows, importPostgresRows } from './postgres-rows.js';
import { createPostgresRunReservationRepository } from './run-reservation-repository.js';
import { createPostgresUserRepository } from './user-repository.js';
import { BUDGET_LOCK, createPostgresNamespaceBudgetRepository } from './namespace-budget-repository.js';

/** Advisory lock class of per-user locks ('swlu'); the second key is the user id's hash. */
const USER_LOCK = 0x73776c75;
const LOCK_USER = 'SELECT pg_advisory_xact_lock($1, hashtext($2))';
/**
 * Admission's and cover's commits return before their WAL is flushed (the flush is the slow part of a commit,
 * and the user's lock is held throughout it): what they write is a hold on runs in flight, never an answer to a client. Visibility and
 * order are as ever (a later commit, a settlement's, flushes the WAL up to it), and only a crash of the
 * PostgreSQL server itself can lose the holds of the last moments: their runs still settle against the log
 * and balance exactly, but until they do, admission counts them short (as it does a crashed replica's runs). Settlements, which answer clients, flush before they return.
 */
const HOLD_COMMIT = 'SET LOCAL synchronous_commit = off';

/**
 * A run's reservation, created when the user's windows and balance admit it, judged in this one statement
 * as admission judges them step by step (run-reservation.ts): every window's logged completions plus the
 * runs in flight stay under its limit, and a limited balance less what those runs hold exceeds the minimum
 * and covers the amount (held from a limited balance only). $1 id, $2 user, $3 amount, $4 expiry, $5 held
 * at, $6 minimum credit, $7/$8 windows' starts and limits, $9 until.
 */
const ADMIT_RUN = `INSERT INTO run_reservations (id, user_id, amount, expires_at)
  SELECT $1, users.id, CASE WHEN users.credit_balance IS NULL THEN 0 ELSE $3::float8 END, $4
  FROM users, LATERAL (SELECT count(*) AS count, coalesce(sum(amount), 0) AS amount FROM run_reservations WHERE user_id = $2 AND expires_at > $5) AS held
  WHERE users.id = $2
    AND (users.credit_balance IS NULL OR (users.credit_balance - held.amount > $6 AND users.credit_balance - held.amount >= $3))
    AND NOT EXISTS (
      SELECT 1 FROM unnest($7::bigint[], $8::float8[]) AS window_limit(since, lim)
      WHERE held.count + (SELECT count(*) FROM request_logs WHERE user_id = $2 AND category = 'completion' AND created_at >= window_limit.since AND created_at <= $9) >= window_limit.lim)
  RETURNING id`;

/**
 * Whether a run's next step is covered: its hold grown by $3 when the user's limited balance less what
 * runs in flight at $4 hold covers it; an unlimited balance holds nothing and is always covered. $1 run,
 * $2 user. One statement: the balance and the holds are read at one instant.
 */
const COVER_RUN = `WITH credit AS (
    SELECT credit_balance IS NULL AS unlimited,
      credit_balance - (SELECT coalesce(sum(amount), 0) FROM run_reservations WHERE user_id = $2 AND expires_at > $4) AS available
    FROM users WHERE id = $2),
  covered AS (
    UPDATE run_reservations SET amount = amount + $3::float8
    WHERE id = $1 AND EXISTS (SELECT 1 FROM credit WHERE NOT unlimited AND available >= $3::float8) RETURNING id)
  SELECT coalesce((SELECT unlimited FROM credit), false) OR EXISTS (SELECT 1 FROM covered) AS covered`;

type InTransaction = <T>(work: (tx: Required<Queryable>) => Promise<T>) => Promise<T>;

/** Runs a statement after a lock in one transaction; resolves with the rows it touched. */
type Locked = (lockKey: string, statement: string, values: unknown[]) => Promise<number>;

/** The repositories over one connection (the pool, or a transaction's client). */
function session(db: Required<Queryable>, inTransaction: InTransaction, locked: Locked): StoreSession {
  return {
    users: createPostgresUserRepository(db),
    apiKeys: createPostgresApiKeyRepository(db),
    logs: createPostgresRequestLogRepository(db),
    agentConfigs: createPostgresAgentConfigRepository(db),
    reservations: createPostgresRunReservationRepository(db),
    journal: createPostgresJournalRepository(db, inTransaction),
    namespaceOwners: createPostgresNamespaceOwnerRepository(db),
    marketplace: createPostgresMarketplaceRepository(db),
    budgets: createPostgresNamespaceBudgetRepository(db, locked),
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
  const inBatch = <T>(work: (batched: BatchedTransaction) => Promise<T>, begin = 'BEGIN') =>
    withClient(pool, async (client) => {
      const batched = new BatchedTransaction(client, begin);
      try {
        const result = await work(batched);
        await batched.commit();
        return result;
      } catch (error) {
        await batched.rollback().catch(() => {});
        throw translateError(error);
      }
    });
  const inTransaction = <T>(work: (tx: Required<Queryable>) => Promise<T>, begin = 'BEGIN') => inBatch((batched) => work(translated(batched)), begin);
  // One message (BEGIN, the lock, the statement, COMMIT), committed as a hold is (see HOLD_COMMIT).
  const locked: Locked = (lockKey, statement, values) =>
    inBatch(async (batched) => {
      await batched.write(HOLD_COMMIT, []);
      await batched.write(BUDGET_LOCK, [lockKey]);
      return (await batched.commitWith(statement, values)).rowCount ?? 0;
    });
  let closed: Promise<void> | undefined;
  return {
    kind: 'postgres',
    location: maskPostgresUrl(url),
    ...session(translated(pool), inTransaction, locked),
    transaction: (work) =>
      inTransaction((tx) => {
        const bound: StoreTransaction = {
          // Inside a transaction, what would open one of its own joins this one.
          ...session(
            tx,
            (inner) => inner(tx),
            async (lockKey, statement, values) => {
              await tx.write(BUDGET_LOCK, [lockKey]);
              return (await tx.query(statement, values)).rowCount ?? 0;
            },
          ),
          // Taken with the transaction's next statement: the lock is held from there, as if taken here.
          lockUser: (userId) => tx.write(LOCK_USER, [USER_LOCK, userId]),
        };
        return work(bound);
      }),
    // One message (BEGIN, the lock, the statement, COMMIT): the user's lock is held while the server runs it, never across a client round trip.
    admitRun: (reservation, rule) =>
      inBatch(async (batched) => {
        await batched.write(HOLD_COMMIT, []);
        await batched.write(LOCK_USER, [USER_LOCK, reservation.userId]);
        const { rowCount } = await batched.commitWith(ADMIT_RUN, [
          reservation.id,
          reservation.userId,
          reservation.amount,
          reservation.expiresAt,
          rule.heldAt,
          rule.minimumCredit,
          rule.windows.map((window) => window.since),
          rule.windows.map((window) => window.limit),
          rule.until,
        ]);
        return (rowCount ?? 0) > 0;
      }),
    coverRun: (run, amount, heldAt) =>
      inBatch(async (batched) => {
        await batched.write(HOLD_COMMIT, []);
        await batched.write(LOCK_USER, [USER_LOCK, run.userId]);
        const { rows } = await batched.commitWith<{ covered: boolean }>(COVER_RUN, [run.id, run.userId, amount, heldAt]);
        return rows[0]?.covered === true;
      }),
    clear: () =>
      inTransaction(
        async (tx) =>
          void (await tx.query(
            'TRUNCATE run_reservations, budget_holds, run_models, request_logs, agent_configs, api_keys, users, journal_entries, namespace_owners, marketplace_listings, marketplace_reviews',
          )),
      ),
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
