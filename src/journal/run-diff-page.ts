import type { RunDiff } from './run-diff.js';

/** Which aligned steps one answer carries, and how many there are in all. */
export interface StepPage {
  offset: number;
  limit: number;
  /** Aligned steps of the whole diff. */
  total: number;
  /** Of those, the steps that are not `same`. */
  differing: number;
  /** The offset of the next page, or null on the last one. */
  nextOffset: number | null;
}

/**
 * A diff with at most `limit` of its aligned steps, from `offset`: two runs of 20,000 sub-agents each made a
 * 49 MB answer. The run facts, agents, tokens and cost stay whole; `stepPage` says where the page sits.
 */
export function pageOfDiff(diff: RunDiff, offset: number, limit: number): RunDiff & { stepPage: StepPage } {
  const total = diff.steps.length;
  let differing = 0;
  for (const step of diff.steps) if (step.change !== 'same') differing += 1;
  const end = Math.min(total, offset + limit);
  return {
    ...diff,
    steps: diff.steps.slice(offset, end),
    stepPage: { offset, limit, total, differing, nextOffset: end < total ? end : null },
  };
}
