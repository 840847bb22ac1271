// The request journal's rows and queries as the store keeps them (re-exported by repositories.ts).
/** One request of the journal as stored: its tree, and the facts it is found by. */
export interface JournalEntry {
  /** The request node's id (unique across namespaces). */
  id: string;
  namespace: string;
  /** Real time (ms) the request began: `since` filters and the order of the list. */
  startedAtMs: number;
  userId: string | null;
  endpoint: string | null;
  status: number | null;
  jobId: string | null;
  /** The request log row the run wrote, when it wrote one. */
  logId: string | null;
  /** Agents that took a turn and models called, each once (the `agent` and `model` filters). */
  agents: string[];
  models: string[];
  /** The request tree (a JSON value the journal owns; the store keeps it as it is). */
  tree: unknown;
}

/** Filters of a journal listing of one namespace. */
export interface JournalQuery {
  namespace: string;
  /** Only this user's requests. */
  userId?: string;
  endpoint?: string;
  status?: number;
  jobId?: string;
  agent?: string;
  model?: string;
  since?: number;
  /** The newest `limit` matches only. */
  limit?: number;
}

/** How many requests the journal keeps: the newest `perNamespace` of each namespace, and at most `total` in all. */
export interface JournalRetention {
  perNamespace: number;
  total: number;
}

/** The request journal (run trees), shared by every process on the store. */
export interface JournalRepository {
  /** Stores a request (replacing the one with its id, as a running tree is stored again when it ends), then trims to `retention`, oldest first. */
  put(entry: JournalEntry, retention: JournalRetention): Promise<void>;
  /** Stores several requests in order, as `put` would one after another, in one transaction. */
  putMany(entries: readonly JournalEntry[], retention: JournalRetention): Promise<void>;
  /** Matching requests of a namespace, oldest first. */
  list(query: JournalQuery): Promise<JournalEntry[]>;
  /** One request by its id or by the log row it wrote. */
  find(key: { id: string } | { logId: string }): Promise<JournalEntry | undefined>;
  /** Requests kept, in all namespaces. */
  count(): Promise<number>;
  /** Forgets a namespace's requests, or every namespace's. */
  clear(namespace?: string): Promise<void>;
  /** Forgets one user's requests. */
  clearUser(userId: string): Promise<void>;
}
