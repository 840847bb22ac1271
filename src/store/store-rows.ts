import type { StoreRows } from './repositories.js';

/**
 * The tables every store holds, parents first (rows import in this order, and delete in the reverse).
 * Their columns are the same on every store, so exported rows load into either.
 */
export const STORE_TABLES = [
  'users',
  'api_keys',
  'request_logs',
  'run_models',
  'agent_configs',
  'run_reservations',
  'journal_entries',
  'marketplace_listings',
  'marketplace_reviews',
  'namespace_owners',
  'namespace_budgets',
  'budget_holds',
] as const;

/** Tables of settings rather than activity (namespaces' budgets): `Store.clear()` keeps them, an import replaces them. */
export const SETTINGS_TABLES: readonly StoreTable[] = ['namespace_budgets'];

/** A store table's name. */
export type StoreTable = (typeof STORE_TABLES)[number];

/** Checks rows before an import replaces everything with them: known tables, rows as plain objects. */
export function checkStoreRows(rows: StoreRows): void {
  if (!rows || typeof rows !== 'object' || !rows.tables || typeof rows.tables !== 'object') {
    throw new Error('Store rows must be an object with `tables` (table name → list of rows).');
  }
  for (const [table, list] of Object.entries(rows.tables)) {
    if (!(STORE_TABLES as readonly string[]).includes(table)) throw new Error(`Unknown table "${table}" in store rows; known: ${STORE_TABLES.join(', ')}.`);
    if (!Array.isArray(list) || list.some((row) => !row || typeof row !== 'object' || Array.isArray(row))) {
      throw new Error(`Table "${table}" in store rows must be a list of objects (column → value).`);
    }
  }
}
