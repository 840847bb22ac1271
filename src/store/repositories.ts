/**
 * The store's repository interfaces. Routes and orchestration see only these, so every database
 * behind them (SQLite, PostgreSQL) serves the same code: every method answers with a promise, and
 * a transaction spans awaits.
 */

import type { MarketplaceRepository } from './marketplace-repository.js';
import type { NamespaceBudgetRepository } from './namespace-budget-repository.js';
import type { NamespaceOwnerRepository } from './namespace-owner-repository.js';
import type { RunReservation, RunReservationRepository } from './run-reservation-repository.js';

export type { MarketplaceKind, MarketplaceListing, MarketplaceRepository, MarketplaceReview } from './marketplace-repository.js';
export type { NamespaceOwnerRepository } from './namespace-owner-repository.js';
export type { BudgetHold, BudgetState, NamespaceBudgetRepository } from './namespace-budget-repository.js';
export type { RunReservation, RunReservationRepository } from './run-reservation-repository.js';
export type { JournalEntry, JournalQuery, JournalRetention, JournalRepository } from './journal-repository.js';
import type { JournalRepository } from './journal-repository.js';

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
  /** The response body that was returned (or, for streams, the run's final summary); inserted as a JsonText, kept as that text. */
  body: unknown;
  /** Something worth knowing about how the request ended (e.g. the client disconnected). */
  note: string | null;
  facts: RunFacts;
  /** Requests the row stands for, when more than one: refusals of the rate limiter in one second are kept as one row. */
  requests?: number;
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
  /** Requests that ran (refused ones are not runs). */
  runs: number;
  /** Requests refused before they ran: 402, 403 and 429, and injected refusals of any status (not runs, never spend). */
  refusals: number;
  inputTokens: number;
  outputTokens: number;
  cost: number;
}

/** Users. */
export interface UserRepository {
  findById(id: string): Promise<User | undefined>;
  findByName(name: string): Promise<User | undefined>;
  create(user: User): Promise<void>;
  setTier(id: string, tier: Tier): Promise<void>;
  setCreditBalance(id: string, balance: number | null): Promise<void>;
  /** Subtracts `amount` from a limited balance, never below zero (no-op for unlimited users). */
  deductCredit(id: string, amount: number): Promise<void>;
  list(): Promise<User[]>;
}

/** API keys, looked up by hash. */
export interface ApiKeyRepository {
  findByHash(keyHash: string): Promise<ApiKeyRecord | undefined>;
  /**
   * A key with its user (undefined when the user is gone) in one read; with `windows`, that user's window
   * counts as `RequestLogRepository.windowCounts` reads them, in the same read (one round trip for all of it).
   */
  findWithUser(keyHash: string, windows?: WindowCountsQuery): Promise<KeyWithUser | undefined>;
  create(record: ApiKeyRecord & { keyHash: string }): Promise<void>;
  revoke(id: string, at: number): Promise<boolean>;
  list(userId?: string): Promise<ApiKeyRecord[]>;
}

/** Request logs. */
export interface RequestLogRepository {
  insert(log: RequestLog): Promise<void>;
  list(query: LogQuery): Promise<RequestLog[]>;
  /** One page of runs, newest first, by keyset (fast at any depth). */
  runs(query: RunQuery): Promise<RequestLog[]>;
  /** One run by its log id. */
  findById(id: string): Promise<RequestLog | undefined>;
  /** Adds `count` to the requests a row stands for (more refusals folded into it). */
  addRequests(id: string, count: number): Promise<void>;
  /** Usage totals of runs matching `query` (its paging ignored), grouped by `by`; time buckets are `bucketMs` wide. */
  usage(query: Omit<RunQuery, 'limit' | 'before'>, by: 'time' | 'model' | 'swarmType' | 'endpoint', bucketMs?: number): Promise<UsageBucket[]>;
  /** Completion rows of a user from `since` to `until` (default: no end) — rate-limit windows and metrics. */
  countCompletions(userId: string, since: number, options?: { successfulOnly?: boolean; until?: number }): Promise<number>;
  /**
   * The rate-limit windows of a user read at one instant: for each `since`, the completion rows from it
   * to `until` and the oldest of them; and the runs in flight (unexpired reservations at real time
   * `heldAt`), which count in every window. One read, so no admission or settlement lands between them.
   */
  windowCounts(userId: string, sinces: readonly number[], until: number, heldAt: number): Promise<WindowCounts>;
}

/** What `windowCounts` is asked: each window's first instant, the last instant a logged completion counts at, and the real time runs in flight are held at. */
export interface WindowCountsQuery {
  sinces: readonly number[];
  until: number;
  heldAt: number;
}

/** A key, its user and, when asked, the user's window counts (see ApiKeyRepository.findWithUser). */
export interface KeyWithUser {
  key: ApiKeyRecord;
  user: User | undefined;
  windows?: WindowCounts;
}

