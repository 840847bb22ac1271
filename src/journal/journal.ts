import type { JournalEntry, JournalRepository, JournalRetention } from '../store/repositories.js';
import { entryOf, matches } from './journal-entry.js';
import type { JournalFilter, JournalNode } from './journal-node.js';

/** What the journal tells its subscribers: a request began, or its response went out. */
export interface JournalChange {
  type: 'request-start' | 'request-end';
  namespace: string;
  node: JournalNode;
}

/** Receives journal changes; must not throw. */
type JournalListener = (change: JournalChange) => void;

/** A request added to the journal, as its adder holds it: to finish it, or to store a fact learnt late. */
export interface JournalEntryHandle {
  readonly namespace: string;
  readonly node: JournalNode;
}

/** A request this process is answering: its tree grows in place until its response goes out. */
interface LiveRequest extends JournalEntryHandle {
  startedAtMs: number;
  /** Cleared from the journal while running: its final tree is not stored. */
  forgotten: boolean;
  /** Its response went out. */
  finished: boolean;
  /** It has a row in the store (its place in the journal's order is taken). */
  stored: boolean;
  /** When it was queued to be stored first (performance.now()). */
  queuedAt: number;
  /** A run's settlement is storing its tree in its own transaction: requests queued after it wait for it. */
  settling: boolean;
  /** Its row holds its tree as it is now (a settlement stored it final): its close stores nothing more unless something changed. */
  storedFinal: boolean;
  /**
   * Another request's settlement is storing this one's tree as it was (it began earlier and had no row): until that
   * settlement ends, nothing else stores it, or the older tree could commit after a newer one and stay.
   */
  carriedBy: Promise<unknown> | undefined;
}

/** Stores a request's tree with the journal of the caller's transaction (its retention applied). */
export type PutTree = (journal: JournalRepository) => Promise<void>;

/**
 * How long a running request may wait to be stored for the first time: one that ends sooner is
 * stored once, with its final tree, instead of twice. Requests that began after it wait with it.
 */
const FIRST_WRITE_DELAY_MS = 250;

/**
 * The request journal: the most recent requests of each namespace as trees, kept in the store (so
 * every process sharing it reads the same journal) and bounded by `retention`: the newest
 * `perNamespace` requests of each namespace, at most `total` in all, oldest dropped first. A request
 * is stored when its response went out, or once it has run for FIRST_WRITE_DELAY_MS and again when
 * it ends, so most are written once; while it runs, this process reads its tree from memory, where it
 * grows. Writes are gathered and land together once per turn of the event loop, in the order the
 * requests began (one store call and one transaction for all the requests of a turn). Reads in this
 * process see every request at once; other processes sharing the store see a request when its write
 * lands. The admin plane queries and exports it; tests read it through `swarms-local/testing`.
 */
export class Journal {
  private readonly live = new Map<string, LiveRequest>();
  private readonly listeners = new Set<JournalListener>();
  // Requests to store at the next flush, in the order they were first queued (a request queued again keeps its place).
  private readonly pending = new Map<string, LiveRequest>();
  // A flush is due at the end of this turn of the event loop; or later, when the oldest queued request may wait no longer.
  private flushScheduled = false;
  private flushTimer: NodeJS.Timeout | undefined;
  // The last batch handed to the store: batches land one after another, in order.
  private tail: Promise<void> = Promise.resolve();
  // Settlements storing a request's tree in their own transaction (storeWithin), until they end.
  private readonly settlements = new Set<Promise<unknown>>();

  constructor(
    /** The store's journal, read when used (the store may be wrapped after the journal is made). */
    private readonly repository: () => JournalRepository,
    readonly retention: JournalRetention,
    /** Hears a write that failed (the request goes on; only its journal entry is missing). */
    private readonly onWriteError: (error: unknown) => void = () => {},
  ) {}

  /** Adds a request tree (still open: later events fill it in place); the handle finishes it. */
  add(namespace: string, node: JournalNode, startedAtMs: number): JournalEntryHandle {
    const request: LiveRequest = {
      namespace,
      node,
      startedAtMs,
      forgotten: false,
      finished: false,
      stored: false,
      queuedAt: performance.now(),
      settling: false,
      storedFinal: false,
      carriedBy: undefined,
    };
    this.live.set(node.id, request);
    this.write(request);
    this.notify('request-start', namespace, node);
    return request;
  }

  /**
   * Marks a request's response as sent (its tree and attributes are final) and stores its final tree, unless
   * a settlement stored it (`storeWithin`) and nothing changed since: `changed` false when the close added nothing to it.
   */
  finish(entry: JournalEntryHandle, changed = true): void {
    const request = entry as LiveRequest;
    request.finished = true;
    if (changed || !request.storedFinal) this.write(request);
    else this.live.delete(request.node.id);
    this.notify('request-end', request.namespace, request.node);
  }

  /** Stores a finished request's tree again: a fact learnt after its response went out (a streamed run's job id). */
  update(entry: JournalEntryHandle): void {
    const request = entry as LiveRequest;
    request.storedFinal = false;
    if (request.finished) this.write(request);
  }

