/** A usage bucket as `GET /_swarms-local/usage` returns it. */
export interface UsageBucket {
  key: string;
  runs: number;
  input_tokens: number;
  output_tokens: number;
  cost: number;
}

/** Columns for a time chart: x in seconds (uPlot's unit), one array per series, gaps filled with zero. */
export interface TimeSeries {
  x: number[];
  cost: number[];
  tokens: number[];
  runs: number[];
}

/**
 * The time buckets the server returned, on a continuous axis from the first to the last bucket: a
 * bucket with no runs is a zero, not a line drawn across the gap.
 */
export function timeSeries(buckets: UsageBucket[], bucketMs: number): TimeSeries {
  const series: TimeSeries = { x: [], cost: [], tokens: [], runs: [] };
  if (!buckets.length) return series;
  const byStart = new Map(buckets.map((bucket) => [Number(bucket.key), bucket]));
  const starts = [...byStart.keys()].sort((a, b) => a - b);
  for (let start = starts[0]; start <= starts[starts.length - 1]; start += bucketMs) {
    const bucket = byStart.get(start);
    series.x.push(start / 1000);
    series.cost.push(bucket?.cost ?? 0);
    series.tokens.push((bucket?.input_tokens ?? 0) + (bucket?.output_tokens ?? 0));
    series.runs.push(bucket?.runs ?? 0);
    // A pathological range (years in one-second buckets) would freeze the page: stop at a bound.
    if (series.x.length > 5000) break;
  }
  return series;
}

/** Totals over buckets: what the usage view's headline shows. */
export function usageTotals(buckets: UsageBucket[]): { runs: number; tokens: number; cost: number } {
  return buckets.reduce((sum, bucket) => ({ runs: sum.runs + bucket.runs, tokens: sum.tokens + bucket.input_tokens + bucket.output_tokens, cost: sum.cost + bucket.cost }), {
    runs: 0,
    tokens: 0,
    cost: 0,
  });
}

/** The bucket width that keeps a range to about 60 bars: a minute, 5 minutes, an hour, a day. */
export function bucketFor(rangeMs: number): number {
  const widths = [60_000, 300_000, 900_000, 3_600_000, 21_600_000, 86_400_000];
  return widths.find((width) => rangeMs / width <= 60) ?? widths[widths.length - 1];
}

/** Money as the dashboard shows it: dollars with enough places for sub-cent runs. */
export function formatCost(cost: number): string {
  return cost >= 1 ? `$${cost.toFixed(2)}` : `$${cost.toFixed(cost >= 0.01 ? 4 : 6)}`;
}

/** A duration in ms, s or min. */
export function formatDuration(ms: number | undefined): string {
  if (ms === undefined) return 'running';
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(ms < 10_000 ? 2 : 1)} s`;
  return `${(ms / 60_000).toFixed(1)} min`;
}

/** A count with its noun, singular for one: `1 agent`, `3 agents`. */
export function plural(count: number, noun: string): string {
  return `${count.toLocaleString('en-US')} ${noun}${count === 1 ? '' : 's'}`;
}

/** How the names under a category chart are laid out: the label of each bar ('' where one is left out), their angle and the axis height. */
export interface CategoryAxisLayout {
  labels: string[];
  /** Degrees off horizontal (uPlot's `rotate`): 0, or -45 when level names would run into each other. */
  rotate: number;
  /** The axis height in CSS pixels that holds the (rotated) names. */
  size: number;
  /** How far the last turned name reaches past the plot's right edge, in CSS pixels: room the chart keeps on its right. */
  overhang: number;
}

/** Width of one character of the axis font (12px sans-serif), and its line height, in CSS pixels: generous, so names never touch. */
const CHARACTER_PX = 7;
const LINE_PX = 16;
/** Names longer than this are cut with an ellipsis (model names and endpoints are shorter); the table under the chart gives each in full. */
const LABEL_CHARACTERS = 32;

/**
 * Names under the bars of a category chart that never overlap at the chart's width: level when each
 * fits its bar's slot, else turned 45 degrees, and then only every n-th when even turned ones would touch.
 */
export function categoryAxisLayout(keys: readonly string[], widthPx: number): CategoryAxisLayout {
  const names = keys.map((key) => (key.length > LABEL_CHARACTERS ? `${key.slice(0, LABEL_CHARACTERS - 1)}…` : key));
  const slot = widthPx / Math.max(1, names.length);
  const longest = Math.max(0, ...names.map((name) => name.length)) * CHARACTER_PX;
  if (longest + CHARACTER_PX <= slot) return { labels: names, rotate: 0, size: 30, overhang: 0 };
  // A name turned 45 degrees takes its line height divided by sin 45° across the axis.
  const every = Math.ceil((LINE_PX * Math.SQRT2) / slot);
  const labels = names.map((name, index) => (index % every === 0 ? name : ''));
  // A turned name runs down and to the right of its bar's middle: the last one shown may reach past the plot.
  let lastShown = labels.length - 1;
  while (lastShown > 0 && labels[lastShown] === '') lastShown -= 1;
  const reach = labels[lastShown].length * CHARACTER_PX * Math.SQRT1_2 + LINE_PX - (labels.length - lastShown - 0.5) * slot;
  return { labels, rotate: -45, size: Math.ceil(longest * Math.SQRT1_2) + LINE_PX + 8, overhang: Math.max(0, Math.ceil(reach)) };
}

/** A value axis's tick labels: the numbers as written, without the float noise of a step like 0.0025 (never rounded to another value). */
export function tickLabels(splits: readonly number[]): string[] {
  return splits.map((value) => (value === null || value === undefined ? '' : Number(value.toPrecision(12)).toLocaleString('en-US', { maximumFractionDigits: 12 })));
}

/** The width a value axis needs for its longest tick label plus its ticks and gap, so the axis title beside it never covers a label. */
export function valueAxisSize(labels: readonly string[] | null | undefined): number {
  const longest = Math.max(0, ...(labels ?? []).map((label) => String(label ?? '').length));
  return Math.max(40, longest * CHARACTER_PX + 10 + 5 + 6);
}
