import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendJsonAnswer } from '../../src/http/json-answer.js';

const BODIES: Record<string, unknown> = {
  object: { id: 'a', n: 1.5, nested: [{ ok: true }, null] },
  unicode: { text: 'héllo — 世界 🎉', escape: '</script>"\\' },
  large: { rows: Array.from({ length: 200 }, (_unused, index) => ({ index, name: `row ${index}` })) },
  array: [1, 2, 3],
  empty: {},
  string: 'plain',
  absent: undefined,
};

let base = '';
let close = () => {};

beforeAll(async () => {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  const statusOf = (request: express.Request) => Number(request.query.status ?? 200);
  const prepare = (request: express.Request, response: express.Response) => {
    if (request.query.type) response.setHeader('Content-Type', String(request.query.type));
  };
  app.all('/direct/:name', (request, response) => {
    prepare(request, response);
    sendJsonAnswer(response, statusOf(request), BODIES[request.params.name as string]);
  });
  app.all('/express/:name', (request, response) => {
    prepare(request, response);
    response.status(statusOf(request)).json(BODIES[request.params.name as string]);
  });
  const server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

/** What a client that takes no compression sees of an answer, but its date and the Vary compression adds (`vary`). */
async function seen(path: string, init: RequestInit = {}) {
  const response = await fetch(`${base}${path}`, { ...init, headers: { 'accept-encoding': 'identity', ...(init.headers as Record<string, string>) } });
  const headers = Object.fromEntries([...response.headers].filter(([name]) => name !== 'date' && name !== 'vary'));
  return { status: response.status, headers, body: await response.text(), vary: response.headers.get('vary') };
}

describe('a JSON answer written directly', () => {
  const cases: [string, string, RequestInit?][] = [];
  for (const name of Object.keys(BODIES)) cases.push([name, '']);
  cases.push(['object', '?status=201'], ['object', '?status=204'], ['object', '?type=application/problem%2Bjson']);
  cases.push(['object', '', { method: 'HEAD' }], ['object', '', { headers: { 'if-none-match': '*' } }]);
  cases.push(['object', '', { headers: { 'if-modified-since': new Date().toUTCString() } }]);

  it.each(cases)('is what express sends for %s%s', async (name, query, init) => {
    const direct = await seen(`/direct/${name}${query}`, init);
    const { vary, ...viaExpress } = await seen(`/express/${name}${query}`, init);
    const { vary: directVary, ...written } = direct;
    expect(written).toEqual(viaExpress);
    expect(vary).toBeNull();
    // The one header the direct answer adds when it goes through response compression, whatever the client takes.
    expect([null, 'Accept-Encoding']).toContain(directVary);
  });
});
