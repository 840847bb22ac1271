import type Database from 'better-sqlite3';
import type { JournalEntry, JournalRepository, JournalRetention } from '../repositories.js';
import { JOURNAL_COLUMN_COUNT, JOURNAL_COLUMNS, type JournalRow, type JournalRowValues, journalRowValues, toJournalEntry } from '../row-records.js';
import { memberPattern } from './list-column.js';
import type { JournalCounts } from './journal-counts.js';
import type { Synchronous } from './sqlite-gate.js';

/** The request journal in SQLite: one row per request, its tree as JSON. */
export function createSqliteJournalRepository(db: Database.Database, counts: JournalCounts): Synchronous<JournalRepository> {
  // A new request takes the next seq; stored again (its final tree), it keeps its place in its namespace's order.
  // Values bound by position, in JOURNAL_COLUMNS order (cheaper than by name on a path taken for every request).
  const insertNew = db.prepare<JournalRowValues>(
    `INSERT INTO journal_entries (${JOURNAL_COLUMNS}) VALUES (${Array(JOURNAL_COLUMN_COUNT).fill('?').join(', ')}) ON CONFLICT (id) DO NOTHING`,
  );
  // The row's values from user_id on (JOURNAL_COLUMNS order), then its id.
  const update = db.prepare<unknown[]>(`
    UPDATE journal_entries SET user_id = ?, endpoint = ?, status = ?, job_id = ?, log_id = ?, agents = ?, models = ?, tree = ? WHERE id = ?`);
  // The oldest entries, through the (namespace, seq) index and the primary key: a few rows each time, whatever the bound.
  const dropOldestIn = db.prepare('DELETE FROM journal_entries WHERE seq IN (SELECT seq FROM journal_entries WHERE namespace = @namespace ORDER BY seq LIMIT @count)');
  const dropOldest = db.prepare('DELETE FROM journal_entries WHERE seq IN (SELECT seq FROM journal_entries ORDER BY seq LIMIT @count)');
  const byId = db.prepare<[string], JournalRow>(`SELECT ${JOURNAL_COLUMNS} FROM journal_entries WHERE id = ?`);
  const byLog = db.prepare<[string], JournalRow>(`SELECT ${JOURNAL_COLUMNS} FROM journal_entries WHERE log_id = ? ORDER BY seq LIMIT 1`);
  const count = db.prepare<[], { count: number }>('SELECT count(*) AS count FROM journal_entries');
  const clearAll = db.prepare('DELETE FROM journal_entries');
  const clearNamespace = db.prepare('DELETE FROM journal_entries WHERE namespace = ?');
  const clearUser = db.prepare('DELETE FROM journal_entries WHERE user_id = ?');
  /**
   * Stores the entries in order, then trims once: each namespace that gained entries to its bound, then
   * the total, oldest first. Trimming oldest first, once at the end leaves the rows trimming after each
   * put would (the newest `perNamespace` of each namespace, of which the newest `total`), in fewer statements.
   */
  const putAll = db.transaction((entries: readonly JournalEntry[], retention: JournalRetention) => {
    // Storing a request again (its final tree) adds no entry: only new ones can pass a bound.
    const grown = new Map<string, number>();
    let total: number | undefined;
    for (const entry of entries) {
      const row = journalRowValues(entry);
      if (insertNew.run(...row).changes === 0) {
        update.run(...row.slice(3), row[0]);
        continue;
      }
      const after = counts.inserted(entry.namespace);
      grown.set(entry.namespace, after.namespace);
      total = after.total;
    }
    if (total === undefined) return;
    for (const [namespace, count] of grown) {
      if (count <= retention.perNamespace) continue;
      const deleted = dropOldestIn.run({ namespace, count: count - retention.perNamespace }).changes;
      counts.trimmedNamespace(namespace, count, deleted);
      total -= deleted;
    }
    if (Number.isFinite(retention.total) && total > retention.total) counts.trimmedTotal(total, dropOldest.run({ count: total - retention.total }).changes);
  });
  const putMany = (entries: readonly JournalEntry[], retention: JournalRetention) => {
    try {
      putAll(entries, retention);
    } catch (error) {
      // The write rolled back: counts it may have moved are read again.
      counts.forgetAll();
      throw error;
    }
  };
  return {
    put: (entry, retention) => putMany([entry], retention),
    putMany,
    list: (query) => {
      const conditions = ['namespace = @namespace'];
      const params: Record<string, unknown> = { namespace: query.namespace };
      const add = (condition: string, name: string, value: unknown) => {
        conditions.push(condition);
        params[name] = value;
      };
      if (query.userId) add('user_id = @userId', 'userId', query.userId);
      if (query.endpoint) add('endpoint = @endpoint', 'endpoint', query.endpoint);
      if (query.status !== undefined) add('status = @status', 'status', query.status);
      if (query.jobId) add('job_id = @jobId', 'jobId', query.jobId);
      if (query.since !== undefined) add('started_at >= @since', 'since', query.since);
      if (query.agent) add("agents LIKE @agent ESCAPE '\\'", 'agent', memberPattern(query.agent));
      if (query.model) add("models LIKE @model ESCAPE '\\'", 'model', memberPattern(query.model));
      const newest = `SELECT seq, ${JOURNAL_COLUMNS} FROM journal_entries WHERE ${conditions.join(' AND ')} ORDER BY seq DESC LIMIT @limit`;
      const sql = `SELECT ${JOURNAL_COLUMNS} FROM (${newest}) ORDER BY seq`;
      return db
        .prepare<Record<string, unknown>, JournalRow>(sql)
        .all({ ...params, limit: query.limit ?? -1 })
        .map(toJournalEntry);
    },
    find: (key) => {
      const row = 'id' in key ? byId.get(key.id) : byLog.get(key.logId);
      return row && toJournalEntry(row);
    },
    count: () => count.get()?.count ?? 0,
    clear: (namespace) => {
      if (namespace === undefined) clearAll.run();
      else clearNamespace.run(namespace);
      counts.forgetAll();
    },
    clearUser: (userId) => {
      clearUser.run(userId);
      counts.forgetAll();
    },
  };
}
