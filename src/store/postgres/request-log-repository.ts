import type { RequestLog, RequestLogRepository } from '../repositories.js';
import { type ModelRow, modelsByLog, REQUEST_LOG_COLUMN_COUNT, REQUEST_LOG_COLUMNS, requestLogRowValues, type RequestLogRow, toLog } from '../row-records.js';
import { runFilter, type SqlFilter } from '../sqlite/run-query.js';
import { toBucket, type UsageRow, usageQuery } from '../sqlite/usage-query.js';
import { positional } from './named-params.js';
import type { Queryable } from './queryable.js';

const LOG_VALUES = Array.from({ length: REQUEST_LOG_COLUMN_COUNT }, (_, index) => `$${index + 1}`).join(', ');

/** The SQLite store's runs filter, its LIKEs made ILIKE: SQLite's LIKE ignores ASCII case, PostgreSQL's does not (ILIKE under the C collation folds ASCII only, as SQLite does). */
function sharedFilter(query: Parameters<typeof runFilter>[0]): SqlFilter {
  const { where, params } = runFilter(query);
  return { where: where.replaceAll(' LIKE ', ' ILIKE '), params };
}

/**
 * Request logs in PostgreSQL. The runs filters and usage groupings are the SQLite store's SQL
 * (portable: plain comparisons, LIKE with an escape, integer division), with `$n` parameters.
 */
export function createPostgresRequestLogRepository(db: Required<Queryable>): RequestLogRepository {
  const select = async (sql: string, params: Record<string, unknown>) => {
    const { text, values } = positional(sql, params);
    return (await db.query<RequestLogRow>(text, values)).rows;
  };
  const withModels = async (rows: RequestLogRow[]): Promise<RequestLog[]> => {
    if (!rows.length) return [];
    const models = await db.query<ModelRow>('SELECT * FROM run_models WHERE log_id = ANY($1::text[]) ORDER BY cost DESC, model', [rows.map((row) => row.id)]);
    const byLog = modelsByLog(models.rows);
    return rows.map((row) => toLog(row, byLog.get(row.id) ?? []));
  };
  const completionFilter = "user_id = $1 AND category = 'completion' AND created_at >= $2 AND created_at <= $3";
  return {
    insert: async (log) => {
      await db.write(`INSERT INTO request_logs (${REQUEST_LOG_COLUMNS}) VALUES (${LOG_VALUES})`, requestLogRowValues(log));
      if (!log.facts.models.length) return;
      // One statement for every model of the run: arrays unnested side by side.
      const models = log.facts.models;
      await db.write(
        `INSERT INTO run_models (log_id, user_id, created_at, model, calls, input_tokens, output_tokens, cost)
         SELECT $1, $2, $3, * FROM unnest($4::text[], $5::int[], $6::bigint[], $7::bigint[], $8::float8[])`,
        [
          log.id,
          log.userId,
          log.createdAt,
          models.map((usage) => usage.model),
          models.map((usage) => usage.calls),
          models.map((usage) => usage.inputTokens),
          models.map((usage) => usage.outputTokens),
          models.map((usage) => usage.cost),
        ],
      );
    },
    list: async (query) => {
      const conditions = ['user_id = @userId'];
      // Failed runs kept for the dashboard are listed only when asked for by their category.
      conditions.push(query.category ? 'category = @category' : "category != 'failed-run'");
      if (query.since !== undefined) conditions.push('created_at >= @since');
      const sql = `SELECT * FROM request_logs WHERE ${conditions.join(' AND ')} ORDER BY created_at DESC, seq DESC LIMIT @limit OFFSET @offset`;
      return withModels(await select(sql, { ...query }));
    },
    runs: async (query) => {
      const page = (searchIn: 'ids' | 'names') => {
        const { before, ...filters } = query;
        const { where, params } = sharedFilter({ ...filters, searchIn });
        // The keyset as a row comparison: PostgreSQL walks the (user_id, created_at, id) index from it,
        // where the OR form of the shared filter would read every row after the cursor.
        const keyset = before ? ' AND (created_at, id) < (@beforeAt, @beforeId)' : '';
        const values = { ...params, limit: query.limit, ...(before && { beforeAt: before.createdAt, beforeId: before.id }) };
        return select(`SELECT * FROM request_logs WHERE ${where}${keyset} ORDER BY created_at DESC, id DESC LIMIT @limit`, values);
      };
      // A search is a job id or log id first (indexed lookups); only when none matches, part of a name.
      const byId = query.search ? await page('ids') : [];
      return withModels(byId.length ? byId : await page('names'));
    },
    findById: async (id) => {
      const { rows } = await db.query<RequestLogRow>('SELECT * FROM request_logs WHERE id = $1', [id]);
      return rows.length ? (await withModels(rows))[0] : undefined;
    },
    addRequests: (id, count) => db.write('UPDATE request_logs SET requests = requests + $1 WHERE id = $2', [count, id]),
    usage: async (query, by, bucketMs) => {
      const { sql, params } = usageQuery(sharedFilter(query), by, bucketMs);
      const { text, values } = positional(sql, params);
      return (await db.query<UsageRow>(text, values)).rows.map(toBucket);
    },
    countCompletions: async (userId, since, options) => {
      const successful = options?.successfulOnly ? ' AND success = 1' : '';
      const { rows } = await db.query<{ count: number }>(`SELECT count(*) AS count FROM request_logs WHERE ${completionFilter}${successful}`, [
        userId,
        since,
        options?.until ?? Number.MAX_SAFE_INTEGER,
      ]);
      return rows[0]?.count ?? 0;
    },
    // One statement: one snapshot of the rows, so no admission or settlement lands between the counts.
    windowCounts: async (userId, sinces, until, heldAt) => {
      const { rows } = await db.query<{ in_flight: number; count: number; oldest: number | null }>(
        `SELECT (SELECT count(*) FROM run_reservations WHERE user_id = $1 AND expires_at > $2) AS in_flight,
           (SELECT count(*) FROM request_logs WHERE user_id = $1 AND category = 'completion' AND created_at >= window_start.since AND created_at <= $3) AS count,
           (SELECT min(created_at) FROM request_logs WHERE user_id = $1 AND category = 'completion' AND created_at >= window_start.since AND created_at <= $3) AS oldest
         FROM unnest($4::bigint[]) WITH ORDINALITY AS window_start(since, position) ORDER BY position`,
        [userId, heldAt, until, sinces],
      );
      return {
        windows: rows.map((row) => ({ count: row.count, oldest: row.oldest ?? undefined })),
        inFlight: rows[0]?.in_flight ?? 0,
      };
    },
  };
}
