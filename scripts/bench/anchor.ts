import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { measure, type Measurement } from './measure.js';

/** Connections every throughput figure is measured with. */
export const CONNECTIONS = 50;

/** A server of the run's anchors: where it listens and how to stop it. */
interface AnchorServer {
  url: string;
  close: () => Promise<void>;
}

/** Listens on a free loopback port and resolves with the server's URL and its close. */
async function listening(server: ReturnType<typeof createServer>): Promise<AnchorServer> {
  server.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** The smallest express 5 app answering `/health`: what swarms-local's own overhead is measured against. */
function startMinimalExpress(): Promise<AnchorServer> {
  const app = express();
  app.get('/health', (_request, response) => {
    response.json({ status: 'ok' });
  });
  return listening(createServer(app));
}

/** The JSON the bare server answers `/health` with, as a minimal express app's `response.json` would send it. */
const BARE_HEALTH = Buffer.from('{"status":"ok"}');

/** The smallest `node:http` server answering `/health` with a tiny JSON: the floor under any Node web server on this machine. */
export function startBareHttp(): Promise<AnchorServer> {
  return listening(
    createServer((request, response) => {
      if (request.url !== '/health') {
        response.writeHead(404).end();
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': BARE_HEALTH.length }).end(BARE_HEALTH);
    }),
  );
}

/** How many times each anchor is measured: the best is kept. */
const ANCHOR_ROUNDS = 3;

/** One anchor of the run: the best of its rounds, and every round. */
export interface Anchor {
  best: Measurement;
  rounds: Measurement[];
}

const bestOf = (rounds: Measurement[]) => rounds.reduce((kept, round) => (round.requestsPerSecond > kept.requestsPerSecond ? round : kept));

/**
 * The run's two anchors, a minimal express app and a bare `node:http` server, each measured
 * ANCHOR_ROUNDS times, alternately, so a slow spell of the machine falls on both; the best round of each
 * is its anchor. On a shared machine a round the neighbours slowed down would lower an anchor and flatter
 * every ratio taken against it (one run here measured the express anchor at 2,349 req/s and swarms-local's
 * own `/health` at 3,445): with the best of three, a disturbed round can only make the ratios stricter.
 */
export async function measureAnchors(durationSeconds: number): Promise<{ express: Anchor; bare: Anchor }> {
  const servers = { express: await startMinimalExpress(), bare: await startBareHttp() };
  try {
    const rounds = { express: [] as Measurement[], bare: [] as Measurement[] };
    for (let round = 0; round < ANCHOR_ROUNDS; round++) {
      rounds.express.push(await measure('minimal express 5 app, /health (anchor)', `${servers.express.url}/health`, { connections: CONNECTIONS, durationSeconds }));
      rounds.bare.push(await measure('bare node:http server, /health (anchor)', `${servers.bare.url}/health`, { connections: CONNECTIONS, durationSeconds }));
    }
    return { express: { best: bestOf(rounds.express), rounds: rounds.express }, bare: { best: bestOf(rounds.bare), rounds: rounds.bare } };
  } finally {
    await Promise.all([servers.express.close(), servers.bare.close()]);
  }
}
