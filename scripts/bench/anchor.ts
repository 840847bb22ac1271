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

/** The run's two anchors, kept listening for the whole run so every entry measures them beside its own subjects. */
export interface Anchors {
  /** One round of a minimal express app's `/health` at CONNECTIONS connections: the throughput most ratios are taken against. */
  express(durationSeconds: number): Promise<Measurement>;
  /** One round of a bare `node:http` server's `/health`: the floor under any Node server here. */
  bare(durationSeconds: number): Promise<Measurement>;
  close(): Promise<void>;
}

/**
 * Starts the run's anchors, a minimal express app and a bare `node:http` server. They are measured in
 * rounds alternated with each subject (rounds.ts, `interleaved`), never once at the start: on a shared
 * machine the load drifts over a run, and an anchor measured minutes before its subject compares two loads.
 */
export async function startAnchors(): Promise<Anchors> {
  const servers = { express: await startMinimalExpress(), bare: await startBareHttp() };
  return {
    express: (durationSeconds) => measure('minimal express 5 app, /health (anchor)', `${servers.express.url}/health`, { connections: CONNECTIONS, durationSeconds }),
    bare: (durationSeconds) => measure('bare node:http server, /health (anchor)', `${servers.bare.url}/health`, { connections: CONNECTIONS, durationSeconds }),
    close: async () => void (await Promise.all([servers.express.close(), servers.bare.close()])),
  };
}
