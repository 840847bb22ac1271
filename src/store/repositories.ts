/**
 * The store's repository interfaces. Routes and orchestration see only these, so another
 * database can be added later without touching them; `sqlite/` is the one implementation today.
 */

/** A user's tier. */
export type Tier = 'free' | 'premium';

/** An account: one or more API keys belong to it. */
export interface User {
  id: string;
  name: string;
  tier: Tier;
  /** Remaining credit in USD; null = unlimited. */
  creditBalance: number | null;
  createdAt: number;
}

/** An API key as stored: only its hash and a masked form, never the key. */
export interface ApiKeyRecord {
  id: string;
  userId: string;
  masked: string;
  createdAt: number;
  revokedAt: number | null;
  /** Strict auth: an admin key may act on every namespace and every user (`keys create --admin`). */
  admin: boolean;
}

/** Token usage and cost of one logged request. */
export interface LoggedUsage {
  inputTokens: number;
  outputTokens: number;
  totalTokens: number;
  cost: number;
}

/** What one model's calls within a run used. */
export interface ModelUsage {
  model: string;
  calls: number;
  inputTokens: number;
  outputTokens: number;
  cost: number;
}

/** What a run was, for finding it again (dashboard filters). */
export interface RunFacts {
  namespace: string;
  /** The run's own name (a swarm's `name`), if it gave one. */
  name: string | null;
  swarmType: string | null;
  /** Models the run called, each once, with what their calls used. */
  models: ModelUsage[];
  /** Agents that took a turn, each once. */
  agents: string[];
}

/** One request log row. */
export interface RequestLog {
  id: string;
  userId: string;
  apiKeyId: string | null;
  maskedKey: string;
  endpoint: string;
  method: string;
  status: number;
  /** `completion` for runs; other categories for other kinds of traffic. */
  category: string;
  createdAt: number;
  durationMs: number;
  usage: LoggedUsage;
  jobId: string | null;
  success: boolean;
  /** The response body that was returned (or, for streams, the run's final summary). */
  body: unknown;
  /** Something worth knowing about how the request ended (e.g. the client disconnected). */
  note: string | null;
  facts: RunFacts;
}

/** Filters of the logs listing. */
interface LogQuery {
  userId: string;
  limit: number;
  offset: number;
  category?: string;
  since?: number;
}

/** Filters and keyset position of one page of the runs list, newest first. */
export interface RunQuery {
  /** Only this user's runs; absent = every user's (the keyless dashboard in open auth). */
  userId?: string;
  limit: number;
  /** Continue after this row (the `next` cursor of the previous page). */
  before?: { createdAt: number; id: string };
  endpoint?: string;
  /** An HTTP status, or `ok`/`error` for success/failure. */
  status?: number | 'ok' | 'error';
  swarmType?: string;
  model?: string;
  agent?: string;
  namespace?: string;
  from?: number;
  to?: number;
  /** A job id (exact) or part of the run's name. */
  search?: string;
}

/** Totals of runs in one bucket (a time slice, a model, a swarm type, an endpoint). */
export interface UsageBucket {
  key: string;
  runs: number;
  inputTokens: number;
  outputTokens: number;
  cost: number;
}

/** Users. */
export interface UserRepository {
  findById(id: string): User | undefined;
  findByName(name: string): User | undefined;
  create(user: User): void;
  setTier(id: string, tier: Tier): void;
  setCreditBalance(id: string, balance: number | null): void;
  /** Subtracts `amount` from a limited balance, never below zero (no-op for unlimited users). */
  deductCredit(id: string, amount: number): void;
  list(): User[];
}

/** API keys, looked up by hash. */
export interface ApiKeyRepository {
  findByHash(keyHash: string): ApiKeyRecord | undefined;
  create(record: ApiKeyRecord & { keyHash: string }): void;
  revoke(id: string, at: number): boolean;
  list(userId?: string): ApiKeyRecord[];
}

/** Request logs. */
export interface RequestLogRepository {
  insert(log: RequestLog): void;
  list(query: LogQuery): RequestLog[];
  /** One page of runs, newest first, by keyset (fast at any depth). */
  runs(query: RunQuery): RequestLog[];
  /** One run by its log id. */
  findById(id: string): RequestLog | undefined;
  /** Usage totals of runs matching `query` (its paging ignored), grouped by `by`; time buckets are `bucketMs` wide. */
  usage(query: Omit<RunQuery, 'limit' | 'before'>, by: 'time' | 'model' | 'swarmType' | 'endpoint', bucketMs?: number): UsageBucket[];
  /** Completion rows of a user from `since` to `until` (default: no end) — rate-limit windows and metrics. */
  countCompletions(userId: string, since: number, options?: { successfulOnly?: boolean; until?: number }): number;
  /** Timestamps of the user's completion rows from `since` to `until`, oldest first (window reset times). */
  completionTimes(userId: string, since: number, limit: number, until?: number): number[];
}

/** Agent configurations users created or used. */
export interface AgentConfigRepository {
  /** Records a use of a configuration (unique by its canonical hash). */
  recordUse(userId: string, configHash: string, config: unknown, at: number): void;
  list(userId: string): Array<{ config: unknown; firstSeen: number; lastSeen: number; uses: number }>;
  count(userId: string): number;
}

/** What a run in flight holds: its place in the rate-limit windows and the credit it may still spend. */
interface RunReservation {
  id: string;
  userId: string;
  /** Credit (USD) held for the run's worst-case cost so far. */
  amount: number;
  /** Real time (ms) after which the run can no longer be in flight (its deadline): a crashed run's hold lapses. */
  expiresAt: number;
}

/**
 * Reservations of runs in flight. A request reserves before it runs and the reservation goes in the
 * same transaction as its log row, so counts of logs plus reservations never miss a run in flight.
 */
export interface RunReservationRepository {
  create(reservation: RunReservation): void;
  /** Adds to a reservation's held credit. */
  add(id: string, amount: number): void;
  /** Removes a reservation (settled or abandoned); false when it was already gone. */
  remove(id: string): boolean;
  /** A user's unexpired reservations at real time `now`: how many, and the credit they hold. */
  held(userId: string, now: number): { count: number; amount: number };
}

/** Everything the store offers. */
export interface Store {
  users: UserRepository;
  apiKeys: ApiKeyRepository;
  logs: RequestLogRepository;
  agentConfigs: AgentConfigRepository;
  reservations: RunReservationRepository;
  /** Runs `work` in one transaction: all of its writes land, or none. */
  transaction<T>(work: () => T): T;
  /** Removes every user, key, log and agent configuration. */
  clear(): void;
  /** Removes one user's logs and agent configurations (the user and its keys stay). */
  resetUser(userId: string): void;
  /** The whole database as one buffer (snapshots). */
  serialize(): Buffer;
  close(): void;
  /** Where the data lives (a path or `:memory:`). */
  readonly location: string;
}
