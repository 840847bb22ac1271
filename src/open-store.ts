import { databaseKind } from './config/database-location.js';
import type { Config } from './config/schema.js';
import type { Store } from './store/repositories.js';
import { createSqliteStore } from './store/sqlite/sqlite-store.js';

/**
 * Opens the store `db` selects, migrated to this version's schema: PostgreSQL for a postgres:// or
 * postgresql:// URL (pool and timeouts from `postgres`), otherwise the SQLite file or `:memory:`.
 * `onIdleError` hears about pooled PostgreSQL connections that broke while idle (the pool replaces them).
 */
export async function openStore(config: Pick<Config, 'db' | 'postgres'>, options: { onIdleError?: (error: Error) => void } = {}): Promise<Store> {
  if (databaseKind(config.db) === 'postgres') {
    // Loaded only for a PostgreSQL URL: a SQLite start does not load the pg driver and its dependencies.
    const { createPostgresStore } = await import('./store/postgres/postgres-store.js');
    return createPostgresStore(config.db, config.postgres, options);
  }
  return createSqliteStore(config.db);
}
