/**
 * How fast the dashboard's runs list pages with 100,000 runs in the store: first page, a page deep in
 * the list (keyset), filtered pages and a usage chart's query. Prints milliseconds per query (median
 * of repeated runs); docs/benchmarks.md quotes the figures.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createSqliteStore } from '../../src/store/sqlite/sqlite-store.js';
import { medianMs } from './median-time.js';

const RUNS = Number(process.env.RUNS ?? 100_000);
const directory = mkdtempSync(join(tmpdir(), 'swarms-dashboard-bench-'));
const store = createSqliteStore(join(directory, 'bench.db'));
const swarmTypes = ['ConcurrentWorkflow', 'SequentialWorkflow', 'MixtureOfAgents', null];
const models = ['gpt-4.1', 'gpt-4o-mini', 'claude-sonnet-4-20250514'];
const start = Date.UTC(2026, 0, 1);

const seeded = performance.now();
await store.transaction(async (tx) => {
  for (let index = 0; index < RUNS; index += 1) {
    const model = models[index % models.length];
    await tx.logs.insert({
      id: `run-${String(index).padStart(7, '0')}`,
      userId: `user-${index % 5}`,
      apiKeyId: null,
      maskedKey: 'sk-...',
      endpoint: index % 3 ? '/v1/swarm/completions' : '/v1/agent/completions',
      method: 'POST',
      status: index % 97 ? 200 : 503,
      category: 'completion',
      createdAt: start + index * 1000,
      durationMs: 100,
      usage: { inputTokens: 100, outputTokens: 50, totalTokens: 150, cost: 0.01 },
      jobId: `job-${index}`,
      success: index % 97 !== 0,
      body: { job_id: `job-${index}` },
      note: null,
      facts: {
        namespace: index % 10 ? 'default' : 'team-b',
        name: `run ${index}`,
        swarmType: swarmTypes[index % swarmTypes.length],
        models: [{ model, calls: 3, inputTokens: 100, outputTokens: 50, cost: 0.01 }],
        agents: [`Agent-${index % 50}`, 'Writer'],
      },
    });
  }
});
console.log(`seeded ${RUNS} runs in ${Math.round(performance.now() - seeded)} ms`);

async function time(label: string, work: () => Promise<unknown>): Promise<void> {
  console.log(`${label.padEnd(44)} ${(await medianMs(work)).toFixed(2)} ms`);
}

const deep = { createdAt: start + 10_000 * 1000, id: 'run-0010000' };
await time('first page (50), every user', () => store.logs.runs({ limit: 51 }));
await time('page 1,800 (keyset at row 90,000)', () => store.logs.runs({ limit: 51, before: deep }));
await time('first page, one user', () => store.logs.runs({ limit: 51, userId: 'user-3' }));
await time('first page, swarm type filter', () => store.logs.runs({ limit: 51, swarmType: 'MixtureOfAgents' }));
await time('first page, model filter', () => store.logs.runs({ limit: 51, model: 'claude-sonnet-4-20250514' }));
await time('first page, agent filter', () => store.logs.runs({ limit: 51, agent: 'Agent-7' }));
await time('first page, failed runs only', () => store.logs.runs({ limit: 51, status: 'error' }));
await time('search by job id', () => store.logs.runs({ limit: 51, search: 'job-54321' }));
await time('usage by hour over all runs', () => store.logs.usage({}, 'time', 3_600_000));
await time('usage by model over all runs', () => store.logs.usage({}, 'model'));
await store.close();
rmSync(directory, { recursive: true, force: true });
