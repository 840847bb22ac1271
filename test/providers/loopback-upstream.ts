import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestClient } from '../support/test-server.js';

/** One request a loopback upstream received, its body read whole. */
export interface LoopbackRequest {
  url: string;
  method: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A provider's fake upstream on a loopback port (port 0): `answer` gets each request read whole; answers still open are cut on close. */
export async function startLoopbackUpstream(answer: (request: LoopbackRequest, response: ServerResponse) => void): Promise<{ baseURL: string; close(): Promise<void> }> {
  const open = new Set<ServerResponse>();
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      open.add(response);
      response.on('close', () => open.delete(response));
      answer({ url: request.url ?? '', method: request.method ?? '', headers: request.headers, body }, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of open) response.destroy();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/**
 * Sends one agent completion to a fresh server with these settings and returns the response and the
 * requests `received` gained meanwhile (the upstream's request log).
 */
export function exchangeThrough<T>(received: () => T[], settings: object) {
  return async (options: object, request: object) => {
    const client = await createTestClient({ ...settings, ...options });
    const before = received().length;
    try {
      const response = await client.post('/v1/agent/completions', request);
      return { response, sent: received().slice(before) };
    } finally {
      await client.server.close();
    }
  };
}
