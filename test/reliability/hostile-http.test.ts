import { connect, type Socket } from 'node:net';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../src/server.js';
import { spawnServer } from './spawned-server.js';

let server: RunningServer;
const KEY = 'sk-hostile-client-000000000000';

beforeAll(async () => {
  server = await startServer({ port: 0, db: ':memory:', headersTimeoutMs: 1000, requestTimeoutMs: 2000, bodyLimit: '64kb' });
});
afterAll(() => server.close());

/**
 * Sends raw bytes and resolves with everything the server answered before it closed the connection
 * ('' if it closed silently). With `holdOpen` the client never ends its side: only the server can close it.
 */
function raw(payload: string | Buffer, options: { port?: number; holdOpen?: boolean } = {}): Promise<string> {
  return new Promise((resolvePromise) => {
    const socket = connect(options.port ?? server.port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('close', () => resolvePromise(answer));
    socket.on('error', () => resolvePromise(answer));
    socket.write(payload);
    if (!options.holdOpen) socket.end();
  });
}

const statusOf = (answer: string) => Number(answer.match(/^HTTP\/1\.1 (\d{3})/)?.[1] ?? 0);
const post = (path: string, body: string, contentType: string, extra = '') =>
  `POST ${path} HTTP/1.1\r\nHost: x\r\nx-api-key: ${KEY}\r\nContent-Type: ${contentType}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n${extra}\r\n${body}`;
const health = async (url = server.url) => (await fetch(`${url}/health`, { headers: { 'x-api-key': KEY } })).status;

describe('hostile HTTP clients', () => {
  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml'])(
    'answers a %s body with a 422 (the body is not read as JSON)',
    async (contentType) => {
      const answer = await raw(post('/v1/agent/completions', '{"task": "x", "agent_config": {"agent_name": "A"}}', contentType));
      expect(statusOf(answer)).toBe(422);
      expect(answer).toContain('"type":"model_attributes_type"');
    },
  );

  it('answers an empty body with a missing-body 422', async () => {
    const empty = await fetch(`${server.url}/v1/agent/completions`, { method: 'POST', headers: { 'x-api-key': KEY, 'content-type': 'application/json' } });
    expect(empty.status).toBe(422);
    expect((await empty.json()).detail[0].type).toBe('missing');
  });

  it("answers a body that is not UTF-8 with FastAPI's 400 and one that is not JSON with json_invalid, never a 5xx", async () => {
    const latin1 = Buffer.concat([
      Buffer.from(post('/v1/agent/completions', '', 'application/json').replace('Content-Length: 0', 'Content-Length: 6')),
      Buffer.from([0x7b, 0xff, 0xfe, 0x00, 0xc3, 0x7d]),
    ]);
    const notUtf8 = await raw(latin1);
    expect(statusOf(notUtf8)).toBe(400);
    expect(notUtf8).toContain('{"detail":"There was an error parsing the body"}');
    // Valid JSON around a string holding an invalid byte: accepted before with a replacement character.
    const inString = Buffer.concat([
      Buffer.from(post('/v1/agent/completions', '', 'application/json').replace('Content-Length: 0', 'Content-Length: 53')),
      Buffer.from('{"task": "caf'),
      Buffer.from([0xe9]),
      Buffer.from('", "agent_config": {"agent_name": "A"}}'),
    ]);
    expect(statusOf(await raw(inString))).toBe(400);
    expect(statusOf(await raw(post('/v1/agent/completions', '{"task": "x",', 'application/json')))).toBe(422);
  });

  it('survives a body cut short by the client closing, and keeps serving', async () => {
    const truncated = await raw(
      `POST /v1/agent/completions HTTP/1.1\r\nHost: x\r\nx-api-key: ${KEY}\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"task": "hal`,
    );
    expect(statusOf(truncated) < 500).toBe(true);
    expect(await health()).toBe(200);
  });

  it('answers a body over the size limit with 413, whether or not Content-Length admits it', async () => {
    const big = JSON.stringify({ task: 'x'.repeat(100 * 1024) });
    expect(statusOf(await raw(post('/v1/agent/completions', big, 'application/json')))).toBe(413);
    const chunked = `POST /v1/agent/completions HTTP/1.1\r\nHost: x\r\nx-api-key: ${KEY}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n${Buffer.byteLength(big).toString(16)}\r\n${big}\r\n0\r\n\r\n`;
    expect(statusOf(await raw(chunked))).toBe(413);
    expect(await health()).toBe(200);
  });

  it('answers oversized headers with 431 and a malformed request line with 400', async () => {
    expect(statusOf(await raw(`GET /health HTTP/1.1\r\nHost: x\r\nx-api-key: ${KEY}\r\nX-Big: ${'a'.repeat(64 * 1024)}\r\n\r\n`))).toBe(431);
    expect(statusOf(await raw('GARBAGE\r\n\r\n'))).toBe(400);
    expect(await health()).toBe(200);
  });

  it('drops a client that never finishes its headers (slow loris) once the header timeout passes', async () => {
    const answer = await raw('GET /health HTTP/1.1\r\nHost: x\r\n', { holdOpen: true });
    expect(answer === '' || statusOf(answer) === 408).toBe(true);
    expect(await health()).toBe(200);
  });

  it('drops a client that never finishes its body once the request timeout passes', async () => {
    const answer = await raw(`POST /v1/agent/completions HTTP/1.1\r\nHost: x\r\nx-api-key: ${KEY}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"task":`, {
      holdOpen: true,
    });
    expect(answer === '' || statusOf(answer) === 408).toBe(true);
    expect(await health()).toBe(200);
  });
});

