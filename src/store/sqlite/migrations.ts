import type Database from 'better-sqlite3';

/** One schema step; applied in order, recorded in `PRAGMA user_version`. */
interface Migration {
  version: number;
  name: string;
  up(db: Database.Database): void;
}

/** Every migration, oldest first. Never edit a shipped one: add the next. */
export const MIGRATIONS: Migration[] = [
  {
    version: 1,
    name: 'users, keys, request logs, agent configurations',
    up: (db) =>
      db.exec(`
        CREATE TABLE users (
          id TEXT PRIMARY KEY,
          name TEXT NOT NULL UNIQUE,
          tier TEXT NOT NULL CHECK (tier IN ('free', 'premium')),
          credit_balance REAL,
          created_at INTEGER NOT NULL
        );
        CREATE TABLE api_keys (
          id TEXT PRIMARY KEY,
          user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
          key_hash TEXT NOT NULL UNIQUE,
          masked TEXT NOT NULL,
          created_at INTEGER NOT NULL,
          revoked_at INTEGER
        );
        CREATE TABLE request_logs (
          id TEXT PRIMARY KEY,
          user_id TEXT NOT NULL,
          api_key_id TEXT,
          masked_key TEXT NOT NULL,
          endpoint TEXT NOT NULL,
          method TEXT NOT NULL,
          status INTEGER NOT NULL,
          category TEXT NOT NULL,
          created_at INTEGER NOT NULL,
          duration_ms REAL NOT NULL,
          input_tokens INTEGER NOT NULL,
          output_tokens INTEGER NOT NULL,
          total_tokens INTEGER NOT NULL,
          cost REAL NOT NULL,
          job_id TEXT,
          success INTEGER NOT NULL,
          body TEXT NOT NULL,
          note TEXT
        );
        CREATE INDEX request_logs_user_time ON request_logs(user_id, created_at);
        CREATE INDEX request_logs_user_category_time ON request_logs(user_id, category, created_at);
        CREATE TABLE agent_configs (
          user_id TEXT NOT NULL,
          config_hash TEXT NOT NULL,
          config TEXT NOT NULL,
          first_seen INTEGER NOT NULL,
          last_seen INTEGER NOT NULL,
          uses INTEGER NOT NULL,
          PRIMARY KEY (user_id, config_hash)
        );
      `),
  },
  {
    version: 2,
    name: 'request logs: what each run was (namespace, name, swarm type, agents, usage per model) and indexes for the dashboard',
    // agents is an '|a|b|' list so that one LIKE '%|name|%' finds a member; the time index without user
    // serves the keyless open-auth dashboard, which lists every user's runs newest first.
    up: (db) =>
      db.exec(`
        ALTER TABLE request_logs ADD COLUMN namespace TEXT NOT NULL DEFAULT 'default';
        ALTER TABLE request_logs ADD COLUMN name TEXT;
        ALTER TABLE request_logs ADD COLUMN swarm_type TEXT;
        ALTER TABLE request_logs ADD COLUMN agents TEXT NOT NULL DEFAULT '|';
        CREATE INDEX request_logs_time ON request_logs(created_at, id);
        CREATE INDEX request_logs_user_time_id ON request_logs(user_id, created_at, id);
        CREATE INDEX request_logs_job ON request_logs(job_id);
        CREATE TABLE run_models (
          log_id TEXT NOT NULL REFERENCES request_logs(id) ON DELETE CASCADE,
          user_id TEXT NOT NULL,
          created_at INTEGER NOT NULL,
          model TEXT NOT NULL,
          calls INTEGER NOT NULL,
          input_tokens INTEGER NOT NULL,
          output_tokens INTEGER NOT NULL,
          cost REAL NOT NULL,
          PRIMARY KEY (log_id, model)
        );
        CREATE INDEX run_models_model ON run_models(model, log_id);
        CREATE INDEX run_models_time ON run_models(created_at);
      `),
  },
  {
    version: 3,
    name: 'run reservations (places in the rate-limit windows and credits held by runs in flight)',
    up: (db) =>
      db.exec(`
        CREATE TABLE run_reservations (
          id TEXT PRIMARY KEY,
          user_id TEXT NOT NULL,
          amount REAL NOT NULL,
          expires_at INTEGER NOT NULL
        );
        CREATE INDEX run_reservations_user ON run_reservations(user_id, expires_at);
      `),
  },
  {
    version: 4,
    name: 'admin keys (strict auth: global admin actions need one)',
    up: (db) => db.exec('ALTER TABLE api_keys ADD COLUMN admin INTEGER NOT NULL DEFAULT 0;'),
  },
  {
    version: 5,
    name: 'request journal (run trees) in the store, shared by every process on it',
    // seq orders entries as they were first stored (retention drops the lowest); agents and models are
    // '|a|b|' lists, as in request_logs.
    up: (db) =>
      db.exec(`
        CREATE TABLE journal_entries (
          seq INTEGER PRIMARY KEY AUTOINCREMENT,
          id TEXT NOT NULL UNIQUE,
          namespace TEXT NOT NULL,
          started_at INTEGER NOT NULL,
          user_id TEXT,
          endpoint TEXT,
          status INTEGER,
          job_id TEXT,
          log_id TEXT,
          agents TEXT NOT NULL,
          models TEXT NOT NULL,
          tree TEXT NOT NULL
        );
        CREATE INDEX journal_entries_namespace ON journal_entries(namespace, seq);
        CREATE INDEX journal_entries_user ON journal_entries(user_id);
        CREATE INDEX journal_entries_log ON journal_entries(log_id);
      `),
  },
  {
    version: 6,
    name: 'namespace owners in the store: strict auth keeps them across restarts and replicas',
    up: (db) => db.exec('CREATE TABLE namespace_owners (namespace TEXT PRIMARY KEY, owner_id TEXT, created_at INTEGER NOT NULL);'),
  },
  {
    version: 7,
    name: 'the local marketplace: prompts and agents published through its API, and their reviews',
    up: (db) =>
      db.exec(`
        CREATE TABLE marketplace_listings (
          id TEXT PRIMARY KEY,
          kind TEXT NOT NULL,
          user_id TEXT NOT NULL,
          created_at INTEGER NOT NULL,
          fields TEXT NOT NULL
        );
        CREATE INDEX marketplace_listings_kind ON marketplace_listings(kind, created_at);
        CREATE TABLE marketplace_reviews (
          id TEXT PRIMARY KEY,
          listing_id TEXT NOT NULL,
          model_type TEXT NOT NULL,
          user_id TEXT NOT NULL,
          rating INTEGER NOT NULL,
          comment TEXT NOT NULL,
          created_at INTEGER NOT NULL
        );
        CREATE INDEX marketplace_reviews_listing ON marketplace_reviews(listing_id, created_at);
      `),
  },
  {
    version: 8,
    name: 'namespace budgets and the holds of runs in flight in the store: every replica enforces one budget; log rows standing for several requests',
    // A namespace's spend is the sum of its log rows' cost: the index answers it without reading the rows.
    // `requests`: how many requests a log row stands for (the rate limiter's refusals of one second share one row).
    up: (db) =>
      db.exec(`
        CREATE TABLE namespace_budgets (namespace TEXT PRIMARY KEY, credits REAL NOT NULL, updated_at INTEGER NOT NULL);
        CREATE TABLE budget_holds (id TEXT PRIMARY KEY, namespace TEXT NOT NULL, amount REAL NOT NULL, expires_at INTEGER NOT NULL);
        CREATE INDEX budget_holds_namespace ON budget_holds(namespace, expires_at);
        CREATE INDEX request_logs_namespace_cost ON request_logs(namespace, cost);
        ALTER TABLE request_logs ADD COLUMN requests INTEGER NOT NULL DEFAULT 1;
      `),
  },
  {
    version: 9,
    name: 'indexes no query uses dropped: every completion wrote them',
    // `request_logs_user_time` is a prefix of `request_logs_user_time_id`, which now serves a user's log
    // pages (their ties on created_at, in rowid order, sorted among themselves). No query looks run_models
    // up by model or time: a model filter checks each run on the primary key (log_id, model).
    up: (db) =>
      db.exec(`
        DROP INDEX IF EXISTS request_logs_user_time;
        DROP INDEX IF EXISTS run_models_model;
        DROP INDEX IF EXISTS run_models_time;
      `),
  },
];

/** Brings a database up to the newest schema in one transaction; an older file upgrades in place. */
export function migrate(db: Database.Database, migrations: Migration[] = MIGRATIONS): number {
  const current = db.pragma('user_version', { simple: true }) as number;
  const newest = migrations.at(-1)?.version ?? 0;
  if (current > newest) {
    throw new Error(`Database schema version ${current} is newer than this swarms-local (${newest}); upgrade swarms-local.`);
  }
  const pending = migrations.filter((migration) => migration.version > current);
  db.transaction(() => {
    for (const migration of pending) {
      migration.up(db);
      db.pragma(`user_version = ${migration.version}`);
    }
  })();
  return newest;
}
