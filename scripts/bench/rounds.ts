import type { Measurement } from './measure.js';

/** Rounds of every throughput target: anchor and subject alternate this many times each. */
export const ROUNDS = 3;

/** The median of some samples with their lowest and highest: the one statistic every figure of the bench is given as. */
export interface Spread {
  median: number;
  low: number;
  high: number;
}

/** The median, low and high of `samples` (the median of an even count is the mean of the middle two). */
export function spreadOf(samples: number[]): Spread {
  const sorted = [...samples].sort((left, right) => left - right);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  return { median, low: sorted[0], high: sorted[sorted.length - 1] };
}

/** A throughput figure over rounds: the round whose req/s is the median (its latencies with it), and the spread of req/s. */
export interface Rounds {
  median: Measurement;
  spread: Spread;
  rounds: Measurement[];
}

/** The rounds of one endpoint summarised by their median round. */
export function roundsOf(rounds: Measurement[]): Rounds {
  const spread = spreadOf(rounds.map((round) => round.requestsPerSecond));
  const byRate = [...rounds].sort((left, right) => left.requestsPerSecond - right.requestsPerSecond);
  const middle = byRate[Math.floor((byRate.length - 1) / 2)];
  const label = `${middle.label}, median of ${rounds.length} rounds (${Math.round(spread.low)}–${Math.round(spread.high)} req/s)`;
  const median = { ...middle, label, requestsPerSecond: Math.round(spread.median) };
  return { median, spread, rounds };
}

/**
 * Measures an anchor and a subject in alternating rounds (anchor, subject, anchor, subject…), so a slow spell of
 * the shared machine falls on both, and summarises each by the same statistic: the median round with its spread.
 */
export async function interleaved(anchor: () => Promise<Measurement>, subject: () => Promise<Measurement>, rounds = ROUNDS): Promise<{ anchor: Rounds; subject: Rounds }> {
  const measured = { anchor: [] as Measurement[], subject: [] as Measurement[] };
  for (let round = 0; round < rounds; round += 1) {
    measured.anchor.push(await anchor());
    measured.subject.push(await subject());
  }
  return { anchor: roundsOf(measured.anchor), subject: roundsOf(measured.subject) };
}
