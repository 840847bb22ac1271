import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../src/server.js';

let server: RunningServer;
const KEY = 'sk-hostile-client-000000000000';

beforeAll(async () => {
  server = await startServer({ port: 0, db: ':memory:', headersTimeoutMs: 1000, requestTimeoutMs: 2000 });
});
afterAll(() => server.close());

/** Sends raw bytes and resolves with everything the server answered (or '' if it closed silently). */
function raw(payload: string, options: { holdOpenMs?: number } = {}): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(server.port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('close', () => resolve(answer));
    socket.on('error', () => resolve(answer));
    socket.write(payload);
    if (options.holdOpenMs === undefined) socket.end();
  });
}

const health = async () => (await fetch(`${server.url}/health`, { headers: { 'x-api-key': KEY } })).status;

describe('hostile HTTP clients', () => {
  it('answers a wrong content type with a 422 (the body is not read as JSON)', async () => {
    const response = await fetch(`${server.url}/v1/agent/completions`, { method: 'POST', headers: { 'x-api-key': KEY, 'content-type': 'text/plain' }, body: '{"task": "x"}' });
    expect(response.status).toBe(422);
    expect((await response.json()).detail[0].type).toBe('model_attributes_type');
  });

  it('answers an empty body with missing, and a truncated body without crashing', async () => {
    const empty = await fetch(`${server.url}/v1/agent/completions`, { method: 'POST', headers: { 'x-api-key': KEY, 'content-type': 'application/json' } });
    expect(empty.status).toBe(422);
    const truncated = await raw(`POST /v1/agent/completions HTTP/1.1\r\nHost: x\r\nx-api-key: ${KEY}\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"task": "hal`);
    expect(truncated).not.toMatch(/^HTTP\/1\.1 5/);
    expect(await health()).toBe(200);
  });

  it('answers oversized headers with 431', async () => {
    const answer = await raw(`GET /health HTTP/1.1\r\nHost: x\r\nx-api-key: ${KEY}\r\nX-Big: ${'a'.repeat(64 * 1024)}\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 431/);
    expect(await health()).toBe(200);
  });

  it('drops a slow client that never finishes its headers (slow loris), and keeps serving', async () => {
    const socket: Socket = connect(server.port, '127.0.0.1');
    socket.write('GET /health HTTP/1.1\r\nHost: x\r\n');
    const closed = await new Promise<string>((resolve) => {
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString()));
      socket.on('close', () => resolve(answer));
    });
    expect(closed === '' || /^HTTP\/1\.1 408/.test(closed)).toBe(true);
    expect(await health()).toBe(200);
  });

  it('keeps answering /health with 1,000 connections open, and memory stays bounded', async () => {
    const before = process.memoryUsage().heapUsed;
    const sockets = await Promise.all(
      Array.from({ length: 1000 }, () => new Promise<Socket>((resolve) => {
        const socket = connect(server.port, '127.0.0.1', () => resolve(socket));
        socket.on('error', () => resolve(socket));
        socket.write('GET /health HTTP/1.1\r\nHost: x\r\n');
      })),
    );
    try {
      const statuses = await Promise.all(Array.from({ length: 20 }, health));
      expect(statuses.every((status) => status === 200)).toBe(true);
      const grownMb = (process.memoryUsage().heapUsed - before) / 1024 / 1024;
      expect(grownMb).toBeLessThan(150);
    } finally {
      for (const socket of sockets) socket.destroy();
    }
  });
});
