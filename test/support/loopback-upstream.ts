import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll } from 'vitest';

/** A stand-in upstream on a loopback port. */
export interface LoopbackUpstream {
  server: Server;
  /** The base URL an OpenAI-compatible route points at (`http://127.0.0.1:<port>/v1`). */
  baseURL: string;
}

/**
 * A loopback upstream for the tests of one file, on port 0: `answer` is called for each request once
 * its body has been read, and `seen` as it arrives. Its connections are closed after each test and the
 * server after the file. Read the returned function inside tests (the server starts in `beforeAll`).
 */
export function useLoopbackUpstream(
  answer: (request: IncomingMessage, response: ServerResponse) => void,
  seen: (request: IncomingMessage, response: ServerResponse) => void = () => undefined,
): () => LoopbackUpstream {
  let upstream: LoopbackUpstream | undefined;
  beforeAll(async () => {
    const server = createServer((request, response) => {
      seen(request, response);
      request.resume();
      request.once('end', () => answer(request, response));
    });
    await new Promise<void>((resolvePromise) => server.listen(0, '127.0.0.1', resolvePromise));
    upstream = { server, baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1` };
  });
  afterEach(() => upstream?.server.closeAllConnections());
  afterAll(() => new Promise<void>((resolvePromise) => (upstream ? upstream.server.close(() => resolvePromise()) : resolvePromise())));
  return () => upstream as LoopbackUpstream;
}
