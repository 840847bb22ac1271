import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createPostgresStore } from '../../../src/store/postgres/postgres-store.js';
import { StoreUnavailableError } from '../../../src/store/store-unavailable.js';

// A server shutting down ends a connection it has just accepted: the client reads "ready for query" and the
// FATAL "terminating connection due to administrator command" in one chunk. pg hands the connection out while
// that chunk is being read and emits the error at once, before the caller that awaited `pool.connect()` could
// listen for it: with no listener the process crashed (a replica under load when PostgreSQL stopped).

/** One PostgreSQL wire message: a type byte, its length, its body. */
const message = (type: string, body: Buffer) => Buffer.concat([Buffer.from(type), lengthOf(body), body]);
const lengthOf = (body: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(body.length + 4);
  return length;
};
const fatal = (code: string, text: string) => message('E', Buffer.concat([Buffer.from(`SFATAL\0VFATAL\0C${code}\0M${text}\0`), Buffer.from([0])]));

/** A server that accepts any startup, says it is ready, and ends the connection with a FATAL error in the same write. */
function shuttingDownServer(): Promise<{ server: Server; url: string }> {
  const server = createServer((socket) => {
    socket.once('data', () => {
      socket.end(Buffer.concat([message('R', Buffer.from([0, 0, 0, 0])), message('Z', Buffer.from('I')), fatal('57P01', 'terminating connection due to administrator command')]));
    });
    socket.on('error', () => {});
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, url: `postgres://user:secret@127.0.0.1:${(server.address() as { port: number }).port}/db` })),
  );
}

let running: Server | undefined;
afterEach(() => running?.close());

describe('a connection PostgreSQL ends as it is handed out', () => {
  it('fails what was asked on it as the store being unavailable, and never crashes the process', async () => {
    const { server, url } = await shuttingDownServer();
    running = server;
    // Opening the store takes a connection for its migrations: the first thing a replica does.
    const opened = await createPostgresStore(url, { poolSize: 2, statementTimeoutMs: 1_000, connectTimeoutMs: 2_000 }).catch((error: unknown) => error);
    expect(opened).toBeInstanceOf(StoreUnavailableError);
    expect((opened as Error).message).not.toContain('secret');
  });
});
