import type { JournalFilter, JournalNode } from './journal-node.js';

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

  constructor(readonly capacityPerNamespace = 1000) {}

  /** Adds a request tree (still open: later events fill it in place). */
  add(namespace: string, node: JournalNode, startedAtMs: number): void {
    const list = this.byNamespace.get(namespace) ?? [];
    list.push({ node, startedAtMs });
    if (list.length > this.capacityPerNamespace) list.splice(0, list.length - this.capacityPerNamespace);
    this.byNamespace.set(namespace, list);
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
