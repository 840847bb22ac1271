import type { SpendSummary } from '../accounts/namespace-budgets.js';
import type { UsageBucket } from '../store/repositories.js';

/** A summary with nothing spent. */
export const NO_SPEND: SpendSummary = { runs: 0, refusals: 0, inputTokens: 0, outputTokens: 0, cost: 0, bySwarmType: [], byModel: [] };

function mergeBuckets(a: UsageBucket[], b: UsageBucket[]): UsageBucket[] {
  const merged = new Map(a.map((bucket) => [bucket.key, { ...bucket }]));
  for (const bucket of b) {
    const into = merged.get(bucket.key);
    if (!into) merged.set(bucket.key, { ...bucket });
    else
      Object.assign(into, {
        runs: into.runs + bucket.runs,
        refusals: into.refusals + bucket.refusals,
        inputTokens: into.inputTokens + bucket.inputTokens,
        outputTokens: into.outputTokens + bucket.outputTokens,
        cost: into.cost + bucket.cost,
      });
  }
  return [...merged.values()].sort((x, y) => y.cost - x.cost || x.key.localeCompare(y.key));
}

/** Two summaries added up (a test file's spend across the resets between its tests). */
export function addSpend(a: SpendSummary, b: SpendSummary): SpendSummary {
  return {
    runs: a.runs + b.runs,
    refusals: a.refusals + b.refusals,
    inputTokens: a.inputTokens + b.inputTokens,
    outputTokens: a.outputTokens + b.outputTokens,
    cost: a.cost + b.cost,
    bySwarmType: mergeBuckets(a.bySwarmType, b.bySwarmType),
    byModel: mergeBuckets(a.byModel, b.byModel),
  };
}

/** `, 2 refused` when requests were refused, else nothing. */
const refusedText = (refusals: number) => (refusals > 0 ? `, ${refusals} refused` : '');

const bucketLine = (bucket: UsageBucket) =>
  `  ${bucket.key}: ${bucket.runs} run(s)${refusedText(bucket.refusals)}, ${bucket.inputTokens} in / ${bucket.outputTokens} out tokens, ${bucket.cost.toFixed(6)} credits`;

/** A summary as the lines the vitest helper prints at the end of a test file. */
export function spendText(summary: SpendSummary, title = 'swarms-local spend'): string {
  return [
    `${title}: ${summary.runs} run(s)${refusedText(summary.refusals)}, ${summary.inputTokens} in / ${summary.outputTokens} out tokens, ${summary.cost.toFixed(6)} credits`,
    'by swarm type:',
    ...summary.bySwarmType.map(bucketLine),
    'by model:',
    ...summary.byModel.map(bucketLine),
  ].join('\n');
}
