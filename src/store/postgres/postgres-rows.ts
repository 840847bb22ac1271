import type { StoreRows } from '../repositories.js';
import { checkStoreRows, STORE_TABLES, type StoreTable } from '../store-rows.js';
import type { Queryable } from './queryable.js';

/** The order rows are exported in: as they were written, where the table records it. */
const EXPORT_ORDER: Record<StoreTable, string> = {
  users: 'created_at, id',
  api_keys: 'created_at, id',
  request_logs: 'seq',
  run_models: 'created_at, log_id, model',
  agent_configs: 'first_seen, user_id, config_hash',
  run_reservations: 'expires_at, id',
  journal_entries: 'seq',
  namespace_owners: 'created_at, namespace',
  marketplace_listings: 'created_at, id',
  marketplace_reviews: 'created_at, id',
  namespace_budgets: 'updated_at, namespace',
  budget_holds: 'expires_at, id',
};

/** Columns of PostgreSQL's own that SQLite keeps implicitly (rowid): left out of exported rows. */
const PRIVATE_COLUMNS: Partial<Record<StoreTable, string>> = { request_logs: 'seq' };

/** Rows per INSERT statement (PostgreSQL takes at most 65,535 parameters; the widest table has 22 columns). */
const BATCH = 500;

/** Every row of every table, as SQLite's export shapes them. Run it inside one (repeatable-read) transaction. */
export async function exportPostgresRows(db: Queryable): Promise<StoreRows> {
  const tables: StoreRows['tables'] = {};
  for (const table of STORE_TABLES) {
    const { rows } = await db.query(`SELECT * FROM ${table} ORDER BY ${EXPORT_ORDER[table]}`);
    const hidden = PRIVATE_COLUMNS[table];
    tables[table] = hidden ? rows.map(({ [hidden]: _left, ...row }) => row) : rows;
  }
  return { tables };
}

/** Replaces every row with `rows`; a column the table does not have is an error naming it. Run it inside one transaction. */
export async function importPostgresRows(db: Queryable, rows: StoreRows): Promise<void> {
  checkStoreRows(rows);
  await db.query(`TRUNCATE ${STORE_TABLES.join(', ')}`);
  for (const table of STORE_TABLES) {
    const list = rows.tables[table] ?? [];
    if (!list.length) continue;
    const { rows: columnRows } = await db.query<{ column_name: string }>(
      'SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1',
      [table],
    );
    const known = new Set(columnRows.map((row) => row.column_name));
    const hidden = PRIVATE_COLUMNS[table];
    // Rows of one shape go in together, many per statement.
    const byShape = new Map<string, Array<Record<string, unknown>>>();
    for (const row of list) {
      const columns = Object.keys(row).filter((column) => column !== hidden);
      const unknown = columns.find((column) => !known.has(column));
      if (unknown) throw new Error(`Table "${table}" has no column "${unknown}" (store rows from a newer swarms-local?).`);
      const key = columns.join(',');
      byShape.set(key, [...(byShape.get(key) ?? []), row]);
    }
    for (const [key, shaped] of byShape) {
      const columns = key.split(',');
      for (let start = 0; start < shaped.length; start += BATCH) {
        const batch = shaped.slice(start, start + BATCH);
        const values = batch.flatMap((row) => columns.map((column) => row[column] ?? null));
        const tuples = batch.map((_, index) => `(${columns.map((_column, at) => `$${index * columns.length + at + 1}`).join(', ')})`);
        await db.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${tuples.join(', ')}`, values);
      }
    }
  }
  // Entries stored after the import are numbered after the imported ones.
  await db.query("SELECT setval(pg_get_serial_sequence('journal_entries', 'seq'), coalesce((SELECT max(seq) FROM journal_entries), 0) + 1, false)");
}
