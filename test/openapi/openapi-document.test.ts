import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { allRoutes } from '../../src/http/routes/index.js';
import { adminRoutes } from '../../src/http/routes/admin/index.js';
import { useTestServer } from '../support/test-server.js';

const client = useTestServer();

describe('GET /openapi.json', () => {
  it('is a valid OpenAPI 3.1 document (checked by a real OpenAPI validator)', async () => {
    const document = (await client().get('/openapi.json', null)).body;
    const validator = new Validator();
    const result = await validator.validate(document);
    expect(result.errors ?? [], JSON.stringify(result.errors)).toEqual([]);
    expect(result.valid).toBe(true);
    expect(document.openapi).toBe('3.1.0');
  });

  it('documents every route with its request body, success response and 422', async () => {
    const document = (await client().get('/openapi.json', null)).body;
    for (const route of [...allRoutes(), ...adminRoutes]) {
      const operation = document.paths[route.path.replace(/:([A-Za-z_]+)/g, '{$1}')]?.[route.method];
      expect(operation, `${route.method} ${route.path}`).toBeDefined();
      if (route.body) {
        expect(operation.requestBody.content['application/json'].schema).toBeDefined();
        expect(operation.responses['422']).toBeDefined();
      }
      const success = operation.responses['200'] ?? operation.responses['201'];
      if (route.html || route.textType) continue;
      expect(Object.keys(success.content['application/json'].schema).length, `${route.path} response schema`).toBeGreaterThan(0);
    }
    expect(document.paths['/_swarms-local/journal']).toBeDefined();
    expect(document.paths['/v1/swarm/completions'].post.requestBody.content['application/json'].schema.properties.swarm_type.anyOf[0].enum).toContain('HeavySwarm');
  });

  it('serves a readable docs page offline', async () => {
    const page = await client().get('/docs', null);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(page.text).toContain('/v1/swarm/completions');
    expect(page.text).not.toMatch(/<script[^>]+src=["']https?:/);
  });
});
