import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type ErrorRequestHandler, type Express, type Request, type Response } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mountFront } from '../../src/http/front-controller.js';
import { ExactRouteTable } from '../../src/http/route-table.js';
import { useTestServer } from '../support/test-server.js';

const answering = (name: string) => (_request: Request, response: Response) => response.send(name);

describe('the exact route table', () => {
  const table = new ExactRouteTable();
  const health = answering('health');
  const agent = answering('agent');
  table.add('get', '/health', health);
  table.add('get', '/health', answering('second health'));
  table.add('post', '/v1/agent/completions', agent);
  table.add('delete', '/things/:id', answering('thing'));
  table.add('get', '/docs/assets/app.js', answering('asset'), ['/docs/assets']);

  it('finds a literal path for its method, the first route registered winning, and HEAD from GET', () => {
    expect(table.find('GET', '/health')).toBe(health);
    expect(table.find('HEAD', '/health')).toBe(health);
    expect(table.find('POST', '/v1/agent/completions')).toBe(agent);
  });

  it('leaves every other request to the router: other methods, spellings, parameters and shadowed prefixes', () => {
    for (const [method, path] of [
      ['POST', '/health'],
      ['GET', '/health/'],
      ['GET', '/HEALTH'],
      ['DELETE', '/things/1'],
      ['DELETE', '/things/:id'],
      ['GET', '/docs/assets/app.js'],
      ['OPTIONS', '/health'],
    ]) {
      expect(table.find(method, path), `${method} ${path}`).toBeUndefined();
    }
  });
});

/** Counts the requests that go past an express app's first layer (the front) into the rest of its router. */
function countWalksPastFront(app: Express): () => number {
  let walks = 0;
  const { stack } = app.router as unknown as { stack: Array<{ handle: (...args: unknown[]) => unknown }> };
  const second = stack[1];
  const handle = second.handle;
  second.handle = (...args: unknown[]) => {
    walks += 1;
    return handle(...args);
  };
  return () => walks;
}

describe('the front of an express app', () => {
  let url = '';
  let walks: () => number = () => 0;
  const server = createServer();
  beforeAll(async () => {
    const app = express();
    const table = new ExactRouteTable();
    mountFront(app, table);
    app.use((_request, _response, next) => next());
    const seen = (request: Request, response: Response) =>
      response.json({
        path: request.path,
        query: request.query,
        originalUrl: request.originalUrl,
        baseUrl: request.baseUrl,
        params: request.params,
        sameApp: request.app === app && response.app === app,
        linked: request.res === response && response.req === request && request.next !== undefined,
        locals: typeof response.locals,
      });
    const failing = (_request: Request, _response: Response, next: (error?: unknown) => void) => next(new Error('broken on purpose'));
    const passing = (_request: Request, _response: Response, next: (error?: unknown) => void) => next();
    for (const [path, handler] of [
      ['/seen', seen],
      ['/failing', failing],
      ['/passing', passing],
    ] as const) {
      app.get(path, handler);
      table.add('get', path, handler);
    }
    app.use((_request: Request, response: Response) => response.status(404).send('router 404'));
    const onError: ErrorRequestHandler = (error, _request, response, _next) => response.status(500).send(`answered: ${(error as Error).message}`);
    app.use(onError);
    walks = countWalksPastFront(app);
    server.on('request', app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const entriesFor = async (path: string) => {
    const before = walks();
    const response = await fetch(`${url}${path}`);
    return { entries: walks() - before, status: response.status, text: await response.text() };
  };

  it('answers exact paths without walking the router, with the request as the router would have left it', async () => {
    const direct = await entriesFor('/seen?b=2&a=1');
    expect(direct.entries).toBe(0);
    const routed = await entriesFor('/seen/?b=2&a=1');
    expect(routed.entries).toBe(1);
    const { path: _path, originalUrl: _original, ...directFacts } = JSON.parse(direct.text);
    const { path: __path, originalUrl: __original, ...routedFacts } = JSON.parse(routed.text);
    expect(directFacts).toEqual(routedFacts);
    expect(JSON.parse(direct.text)).toMatchObject({ path: '/seen', originalUrl: '/seen?b=2&a=1', query: { a: '1', b: '2' }, sameApp: true, linked: true });
  });

  it("sends a handler's error to the error middleware and a bare next() on through the router", async () => {
    expect(await entriesFor('/failing')).toEqual({ entries: 0, status: 500, text: 'answered: broken on purpose' });
    const passed = await entriesFor('/passing');
    expect(passed).toMatchObject({ entries: 1, status: 404, text: 'router 404' });
  });

  it('answers a namespace path prefix as the path under it', async () => {
    const direct = await entriesFor('/_swarms-local/ns/worker-3/seen?b=2&a=1');
    expect(direct).toMatchObject({ entries: 0, status: 200 });
    expect(JSON.parse(direct.text)).toMatchObject({ path: '/seen', query: { a: '1', b: '2' } });
  });
});

describe('routes answered from the table and through the router', () => {
  const client = useTestServer();

  it('answer alike whatever spelling of the path reaches them', async () => {
    const exact = await client().get('/v1/models/available');
    expect(exact.status).toBe(200);
    for (const spelling of ['/v1/models/available/', '/V1/Models/Available']) {
      const other = await client().get(spelling);
      expect(other.status, spelling).toBe(200);
      expect(other.body, spelling).toEqual(exact.body);
      expect(other.headers.get('x-ratelimit-limit-minute'), spelling).toBe(exact.headers.get('x-ratelimit-limit-minute'));
    }
  });

  it('answer HEAD with the GET route headers and no body', async () => {
    const head = await client().request('HEAD', '/health');
    expect(head.status).toBe(200);
    expect(head.text).toBe('');
    expect(head.headers.get('content-type')).toContain('application/json');
    expect(head.headers.get('x-ratelimit-tier')).toBe((await client().get('/health')).headers.get('x-ratelimit-tier'));
  });

  it("answer exact paths of the API without walking express's router", async () => {
    // The express app is the HTTP server's request listener.
    const [app] = client().server.server.listeners('request') as unknown as Express[];
    const walks = countWalksPastFront(app);
    expect((await client().get('/health')).status).toBe(200);
    expect((await client().get('/v1/models/available?x=1')).status).toBe(200);
    expect(walks()).toBe(0);
    expect((await client().get('/v1/models/available/')).status).toBe(200);
    expect(walks()).toBe(1);
  });
});
