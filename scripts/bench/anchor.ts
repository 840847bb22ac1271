import type { AddressInfo } from 'node:net';
import express from 'express';
import { measure, type Measurement } from './measure.js';

/** Connections every throughput figure is measured with. */
export const CONNECTIONS = 50;

/** The smallest express 5 app answering `/health`: what swarms-local's own overhead is measured against. */
async function startMinimalExpress(): Promise<{ url: string; close: () => Promise<void> }> {
  const app = express();
  app.get('/health', (_request, response) => {
    response.json({ status: 'ok' });
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** Starts the minimal express app, measures its `/health` and stops it. */
export async function measureAnchor(durationSeconds: number): Promise<Measurement> {
  const anchor = await startMinimalExpress();
  try {
    return await measure('minimal express 5 app, /health (anchor)', `${anchor.url}/health`, { connections: CONNECTIONS, durationSeconds });
  } finally {
    await anchor.close();
  }
}
