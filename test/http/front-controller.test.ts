import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import express, { type Request, type Response } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { frontController } from '../../src/http/front-controller.js';
import { sendJsonAnswer } from '../../src/http/json-answer.js';
import { messageClassesOf } from '../../src/http/message-classes.js';
import { ExactRouteTable, type RoutePipeline } from '../../src/http/route-table.js';
import { openEventStream } from '../../src/http/sse.js';
import { useTestServer } from '../support/test-server.js';

/** A small app behind the front controller, counting the requests that reach express. */
function frontedApp() {
  const app = express();
  const table = new ExactRouteTable();
  const counts = { express: 0 };
  app.use((_request, _response, next) => {
    counts.express += 1;
    next();
  });
  const seen: RoutePipeline = (request, response) =>
    sendJsonAnswer(response, 200, {
      path: request.path,
      query: request.query,
      sameApp: request.app === app && response.app === app,
      linked: request.res === response && response.req === request,
      locals: typeof response.locals,
    });
  table.add('get', '/seen', seen);
  app.get('/seen', seen);
  // A pipeline that reads its body as a route's does (express's raw body parser), for an exact path and a parametrised one.
  const readBody = express.raw({ type: () => true, limit: 64 });
  const echo: RoutePipeline = (request, response) =>
    readBody(request, response, (error?: unknown) =>
      sendJsonAnswer(response, error ? 413 : 200, {
        path: request.path,
        id: request.params?.id ?? null,
        body: error ? null : String(request.body),
        linked: request.res === response,
      }),
    );
  table.add('post', '/echo', echo);
  app.post('/echo', echo);
  app.post('/things/:id', echo);
  app.get('/things/:id', (request: Request, response: Response) => sendJsonAnswer(response, 200, { id: request.params.id }));
  app.use((_request: Request, response: Response) => sendJsonAnswer(response, 404, { detail: 'Not Found' }));
  return { app, table, counts };
}