/** What `windowCounts` reads: each window's completions (and the oldest's time), and the runs in flight. */
export interface WindowCounts {
  windows: Array<{ count: number; oldest: number | undefined }>;
  inFlight: number;
}

/** A configuration a run used, and how many of its agents used it. */
export interface AgentConfigUse {
  configHash: string;
  config: unknown;
  uses: number;
}

/** Agent configurations users created or used. */
export interface AgentConfigRepository {
  /** Records the uses of a run's configurations (each unique by its canonical hash, `uses` times; one hash once) in one statement. */
  recordUses(userId: string, uses: readonly AgentConfigUse[], at: number): Promise<void>;
  list(userId: string): Promise<Array<{ config: unknown; firstSeen: number; lastSeen: number; uses: number }>>;
  count(userId: string): Promise<number>;
}

/** The repositories, as reached outside or inside a transaction. */
export interface StoreSession {
  users: UserRepository;
  apiKeys: ApiKeyRepository;
  logs: RequestLogRepository;
  agentConfigs: AgentConfigRepository;
  reservations: RunReservationRepository;
  journal: JournalRepository;
  namespaceOwners: NamespaceOwnerRepository;
  marketplace: MarketplaceRepository;
  budgets: NamespaceBudgetRepository;
}

/** The repositories bound to one open transaction. */
export interface StoreTransaction extends StoreSession {
  /**
   * Serialises check-then-write work on one user across transactions, in every process sharing the
   * database (SQLite: its single writer already does; PostgreSQL: a row or advisory lock held to the
   * end of the transaction). Call it first in admission and `cover` (a settlement checks nothing: it needs none).
   */
  lockUser(userId: string): Promise<void>;
}

/** Every table's rows, portable between stores (a snapshot taken on SQLite loads into PostgreSQL and back). */
export interface StoreRows {
  /** Table name → rows as column → value objects (column names as in the SQL schema). */
  tables: Record<string, Array<Record<string, unknown>>>;
}

/** How a transaction will use the database. */
export interface TransactionOptions {
  /** The work only reads (its reads see one moment): SQLite then takes no write lock on the file. */
  readOnly?: boolean;
}

/** One rate-limit window of an admission: completions logged from `since`, plus the runs in flight, must stay under `limit`. */
export interface AdmissionWindow {
  since: number;
  limit: number;
}

/** What admitting a run needs to find, judged at one instant (Store.admitRun). */
export interface AdmissionRule {
  windows: AdmissionWindow[];
  /** The ledger's now: completions logged after it are in no window. */
  until: number;
  /** Real time: reservations expiring after it are runs in flight. */
  heldAt: number;
  /** A limited balance less what runs in flight hold must exceed this, and cover the reservation's amount. */
  minimumCredit: number;
}

/** Everything the store offers. */
export interface Store extends StoreSession {
  readonly kind: 'sqlite' | 'postgres';
  /** Where the data lives: a path, `:memory:`, or the PostgreSQL URL with its password masked. */
  readonly location: string;
  /** Runs `work` in one transaction: all of its writes land or none; repositories reached through `tx` are bound to it. */
  transaction<T>(work: (tx: StoreTransaction) => Promise<T>, options?: TransactionOptions): Promise<T>;
  /** Removes every user, key, log, agent configuration, reservation, budget hold, journal entry and namespace owner (namespaces' budgets, settings, stay). */
  clear(): Promise<void>;
  /** Removes one user's logs and agent configurations (the user and its keys stay). */
  resetUser(userId: string): Promise<void>;
  /** Every row of every table. */
  exportRows(): Promise<StoreRows>;
  /** Replaces everything with `rows`, in one transaction. */
  importRows(rows: StoreRows): Promise<void>;
  close(): Promise<void>;
  /**
   * A number that changes whenever a user or an API key may have changed: a write of this process
   * (even one rolled back later), an import or a clear, a commit of another process on the same
   * database. Read synchronously, so a caller may keep what it read of users and keys while the number
   * stays the same. Absent where the store cannot tell cheaply (PostgreSQL): read them every time.
   */
  accountsVersion?(): number;
  /**
   * Creates `reservation` (its amount held only from a limited balance) when the user's windows and
   * balance admit it, under the user's lock, in one statement of a transaction of its own; false, with
   * nothing written, when they do not. Absent where a transaction of steps costs no more (SQLite):
   * callers then admit step by step, as they do to name why a run was refused.
   */
  admitRun?(reservation: RunReservation, rule: AdmissionRule): Promise<boolean>;
  /**
   * Adds `amount` to run `id`'s hold when its user's balance less what runs in flight at real time
   * `heldAt` hold covers it (an unlimited balance holds nothing: true, nothing written), under the user's
   * lock in one statement; false, with nothing written, when it does not. Absent as `admitRun` is.
   */
  coverRun?(run: { id: string; userId: string }, amount: number, heldAt: number): Promise<boolean>;
}
