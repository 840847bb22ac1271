import { canonicalJson } from '../runtime/canonical-json.js';
import { roundCost, runRecordOf, type RunRecord } from './run-record.js';
import type { RunStep, RunView } from './run-view.js';

/** One fact that differs between two runs (or two aligned steps): where, and its value on each side. */
export interface FactDifference {
  /** A dotted path: `swarmType`, `arguments.query`, `tokens.output`. */
  field: string;
  a: unknown;
  b: unknown;
}

/** A step of run A and its counterpart in run B, aligned by agent, kind and name. */
export interface AlignedStep {
  /** `same`, `changed` (aligned, with differing facts), `added` (only in B) or `removed` (only in A). */
  change: 'same' | 'changed' | 'added' | 'removed';
  a: RunStep | null;
  b: RunStep | null;
  differences: FactDifference[];
}

/** What changed from run A to run B. */
export interface RunDiff {
  /** Nothing differs that a record keeps (ids, timestamps and latencies are not compared). */
  identical: boolean;
  /** Differences of the run itself: endpoint, swarm type, state, status. */
  run: FactDifference[];
  agents: { a: string[]; b: string[]; added: string[]; removed: string[]; reordered: boolean };
  steps: AlignedStep[];
  tokens: { a: RunRecord['tokens']; b: RunRecord['tokens']; delta: RunRecord['tokens'] };
  cost: { a: number; b: number; delta: number };
}

const same = (a: unknown, b: unknown) => canonicalJson(a) === canonicalJson(b);
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The differing facts of two values, going into objects key by key (arrays and text are compared whole). */
function differencesOf(a: unknown, b: unknown, field: string): FactDifference[] {
  if (same(a, b)) return [];
  if (!isObject(a) || !isObject(b)) return [{ field, a, b }];
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
  return keys.flatMap((key) => differencesOf(a[key], b[key], field ? `${field}.${key}` : key));
}

/** What a step is aligned by: its place in the tree, its kind, its name and its agent. */
const alignmentKey = (step: RunStep) => `${step.depth}\u0000${step.kind}\u0000${step.name}\u0000${step.agent ?? ''}`;

/** Aligns two step lists on their longest common subsequence of alignment keys. */
function alignSteps(a: RunStep[], b: RunStep[]): AlignedStep[] {
  const keysA = a.map(alignmentKey);
  const keysB = b.map(alignmentKey);
  // lengths[i][j]: the longest common subsequence of a[i..] and b[j..].
  const lengths = Array.from({ length: a.length + 1 }, () => new Uint32Array(b.length + 1));
  for (let i = a.length - 1; i >= 0; i -= 1) {
    for (let j = b.length - 1; j >= 0; j -= 1) {
      lengths[i][j] = keysA[i] === keysB[j] ? lengths[i + 1][j + 1] + 1 : Math.max(lengths[i + 1][j], lengths[i][j + 1]);
    }
  }
  const aligned: AlignedStep[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && keysA[i] === keysB[j]) {
      const differences = differencesOf(a[i].facts, b[j].facts, '');
      aligned.push({ change: differences.length ? 'changed' : 'same', a: a[i], b: b[j], differences });
      i += 1;
      j += 1;
    } else if (i < a.length && (j === b.length || lengths[i + 1][j] >= lengths[i][j + 1])) {
      aligned.push({ change: 'removed', a: a[i], b: null, differences: [] });
      i += 1;
    } else {
      aligned.push({ change: 'added', a: null, b: b[j], differences: [] });
      j += 1;
    }
  }
  return aligned;
}

/** Whether the agents both runs called were first called in a different order. */
function reordered(a: string[], b: string[]): boolean {
  const common = new Set(a.filter((name) => b.includes(name)));
  return !same(
    a.filter((name) => common.has(name)),
    b.filter((name) => common.has(name)),
  );
}

/**
 * The one diff of two runs, used by the testing API (golden runs), the admin plane, the CLI and the
 * dashboard: run facts, agents added, removed or reordered, steps aligned agent by agent and call by
 * call with their differing facts, and token and cost deltas.
 */
export function diffRuns(runA: RunView | RunRecord, runB: RunView | RunRecord): RunDiff {
  const a = runRecordOf(runA);
  const b = runRecordOf(runB);
  const run = (['endpoint', 'swarmType', 'state', 'status'] as const).flatMap((field) => differencesOf(a[field], b[field], field));
  const steps = alignSteps(a.steps, b.steps);
  const agents = {
    a: a.agents,
    b: b.agents,
    added: b.agents.filter((name) => !a.agents.includes(name)),
    removed: a.agents.filter((name) => !b.agents.includes(name)),
    reordered: reordered(a.agents, b.agents),
  };
  const tokens = { a: a.tokens, b: b.tokens, delta: { input: b.tokens.input - a.tokens.input, output: b.tokens.output - a.tokens.output } };
  const cost = { a: a.cost, b: b.cost, delta: roundCost(b.cost - a.cost) };
  const identical = run.length === 0 && steps.every((step) => step.change === 'same') && same(a.tokens, b.tokens) && a.cost === b.cost;
  return { identical, run, agents, steps, tokens, cost };
}
