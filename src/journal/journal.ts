import type { JournalFilter, JournalNode } from './journal-node.js';

/** What the journal tells its subscribers: a request began, or its response went out. */
export interface JournalChange {
  type: 'request-start' | 'request-end';
  namespace: string;
  node: JournalNode;
}

/** Receives journal changes; must not throw. */
export type JournalListener = (change: JournalChange) => void;

interface StoredRequest {
  node: JournalNode;
  startedAtMs: number;
}

function contains(node: JournalNode, predicate: (node: JournalNode) => boolean): boolean {
  return predicate(node) || node.children.some((child) => contains(child, predicate));
}

/**
 * The request journal: the most recent requests of each namespace as trees, kept in memory and
 * bounded (oldest dropped first). The admin plane queries and exports it; tests read it through
 * `swarms-local/testing`.
 */
export class Journal {
  private readonly byNamespace = new Map<string, StoredRequest[]>();
  private readonly listeners = new Set<JournalListener>();

  constructor(readonly capacityPerNamespace = 1000) {}

  /** Adds a request tree (still open: later events fill it in place). */
  add(namespace: string, node: JournalNode, startedAtMs: number): void {
    const list = this.byNamespace.get(namespace) ?? [];
    list.push({ node, startedAtMs });
    if (list.length > this.capacityPerNamespace) list.splice(0, list.length - this.capacityPerNamespace);
    this.byNamespace.set(namespace, list);
    this.notify({ type: 'request-start', namespace, node });
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
    return [...this.byNamespace].flatMap(([namespace, list]) =>
      list.filter((entry) => entry.node.durationMs === undefined).map((entry) => ({ namespace, node: entry.node })),
    );
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
  }

  /** Drops the requests of one user (reset of a user). */
  clearUser(userId: string): void {
    for (const [namespace, list] of this.byNamespace) {
      this.byNamespace.set(
        namespace,
        list.filter((entry) => entry.node.attributes?.userId !== userId),
      );
    }
  }
}