describe('1,000 concurrent connections (server in its own process)', () => {
  it('keeps answering /health and stays within a bounded resident memory', async () => {
    const probe = spawnServer([JSON.stringify({ port: 0, db: ':memory:' })], { script: resolve(import.meta.dirname, 'memory-probe-server.ts'), execArgv: ['--import', 'tsx'] });
    const rss = () =>
      new Promise<number>((resolvePromise) => {
        probe.child.once('message', (message) => resolvePromise((message as { rss: number }).rss));
        probe.child.send('memory');
      });
    const sockets: Socket[] = [];
    try {
      const url = await probe.url;
      const port = Number(new URL(url).port);
      // Warm up (JIT, first database writes) so the baseline is the steady state, not the cold start.
      for (let round = 0; round < 20; round += 1) expect(await health(url)).toBe(200);
      const before = await rss();

      // 1,000 connections that send half a request and hang there.
      sockets.push(
        ...(await Promise.all(
          Array.from(
            { length: 1000 },
            () =>
              new Promise<Socket>((resolvePromise) => {
                const socket = connect(port, '127.0.0.1', () => resolvePromise(socket));
                socket.on('error', () => resolvePromise(socket));
                socket.write('GET /health HTTP/1.1\r\nHost: x\r\n');
              }),
          ),
        )),
      );
      // While they hang, 1,000 complete requests arrive at once on fresh connections.
      const answers = await Promise.all(Array.from({ length: 1000 }, () => raw(`GET /health HTTP/1.1\r\nHost: x\r\nx-api-key: ${KEY}\r\nConnection: close\r\n\r\n`, { port })));
      expect(answers.filter((answer) => statusOf(answer) !== 200)).toEqual([]);
      const grownMegabytes = ((await rss()) - before) / 1024 / 1024;
      // A resource bound, not a timing: 2,000 connections may cost socket buffers (about 16 MB here), never an unbounded heap.
      expect(grownMegabytes).toBeLessThan(100);
      expect(await health(url)).toBe(200);
    } finally {
      for (const socket of sockets) socket.destroy();
      await probe.stop();
    }
  }, 60_000);
});
