import type { Queryable } from './queryable.js';

/** One schema step of the PostgreSQL store; applied in order, recorded in `schema_migrations`. */
interface PostgresMigration {
  version: number;
  name: string;
  sql: string;
}

// Text compared or ordered by the store (ids, names, hashes) uses the C collation, so pages and
// keysets order byte-wise as SQLite does, whatever locale the database was created with.
const ID = 'TEXT COLLATE "C"';

/** Every migration, oldest first. Never edit a shipped one: add the next. */
export const POSTGRES_MIGRATIONS: PostgresMigration[] = [
  {
    version: 1,
    name: 'users, keys, request logs with their per-model usage, agent configurations',
    // Times are epoch milliseconds (BIGINT), as in SQLite; `success` stays an integer so the runs
    // filters are the same SQL on both stores; `seq` orders rows logged in the same millisecond.
    sql: `
      CREATE TABLE users (
        id ${ID} PRIMARY KEY,
        name ${ID} NOT NULL UNIQUE,
        tier TEXT NOT NULL CHECK (tier IN ('free', 'premium')),
        credit_balance DOUBLE PRECISION,
        created_at BIGINT NOT NULL
      );
      CREATE TABLE api_keys (
        id ${ID} PRIMARY KEY,
        user_id ${ID} NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        key_hash TEXT NOT NULL UNIQUE,
        masked TEXT NOT NULL,
        created_at BIGINT NOT NULL,
        revoked_at BIGINT,
        admin BOOLEAN NOT NULL DEFAULT false
      );
      CREATE INDEX api_keys_user ON api_keys(user_id, created_at, id);
      CREATE TABLE request_logs (
        seq BIGINT GENERATED ALWAYS AS IDENTITY,
        id ${ID} PRIMARY KEY,
        user_id ${ID} NOT NULL,
        api_key_id ${ID},
        masked_key TEXT NOT NULL,
        endpoint ${ID} NOT NULL,
        method TEXT NOT NULL,
        status INTEGER NOT NULL,
        category ${ID} NOT NULL,
        created_at BIGINT NOT NULL,
        duration_ms DOUBLE PRECISION NOT NULL,
        input_tokens BIGINT NOT NULL,
        output_tokens BIGINT NOT NULL,
        total_tokens BIGINT NOT NULL,
        cost DOUBLE PRECISION NOT NULL,
        job_id ${ID},
        success SMALLINT NOT NULL,
        body TEXT NOT NULL,
        note TEXT,
        namespace ${ID} NOT NULL DEFAULT 'default',
        name ${ID},
        swarm_type ${ID},
        agents ${ID} NOT NULL DEFAULT '|'
      );
      CREATE INDEX request_logs_time ON request_logs(created_at, id);
      CREATE INDEX request_logs_user_time_id ON request_logs(user_id, created_at, id);
      CREATE INDEX request_logs_user_category_time ON request_logs(user_id, category, created_at, seq);
      CREATE INDEX request_logs_job ON request_logs(job_id);
      CREATE TABLE run_models (
        log_id ${ID} NOT NULL REFERENCES request_logs(id) ON DELETE CASCADE,
        user_id ${ID} NOT NULL,
        created_at BIGINT NOT NULL,
        model ${ID} NOT NULL,
        calls INTEGER NOT NULL,
        input_tokens BIGINT NOT NULL,
        output_tokens BIGINT NOT NULL,
        cost DOUBLE PRECISION NOT NULL,
        PRIMARY KEY (log_id, model)
      );
      CREATE INDEX run_models_model ON run_models(model, log_id);
      CREATE INDEX run_models_user ON run_models(user_id);
      CREATE TABLE agent_configs (
        user_id ${ID} NOT NULL,
        config_hash ${ID} NOT NULL,
        config TEXT NOT NULL,
        first_seen BIGINT NOT NULL,
        last_seen BIGINT NOT NULL,
        uses INTEGER NOT NULL,
        PRIMARY KEY (user_id, config_hash)
      );`,
  },
  {
    version: 2,
    name: 'run reservations (places in the rate-limit windows and credits held by runs in flight)',
    sql: `
      CREATE TABLE run_reservations (
        id ${ID} PRIMARY KEY,
        user_id ${ID} NOT NULL,
        amount DOUBLE PRECISION NOT NULL,
        expires_at BIGINT NOT NULL
      );
      CREATE INDEX run_reservations_user ON run_reservations(user_id, expires_at);`,
  },
];

/** Advisory lock key of migrations ('swlm'): replicas starting together apply them one at a time. */
const MIGRATION_LOCK = 0x73776c6d;

/**
 * Brings a database up to the newest schema. One transaction holds an advisory lock, reads the
 * version, applies what is pending and records it: a replica that starts at the same time waits for
 * the lock, then finds nothing left to do. An older database upgrades in place. `db` is one connection.
 */
export async function migratePostgres(db: Queryable, migrations: PostgresMigration[] = POSTGRES_MIGRATIONS): Promise<number> {
  const newest = migrations.at(-1)?.version ?? 0;
  await db.query('BEGIN');
  try {
    await db.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await db.query('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())');
    const { rows } = await db.query<{ version: number | null }>('SELECT max(version) AS version FROM schema_migrations');
    const current = rows[0]?.version ?? 0;
    if (current > newest) {
      throw new Error(`Database schema version ${current} is newer than this swarms-local (${newest}); upgrade swarms-local.`);
    }
    for (const migration of migrations.filter((step) => step.version > current)) {
      await db.query(migration.sql);
      await db.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
    }
    await db.query('COMMIT');
  } catch (error) {
    await db.query('ROLLBACK').catch(() => {});
    throw error;
  }
  return newest;
}
