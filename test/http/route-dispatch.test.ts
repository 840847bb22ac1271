import type { Request, Response } from 'express';
import { describe, expect, it } from 'vitest';
import { ExactRouteTable } from '../../src/http/route-table.js';
import { useTestServer } from '../support/test-server.js';

const answering = (name: string) => (_request: Request, response: Response) => void response.send(name);

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
