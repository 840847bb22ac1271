import { connect, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { startServer } from '../../src/server.js';

/** Opens `count` connections that send `text` (nothing: silent) and never finish; resolves when all are connected. */
async function openConnections(port: number, count: number, text: string): Promise<Array<{ socket: Socket; closed: Promise<void> }>> {
  return Promise.all(
    Array.from({ length: count }, () => {
      const socket = connect(port, '127.0.0.1');
      socket.on('error', () => undefined);
      socket.resume();
      const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
      return new Promise<{ socket: Socket; closed: Promise<void> }>((resolve) =>
        socket.once('connect', () => {
          if (text) socket.write(text);
          resolve({ socket, closed });
        }),
      );
    }),
  );
}

const HALF_SENT_HEADERS = 'GET /health HTTP/1.1\r\nHost: x\r\nx-api-';

describe('idle and half-open connections (issue 13, item 7)', () => {
  it('are closed while the server runs once the header timeout passes, so they cannot pile up to the descriptor limit', async () => {
    const server = await startServer({ port: 0, db: ':memory:', headersTimeoutMs: 500 });
    try {
      const connections = [...(await openConnections(server.port, 300, '')), ...(await openConnections(server.port, 300, HALF_SENT_HEADERS))];
      await Promise.all(connections.map((connection) => connection.closed));
      const health = await fetch(`${server.url}/health`, { headers: { 'x-api-key': 'sk-idle-00000000000000000' } });
      expect(health.status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('never hold close(): silent, half-sent and idle keep-alive connections are dropped at once, well within the grace period', async () => {
    // A long header timeout and grace period: only the shutdown itself can close these connections.
    const server = await startServer({ port: 0, db: ':memory:', headersTimeoutMs: 600_000, requestTimeoutMs: 600_000, shutdownGraceMs: 600_000 });
    const connections = [...(await openConnections(server.port, 200, '')), ...(await openConnections(server.port, 200, HALF_SENT_HEADERS))];
    const keptAlive = await fetch(`${server.url}/health`, { headers: { 'x-api-key': 'sk-idle-00000000000000000' } });
    expect(keptAlive.status).toBe(200);
    await server.close();
    await Promise.all(connections.map((connection) => connection.closed));
    expect(connections.every((connection) => connection.socket.destroyed)).toBe(true);
  });
});