  /**
   * Runs a run's settlement `work`, handing it the writer of this request's tree, to store in the settlement's
   * own transaction (the run's rows, its bill and its tree land together, in one round trip), with the trees of
   * requests begun before it that have no row yet (the journal keeps the order requests began in); the writer
   * is undefined, and the tree stored at the response's close as ever, when another settlement is storing one
   * of those or this one, or the request was forgotten. Requests queued after it wait for the settlement. A settlement that fails with the tree is run once more without it (the
   * first rolled back whole): a journal write that fails costs its entry, as it would alone, never the run's rows.
   */
  async storeWithin<T>(entry: JournalEntryHandle, work: (putTree: PutTree | undefined) => Promise<T>): Promise<T> {
    const request = entry as LiveRequest;
    // Writes under way first: one of them may hold this request's running tree, which must not land after its final one.
    await this.tail;
    const ahead = this.unstoredAhead(request);
    // One carried by another's settlement is stored at its close, after that settlement (see `carriedBy`).
    if (request.forgotten || request.finished || request.carriedBy || !ahead) return work(undefined);
    request.settling = true;
    let put = false;
    const settlement = work((journal) => {
      put = true;
      return journal.putMany(
        [...ahead, request].map((stored) => entryOf(stored.namespace, stored.node, stored.startedAtMs)),
        this.retention,
      );
    }).catch(async (error: unknown) => {
      if (!put) throw error;
      put = false;
      const result = await work(undefined);
      // Landed without the tree: the tree's write was what failed.
      this.onWriteError(error);
      return result;
    });
    this.settlements.add(settlement);
    for (const queued of ahead) queued.carriedBy = settlement;
    try {
      const result = await settlement;
      if (put) {
        // Those begun before it went first, as they were: their own ends store them again.
        for (const queued of ahead) {
          queued.stored = true;
          if (!queued.finished) this.pending.delete(queued.node.id);
        }
        request.stored = true;
        // A response closed meanwhile (the client left) changed the tree: it stays queued, to be stored as it is now.
        if (!request.finished) {
          request.storedFinal = true;
          this.pending.delete(request.node.id);
        }
      }
      return result;
    } finally {
      this.settlements.delete(settlement);
      request.settling = false;
      for (const queued of ahead) if (queued.carriedBy === settlement) queued.carriedBy = undefined;
      if (this.pending.size > 0) this.schedule(0);
      else this.unschedule();
    }
  }

  /**
   * The requests queued before `request` that have no row yet: they take their places in the journal's order
   * first, so a settlement storing `request` stores them before it. Undefined when one of them is being stored
   * by a settlement of its own (the order is then that settlement's to keep).
   */
  private unstoredAhead(request: LiveRequest): LiveRequest[] | undefined {
    const ahead: LiveRequest[] = [];
    if (!this.pending.has(request.node.id)) return ahead;
    for (const queued of this.pending.values()) {
      if (queued === request) break;
      if (queued.stored || queued.forgotten) continue;
      if (queued.settling || queued.carriedBy) return undefined;
      ahead.push(queued);
    }
    return ahead;
  }

  private write(request: LiveRequest): void {
    this.pending.set(request.node.id, request);
    // A request that can be stored now goes at the end of this turn; one that just began, once it has run a while.
    this.schedule(this.ready(request, performance.now(), false) ? 0 : FIRST_WRITE_DELAY_MS);
  }

  /** Flushes after `delayMs`, or at the end of this turn of the event loop when it is 0 (sooner than a timer set before). */
  private schedule(delayMs: number): void {
    if (delayMs === 0) {
      if (!this.flushScheduled) setImmediate(() => void this.flush());
      this.flushScheduled = true;
    } else if (!this.flushScheduled && this.flushTimer === undefined) {
      this.flushTimer = setTimeout(() => void this.flush(), delayMs).unref();
    }
  }

  /** Drops the timer of a later flush (nothing waits for it any more, or a flush is under way). */
  private unschedule(): void {
    clearTimeout(this.flushTimer);
    this.flushTimer = undefined;
  }

  /** Whether a queued request can be stored now (`all`: even one that began lately and still runs). */
  private ready(request: LiveRequest, now: number, all: boolean): boolean {
    if (request.settling || request.carriedBy) return false;
    return all || request.finished || request.stored || request.forgotten || now - request.queuedAt >= FIRST_WRITE_DELAY_MS;
  }

