import { canonicalJson } from '../runtime/canonical-json.js';
import { recordStepOf, roundCost, runRecordOf, type RunRecord } from './run-record.js';
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
  /**
   * How the steps were aligned: `exact` (longest common subsequence), or `greedy` when the runs differ in
   * too many steps for the exact table (a linear walk matching each step of A with B's next step of the
   * same key; it may show more steps added and removed than the exact alignment would).
   */
  alignment: StepAlignment;
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

/** How a diff aligned the steps of two runs (see `RunDiff.alignment`). */
export type StepAlignment = 'exact' | 'greedy';

/**
 * Cells of the exact alignment's table (4 bytes each) past which the steps between the runs' common
 * start and end are aligned greedily: two runs of 20,000 steps would need 1.6 GB, one admin request.
 */
export const EXACT_ALIGNMENT_CELLS = 4_000_000;

const pairOf = (a: RunStep, b: RunStep): AlignedStep => {
  const differences = differencesOf(a.facts, b.facts, '');
  return { change: differences.length ? 'changed' : 'same', a, b, differences };
};
const removed = (a: RunStep): AlignedStep => ({ change: 'removed', a, b: null, differences: [] });
const added = (b: RunStep): AlignedStep => ({ change: 'added', a: null, b, differences: [] });

/** Aligned steps (or, for the exact table, rows of cells over as many) between two yields of a sliced diff. */
export const DIFF_SLICE_STEPS = 500;

/**
 * Aligns two step lists: their common start and end pair up as they are; the steps between on their
 * longest common subsequence of alignment keys, or greedily when that table would pass `maxCells`.
 */
export function alignSteps(a: RunStep[], b: RunStep[], maxCells = EXACT_ALIGNMENT_CELLS): { steps: AlignedStep[]; alignment: StepAlignment } {
  return drained(alignmentWork(a, b, maxCells));
}

/** `alignSteps` as work that yields every DIFF_SLICE_STEPS steps (see `diffRunsInSlices`). */
function* alignmentWork(a: RunStep[], b: RunStep[], maxCells: number): Generator<void, { steps: AlignedStep[]; alignment: StepAlignment }> {
  const keysA = yield* keysOf(a);
  const keysB = yield* keysOf(b);
  let start = 0;
  while (start < a.length && start < b.length && keysA[start] === keysB[start]) start += 1;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && keysA[endA - 1] === keysB[endB - 1]) {
    endA -= 1;
    endB -= 1;
  }
  const middle = { a: a.slice(start, endA), b: b.slice(start, endB), keysA: keysA.slice(start, endA), keysB: keysB.slice(start, endB) };
  const alignment: StepAlignment = (middle.a.length + 1) * (middle.b.length + 1) > maxCells ? 'greedy' : 'exact';
  const steps: AlignedStep[] = [];
  for (let index = 0; index < start; index += 1) {
    steps.push(pairOf(a[index], b[index]));
    if (steps.length % DIFF_SLICE_STEPS === 0) yield;
  }
  const between = yield* alignment === 'exact' ? exactAlignment(middle) : greedyAlignment(middle);
  // One by one: a spread of tens of thousands of steps into push overflows the stack.
  for (const step of between) steps.push(step);
  for (let index = 0; index < a.length - endA; index += 1) {
    steps.push(pairOf(a[endA + index], b[endB + index]));
    if (steps.length % DIFF_SLICE_STEPS === 0) yield;
  }
  return { steps, alignment };
}

/** The alignment keys of a run's steps, a slice at a time. */
function* keysOf(steps: RunStep[]): Generator<void, string[]> {
  const keys: string[] = [];
  for (const step of steps) {
    keys.push(alignmentKey(step));
    if (keys.length % DIFF_SLICE_STEPS === 0) yield;
  }
  return keys;
}

/** `runRecordOf`, its steps a slice at a time. */
function* recordWork(run: RunView | RunRecord): Generator<void, RunRecord> {
  const steps: RunStep[] = [];
  for (const step of run.steps) {
    steps.push(recordStepOf(step));
    if (steps.length % DIFF_SLICE_STEPS === 0) yield;
  }
  return { ...runRecordOf({ ...run, steps: [] }), steps };
}

/** Runs work made of slices to its end at once. */
function drained<Result>(work: Generator<void, Result>): Result {
  for (;;) {
    const next = work.next();
    if (next.done) return next.value;
  }
}

interface KeyedSteps {
  a: RunStep[];
  b: RunStep[];
  keysA: string[];
  keysB: string[];
}

/** Aligns on the longest common subsequence of alignment keys (a table of (n+1)×(m+1) cells). */
function* exactAlignment({ a, b, keysA, keysB }: KeyedSteps): Generator<void, AlignedStep[]> {
  // lengths[i][j]: the longest common subsequence of a[i..] and b[j..].
  const lengths = Array.from({ length: a.length + 1 }, () => new Uint32Array(b.length + 1));
  for (let i = a.length - 1; i >= 0; i -= 1) {
    for (let j = b.length - 1; j >= 0; j -= 1) {
      lengths[i][j] = keysA[i] === keysB[j] ? lengths[i + 1][j + 1] + 1 : Math.max(lengths[i + 1][j], lengths[i][j + 1]);
    }
    if (i % DIFF_SLICE_STEPS === 0) yield;
  }
  const aligned: AlignedStep[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && keysA[i] === keysB[j]) {
      aligned.push(pairOf(a[i], b[j]));
      i += 1;
      j += 1;
      if (aligned.length % DIFF_SLICE_STEPS === 0) yield;
    } else if (i < a.length && (j === b.length || lengths[i + 1][j] >= lengths[i][j + 1])) {
      aligned.push(removed(a[i]));
      i += 1;
    } else {
      aligned.push(added(b[j]));
      j += 1;
    }
  }
  return aligned;
}

