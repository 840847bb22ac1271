import type { Measurement } from './measure.js';

/** What every benchmark entry receives: the run's duration and the anchors measured at the start of the same run (the best of their rounds). */
export interface BenchContext {
  /** Seconds of load per measured endpoint (BENCH_SECONDS). */
  seconds: number;
  /** A minimal express app's `/health` at 50 connections: the throughput most ratios are taken against. */
  anchor: Measurement;
  /** A bare `node:http` server's `/health` at 50 connections: the floor of any Node server here. */
  bare: Measurement;
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

/** A throughput ratio against an anchor of the run, checked against a floor. */
export function throughputTarget(figure: string, measured: Measurement, anchor: Measurement, floor: number): TargetResult {
  const ratio = measured.requestsPerSecond / anchor.requestsPerSecond;
  return { figure, value: `${ratio.toFixed(2)} (${measured.requestsPerSecond} vs ${anchor.requestsPerSecond} req/s)`, target: `≥ ${floor.toFixed(2)}`, met: ratio >= floor };
}

/** Prints the targets of the run as one Markdown table (pasteable into docs/benchmarks.md). */
export function printTargets(results: TargetResult[]): void {
  process.stdout.write('\n### Targets (ratios against the anchors of this run)\n\n| figure | measured | target | met |\n|---|---:|---:|:---:|\n');
  for (const result of results) process.stdout.write(`| ${result.figure} | ${result.value} | ${result.target} | ${result.met ? 'yes' : 'no'} |\n`);
}
