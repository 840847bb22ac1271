import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startServer } from '../../src/server.js';
import { measure, printTable, type Measurement } from './measure.js';

/** A bare node:http server answering the same JSON: the floor swarms-local is compared with. */
async function startBareServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const health = JSON.stringify({ status: 'ok' });
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(health);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** Measures /health and /v1/rate/limits against a bare node server in the same run. */
export async function benchHttpOverhead(durationSeconds: number): Promise<Measurement[]> {
  const bare = await startBareServer();
  const swarms = await startServer({ port: 0, db: ':memory:' });
  const headers = { 'x-api-key': 'sk-bench-0000000000000000' };
  try {
    const rows = [
      await measure('bare node:http (same JSON)', `${bare.url}/health`, { durationSeconds }),
      await measure('swarms-local /health', `${swarms.url}/health`, { headers, durationSeconds }),
      await measure('swarms-local /v1/rate/limits', `${swarms.url}/v1/rate/limits`, { headers, durationSeconds }),
    ];
    printTable('HTTP overhead (20 connections)', rows);
    const [baseline, health, limits] = rows;
    process.stdout.write(
      `\nthroughput ratio vs bare node: /health ${(health.requestsPerSecond / baseline.requestsPerSecond).toFixed(2)}, ` +
        `/v1/rate/limits ${(limits.requestsPerSecond / baseline.requestsPerSecond).toFixed(2)}\n`,
    );
    return rows;
  } finally {
    await swarms.close();
    await bare.close();
  }
}
