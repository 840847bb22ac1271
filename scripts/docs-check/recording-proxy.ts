// A proxy in front of the swarms-local under check: one per example, so each example's requests and their
// statuses are known without changing a line of it.
import { createServer, request as forward, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request an example made, with the status it got and, for an error, the start of the body. */
export interface RecordedCall {
  method: string;
  path: string;
  status: number;
  error?: string;
}

/** Starts a proxy to `target`; `calls` fills as requests pass. */
export async function startRecordingProxy(target: string): Promise<{ url: string; calls: RecordedCall[]; close(): Promise<void> }> {
  const calls: RecordedCall[] = [];
  const upstream = new URL(target);
  const server: Server = createServer((incoming, outgoing) => {
    // Asked for plain bodies, so an error's detail can be read here; the example sees what it would have.
    const headers = { ...incoming.headers, host: upstream.host, 'accept-encoding': 'identity' };
    const proxied = forward({ host: upstream.hostname, port: upstream.port, method: incoming.method, path: incoming.url, headers }, (answer) => {
      const call: RecordedCall = { method: incoming.method ?? 'GET', path: (incoming.url ?? '').split('?')[0], status: answer.statusCode ?? 0 };
      calls.push(call);
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => {
        if (call.status >= 400) chunks.push(chunk);
        outgoing.write(chunk);
      });
      answer.on('end', () => {
        if (call.status >= 400) call.error = Buffer.concat(chunks).toString('utf8').slice(0, 400);
        outgoing.end();
      });
    });
    proxied.on('error', (error) => {
      calls.push({ method: incoming.method ?? 'GET', path: incoming.url ?? '', status: 502, error: error.message });
      outgoing.destroy();
    });
    incoming.pipe(proxied);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
