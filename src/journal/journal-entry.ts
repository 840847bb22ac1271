import type { JournalEntry } from '../store/repositories.js';
import type { JournalFilter, JournalNode } from './journal-node.js';

// A request tree as the journal stores and filters it.

function contains(node: JournalNode, predicate: (node: JournalNode) => boolean): boolean {
  return predicate(node) || node.children.some((child) => contains(child, predicate));
}

function namesOf(node: JournalNode, kind: JournalNode['kind']): string[] {
  // Most requests run nothing: their trees have no agents and no models.
  if (node.children.length === 0) return node.kind === kind ? [node.name] : [];
  const names = new Set<string>();
  const visit = (child: JournalNode) => {
    if (child.kind === kind) names.add(child.name);
    child.children.forEach(visit);
  };
  visit(node);
  return [...names];
}

const text = (value: unknown) => (typeof value === 'string' ? value : null);

/** The stored form of a request tree, with the facts the journal is queried by. */
export function entryOf(namespace: string, node: JournalNode, startedAtMs: number): JournalEntry {
  const attributes = node.attributes ?? {};
  return {
    id: node.id,
    namespace,
    startedAtMs,
    userId: text(attributes.userId),
    endpoint: text(attributes.endpoint),
    status: typeof attributes.status === 'number' ? attributes.status : null,
    jobId: text(attributes.jobId),
    logId: text(attributes.logId),
    agents: namesOf(node, 'agent'),
    models: namesOf(node, 'provider-call'),
    tree: node,
  };
}

/** Whether a request's tree (begun at `startedAtMs`), as it is now, passes `filter`. */
export function matches({ node, startedAtMs }: { node: JournalNode; startedAtMs: number }, filter: JournalFilter): boolean {
  const attributes = node.attributes ?? {};
  if (filter.userId && attributes.userId !== filter.userId) return false;
  if (filter.endpoint && attributes.endpoint !== filter.endpoint) return false;
  if (filter.status !== undefined && attributes.status !== filter.status) return false;
  if (filter.jobId && attributes.jobId !== filter.jobId) return false;
  if (filter.since !== undefined && startedAtMs < filter.since) return false;
  if (filter.agent && !contains(node, (child) => child.kind === 'agent' && child.name === filter.agent)) return false;
  if (filter.model && !contains(node, (child) => child.kind === 'provider-call' && child.name === filter.model)) return false;
  return true;
}
