import type { Server } from 'node:http';
import { Duplex } from 'node:stream';

/**
 * One end of an in-memory connection, with the socket methods the server calls on a connection (timeouts,
 * Nagle, keep-alive probes): none of them mean anything without a network, so each does nothing.
 */
class InMemorySocket extends Duplex {
  /** The peer's address as the server reads it: the loopback, as for a client on the same machine. */
  readonly remoteAddress = '127.0.0.1';
  private peer?: InMemorySocket;

  /** Connects two ends: what one writes, the other reads (Node 22's `duplexPair`, which Node 20 lacks). */
  static pair(): [InMemorySocket, InMemorySocket] {
    const client = new InMemorySocket();
    const server = new InMemorySocket();
    client.peer = server;
    server.peer = client;
    return [client, server];
  }

  override _read(): void {}

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    this.peer?.push(chunk);
    callback();
  }

  override _final(callback: (error?: Error | null) => void): void {
    this.peer?.push(null);
    callback();
  }

  /** No timer: an in-memory connection neither idles nor stalls on a network. */
  setTimeout(): this {
    return this;
  }

  /** Nothing to batch: writes reach the peer at once. */
  setNoDelay(): this {
    return this;
  }

  /** Nothing to probe: the peer is in the same process. */
  setKeepAlive(): this {
    return this;
  }
}

/** Headers of a message that belong to the connection it travelled on, not to the message: never copied across. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'host']);

/** The HTTP/1.1 head of `request`, sent to `path`, with the body's length and the connection closed after the answer. */
function requestHead(request: Request, path: string, length: number): string {
  const lines = [`${request.method} ${path} HTTP/1.1`, `host: ${new URL(request.url).host}`, 'connection: close', `content-length: ${length}`];
  request.headers.forEach((value, name) => {
    if (!HOP_BY_HOP.has(name)) lines.push(`${name}: ${value.replace(/[\r\n]/g, ' ')}`);
  });
  return `${lines.join('\r\n')}\r\n\r\n`;
}

/** A response's status line and headers, parsed from the bytes before its blank line. */
function parseHead(head: string): { status: number; statusText: string; headers: Headers; chunked: boolean } {
  const [statusLine, ...lines] = head.split('\r\n');
  const [, status, statusText = ''] = /^HTTP\/1\.[01] (\d{3}) ?(.*)$/.exec(statusLine) ?? [];
  const headers = new Headers();
  let chunked = false;
  for (const line of lines) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (name === 'transfer-encoding') chunked = /chunked/i.test(value);
    if (!HOP_BY_HOP.has(name) || name === 'content-length') headers.append(name, value);
  }
  return { status: Number(status), statusText, headers, chunked };
}

/**
 * Reads HTTP/1.1 chunked framing as it arrives and passes each chunk's data on; what follows the last chunk
 * (trailers) is dropped. Returns the function to feed bytes to.
 */
function dechunker(emit: (data: Buffer) => void, finish: () => void): (bytes: Buffer) => void {
  let pending = Buffer.alloc(0);
  let remaining = -1;
  return (bytes) => {
    pending = Buffer.concat([pending, bytes]);
    while (pending.length) {
      if (remaining < 0) {
        const end = pending.indexOf('\r\n');
        if (end < 0) return;
        remaining = Number.parseInt(pending.subarray(0, end).toString('latin1'), 16);
        pending = pending.subarray(end + 2);
        if (remaining === 0) return finish();
      }
      const take = Math.min(remaining, pending.length);
      if (take) emit(pending.subarray(0, take));
      pending = pending.subarray(take);
      remaining -= take;
      if (remaining > 0 || pending.length < 2) return;
      pending = pending.subarray(2);
      remaining = -1;
    }
  };
}

/**
 * Answers a Fetch API request with `server`'s request listener, without a socket: the request enters the
 * server as a connection of its own (`server.emit('connection', stream)`, which Node documents for any
 * duplex stream), so Node's own HTTP parser, request and response classes and every layer of the app see
 * it as they see any other; the answer's bytes come back through the same stream and become a Fetch API
 * response whose body streams as the server writes it (server-sent events arrive event by event).
 */
export async function answerWithoutSocket(server: Server, request: Request, path: string): Promise<Response> {
  const body = request.body ? Buffer.from(await request.arrayBuffer()) : Buffer.alloc(0);
  const [client, serverSide] = InMemorySocket.pair();
  server.emit('connection', serverSide);
  client.write(requestHead(request, path, body.length));
  if (body.length) client.write(body);
  return new Promise<Response>((resolve, reject) => {
    let head = Buffer.alloc(0);
    let feed: ((bytes: Buffer) => void) | undefined;
    let stream: ReadableStreamDefaultController<Uint8Array> | undefined;
    const finish = () => {
      stream?.close();
      stream = undefined;
      client.destroy();
    };
    client.on('error', (error) => (stream ? stream.error(error) : reject(error)));
    client.on('end', () => (stream ? finish() : reject(new Error('The server closed the connection without an answer.'))));
    client.on('data', (bytes: Buffer) => {
      if (feed) return feed(bytes);
      head = Buffer.concat([head, bytes]);
      const end = head.indexOf('\r\n\r\n');
      if (end < 0) return;
      const parsed = parseHead(head.subarray(0, end).toString('latin1'));
      const rest = head.subarray(end + 4);
      const empty = request.method === 'HEAD' || parsed.status === 204 || parsed.status === 304;
      const readable = new ReadableStream<Uint8Array>({
        start(controller) {
          stream = controller;
        },
      });
      const emit = (data: Buffer) => stream?.enqueue(new Uint8Array(data));
      if (empty) finish();
      else if (parsed.chunked) feed = dechunker(emit, finish);
      else feed = emit;
      resolve(new Response(empty ? null : readable, { status: parsed.status, statusText: parsed.statusText, headers: parsed.headers }));
      if (rest.length && feed) feed(rest);
    });
  });
}
