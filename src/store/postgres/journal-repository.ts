import type { JournalEntry, JournalRepository, JournalRetention } from '../repositories.js';
import { type JournalRow, toJournalEntry } from '../rows.js';
import { listText, memberPattern } from '../sqlite/list-column.js';
import type { Queryable } from './queryable.js';

const COLUMNS = 'id, namespace, started_at, user_id, endpoint, status, job_id, log_id, agents, models, tree';

/**
 * The request journal in PostgreSQL: one row per request, its tree as JSON text. `put` stores and
 * trims in one transaction of its own (`inTransaction`), or in the caller's when it runs inside one.
 */
export function createPostgresJournalRepository(db: Queryable, inTransaction: <T>(work: (tx: Queryable) => Promise<T>) => Promise<T>): JournalRepository {
  const one = async (sql: string, value: string) => {
    const { rows } = await db.query<JournalRow>(sql, [value]);
    return rows[0] && toJournalEntry(rows[0]);
  };
  const putIn = async (tx: Queryable, entry: JournalEntry, retention: JournalRetention) => {
    // Stored again when it ends, a request keeps its place (seq) in its namespace's order.
    await tx.query(
      `INSERT INTO journal_entries (${COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
           ON CONFLICT (id) DO UPDATE SET user_id = excluded.user_id, endpoint = excluded.endpoint, status = excluded.status, job_id = excluded.job_id,
             log_id = excluded.log_id, agents = excluded.agents, models = excluded.models, tree = excluded.tree`,
      [
        entry.id,
        entry.namespace,
        entry.startedAtMs,
        entry.userId,
        entry.endpoint,
        entry.status,
        entry.jobId,
        entry.logId,
        listText(entry.agents),
        listText(entry.models),
        JSON.stringify(entry.tree ?? null),
      ],
    );
    await tx.query('DELETE FROM journal_entries WHERE namespace = $1 AND seq <= (SELECT seq FROM journal_entries WHERE namespace = $1 ORDER BY seq DESC LIMIT 1 OFFSET $2)', [
      entry.namespace,
      retention.perNamespace,
    ]);
    if (Number.isFinite(retention.total)) {
      await tx.query('DELETE FROM journal_entries WHERE seq <= (SELECT seq FROM journal_entries ORDER BY seq DESC LIMIT 1 OFFSET $1)', [retention.total]);
    }
  };
  return {
    put: (entry, retention) => inTransaction((tx) => putIn(tx, entry, retention)),
    putMany: (entries, retention) =>
      inTransaction(async (tx) => {
        for (const entry of entries) await putIn(tx, entry, retention);
      }),
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
      const newest = `SELECT seq, ${COLUMNS} FROM journal_entries WHERE ${conditions.join(' AND ')} ORDER BY seq DESC LIMIT $${values.length}`;
      const { rows } = await db.query<JournalRow>(`SELECT ${COLUMNS} FROM (${newest}) AS newest ORDER BY seq`, values);
      return rows.map(toJournalEntry);
    },
    find: (key) =>
      'id' in key
        ? one(`SELECT ${COLUMNS} FROM journal_entries WHERE id = $1`, key.id)
        : one(`SELECT ${COLUMNS} FROM journal_entries WHERE log_id = $1 ORDER BY seq LIMIT 1`, key.logId),
    count: async () => (await db.query<{ count: number }>('SELECT count(*) AS count FROM journal_entries')).rows[0]?.count ?? 0,
    clear: async (namespace) => {
      if (namespace === undefined) await db.query('DELETE FROM journal_entries');
      else await db.query('DELETE FROM journal_entries WHERE namespace = $1', [namespace]);
    },
    clearUser: async (userId) => void (await db.query('DELETE FROM journal_entries WHERE user_id = $1', [userId])),
  };
}
