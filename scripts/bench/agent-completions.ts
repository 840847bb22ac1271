import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from './compiled-server.js';
import { CONNECTIONS } from './anchor.js';
import { medianRows, throughputTarget, type BenchEntry } from './bench-entry.js';
import { BENCH_KEY } from './http-overhead.js';
import { measure, printTable } from './measure.js';
import { interleaved } from './rounds.js';

/** Unlimited windows, so the benchmark measures the server rather than its rate limiter. */
export const UNLIMITED = { free: {}, premium: { minute: 1e9, hour: 1e9, day: 1e9 } };

/** How many times their p50 latency synthetic completions' p99 may be at 50 connections: the tail stays near the typical request. */
const P99_OVER_P50 = 3;

/**
 * Synthetic agent completions (64-token answers, each logged to SQLite), unstreamed and streamed, against
 * the anchor; then the same on a SQLite file, the server's default store (where a commit writes the WAL).
 */
export const agentCompletions: BenchEntry = {
  name: 'completions',
  async run({ seconds, anchors }) {
    const server = await startServer({ port: 0, db: ':memory:', seed: 1, rateLimits: UNLIMITED });
    const headers = { ...BENCH_KEY, 'content-type': 'application/json' };
    // Every request a task of its own (as a test suite's requests are), unless `repeated`: the synthetic model keeps the answers of calls seen lately.
    const body = (stream: boolean, repeated = false) =>
      JSON.stringify({ agent_config: { agent_name: 'Bench', max_tokens: 64 }, task: `Summarise the benefits of heat pumps${repeated ? '' : ' (case [<id>])'}.`, stream });
    const post =
      (label: string, stream: boolean, repeated = false, url = server.url) =>
      () =>
        measure(`${label} (front controller, route pipeline: auth, reservation, orchestration, ledger, journal)`, `${url}/v1/agent/completions`, {
          method: 'POST',
          headers,
          body: body(stream, repeated),
          uniqueIds: !repeated,
          connections: CONNECTIONS,
          durationSeconds: seconds,
        });
    const express = () => anchors.express(seconds);
    try {
      const plain = await interleaved(express, post('POST /v1/agent/completions (synthetic, 64 tokens, a new task each)', false));
      const streamed = await interleaved(express, post('POST /v1/agent/completions, streamed (synthetic, 64 tokens, a new task each)', true));
      const repeated = await interleaved(express, post('POST /v1/agent/completions (synthetic, 64 tokens, the same task each time)', false, true));
      const onFile = await onSqliteFile((url) => interleaved(express, post('POST /v1/agent/completions (synthetic, 64 tokens, a new task each), SQLite file', false, false, url)));
      printTable(`Synthetic agent completions (${CONNECTIONS} connections; each beside its anchor, rounds alternated)`, medianRows([plain, streamed, repeated, onFile]));
      const { p99Ms, p50Ms } = plain.subject.median;
      return [
        throughputTarget('synthetic agent completions (route pipeline, in-memory SQLite) vs minimal express `/health`', plain.subject, plain.anchor, 0.45),
        {
          figure: `synthetic agent completions p99 / p50 at ${CONNECTIONS} connections (the median round)`,
          value: `${(p99Ms / p50Ms).toFixed(1)} (${p99Ms} / ${p50Ms} ms)`,
          target: `≤ ${P99_OVER_P50}`,
          met: p99Ms <= P99_OVER_P50 * p50Ms,
        },
      ];
    } finally {
      await server.close();
    }
  },
};

/** Measures with a server whose store is a SQLite file in a directory of its own, removed afterwards. */
async function onSqliteFile<T>(measureWith: (url: string) => Promise<T>): Promise<T> {
  const directory = mkdtempSync(join(tmpdir(), 'swarms-completions-bench-'));
  const server = await startServer({ port: 0, db: join(directory, 'swarms-local.db'), seed: 1, rateLimits: UNLIMITED });
  try {
    return await measureWith(server.url);
  } finally {
    await server.close();
    rmSync(directory, { recursive: true, force: true });
  }
}
