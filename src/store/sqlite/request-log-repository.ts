import type Database from 'better-sqlite3';
import type { ModelUsage, RequestLog, RequestLogRepository } from '../repositories.js';
import type { Synchronous } from './sqlite-gate.js';
import { listOf, listText } from './list-column.js';
import { runFilter } from './run-query.js';
import { toBucket, usageQuery, type UsageRow } from './usage-query.js';

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
  namespace: string;
  name: string | null;
  swarm_type: string | null;
  agents: string;
}

interface ModelRow {
  log_id: string;
  model: string;
  calls: number;
  input_tokens: number;
  output_tokens: number;
  cost: number;
}

const toModelUsage = (row: ModelRow): ModelUsage => ({
  model: row.model,
  calls: row.calls,
  inputTokens: row.input_tokens,
  outputTokens: row.output_tokens,
  cost: row.cost,
});

const toLog = (row: RequestLogRow, models: ModelUsage[]): RequestLog => ({
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
  facts: { namespace: row.namespace, name: row.name, swarmType: row.swarm_type, models, agents: listOf(row.agents) },
});

/** Request logs in SQLite. */
export function createSqliteRequestLogRepository(db: Database.Database): Synchronous<RequestLogRepository> {
  const insert = db.prepare(`
    INSERT INTO request_logs (id, user_id, api_key_id, masked_key, endpoint, method, status, category, created_at,
      duration_ms, input_tokens, output_tokens, total_tokens, cost, job_id, success, body, note, namespace, name, swarm_type, agents)
    VALUES (@id, @user_id, @api_key_id, @masked_key, @endpoint, @method, @status, @category, @created_at,
      @duration_ms, @input_tokens, @output_tokens, @total_tokens, @cost, @job_id, @success, @body, @note, @namespace, @name, @swarm_type, @agents)`);
  const insertModel = db.prepare(`
    INSERT INTO run_models (log_id, user_id, created_at, model, calls, input_tokens, output_tokens, cost)
    VALUES (@log_id, @user_id, @created_at, @model, @calls, @input_tokens, @output_tokens, @cost)`);
  const findOne = db.prepare<[string], RequestLogRow>('SELECT * FROM request_logs WHERE id = ?');
  // Model usage of many rows in one query: a JSON array of ids keeps the statement fixed.
  const modelsOf = db.prepare<[string], ModelRow>('SELECT * FROM run_models WHERE log_id IN (SELECT value FROM json_each(?)) ORDER BY cost DESC, model');
  const withModels = (rows: RequestLogRow[]): RequestLog[] => {
    const byLog = new Map<string, ModelUsage[]>();
    if (rows.length) {
      for (const row of modelsOf.all(JSON.stringify(rows.map((log) => log.id)))) {
        byLog.set(row.log_id, [...(byLog.get(row.log_id) ?? []), toModelUsage(row)]);
      }
    }
    return rows.map((row) => toLog(row, byLog.get(row.id) ?? []));
  };
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
    insert: (log) => {
      insert.run({
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
        namespace: log.facts.namespace,
        name: log.facts.name,
        swarm_type: log.facts.swarmType,
        agents: listText(log.facts.agents),
      });
      for (const usage of log.facts.models) {
        insertModel.run({
          log_id: log.id,
          user_id: log.userId,
          created_at: log.createdAt,
          model: usage.model,
          calls: usage.calls,
          input_tokens: usage.inputTokens,
          output_tokens: usage.outputTokens,
          cost: usage.cost,
        });
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
    usage: (query, by, bucketMs) => {
      const { sql, params } = usageQuery(runFilter(query), by, bucketMs);
      return db.prepare<Record<string, unknown>, UsageRow>(sql).all(params).map(toBucket);
    },
    countCompletions: (userId, since, options) =>
      (options?.successfulOnly ? countSuccessfulSince : countSince).get(userId, since, options?.until ?? Number.MAX_SAFE_INTEGER)?.count ?? 0,
    completionTimes: (userId, since, limit, until = Number.MAX_SAFE_INTEGER) => timesSince.all(userId, since, until, limit).map((row) => row.created_at),
  };
}
