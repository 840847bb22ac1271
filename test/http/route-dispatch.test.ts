import type { NextFunction, Request, Response } from 'express';
import { describe, expect, it } from 'vitest';
import { ExactRouteTable } from '../../src/http/route-table.js';
import { useTestServer } from '../support/test-server.js';

/** Which handler of the table answered `method path` ('next' when the request fell through to the router). */
function dispatched(table: ExactRouteTable, method: string, path: string): string {
  let answered = 'next';
  const request = { method, path } as Request;
  table.middleware()(request, { locals: { answer: (name: string) => (answered = name) } } as unknown as Response, (() => undefined) as NextFunction);
  return answered;
}

const answering = (name: string) => (_request: Request, response: Response) => (response.locals.answer as (name: string) => void)(name);

describe('the exact route table', () => {
  const table = new ExactRouteTable();
  table.add('get', '/health', answering('health'));
  table.add('get', '/health', answering('second health'));
  table.add('post', '/v1/agent/completions', answering('agent'));
  table.add('delete', '/things/:id', answering('thing'));
  table.add('get', '/docs/assets/app.js', answering('asset'), ['/docs/assets']);

  it('answers a literal path for its method, the first route registered winning, and HEAD from GET', () => {
    expect(dispatched(table, 'GET', '/health')).toBe('health');
    expect(dispatched(table, 'HEAD', '/health')).toBe('health');
    expect(dispatched(table, 'POST', '/v1/agent/completions')).toBe('agent');
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
      expect(dispatched(table, method, path), `${method} ${path}`).toBe('next');
    }
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
});
