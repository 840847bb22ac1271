import { randomUUID } from 'node:crypto';
import type { InFlightWork } from '../runtime/in-flight-work.js';
import type { RequestLogRepository } from '../store/repositories.js';
import type { Principal } from './api-keys.js';
import { FAILED_RUN_CATEGORY } from './run-ledger.js';

/** The log note of a request the rate limiter refused before it ran; its `requests` count says how many it stands for. */
export const RATE_LIMITED_NOTE = 'refused before it ran: rate limit';

/** How long refusals of one user, key, namespace and endpoint share one log row (real time). */
const REFUSAL_WINDOW_MS = 1_000;

/** Keys followed in one window at most; past it a new key's refusals are answered but not logged until the window ends. */
const KEYS_PER_WINDOW = 10_000;

/** A refused request, as its log row keeps it. */
export interface Refusal {
  principal: Principal;
  namespace: string;
  endpoint: string;
  method: string;
  status: number;
  /** What the client was told. */
  detail: string;
}

/** The row of one key in the current window, and the refusals after its first that it does not count yet. */
interface WindowRow {
  id: string;
  written: Promise<unknown>;
  more: number;
}

/**
 * Log rows of the rate limiter's refusals (429 before the body is read), counted as refusals, not runs,
 * in budgets, the usage report and the spend summary. A flood must not become a flood of store writes,
 * so the rule is: one row per user, key, namespace and endpoint per second. A key's first refusal of
 * the second is written at once (a lone 429 is in the log when its answer leaves); the others of that
 * second are added to that row's `requests` in one write when the second ends (or when the server shuts
 * down). At most two writes per key per second, whatever the rate of refused requests.
 */
export class RefusalLog {
  private window = new Map<string, WindowRow>();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly logs: () => RequestLogRepository,
    /** The ledger's now: the rows' time, as other log rows'. */
    private readonly now: () => number,
    private readonly work: InFlightWork,
    shutdown: AbortSignal,
  ) {
    shutdown.addEventListener('abort', () => void this.flush(), { once: true });
  }

  /** Logs a refusal by the rule above; resolves once its row is written (a key's first of the second) or at once (counted for later). */
  async note(refusal: Refusal): Promise<void> {
    const { principal } = refusal;
    const key = `${principal.user.id}\u0000${principal.apiKeyId}\u0000${refusal.namespace}\u0000${refusal.endpoint}`;
    const row = this.window.get(key);
    if (row) {
      row.more += 1;
      return;
    }
    if (this.window.size >= KEYS_PER_WINDOW) return;
    const id = randomUUID();
    const written = this.work.track(this.logs().insert(rowOf(id, refusal, this.now())));
    this.window.set(key, { id, written, more: 0 });
    if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(), REFUSAL_WINDOW_MS);
      this.timer.unref();
    }
    // A row that could not be written loses the log, not the answer: the refusal still goes out.
    await written.catch(() => undefined);
  }

  /** Ends the window: each row gets the refusals it stands for beyond its first, in one write each. */
  private flush(): Promise<unknown> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const rows = [...this.window.values()].filter((row) => row.more > 0);
    this.window = new Map();
    const logs = this.logs();
    const writes = rows.map((row) => row.written.then(() => logs.addRequests(row.id, row.more)));
    // A failed write loses its count, not the server: the refusals were answered already.
    return this.work.track(Promise.allSettled(writes));
  }
}

/** The log row of a refusal: a failed run of no cost, counted as a refusal by its status (usage-query.ts). */
function rowOf(id: string, refusal: Refusal, now: number) {
  const { principal } = refusal;
  return {
    id,
    userId: principal.user.id,
    apiKeyId: principal.apiKeyId,
    maskedKey: principal.maskedKey,
    endpoint: refusal.endpoint,
    method: refusal.method,
    status: refusal.status,
    category: FAILED_RUN_CATEGORY,
    createdAt: now,
    durationMs: 0,
    usage: { inputTokens: 0, outputTokens: 0, totalTokens: 0, cost: 0 },
    jobId: null,
    success: false,
    body: { detail: refusal.detail },
    note: RATE_LIMITED_NOTE,
    facts: { namespace: refusal.namespace, name: null, swarmType: null, models: [], agents: [] },
  };
}
