import type { JournalNode } from '../../../src/journal/journal-node.js';

/** A node of a run's journal tree: the server's own type (a type only; nothing of the server is bundled). */
export type { JournalNode };

/** One row of the runs list. */
export interface RunSummary {
  id: string;
  job_id: string | null;
  name: string | null;
  endpoint: string;
  method: string;
  status: number;
  success: boolean;
  created_at: string;
  duration_ms: number;
  input_tokens: number;
  output_tokens: number;
  cost: number;
  swarm_type: string | null;
  namespace: string;
  models: string[];
  agents: number;
  user_id: string;
  note: string | null;
}

/** A request still running (no log row yet). */
export interface RunningRun {
  id: string;
  name: string | null;
  endpoint: string;
  method: string;
  started_at: string;
  namespace: string;
}

/** One page of the runs list. */
export interface RunsPage {
  runs: RunSummary[];
  next_cursor: string | null;
  running: RunningRun[];
}

/** A run's detail: its log row (when recorded) and its tree (while the journal holds it). */
export interface RunDetail {
  run: (RunSummary & { body: unknown; models: Array<{ model: string; calls: number; input_tokens: number; output_tokens: number; cost: number }>; agent_names: string[] }) | null;
  namespace: string | null;
  tree: JournalNode | null;
}

/** Calls every node of a tree, parents first. */
export function walk(node: JournalNode, visit: (node: JournalNode, depth: number) => void, depth = 0): void {
  visit(node, depth);
  for (const child of node.children) walk(child, visit, depth + 1);
}
