import type { JournalFilter, JournalNode } from './journal-node.js';

/** What the journal tells its subscribers: a request began, or its response went out. */
export interface JournalChange {
  type: 'request-start' | 'request-end';
  namespace: string;
  node: JournalNode;
}

/** Receives journal changes; must not throw. */
type JournalListener = (change: JournalChange) => void;

interface StoredRequest {
  node: JournalNode;
  startedAtMs: number;
}

function contains(node: JournalNode, predicate: (node: JournalNode) => boolean): boolean {
  return predicate(node) || node.children.some((child) => contains(child, predicate));
}

/**
 * The request journal: the most recent requests of each namespace as trees, kept in memory and
 * bounded per namespace (oldest dropped first) and in all: past `capacityTotal` the namespace added
 * to least recently loses its oldest requests first. The admin plane queries and exports it; tests
 * read it through `swarms-local/testing`.
 */
export class Journal {
  // Map order is use order: adding to a namespace moves it to the end.
  private readonly byNamespace = new Map<string, StoredRequest[]>();
  private readonly listeners = new Set<JournalListener>();
  private total = 0;

  constructor(
    readonly capacityPerNamespace = 1000,
    readonly capacityTotal = Number.POSITIVE_INFINITY,
  ) {}

  /** Adds a request tree (still open: later events fill it in place). */
  add(namespace: string, node: JournalNode, startedAtMs: number): void {
    const list = this.byNamespace.get(namespace) ?? [];
    this.byNamespace.delete(namespace);
    this.byNamespace.set(namespace, list);
    list.push({ node, startedAtMs });
    this.total += 1;
    if (list.length > this.capacityPerNamespace) this.total -= list.splice(0, list.length - this.capacityPerNamespace).length;
    while (this.total > this.capacityTotal) this.dropOldestOfLeastRecent();
    this.notify({ type: 'request-start', namespace, node });
  }

  /** Requests kept now, in all namespaces. */
  get size(): number {
    return this.total;
  }

  private dropOldestOfLeastRecent(): void {
    const [namespace, list] = this.byNamespace.entries().next().value!;
    list.shift();
    this.total -= 1;
    if (list.length === 0) this.byNamespace.delete(namespace);
  }

  /** Marks a request's response as sent (its tree and attributes are final). */
  finish(namespace: string, node: JournalNode): void {
    this.notify({ type: 'request-end', namespace, node });
  }

  /** Calls `listener` on every change until the returned function is called. */
  subscribe(listener: JournalListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The first request, in any namespace, that `predicate` accepts, with its namespace. */
  find(predicate: (node: JournalNode) => boolean): { namespace: string; node: JournalNode } | undefined {
    for (const [namespace, list] of this.byNamespace) {
      const found = list.find((entry) => predicate(entry.node));
      if (found) return { namespace, node: found.node };
    }
    return undefined;
  }

  /** Requests whose response has not gone out yet, in every namespace, oldest first. */
  running(): Array<{ namespace: string; node: JournalNode }> {
    return [...this.byNamespace].flatMap(([namespace, list]) => list.filter((entry) => entry.node.durationMs === undefined).map((entry) => ({ namespace, node: entry.node })));
  }

  private notify(change: JournalChange): void {
    for (const listener of this.listeners) listener(change);
  }

  /** Requests of a namespace, oldest first, filtered. */
  list(namespace: string, filter: JournalFilter = {}): JournalNode[] {
    const matches = (this.byNamespace.get(namespace) ?? []).filter(({ node, startedAtMs }) => {
      const attributes = node.attributes ?? {};
      if (filter.userId && attributes.userId !== filter.userId) return false;
      if (filter.endpoint && attributes.endpoint !== filter.endpoint) return false;
      if (filter.status !== undefined && attributes.status !== filter.status) return false;
      if (filter.jobId && attributes.jobId !== filter.jobId) return false;
      if (filter.since !== undefined && startedAtMs < filter.since) return false;
      if (filter.agent && !contains(node, (child) => child.kind === 'agent' && child.name === filter.agent)) return false;
      if (filter.model && !contains(node, (child) => child.kind === 'provider-call' && child.name === filter.model)) return false;
      return true;
    });
    const nodes = matches.map((entry) => entry.node);
    return filter.limit !== undefined ? nodes.slice(-filter.limit) : nodes;
  }

  /** Forgets a namespace's requests, or every namespace's. */
  clear(namespace?: string): void {
    if (namespace === undefined) this.byNamespace.clear();
    else this.byNamespace.delete(namespace);
    this.recount();
  }

  private recount(): void {
    this.total = [...this.byNamespace.values()].reduce((sum, list) => sum + list.length, 0);
  }

  /** Drops the requests of one user (reset of a user). */
  clearUser(userId: string): void {
    for (const [namespace, list] of this.byNamespace) {
      this.byNamespace.set(
        namespace,
        list.filter((entry) => entry.node.attributes?.userId !== userId),
      );
    }
    this.recount();
  }
}
