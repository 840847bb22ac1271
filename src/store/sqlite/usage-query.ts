import type { UsageBucket } from '../repositories.js';
import type { SqlFilter } from './run-query.js';

/** A usage row as SQLite returns it. */
export interface UsageRow {
  key: string | number | null;
  runs: number;
  refusals: number;
  input_tokens: number;
  output_tokens: number;
  cost: number;
}

/** A usage row as the repository returns it. */
export const toBucket = (row: UsageRow): UsageBucket => ({
  key: String(row.key ?? ''),
  runs: row.runs,
  refusals: row.refusals,
  inputTokens: row.input_tokens,
  outputTokens: row.output_tokens,
  cost: row.cost,
});

/**
 * What a run is grouped under by swarm type: its swarm type; `agent` for an agent completion (one or a batch),
 * which runs none; otherwise the endpoint it served (a chat completion, a graph workflow…).
 */
const RUN_KIND = `COALESCE(swarm_type, CASE WHEN endpoint LIKE '/v1/agent/%' THEN 'agent' ELSE endpoint END)`;

/** The log note of a request an injected fault refused before it ran (http/injected-refusal): a refusal whatever its status. */
export const INJECTED_REFUSAL_NOTE = 'refused before it ran: injected fault';

/** A request refused before it ran (budget or credits, forbidden, rate limit, or an injected refusal): a refusal, not a run. */
const REFUSED = `(status IN (402, 403, 429) OR note = '${INJECTED_REFUSAL_NOTE}')`;

const TOTALS = `sum(CASE WHEN ${REFUSED} THEN 0 ELSE 1 END) AS runs, sum(CASE WHEN ${REFUSED} THEN requests ELSE 0 END) AS refusals, sum(input_tokens) AS input_tokens, sum(output_tokens) AS output_tokens, sum(cost) AS cost`;

/**
 * The usage totals of the runs a filter selects, grouped. By model it sums the per-model rows each
 * run recorded (a run that called two models counts under both, each with its own share; a refused
 * request called none); the other groupings sum whole runs, and count refused requests apart.
 */
export function usageQuery(filter: SqlFilter, by: 'time' | 'model' | 'swarmType' | 'endpoint', bucketMs = 3_600_000): { sql: string; params: Record<string, unknown> } {
  if (by === 'model') {
    return {
      sql: `SELECT model AS key, count(*) AS runs, 0 AS refusals, sum(input_tokens) AS input_tokens, sum(output_tokens) AS output_tokens, sum(cost) AS cost
        FROM run_models WHERE log_id IN (SELECT id FROM request_logs WHERE ${filter.where}) GROUP BY model ORDER BY cost DESC, model`,
      params: filter.params,
    };
  }
  if (by === 'time') {
    return {
      sql: `SELECT CAST(created_at / @bucketMs AS INTEGER) * @bucketMs AS key, ${TOTALS} FROM request_logs WHERE ${filter.where} GROUP BY 1 ORDER BY 1`,
      params: { ...filter.params, bucketMs: Math.max(1000, Math.floor(bucketMs)) },
    };
  }
  const column = by === 'swarmType' ? RUN_KIND : 'endpoint';
  return {
    sql: `SELECT ${column} AS key, ${TOTALS} FROM request_logs WHERE ${filter.where} GROUP BY 1 ORDER BY cost DESC, key`,
    params: filter.params,
  };
}