/** Each key's positions in `keys`, with a cursor that only moves forward (the walks below only do). */
class KeyPositions {
  private readonly positions = new Map<string, number[]>();
  private readonly cursors = new Map<string, number>();

  /** The positions of `keys`, a slice at a time. */
  static *of(keys: string[]): Generator<void, KeyPositions> {
    const positions = new KeyPositions();
    for (let index = 0; index < keys.length; index += 1) {
      const list = positions.positions.get(keys[index]);
      if (list) list.push(index);
      else positions.positions.set(keys[index], [index]);
      if (index % DIFF_SLICE_STEPS === 0) yield;
    }
    return positions;
  }

  /** The first position of `key` at or after `from`, or Infinity. */
  next(key: string, from: number): number {
    const list = this.positions.get(key) ?? [];
    let cursor = this.cursors.get(key) ?? 0;
    while (cursor < list.length && list[cursor] < from) cursor += 1;
    this.cursors.set(key, cursor);
    return list[cursor] ?? Number.POSITIVE_INFINITY;
  }
}

/**
 * Aligns in one pass, linear in memory and time: where the keys differ, the side whose step comes back
 * sooner on the other side is caught up (B's steps before it added, or A's removed).
 */
function* greedyAlignment({ a, b, keysA, keysB }: KeyedSteps): Generator<void, AlignedStep[]> {
  const inA = yield* KeyPositions.of(keysA);
  const inB = yield* KeyPositions.of(keysB);
  const aligned: AlignedStep[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (keysA[i] === keysB[j]) {
      aligned.push(pairOf(a[i], b[j]));
      i += 1;
      j += 1;
      if (aligned.length % DIFF_SLICE_STEPS === 0) yield;
      continue;
    }
    const aStepInB = inB.next(keysA[i], j);
    const bStepInA = inA.next(keysB[j], i);
    if (aStepInB === Number.POSITIVE_INFINITY && bStepInA === Number.POSITIVE_INFINITY) {
      aligned.push(removed(a[i]), added(b[j]));
      i += 1;
      j += 1;
    } else if (aStepInB - j <= bStepInA - i) {
      for (; j < aStepInB; j += 1) aligned.push(added(b[j]));
    } else {
      for (; i < bStepInA; i += 1) aligned.push(removed(a[i]));
    }
    if (aligned.length % DIFF_SLICE_STEPS < 2) yield;
  }
  for (; i < a.length; i += 1) aligned.push(removed(a[i]));
  for (; j < b.length; j += 1) aligned.push(added(b[j]));
  return aligned;
}

/** Whether the agents both runs called were first called in a different order. */
function reordered(a: string[], b: string[]): boolean {
  const inB = new Set(b);
  const common = new Set(a.filter((name) => inB.has(name)));
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
  return drained(diffWork(runA, runB));
}

/**
 * `diffRuns` in slices of DIFF_SLICE_STEPS aligned steps, each in its own turn of the event loop: what a
 * server answering other requests uses. Two runs of 20,000 sub-agents each took 2.4 s of the main thread in
 * one piece (`/health` waited as long); sliced, other requests are answered between slices of a few ms.
 */
export async function diffRunsInSlices(runA: RunView | RunRecord, runB: RunView | RunRecord, signal?: AbortSignal): Promise<RunDiff> {
  const work = diffWork(runA, runB);
  for (;;) {
    const next = work.next();
    if (next.done) return next.value;
    await new Promise((resolve) => setImmediate(resolve));
    signal?.throwIfAborted();
  }
}

function* diffWork(runA: RunView | RunRecord, runB: RunView | RunRecord): Generator<void, RunDiff> {
  const a = yield* recordWork(runA);
  const b = yield* recordWork(runB);
  const run = (['endpoint', 'swarmType', 'state', 'status'] as const).flatMap((field) => differencesOf(a[field], b[field], field));
  const { steps, alignment } = yield* alignmentWork(a.steps, b.steps, EXACT_ALIGNMENT_CELLS);
  const inA = new Set(a.agents);
  const inB = new Set(b.agents);
  const agents = {
    a: a.agents,
    b: b.agents,
    added: b.agents.filter((name) => !inA.has(name)),
    removed: a.agents.filter((name) => !inB.has(name)),
    reordered: reordered(a.agents, b.agents),
  };
  const tokens = { a: a.tokens, b: b.tokens, delta: { input: b.tokens.input - a.tokens.input, output: b.tokens.output - a.tokens.output } };
  const cost = { a: a.cost, b: b.cost, delta: roundCost(b.cost - a.cost) };
  const identical = run.length === 0 && steps.every((step) => step.change === 'same') && same(a.tokens, b.tokens) && a.cost === b.cost;
  return { identical, run, agents, steps, alignment, tokens, cost };
}
