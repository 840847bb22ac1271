import type { RunQuery } from '../repositories.js';
import { likeLiteral, memberPattern } from './list-column.js';

/** A WHERE clause and its named parameters. */
export interface SqlFilter {
  where: string;
  params: Record<string, unknown>;
}

/**
 * The WHERE clause of a runs query over `request_logs`. Every filter is a plain condition on an
 * indexed column or a bounded LIKE; the keyset (`created_at`, `id`) continues a page where the last
 * one ended, so a page deep in 100,000 rows costs what the first one does.
 */
export function runFilter(query: Omit<RunQuery, 'limit'> & { searchIn?: 'ids' | 'names' }): SqlFilter {
  // Runs that failed before they were recorded are their own category (not counted by rate limits).
  const conditions = ["category IN ('completion', 'failed-run')"];
  const params: Record<string, unknown> = {};
  const add = (condition: string, values: Record<string, unknown>) => {
    conditions.push(condition);
    Object.assign(params, values);
  };
  if (query.userId !== undefined) add('user_id = @userId', { userId: query.userId });
  if (query.endpoint) add('endpoint = @endpoint', { endpoint: query.endpoint });
  if (query.status === 'ok') add('success = 1', {});
  else if (query.status === 'error') add('success = 0', {});
  else if (query.status !== undefined) add('status = @status', { status: query.status });
  if (query.swarmType) add('swarm_type = @swarmType', { swarmType: query.swarmType });
  if (query.namespace) add('namespace = @namespace', { namespace: query.namespace });
  // Correlated on the run_models primary key: each row is checked as the time index walks, and the walk
  // stops at the page's end (an IN list would first collect every run of the model).
  if (query.model) add('EXISTS (SELECT 1 FROM run_models WHERE run_models.log_id = request_logs.id AND run_models.model = @model)', { model: query.model });
  if (query.agent) add("agents LIKE @agent ESCAPE '\\'", { agent: memberPattern(query.agent) });
  if (query.from !== undefined) add('created_at >= @from', { from: query.from });
  if (query.to !== undefined) add('created_at <= @to', { to: query.to });
  if (query.search && query.searchIn === 'ids') add('(job_id = @search OR id = @search)', { search: query.search });
  else if (query.search) add("name LIKE @searchLike ESCAPE '\\'", { searchLike: `%${likeLiteral(query.search)}%` });
  if (query.before) {
    add('(created_at < @beforeAt OR (created_at = @beforeAt AND id < @beforeId))', { beforeAt: query.before.createdAt, beforeId: query.before.id });
  }
  return { where: conditions.join(' AND '), params };
}