  /**
   * Hands the queued requests that can be stored, as their trees are now, to the store in one call,
   * in queue order up to the first that must still wait; resolves when that batch has landed.
   */
  private flush(all = false): Promise<void> {
    this.flushScheduled = false;
    this.unschedule();
    const now = performance.now();
    const batch: LiveRequest[] = [];
    for (const request of this.pending.values()) {
      if (!this.ready(request, now, all)) break;
      batch.push(request);
    }
    for (const request of batch) this.pending.delete(request.node.id);
    const [waiting] = this.pending.values();
    // One a settlement is storing is waited for by the settlement's end, not by a timer.
    if (waiting && !waiting.settling && !waiting.carriedBy) this.schedule(Math.max(1, waiting.queuedAt + FIRST_WRITE_DELAY_MS - now));
    if (batch.length === 0) return this.tail;
    // A request forgotten (cleared) while it ran is not stored again.
    const stored = batch.filter((request) => !request.forgotten);
    for (const request of stored) request.stored = true;
    const entries = stored.map((request) => entryOf(request.namespace, request.node, request.startedAtMs));
    this.tail = this.tail
      .then(() => (entries.length ? this.repository().putMany(entries, this.retention) : undefined))
      // A batch that fails (a lock held past the busy timeout) is tried again request by request: only those failing again are dropped.
      .catch(() => this.putEach(entries))
      .then(() => {
        // A finished request stays readable from memory until its final tree is in the store.
        for (const request of batch) if (request.finished && !this.pending.has(request.node.id)) this.live.delete(request.node.id);
      });
    return this.tail;
  }

  private async putEach(entries: JournalEntry[]): Promise<void> {
    for (const entry of entries) await this.repository().put(entry, this.retention).catch(this.onWriteError);
  }

  /**
   * Resolves when the writes this process had queued have landed (a read after it sees them).
   * Writes queued meanwhile are not waited for: under steady load a read would otherwise never begin.
   */
  async settled(): Promise<void> {
    // A settlement storing a tree holds the requests queued after it: it lands first.
    if (this.settlements.size > 0) await Promise.allSettled([...this.settlements]);
    return this.flush(true);
  }

  /** Requests kept now, in all namespaces. */
  async count(): Promise<number> {
    await this.settled();
    return this.repository().count();
  }

  /** Calls `listener` on every change until the returned function is called. */
  subscribe(listener: JournalListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** One request by its node id or by the log row it wrote, with its namespace. */
  async find(key: { id: string } | { logId: string }): Promise<{ namespace: string; node: JournalNode } | undefined> {
    const running = 'id' in key ? this.live.get(key.id) : [...this.live.values()].find((request) => request.node.attributes?.logId === key.logId);
    if (running && !running.forgotten) return { namespace: running.namespace, node: running.node };
    await this.settled();
    const entry = await this.repository().find(key);
    return entry && { namespace: entry.namespace, node: entry.tree as JournalNode };
  }

  /** Requests this process is still answering, in every namespace, oldest first. */
  running(): Array<{ namespace: string; node: JournalNode }> {
    return [...this.live.values()].filter((request) => !request.forgotten && request.node.durationMs === undefined).map(({ namespace, node }) => ({ namespace, node }));
  }

  private notify(type: JournalChange['type'], namespace: string, node: JournalNode): void {
    if (this.listeners.size === 0) return;
    const change: JournalChange = { type, namespace, node };
    for (const listener of this.listeners) listener(change);
  }

  /**
   * Requests of a namespace, oldest first, filtered. A request this process is answering is judged
   * by its tree as it is now; the others by what the store holds.
   */
  async list(namespace: string, filter: JournalFilter = {}): Promise<JournalNode[]> {
    await this.settled();
    const stored = await this.repository().list({ ...filter, namespace });
    const live = [...this.live.values()].filter((request) => request.namespace === namespace && !request.forgotten);
    const liveIds = new Set(live.map((request) => request.node.id));
    const merged = stored.filter((entry) => !liveIds.has(entry.id)).map((entry) => ({ node: entry.tree as JournalNode, startedAtMs: entry.startedAtMs }));
    // The store keeps requests in the order they began; a running one goes where its start puts it.
    for (const request of live.filter((candidate) => matches(candidate, filter))) {
      const later = merged.findIndex((entry) => entry.startedAtMs > request.startedAtMs);
      merged.splice(later === -1 ? merged.length : later, 0, request);
    }
    const nodes = merged.map((request) => request.node);
    return filter.limit !== undefined ? nodes.slice(-filter.limit) : nodes;
  }

  /** Forgets a namespace's requests, or every namespace's. */
  async clear(namespace?: string): Promise<void> {
    this.forget((request) => namespace === undefined || request.namespace === namespace);
    await this.settled();
    await this.repository().clear(namespace);
  }

  /**
   * Forgets every request this process holds (running or waiting to be stored) and waits for the writes under
   * way, deleting nothing stored: for a caller that then empties the store's tables itself, in one statement each.
   */
  async forgetHeld(): Promise<void> {
    this.forget(() => true);
    await this.settled();
  }

  /** Drops the requests of one user (reset of a user). */
  async clearUser(userId: string): Promise<void> {
    this.forget((request) => request.node.attributes?.userId === userId);
    await this.settled();
    await this.repository().clearUser(userId);
  }

  private forget(predicate: (request: LiveRequest) => boolean): void {
    for (const request of this.live.values()) if (predicate(request)) request.forgotten = true;
  }
}