/** Listens on a loopback port with `server`'s listener; resolves to its base URL. */
async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('the front controller in front of an express app', () => {
  const { app, table, counts } = frontedApp();
  const server = createServer(messageClassesOf(app), frontController(app, table));
  let url = '';
  beforeAll(async () => {
    url = await listen(server);
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const get = async (path: string) => {
    const before = counts.express;
    const response = await fetch(`${url}${path}`);
    return { reachedExpress: counts.express - before, status: response.status, body: await response.json() };
  };

  it('sends an exact path straight to its pipeline, with the request and response express would have handed it', async () => {
    const answer = await get('/seen?b=2&a=1');
    expect(answer.reachedExpress).toBe(0);
    expect(answer.body).toEqual({ path: '/seen', query: { a: '1', b: '2' }, sameApp: true, linked: true, locals: 'object' });
  });

  it('hands every other spelling, parameter and unknown path to the express app', async () => {
    expect(await get('/seen/')).toMatchObject({ reachedExpress: 1, status: 200, body: { path: '/seen/' } });
    expect(await get('/things/42')).toMatchObject({ reachedExpress: 1, status: 200, body: { id: '42' } });
    expect(await get('/nowhere')).toEqual({ reachedExpress: 1, status: 404, body: { detail: 'Not Found' } });
  });

  const post = async (path: string, body: string) => {
    const before = counts.express;
    const response = await fetch(`${url}${path}`, { method: 'POST', body });
    return { reachedExpress: counts.express - before, status: response.status, body: await response.json() };
  };

  it('sends a request with a body for an exact path straight to its pipeline, which reads the body', async () => {
    expect(await post('/echo', '{"task": "tides"}')).toEqual({ reachedExpress: 0, status: 200, body: { path: '/echo', id: null, body: '{"task": "tides"}', linked: true } });
  });

  it('hands a request with a body for a parametrised path to the express app, whose route reads the body', async () => {
    expect(await post('/things/9', 'tides')).toEqual({ reachedExpress: 1, status: 200, body: { path: '/things/9', id: '9', body: 'tides', linked: true } });
  });

  it('lets a pipeline on the direct path refuse a body over its limit and keep serving', async () => {
    expect(await post('/echo', 'x'.repeat(1_000))).toMatchObject({ reachedExpress: 0, status: 413 });
    expect(await post('/echo', 'after')).toMatchObject({ reachedExpress: 0, status: 200, body: { body: 'after' } });
  });

  it('takes a namespace path prefix off the URL before it dispatches', async () => {
    expect(await get('/_swarms-local/ns/worker-3/seen?a=1')).toMatchObject({ reachedExpress: 0, status: 200, body: { path: '/seen', query: { a: '1' } } });
    expect(await get('/_swarms-local/ns/worker-3/things/7')).toMatchObject({ reachedExpress: 1, body: { id: '7' } });
  });
});

describe('the front controller on a server whose messages are not born with the app API', () => {
  const { app, table, counts } = frontedApp();
  const server = createServer(frontController(app, table));
  let url = '';
  beforeAll(async () => {
    url = await listen(server);
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('answers exact paths through the express app, which gives the messages its API', async () => {
    const response = await fetch(`${url}/_swarms-local/ns/w/seen`);
    expect(await response.json()).toMatchObject({ path: '/seen', sameApp: true, linked: true });
    expect(counts.express).toBe(1);
  });
});

describe('server-sent events through the front controller to a client that takes gzip', () => {
  const { app, table } = frontedApp();
  let release: () => void = () => {};
  const secondEvent = new Promise<void>((resolve) => {
    release = resolve;
  });
  const events: RoutePipeline = (_request, response) => {
    const stream = openEventStream(response);
    stream.send('first', { padding: 'x'.repeat(2000) });
    // The second event waits until the client has read the first: a stream held back by compression never gets here.
    void secondEvent.then(() => {
      stream.send('second', { n: 2 });
      stream.end();
    });
  };
  table.add('get', '/events', events);
  const server = createServer(messageClassesOf(app), frontController(app, table));
  let url = '';
  beforeAll(async () => {
    url = await listen(server);
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('arrive event by event, uncompressed', async () => {
    const incoming = await new Promise<IncomingMessage>((resolve, reject) =>
      httpRequest(`${url}/events`, { headers: { 'accept-encoding': 'gzip, deflate, br' } }, resolve)
        .on('error', reject)
        .end(),
    );
    expect(incoming.headers['content-encoding']).toBeUndefined();
    incoming.setEncoding('utf8');
    let text = '';
    for await (const chunk of incoming) {
      text += chunk;
      if (text.includes('event: first') && text.endsWith('\n\n') && !text.includes('event: second')) release();
    }
    expect(text.indexOf('event: first')).toBeLessThan(text.indexOf('event: second'));
    expect(text).toContain('data: {"n":2}');
  });
});

describe('the server behind its front controller', () => {
  const client = useTestServer({ seed: 1 });

  it('answers an unknown path with the 404 body and headers it always had', async () => {
    const answer = await client().get('/v1/no-such-thing');
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ detail: 'Not Found' });
    expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const wrongMethod = await client().request('DELETE', '/v1/models/available');
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get('allow')).toBe('GET');
  });

  it('serves a route under a namespace path prefix as under its own path', async () => {
    const prefixed = await client().get('/_swarms-local/ns/front-test/v1/models/available');
    expect(prefixed.status).toBe(200);
    expect(prefixed.body).toEqual((await client().get('/v1/models/available')).body);
  });

  it('sends a large JSON answer gzipped to a client that takes gzip, which decodes it to the same answer', async () => {
    const plain = await client().get('/v1/models/available');
    expect(plain.text.length).toBeGreaterThan(500);
    const compressed = await fetch(`${client().url}/v1/models/available`, { headers: { 'x-api-key': 'sk-front-0000000000000000', 'accept-encoding': 'gzip' } });
    expect(compressed.headers.get('content-encoding')).toBe('gzip');
    expect(await compressed.json()).toEqual(plain.body);
  });

  it('sends the gzip bytes with their own length on the wire', async () => {
    const raw = await new Promise<{ headers: IncomingMessage['headers']; body: Buffer }>((resolve, reject) =>
      httpRequest(`${client().url}/v1/models/available`, { headers: { 'x-api-key': 'sk-front-0000000000000000', 'accept-encoding': 'gzip' } }, (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () => resolve({ headers: incoming.headers, body: Buffer.concat(chunks) }));
      })
        .on('error', reject)
        .end(),
    );
    expect(Number(raw.headers['content-length'])).toBe(raw.body.length);
    expect(JSON.parse(gunzipSync(raw.body).toString()).models).toContain('gpt-4.1');
  });
});
