import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startServer } from './compiled-server.js';
import { UNLIMITED } from './agent-completions.js';
import { measure, printTable, type Measurement } from './measure.js';

/** A loopback OTLP/HTTP endpoint that reads and drops what it is sent: the collector costs nothing here. */
async function startSink(): Promise<{ endpoint: string; close(): Promise<void> }> {
  const sink = createServer((request, response) => {
    request.resume();
    request.on('end', () => response.writeHead(200, { 'content-type': 'application/x-protobuf' }).end());
  });
  await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
  const { port } = sink.address() as AddressInfo;
  return { endpoint: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => sink.close(() => resolve())) };
}

/**
 * What tracing costs on synthetic agent completions: the same load with tracing off, on (every
 * request sampled, spans exported over OTLP http/protobuf to a loopback sink), and on but sampled out.
 */
export async function benchTracingOverhead(durationSeconds: number): Promise<Measurement[]> {
  const sink = await startSink();
  const headers = { 'x-api-key': 'sk-bench-0000000000000000', 'content-type': 'application/json' };
  const body = JSON.stringify({ agent_config: { agent_name: 'Bench', max_tokens: 120 }, task: 'Summarise the benefits of heat pumps.' });
  const variants: Array<[string, NodeJS.ProcessEnv]> = [
    ['tracing off', {}],
    ['tracing on, every request sampled', { OTEL_EXPORTER_OTLP_ENDPOINT: sink.endpoint, OTEL_EXPORTER_OTLP_PROTOCOL: 'http/protobuf', OTEL_BSP_SCHEDULE_DELAY: '500' }],
    ['tracing on, sampled out (always_off)', { OTEL_EXPORTER_OTLP_ENDPOINT: sink.endpoint, OTEL_TRACES_SAMPLER: 'always_off' }],
  ];
  const rows: Measurement[] = [];
  try {
    // Two interleaved rounds: on a shared machine the load drifts, and each variant sees both halves of it.
    for (const round of [1, 2]) {
      for (const [label, env] of variants) {
        const server = await startServer({ port: 0, db: ':memory:', seed: 1, rateLimits: UNLIMITED, env });
        try {
          rows.push(await measure(`${label} (round ${round})`, `${server.url}/v1/agent/completions`, { method: 'POST', headers, body, connections: 10, durationSeconds }));
        } finally {
          await server.close();
        }
      }
    }
    printTable('Tracing overhead: POST /v1/agent/completions, synthetic (10 connections)', rows);
    return rows;
  } finally {
    await sink.close();
  }
}
