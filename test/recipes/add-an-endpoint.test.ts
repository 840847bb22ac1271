import { describe, expect, it } from 'vitest';
import { createTestClient, useTestServer } from '../support/test-server.js';
import { headlineRoute } from './headline/headline-route.js';

// CONTRIBUTING.md, "Recipe: add an endpoint", followed from a test: schemas (./headline/headline-schemas.ts), the
// work over a RunContext (./headline/write-headline.ts) and one route row (./headline/headline-route.ts), served
// with `startServer({ endpoints })` — nothing in src/ names it. Every 2xx JSON answer of the test client is
// checked against the server's own OpenAPI document, so the row's response schema is checked on the way.

const client = useTestServer({ endpoints: [headlineRoute], seed: 7 });

const ARTICLE = 'Wind power grew by a fifth last year, and offshore farms led the growth across northern Europe.';

describe('an endpoint added from a test', () => {
  it('answers with a headline cut to max_words and the usage of its one model call', async () => {
    const response = await client().post('/v1/headline/completions', { text: ARTICLE, max_words: 4 });
    expect(response.status).toBe(200);
    expect(response.body.headline.split(' ')).toHaveLength(response.body.words);
    expect(response.body.words).toBeGreaterThan(0);
    expect(response.body.words).toBeLessThanOrEqual(4);
    expect(response.body.usage.input_tokens).toBeGreaterThan(0);
    expect(response.body.usage.total_tokens).toBe(response.body.usage.input_tokens + response.body.usage.output_tokens);
  });

  it('is validated by the pipeline: a missing text is a FastAPI 422 naming the field', async () => {
    const response = await client().post('/v1/headline/completions', { max_words: 4 });
    expect(response.status).toBe(422);
    expect(response.body.detail[0].loc).toEqual(['body', 'text']);
  });

  it('is authenticated by the pipeline: no key, no headline', async () => {
    const response = await client().post('/v1/headline/completions', { text: ARTICLE }, null);
    expect([401, 403]).toContain(response.status);
  });

  it('writes its run to the logs with the usage it answered', async () => {
    const response = await client().post('/v1/headline/completions', { text: ARTICLE });
    const logs = await client().get('/v1/swarm/logs');
    const row = logs.body.logs.find((log: { data: { job_id?: string } }) => log.data?.job_id === response.body.job_id);
    expect(row).toMatchObject({ endpoint: '/v1/headline/completions', category: 'completion' });
  });

  it('appears in the OpenAPI document with its request and response schemas, and in the premium list', async () => {
    const document = (await client().get('/openapi.json')).body;
    const operation = document.paths['/v1/headline/completions'].post;
    expect(operation.summary).toBe(headlineRoute.summary);
    expect(JSON.stringify(operation.requestBody)).toContain('The article to write a headline for.');
    expect(JSON.stringify(operation.responses['200'])).toContain('The headline, at most max_words words.');
    const premium = (await client().get('/v1/account/premium-endpoints')).body.premium_endpoints;
    expect(premium).toContainEqual({ method: 'POST', path: '/v1/headline/completions', description: 'Headlines' });
  });

  it('refuses a free-tier key as premium, as its row says', async () => {
    const free = await createTestClient({ tier: 'free', endpoints: [headlineRoute] });
    try {
      const response = await free.post('/v1/headline/completions', { text: ARTICLE });
      expect(response.status).toBe(403);
      expect(response.body.error).toMatchObject({ type: 'premium_access_required' });
    } finally {
      await free.server.close();
    }
  });
});
