import { startServer } from '../../src/server.js';
import { measure, printTable, type Measurement } from './measure.js';

/** Unlimited windows, so the benchmark measures the server rather than its rate limiter. */
export const UNLIMITED = { free: {}, premium: { minute: 1e9, hour: 1e9, day: 1e9 } };

/** Synthetic agent completions per second and p99, unstreamed and streamed. */
export async function benchAgentCompletions(durationSeconds: number): Promise<Measurement[]> {
  const server = await startServer({ port: 0, db: ':memory:', seed: 1, rateLimits: UNLIMITED });
  const headers = { 'x-api-key': 'sk-bench-0000000000000000', 'content-type': 'application/json' };
  const body = (stream: boolean) => JSON.stringify({ agent_config: { agent_name: 'Bench', max_tokens: 120 }, task: 'Summarise the benefits of heat pumps.', stream });
  try {
    const rows = [
      await measure('POST /v1/agent/completions (synthetic)', `${server.url}/v1/agent/completions`, {
        method: 'POST',
        headers,
        body: body(false),
        connections: 10,
        durationSeconds,
      }),
      await measure('POST /v1/agent/completions stream (synthetic)', `${server.url}/v1/agent/completions`, {
        method: 'POST',
        headers,
        body: body(true),
        connections: 10,
        durationSeconds,
      }),
    ];
    printTable('Synthetic agent completions (10 connections)', rows);
    return rows;
  } finally {
    await server.close();
  }
}
