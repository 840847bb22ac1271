import type { JournalNode } from './journal.js';
import { marksOf, type Mark } from './marks.js';

/** Tokens and cost of a node with everything under it. */
export interface Totals {
  inputTokens: number;
  outputTokens: number;
  cost: number;
  /** Provider calls in the subtree (the node itself included). */
  calls: number;
}

/** One row of the waterfall: a node placed on the run's time axis. */
export interface WaterfallRow {
  id: string;
  node: JournalNode;
  depth: number;
  kind: JournalNode['kind'];
  name: string;
  /** Milliseconds from the request's start to this node's. */
  offsetMs: number;
  /** Unknown while the node is still running, or when it never ended (an agent whose call failed). */
  durationMs: number | undefined;
  /** No end recorded although the request has finished: the node was cut short by a failure. */
  unfinished: boolean;
  totals: Totals;
  marks: Mark[];
  /** Whether the row has children (it can be folded). */
  hasChildren: boolean;
}

/** Tokens and token cost of every node's subtree (the sum of its provider calls), computed once bottom-up. */
export function subtreeTotals(root: JournalNode): Map<string, Totals> {
  const totals = new Map<string, Totals>();
  const visit = (node: JournalNode): Totals => {
    const own: Totals =
      node.kind === 'provider-call'
        ? { inputTokens: node.tokens?.input ?? 0, outputTokens: node.tokens?.output ?? 0, cost: node.cost ?? 0, calls: 1 }
        : { inputTokens: 0, outputTokens: 0, cost: 0, calls: 0 };
    for (const child of node.children) {
      const sub = visit(child);
      own.inputTokens += sub.inputTokens;
      own.outputTokens += sub.outputTokens;
      own.cost += sub.cost;
      own.calls += sub.calls;
    }
    totals.set(node.id, own);
    return own;
  };
  visit(root);
  return totals;
}

/**
 * The waterfall of a run: its tree flattened depth-first, each node offset from the request's start,
 * with its subtree's tokens and cost and its marks. Children start in the order they started;
 * `collapsed` ids hide their descendants.
 */
export function waterfallRows(root: JournalNode, collapsed: ReadonlySet<string> = new Set()): WaterfallRow[] {
  const origin = Date.parse(root.startedAt);
  const totals = subtreeTotals(root);
  const rows: WaterfallRow[] = [];
  const visit = (node: JournalNode, depth: number) => {
    rows.push({
      id: node.id,
      node,
      depth,
      kind: node.kind,
      name: node.name,
      offsetMs: Math.max(0, Date.parse(node.startedAt) - origin),
      durationMs: node.durationMs,
      unfinished: node.kind !== 'step' && node.durationMs === undefined && root.durationMs !== undefined,
      totals: totals.get(node.id)!,
      marks: marksOf(node),
      hasChildren: node.children.length > 0,
    });
    if (collapsed.has(node.id)) return;
    const ordered = [...node.children].sort((a, b) => Date.parse(a.startedAt) - Date.parse(b.startedAt));
    for (const child of ordered) visit(child, depth + 1);
  };
  visit(root, 0);
  return rows;
}

/** The span the waterfall's time axis covers: the request's duration, or the latest end of any row. */
export function timelineSpan(rows: WaterfallRow[]): number {
  return Math.max(1, ...rows.map((row) => row.offsetMs + (row.durationMs ?? 0)));
}
