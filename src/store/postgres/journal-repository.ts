import type { JournalEntry, JournalRepository, JournalRetention } from '../repositories.js';
import { JOURNAL_COLUMN_COUNT, JOURNAL_COLUMNS, type JournalRow, journalRowValues, toJournalEntry } from '../row-records.js';
import { memberPattern } from '../sqlite/list-column.js';
import type { Queryable } from './queryable.js';

/** Rows of one INSERT (JOURNAL_COLUMN_COUNT parameters each: 500 × 11 is well under PostgreSQL's 65,535). */
const ENTRIES_PER_STATEMENT = 500;

/**
 * The request journal in PostgreSQL: one row per request, its tree as JSON text. `put` stores and
 * trims in one transaction of its own (`inTransaction`), or in the caller's when it runs inside one.
 */
export function createPostgresJournalRepository(db: Queryable, inTransaction: <T>(work: (tx: Required<Queryable>) => Promise<T>) => Promise<T>): JournalRepository {
  const one = async (sql: string, value: string) => {
    const { rows } = await db.query<JournalRow>(sql, [value]);
    return rows[0] && toJournalEntry(rows[0]);
  };
  const UPSERT_TAIL = `ON CONFLICT (id) DO UPDATE SET user_id = excluded.user_id, endpoint = excluded.endpoint, status = excluded.status, job_id = excluded.job_id,
       log_id = excluded.log_id, agents = excluded.agents, models = excluded.models, tree = excluded.tree`;
  const trim = async (tx: Required<Queryable>, namespaces: Iterable<string>, retention: JournalRetention) => {
    for (const namespace of namespaces) {
      await tx.write('DELETE FROM journal_entries WHERE namespace = $1 AND seq <= (SELECT seq FROM journal_entries WHERE namespace = $1 ORDER BY seq DESC LIMIT 1 OFFSET $2)', [
        namespace,
        retention.perNamespace,
      ]);
    }
    if (Number.isFinite(retention.total)) {
      await tx.write('DELETE FROM journal_entries WHERE seq <= (SELECT seq FROM journal_entries ORDER BY seq DESC LIMIT 1 OFFSET $1)', [retention.total]);
    }
  };
  /**
   * Stores entries in their order with one statement per ENTRIES_PER_STATEMENT (rows of a VALUES list
   * take their seq in the list's order; a request stored again keeps its place), then trims each
   * namespace the batch touched once: the rows left are those puts one after another would leave.
   */
  const putAll = async (tx: Required<Queryable>, entries: readonly JournalEntry[], retention: JournalRetention) => {
    // One row per id (ON CONFLICT cannot touch a row twice in a statement): an id's first place, its last content.
    const byId = new Map<string, JournalEntry>();
    for (const entry of entries) byId.set(entry.id, entry);
    const unique = [...byId.values()];
    for (let start = 0; start < unique.length; start += ENTRIES_PER_STATEMENT) {
      const chunk = unique.slice(start, start + ENTRIES_PER_STATEMENT);
      const rows = chunk.map((_, row) => `(${Array.from({ length: JOURNAL_COLUMN_COUNT }, (_, column) => `$${row * JOURNAL_COLUMN_COUNT + column + 1}`).join(', ')})`);
      await tx.write(`INSERT INTO journal_entries (${JOURNAL_COLUMNS}) VALUES ${rows.join(', ')} ${UPSERT_TAIL}`, chunk.flatMap(journalRowValues));
    }
    await trim(tx, new Set(unique.map((entry) => entry.namespace)), retention);
  };
  return {
    put: (entry, retention) => inTransaction((tx) => putAll(tx, [entry], retention)),
    putMany: (entries, retention) => (entries.length ? inTransaction((tx) => putAll(tx, entries, retention)) : Promise.resolve()),
    list: async (query) => {
      const conditions = ['namespace = $1'];
      const values: unknown[] = [query.namespace];
      const add = (condition: (at: string) => string, value: unknown) => {
        values.push(value);
        conditions.push(condition(`$${values.length}`));
      };
      if (query.userId) add((at) => `user_id = ${at}`, query.userId);
      if (query.endpoint) add((at) => `endpoint = ${at}`, query.endpoint);
      if (query.status !== undefined) add((at) => `status = ${at}`, query.status);
      if (query.jobId) add((at) => `job_id = ${at}`, query.jobId);
      if (query.since !== undefined) add((at) => `started_at >= ${at}`, query.since);
      // ILIKE: SQLite's LIKE ignores ASCII case, and both stores answer alike.
      if (query.agent) add((at) => `agents ILIKE ${at} ESCAPE '\\'`, memberPattern(query.agent));
      if (query.model) add((at) => `models ILIKE ${at} ESCAPE '\\'`, memberPattern(query.model));
      values.push(query.limit ?? null);
      const newest = `SELECT seq, ${JOURNAL_COLUMNS} FROM journal_entries WHERE ${conditions.join(' AND ')} ORDER BY seq DESC LIMIT $${values.length}`;
      const { rows } = await db.query<JournalRow>(`SELECT ${JOURNAL_COLUMNS} FROM (${newest}) AS newest ORDER BY seq`, values);
      return rows.map(toJournalEntry);
    },
    find: (key) =>
      'id' in key
        ? one(`SELECT ${JOURNAL_COLUMNS} FROM journal_entries WHERE id = $1`, key.id)
        : one(`SELECT ${JOURNAL_COLUMNS} FROM journal_entries WHERE log_id = $1 ORDER BY seq LIMIT 1`, key.logId),
    count: async () => (await db.query<{ count: number }>('SELECT count(*) AS count FROM journal_entries')).rows[0]?.count ?? 0,
    clear: async (namespace) => {
      if (namespace === undefined) await db.query('DELETE FROM journal_entries');
      else await db.query('DELETE FROM journal_entries WHERE namespace = $1', [namespace]);
    },
    clearUser: async (userId) => void (await db.query('DELETE FROM journal_entries WHERE user_id = $1', [userId])),
  };
}
