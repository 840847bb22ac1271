import type { ApiKeyRecord, JournalEntry, KeyWithUser, ModelUsage, RequestLog, Tier, User } from './repositories.js';
import { jsonColumn } from './json-text.js';
import { listOf, listText } from './sqlite/list-column.js';

/**
 * Rows as both stores' SQL returns them (the same column names and meanings on SQLite and
 * PostgreSQL), and their conversion to the repositories' records.
 */

/** A `users` row. */
export interface UserRow {
  id: string;
  name: string;
  tier: Tier;
  credit_balance: number | null;
  created_at: number;
}

/** A user record from its row. */
export const toUser = (row: UserRow): User => ({
  id: row.id,
  name: row.name,
  tier: row.tier,
  creditBalance: row.credit_balance,
  createdAt: row.created_at,
});

/** An `api_keys` row (without its hash). */
export interface ApiKeyRow {
  id: string;
  user_id: string;
  masked: string;
  created_at: number;
  revoked_at: number | null;
  admin: number;
}

/** An API key record from its row. */
export const toApiKeyRecord = (row: ApiKeyRow): ApiKeyRecord => ({
  id: row.id,
  userId: row.user_id,
  masked: row.masked,
  createdAt: row.created_at,
  revokedAt: row.revoked_at,
  admin: row.admin === 1,
});

/** The columns of a key joined with its user (`api_keys k LEFT JOIN users u`): the key's row, then its user's fields. */
export const KEY_WITH_USER_COLUMNS =
  'k.id, k.user_id, k.masked, k.created_at, k.revoked_at, k.admin, u.name AS user_name, u.tier AS user_tier, u.credit_balance AS user_credit_balance, u.created_at AS user_created_at';

/** A key's row joined with its user's (the user's fields null when the user is gone). */
export interface KeyWithUserRow extends ApiKeyRow {
  user_name: string | null;
  user_tier: Tier | null;
  user_credit_balance: number | null;
  user_created_at: number | null;
}

/** A key and its user from their joined row. */
export const toKeyWithUser = (row: KeyWithUserRow): KeyWithUser => ({
  key: toApiKeyRecord(row),
  user:
    row.user_name === null
      ? undefined
      : toUser({ id: row.user_id, name: row.user_name, tier: row.user_tier as Tier, credit_balance: row.user_credit_balance, created_at: row.user_created_at as number }),
});

/** A `request_logs` row. */
export interface RequestLogRow {
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
  requests: number;
}

/** A `run_models` row: one model's share of a run. */
export interface ModelRow {
  log_id: string;
  model: string;
  calls: number;
  input_tokens: number;
  output_tokens: number;
  cost: number;
}

// A model usage record from its row.
const toModelUsage = (row: ModelRow): ModelUsage => ({
  model: row.model,
  calls: row.calls,
  inputTokens: row.input_tokens,
  outputTokens: row.output_tokens,
  cost: row.cost,
});

/** A request log record from its row and its models' usage. */
export const toLog = (row: RequestLogRow, models: ModelUsage[]): RequestLog => ({
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
  ...(row.requests === 1 ? {} : { requests: row.requests }),
});

/** Groups model rows by their log id, in the order given. */
export function modelsByLog(rows: ModelRow[]): Map<string, ModelUsage[]> {
  const byLog = new Map<string, ModelUsage[]>();
  for (const row of rows) byLog.set(row.log_id, [...(byLog.get(row.log_id) ?? []), toModelUsage(row)]);
  return byLog;
}

/** A `journal_entries` row (without its `seq`). */
export interface JournalRow {
  id: string;
  namespace: string;
  started_at: number;
  user_id: string | null;
  endpoint: string | null;
  status: number | null;
  job_id: string | null;
  log_id: string | null;
  agents: string;
  models: string;
  tree: string;
}

/** A journal entry from its row. */
export const toJournalEntry = (row: JournalRow): JournalEntry => ({
  id: row.id,
  namespace: row.namespace,
  startedAtMs: row.started_at,
  userId: row.user_id,
  endpoint: row.endpoint,
  status: row.status,
  jobId: row.job_id,
  logId: row.log_id,
  agents: listOf(row.agents),
  models: listOf(row.models),
  tree: JSON.parse(row.tree),
});

/** The columns of a `request_logs` row, in the order `requestLogRowValues` gives their values. */
export const REQUEST_LOG_COLUMNS =
  'id, user_id, api_key_id, masked_key, endpoint, method, status, category, created_at, duration_ms, input_tokens, output_tokens, total_tokens, cost, job_id, success, body, note, namespace, name, swarm_type, agents, requests';

/** How many values a `request_logs` row has (its statements' placeholders). */
export const REQUEST_LOG_COLUMN_COUNT = REQUEST_LOG_COLUMNS.split(',').length;

/** The values of a request log's row, in REQUEST_LOG_COLUMNS order (bound by position: the body is written as JSON once). */
export const requestLogRowValues = (log: RequestLog): unknown[] => [
  log.id,
  log.userId,
  log.apiKeyId,
  log.maskedKey,
  log.endpoint,
  log.method,
  log.status,
  log.category,
  log.createdAt,
  log.durationMs,
  log.usage.inputTokens,
  log.usage.outputTokens,
  log.usage.totalTokens,
  log.usage.cost,
  log.jobId,
  log.success ? 1 : 0,
  jsonColumn(log.body),
  log.note,
  log.facts.namespace,
  log.facts.name,
  log.facts.swarmType,
  listText(log.facts.agents),
  log.requests ?? 1,
];

/** The columns of a `journal_entries` row (without its `seq`), in the order `journalRowValues` gives their values. */
export const JOURNAL_COLUMNS = 'id, namespace, started_at, user_id, endpoint, status, job_id, log_id, agents, models, tree';

/** How many values a `journal_entries` row has (its statements' placeholders). */
export const JOURNAL_COLUMN_COUNT = JOURNAL_COLUMNS.split(',').length;

/** A journal row's values in JOURNAL_COLUMNS order. */
export type JournalRowValues = [string, string, number, string | null, string | null, number | null, string | null, string | null, string, string, string];

/** The values of a journal entry's row, in JOURNAL_COLUMNS order (bound by position: the tree is written as JSON once). */
export const journalRowValues = (entry: JournalEntry): JournalRowValues => [
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
];
