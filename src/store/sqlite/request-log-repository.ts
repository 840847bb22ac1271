import type Database from 'better-sqlite3';
import type { RequestLog, RequestLogRepository } from '../repositories.js';

interface RequestLogRow {
  id: string;
  user_id: string;
  api_key_id: string | null;
  masked_key: string;
  endpoint: string;
  method: string;
  status: number;
  category: string;
  created_at: number;
  duration_ms: number;
  input_tokens: number;
  output_tokens: number;
  total_tokens: number;
  cost: number;
  job_id: string | null;
  success: number;
  body: string;
  note: string | null;
}

const toLog = (row: RequestLogRow): RequestLog => ({
  id: row.id,
  userId: row.user_id,
  apiKeyId: row.api_key_id,
  maskedKey: row.masked_key,
  endpoint: row.endpoint,
  method: row.method,
  status: row.status,
  category: row.category,
  createdAt: row.created_at,
  durationMs: row.duration_ms,
  usage: { inputTokens: row.input_tokens, outputTokens: row.output_tokens, totalTokens: row.total_tokens, cost: row.cost },
  jobId: row.job_id,
  success: row.success === 1,
  body: JSON.parse(row.body),
  note: row.note,
});

/** Request logs in SQLite. */
export function createSqliteRequestLogRepository(db: Database.Database): RequestLogRepository {
  const insert = db.prepare(`
    INSERT INTO request_logs (id, user_id, api_key_id, masked_key, endpoint, method, status, category, created_at,
      duration_ms, input_tokens, output_tokens, total_tokens, cost, job_id, success, body, note)
    VALUES (@id, @user_id, @api_key_id, @masked_key, @endpoint, @method, @status, @category, @created_at,
      @duration_ms, @input_tokens, @output_tokens, @total_tokens, @cost, @job_id, @success, @body, @note)`);
  const countSince = db.prepare<[string, number, number], { count: number }>(
    "SELECT count(*) AS count FROM request_logs WHERE user_id = ? AND category = 'completion' AND created_at >= ? AND created_at <= ?",
  );
  const countSuccessfulSince = db.prepare<[string, number, number], { count: number }>(
    "SELECT count(*) AS count FROM request_logs WHERE user_id = ? AND category = 'completion' AND created_at >= ? AND created_at <= ? AND success = 1",
  );
  const timesSince = db.prepare<[string, number, number, number], { created_at: number }>(
    "SELECT created_at FROM request_logs WHERE user_id = ? AND category = 'completion' AND created_at >= ? AND created_at <= ? ORDER BY created_at LIMIT ?",
  );
  return {
    insert: (log) =>
      void insert.run({
        id: log.id,
        user_id: log.userId,
        api_key_id: log.apiKeyId,
        masked_key: log.maskedKey,
        endpoint: log.endpoint,
        method: log.method,
        status: log.status,
        category: log.category,
        created_at: log.createdAt,
        duration_ms: log.durationMs,
        input_tokens: log.usage.inputTokens,
        output_tokens: log.usage.outputTokens,
        total_tokens: log.usage.totalTokens,
        cost: log.usage.cost,
        job_id: log.jobId,
        success: log.success ? 1 : 0,
        body: JSON.stringify(log.body ?? null),
        note: log.note,
      }),
    list: (query) => {
      const conditions = ['user_id = @userId'];
      if (query.category) conditions.push('category = @category');
      if (query.since !== undefined) conditions.push('created_at >= @since');
      const sql = `SELECT * FROM request_logs WHERE ${conditions.join(' AND ')} ORDER BY created_at DESC, rowid DESC LIMIT @limit OFFSET @offset`;
      return db.prepare<Record<string, unknown>, RequestLogRow>(sql).all({ ...query }).map(toLog);
    },
    countCompletions: (userId, since, options) =>
      (options?.successfulOnly ? countSuccessfulSince : countSince).get(userId, since, options?.until ?? Number.MAX_SAFE_INTEGER)?.count ?? 0,
    completionTimes: (userId, since, limit, until = Number.MAX_SAFE_INTEGER) => timesSince.all(userId, since, until, limit).map((row) => row.created_at),
  };
}
