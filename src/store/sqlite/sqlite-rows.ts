import type Database from 'better-sqlite3';
import type { StoreRows } from '../repositories.js';
import { checkStoreRows, STORE_TABLES } from '../store-rows.js';

/** Every row of every table, in insertion order. */
export function exportSqliteRows(db: Database.Database): StoreRows {
  return { tables: Object.fromEntries(STORE_TABLES.map((table) => [table, db.prepare(`SELECT * FROM ${table} ORDER BY rowid`).all() as Array<Record<string, unknown>>])) };
}

/**
 * A function that deletes every row (children first) but those of the tables in `keep`; call it inside a
 * transaction. Its statements are prepared once, here: a test suite's `reset()` clears the store after every test,
 * and compiling ten statements each time cost it more than running them.
 */
export function sqliteRowsDeleter(db: Database.Database, keep: readonly string[] = []): () => void {
  const statements = [...STORE_TABLES]
    .reverse()
    .filter((table) => !keep.includes(table))
    .map((table) => db.prepare(`DELETE FROM ${table}`));
  return () => {
    for (const statement of statements) statement.run();
  };
}

/** Replaces every row with `rows` (after `deleteRows`, a `sqliteRowsDeleter`); a column the table does not have is an error naming it. Call inside a transaction. */
export function importSqliteRows(db: Database.Database, deleteRows: () => void, rows: StoreRows): void {
  checkStoreRows(rows);
  deleteRows();
  for (const table of STORE_TABLES) {
    const known = new Set((db.prepare(`PRAGMA table_info(${table})`).all() as Array<{ name: string }>).map((column) => column.name));
    const statements = new Map<string, Database.Statement>();
    for (const row of rows.tables[table] ?? []) {
      const columns = Object.keys(row);
      const unknown = columns.find((column) => !known.has(column));
      if (unknown) throw new Error(`Table "${table}" has no column "${unknown}" (store rows from a newer swarms-local?).`);
      const key = columns.join(',');
      let statement = statements.get(key);
      if (!statement) {
        statement = db.prepare(`INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((column) => `@${column}`).join(', ')})`);
        statements.set(key, statement);
      }
      statement.run(row);
    }
  }
}
