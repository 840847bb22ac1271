import type Database from 'better-sqlite3';
import type { RequestLogRepository } from '../repositories.js';
import { type ModelRow, modelsByLog, REQUEST_LOG_COLUMN_COUNT, REQUEST_LOG_COLUMNS, requestLogRowValues, type RequestLogRow, toLog } from '../row-records.js';
import type { CompletionTimes } from './completion-times.js';
import type { Synchronous } from './sqlite-gate.js';
import { runFilter } from './run-query.js';
import { toBucket, usageQuery, type UsageRow } from './usage-query.js';

/** Request logs in SQLite. */
export function createSqliteRequestLogRepository(
  db: Database.Database,
  completions: CompletionTimes,
  /** A user's runs in flight at real time `now` (the reservations' count), read in the same call as the windows. */
  runsInFlight: (userId: string, now: number) => number,
): Synchronous<RequestLogRepository> {
  const addRequests = db.prepare<[number, string]>('UPDATE request_logs SET requests = requests + ? WHERE id = ?');
  const insert = db.prepare(`INSERT INTO request_logs (${REQUEST_LOG_COLUMNS}) VALUES (${Array(REQUEST_LOG_COLUMN_COUNT).fill('?').join(', ')})`);
  const insertModel = db.prepare(`
    INSERT INTO run_models (log_id, user_id, created_at, model, calls, input_tokens, output_tokens, cost)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
  const findOne = db.prepare<[string], RequestLogRow>('SELECT * FROM request_logs WHERE id = ?');
  // Model usage of many rows in one query: a JSON array of ids keeps the statement fixed.
  const modelsOf = db.prepare<[string], ModelRow>('SELECT * FROM run_models WHERE log_id IN (SELECT value FROM json_each(?)) ORDER BY cost DESC, model');
  const withModels = (rows: RequestLogRow[]) => {
    const byLog = rows.length ? modelsByLog(modelsOf.all(JSON.stringify(rows.map((log) => log.id)))) : new Map();
    return rows.map((row) => toLog(row, byLog.get(row.id) ?? []));
  };
  const countSince = db.prepare<[string, number, number], { count: number }>(
    "SELECT count(*) AS count FROM request_logs WHERE user_id = ? AND category = 'completion' AND created_at >= ? AND created_at <= ?",
  );
  const countSuccessfulSince = db.prepare<[string, number, number], { count: number }>(
    "SELECT count(*) AS count FROM request_logs WHERE user_id = ? AND category = 'completion' AND created_at >= ? AND created_at <= ? AND success = 1",
  );
  const windowSince = db.prepare<[string, number, number], { count: number; oldest: number | null }>(
    "SELECT count(*) AS count, min(created_at) AS oldest FROM request_logs WHERE user_id = ? AND category = 'completion' AND created_at >= ? AND created_at <= ?",
  );
  const windowOf = (userId: string, since: number, until: number) => {
    const row = windowSince.get(userId, since, until);
    return { count: row?.count ?? 0, oldest: row?.oldest ?? undefined };
  };
  return {
    insert: (log) => {
      // Bound by position (every completion writes one): no object per row for better-sqlite3 to look names up in.
      insert.run(...requestLogRowValues(log));
      if (log.category === 'completion') completions.added(log.userId, log.createdAt);
      for (const usage of log.facts.models) {
        insertModel.run(log.id, log.userId, log.createdAt, usage.model, usage.calls, usage.inputTokens, usage.outputTokens, usage.cost);
      }
    },
    list: (query) => {
      const conditions = ['user_id = @userId'];
      // Failed runs kept for the dashboard are listed only when asked for by their category.
      conditions.push(query.category ? 'category = @category' : "category != 'failed-run'");
      if (query.since !== undefined) conditions.push('created_at >= @since');
      const sql = `SELECT * FROM request_logs WHERE ${conditions.join(' AND ')} ORDER BY created_at DESC, rowid DESC LIMIT @limit OFFSET @offset`;
      return withModels(db.prepare<Record<string, unknown>, RequestLogRow>(sql).all({ ...query }));
    },
    runs: (query) => {
      const page = (searchIn: 'ids' | 'names') => {
        const { where, params } = runFilter({ ...query, searchIn });
        const sql = `SELECT * FROM request_logs WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT @limit`;
        return db.prepare<Record<string, unknown>, RequestLogRow>(sql).all({ ...params, limit: query.limit });
      };
      // A search is a job id or log id first (indexed lookups); only when none matches, part of a name.
      const byId = query.search ? page('ids') : [];
      return withModels(byId.length ? byId : page('names'));
    },
    findById: (id) => {
      const row = findOne.get(id);
      return row ? withModels([row])[0] : undefined;
    },
    addRequests: (id, count) => void addRequests.run(count, id),
    usage: (query, by, bucketMs) => {
      const { sql, params } = usageQuery(runFilter(query), by, bucketMs);
      return db.prepare<Record<string, unknown>, UsageRow>(sql).all(params).map(toBucket);
    },
    // The rate-limit windows read these on every authenticated request: answered from the kept times when the user's are kept.
    countCompletions: (userId, since, options) => {
      const until = options?.until ?? Number.MAX_SAFE_INTEGER;
      if (options?.successfulOnly) return countSuccessfulSince.get(userId, since, until)?.count ?? 0;
      return completions.count(userId, since, until) ?? countSince.get(userId, since, until)?.count ?? 0;
    },
    // Synchronous on the one connection: nothing lands between the reads.
    windowCounts: (userId, sinces, until, heldAt) => ({
      windows: completions.windows(userId, sinces, until) ?? sinces.map((since) => windowOf(userId, since, until)),
      inFlight: runsInFlight(userId, heldAt),
    }),
  };
}
