import { randomBytes } from 'node:crypto';
import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import express, { type Request, type Response } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendWhole } from '../../src/http/response-compression.js';
import { TEST_KEY, useTestServer } from '../support/test-server.js';

/** A raw answer: node's http client decompresses nothing, so the bytes on the wire are seen. */
interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function rawRequest(url: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(url, { method: options.method ?? 'GET', headers: { 'x-api-key': TEST_KEY, ...options.headers } }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: Buffer.concat(chunks) }));
      incoming.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}

describe('response compression through the app', () => {
  const client = useTestServer({ seed: 1 });
  const models = (acceptEncoding?: string) => rawRequest(`${client().url}/v1/models/available`, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('gzips a body over 500 bytes for a client that takes gzip, with the compressed length and Vary', async () => {
    const plain = await models();
    expect(plain.body.length).toBeGreaterThan(500);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const compressed = await models('gzip, deflate');
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(compressed.headers.vary).toMatch(/Accept-Encoding/);
    expect(Number(compressed.headers['content-length'])).toBe(compressed.body.length);
    expect(compressed.body.length).toBeLessThan(plain.body.length);
    expect(gunzipSync(compressed.body).equals(plain.body)).toBe(true);
  });

  it.each([
    ['lz4, gzip;q=0.8, br;q=0', 'gzip'],
    ['*', 'gzip'],
    ['identity;q=0.5, *;q=0.1', 'gzip'],
    ['gzip;q=0', undefined],
    ['br', undefined],
    ['*, gzip;q=0', undefined],
  ])('reads Accept-Encoding %j as q-values say: %s', async (acceptEncoding, encoding) => {
    const answer = await models(acceptEncoding);
    expect(answer.headers['content-encoding']).toBe(encoding);
    expect(answer.headers.vary).toMatch(/Accept-Encoding/);
    expect(JSON.parse((encoding ? gunzipSync(answer.body) : answer.body).toString()).models).toContain('gpt-4.1');
  });

  it('leaves a body of 500 bytes or fewer as it is', async () => {
    const answer = await rawRequest(`${client().url}/health`, { headers: { 'accept-encoding': 'gzip' } });
    expect(answer.body.toString()).toBe('{"status":"ok"}');
    expect(answer.headers['content-encoding']).toBeUndefined();
  });

  it('says Vary: Accept-Encoding on every answer compression could apply to, compressed or not', async () => {
    const small = await rawRequest(`${client().url}/health`, { headers: { 'accept-encoding': 'gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers.vary).toMatch(/Accept-Encoding/);
    const withoutAcceptEncoding = await models();
    expect(withoutAcceptEncoding.headers['content-encoding']).toBeUndefined();
    expect(withoutAcceptEncoding.headers.vary).toMatch(/Accept-Encoding/);
  });

  it('never compresses a server-sent event stream', async () => {
    const answer = await rawRequest(`${client().url}/v1/agent/completions`, {
      method: 'POST',
      headers: { 'accept-encoding': 'gzip', 'content-type': 'application/json' },
      body: JSON.stringify({ agent_config: { agent_name: 'Streamer', max_tokens: 400 }, task: 'Write at length about tides.', stream: true }),
    });
    expect(answer.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString()).toMatch(/^data: /);
  });
});

describe('response compression at its bounds', () => {
  let server: Server;
  let url: string;
  const incompressible = randomBytes(4096);
  beforeAll(async () => {
    const app = express();
    const whole =
      (type: string, body: string | Buffer, headers: Record<string, string> = {}) =>
      (_request: Request, response: Response) => {
        response.type(type).set(headers);
        sendWhole(response, body);
      };
    app.get('/random', whole('application/octet-stream', incompressible));
    app.get('/huge', whole('text', 'a'.repeat(8 * 1024 * 1024 + 1)));
    app.get('/largest', whole('text', 'a'.repeat(8 * 1024 * 1024)));
    app.get('/encoded', whole('text', 'b'.repeat(2000), { 'Content-Encoding': 'br' }));
    app.get('/tagged', whole('text', 'd'.repeat(2000), { ETag: 'W/"7d0-tagged"' }));
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it.each([
    ['a body gzip does not make smaller', '/random'],
    ['a body over 8 MiB', '/huge'],
    ['an already-encoded body', '/encoded'],
  ])('sends %s as it is', async (_case, path) => {
    const answer = await rawRequest(`${url}${path}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe(path === '/encoded' ? 'br' : undefined);
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
  });

  it('compresses a body of exactly 8 MiB', async () => {
    const answer = await rawRequest(`${url}/largest`, { headers: { 'accept-encoding': 'gzip' } });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(answer.body).length).toBe(8 * 1024 * 1024);
  });

  it('gives the gzip body an entity tag of its own, so a cache never serves one for the other', async () => {
    const plain = await rawRequest(`${url}/tagged`);
    const compressed = await rawRequest(`${url}/tagged`, { headers: { 'accept-encoding': 'gzip' } });
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(plain.headers.etag).toBe('W/"7d0-tagged"');
    expect(compressed.headers.etag).toBe('W/"7d0-tagged-gzip"');
    expect(plain.headers.vary).toMatch(/Accept-Encoding/);
  });

  it('sends a HEAD answer its headers without a body', async () => {
    const answer = await rawRequest(`${url}/largest`, { method: 'HEAD', headers: { 'accept-encoding': 'gzip' } });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers['content-length']).toBe(String(8 * 1024 * 1024));
    expect(answer.body.length).toBe(0);
  });
});
