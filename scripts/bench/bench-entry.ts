import type { Anchors } from './anchor.js';
import type { Measurement } from './measure.js';
import type { Rounds } from './rounds.js';

/** What every benchmark entry receives: the run's duration and the run's anchors, to measure in rounds beside its subjects. */
export interface BenchContext {
  /** Seconds of load per measured endpoint (BENCH_SECONDS). */
  seconds: number;
  /** The minimal express app and the bare node:http server, listening for the whole run. */
  anchors: Anchors;
}

/** One target of the performance issue, as measured in this run. */
export interface TargetResult {
  /** What is measured, e.g. "`/health` throughput vs minimal express". */
  figure: string;
  /** The measured value as printed (a ratio, a time, a size). */
  value: string;
  /** The target in words, e.g. "≥ 0.70". */
  target: string;
  met: boolean;
}

/** One figure of `npm run bench`: prints its own table and may report targets for the summary. */
export interface BenchEntry {
  /** Short name; `BENCH_ONLY=name,other` runs only those entries. */
  name: string;
  run(context: BenchContext): Promise<TargetResult[] | undefined>;
}

/** A throughput ratio against an anchor measured in alternated rounds with it (medians of the rounds), checked against a floor. */
export function throughputTarget(figure: string, measured: Rounds, anchor: Rounds, floor: number): TargetResult {
  const ratio = measured.median.requestsPerSecond / anchor.median.requestsPerSecond;
  const spread = ({ spread: { low, high } }: Rounds) => `${Math.round(low)}–${Math.round(high)}`;
  return {
    figure,
    value: `${ratio.toFixed(2)} (median ${measured.median.requestsPerSecond} [${spread(measured)}] vs ${anchor.median.requestsPerSecond} [${spread(anchor)}] req/s)`,
    target: `≥ ${floor.toFixed(2)}`,
    met: ratio >= floor,
  };
}

/** The rows of a table of interleaved figures: each subject's median round beside its own anchor's. */
export function medianRows(pairs: Array<{ anchor: Rounds; subject: Rounds }>): Measurement[] {
  return pairs.flatMap(({ anchor, subject }) => [anchor.median, subject.median]);
}

/** Prints the targets of the run as one Markdown table (pasteable into docs/benchmarks.md). */
export function printTargets(results: TargetResult[]): void {
  process.stdout.write('\n### Targets (ratios against the anchors of this run)\n\n| figure | measured | target | met |\n|---|---:|---:|:---:|\n');
  for (const result of results) process.stdout.write(`| ${result.figure} | ${result.value} | ${result.target} | ${result.met ? 'yes' : 'no'} |\n`);
}
