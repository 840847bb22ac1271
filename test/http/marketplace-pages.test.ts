import { describe, expect, it } from 'vitest';
import { createApiKey } from '../../src/accounts/api-keys.js';
import { marketplaceCatalogue } from '../../src/orchestration/research/marketplace.js';
import { createTestClient, TEST_KEY, useTestServer } from '../support/test-server.js';

const prompt = {
  name: 'Release Notes Writer',
  prompt: 'You turn merged pull requests into <b>release notes</b>.',
  description: 'Writes release notes',
  useCases: [{ title: 'Changelogs', description: 'Weekly summaries' }],
  tags: 'writing,release',
};

const agent = { name: 'Invoice Reader', description: 'Reads invoice totals.', useCases: [{ title: 'Invoices', description: 'Totals and dates' }], agent: 'print("totals")' };

describe('the marketplace refuses a body its schema does not take as swarms.world does', () => {
  const client = useTestServer();

  it('answers 400 with the errors keyed by field, not the API’s 422 detail list', async () => {
    const refused = await client().post('/swarms-world/api/add-prompt', { ...prompt, name: 'x', useCases: [{ title: 'only a title' }] });
    expect(refused.status).toBe(400);
    expect(refused.body.detail).toBeUndefined();
    expect(refused.body).toMatchObject({ error: 'Validation failed', code: 'VALIDATION_ERROR', status_code: 400 });
    expect(Object.keys(refused.body.errors).sort()).toEqual(['name', 'useCases.0.description']);
    expect(refused.body.errors.name).toMatch(/at least 2/);
    expect(refused.body.message).toContain('useCases.0.description');
  });

  it('answers a review with a rating out of range, and a body that is not JSON, in the same shape', async () => {
    const review = await client().post('/swarms-world/api/reviews', { model_id: 'm', model_type: 'prompt', rating: 9, comment: 'Great.' });
    expect(review.status).toBe(400);
    expect(Object.keys(review.body.errors)).toEqual(['rating']);
    const garbled = await client().request('POST', '/swarms-world/api/add-agent', { raw: '{"name": ', headers: { 'content-type': 'application/json' } });
    expect(garbled.status).toBe(400);
    expect(Object.keys(garbled.body.errors)).toEqual(['body']);
    const noModel = await client().get('/swarms-world/api/reviews', null);
    expect(noModel.status).toBe(400);
    expect(Object.keys(noModel.body.errors)).toEqual(['model_id']);
  });

  it('keeps the API’s 422 on the API’s own routes', async () => {
    const refused = await client().post('/v1/agent/completions', { agent_config: { agent_name: 'A', max_tokens: 'many' }, task: 't' });
    expect(refused.status).toBe(422);
    expect(Array.isArray(refused.body.detail)).toBe(true);
  });
});

describe('an edit of a listing the local marketplace does not hold', () => {
  const client = useTestServer();
  const hostedId = '550e8400-e29b-41d4-a716-446655440000';

  it('takes it, in open auth, as the caller’s published prompt, edits it and names it in a header and the journal', async () => {
    const edited = await client().post('/swarms-world/api/edit-prompt', { id: hostedId, name: 'Advanced Technical Blog Writer', price_usd: 6.99 });
    expect(edited.status).toBe(200);
    expect(edited.headers.get('x-swarms-local-synthetic-marketplace-listing')).toBe(hostedId);
    expect(edited.body).toMatchObject({ success: true, id: hostedId, updated_data: { id: hostedId, name: 'Advanced Technical Blog Writer', price_usd: 6.99, synthetic: true } });
    expect(edited.body.listing_url).toMatch(new RegExp(`/swarms-world/prompt/${hostedId}$`));
    const [request] = await client().server.deps.journal.list('default', { endpoint: '/swarms-world/api/edit-prompt' });
    expect(request.attributes?.syntheticMarketplaceListings).toEqual([hostedId]);
    // From then on it is held: a second edit names no stand-in, and an agent loads it by marketplace_prompt_id.
    const again = await client().post('/swarms-world/api/edit-prompt', { id: hostedId, description: 'Second pass.' });
    expect(again.headers.get('x-swarms-local-synthetic-marketplace-listing')).toBeNull();
    expect(again.body.updated_data).toMatchObject({ name: 'Advanced Technical Blog Writer', description: 'Second pass.' });
    const run = await client().post('/v1/agent/completions', { agent_config: { marketplace_prompt_id: hostedId }, task: 'Write about caches.' });
    expect(run.status).toBe(200);
    expect(run.headers.get('x-swarms-local-synthetic-marketplace-prompt')).toBeNull();
    expect(run.body.name).toBe('Advanced Technical Blog Writer');
  });

  it('takes an unknown agent id the same way, but not a prompt of the shipped catalogue, which is another user’s', async () => {
    const edited = await client().post('/swarms-world/api/edit-agent', { id: 'hosted-agent-1', description: 'Now with tables.' });
    expect(edited.status).toBe(200);
    expect(edited.body.updated_data).toMatchObject({ id: 'hosted-agent-1', description: 'Now with tables.' });
    const shipped = marketplaceCatalogue()[0].id;
    const refused = await client().post('/swarms-world/api/edit-prompt', { id: shipped, name: 'Mine now' });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: 'Forbidden', status_code: 403 });
  });

  it('takes a stand-in afresh for another caller, or as the other kind, as the hosted docs’ prompt and agent pages both edit one id', async () => {
    const shared = '6ba7b810-9dad-11d1-80b4-00c04fd430c8';
    expect((await client().post('/swarms-world/api/edit-agent', { id: shared, name: 'Agent edit' })).status).toBe(200);
    const asPrompt = await client().post('/swarms-world/api/edit-prompt', { id: shared, name: 'Prompt edit' }, 'sk-another-user-key-0123456789');
    expect(asPrompt.status).toBe(200);
    expect(asPrompt.headers.get('x-swarms-local-synthetic-marketplace-listing')).toBe(shared);
    expect(asPrompt.body.updated_data).toMatchObject({ name: 'Prompt edit', user_id: expect.not.stringMatching(/^$/) });
    expect(asPrompt.body.listing_url).toMatch(new RegExp(`/swarms-world/prompt/${shared}$`));
    // A listing someone really published stays theirs.
    const published = (await client().post('/swarms-world/api/add-prompt', { ...prompt, name: 'Real one' })).body.id;
    expect((await client().post('/swarms-world/api/edit-prompt', { id: published, name: 'Taken' }, 'sk-another-user-key-0123456789')).status).toBe(403);
  });

  it('names an id outside printable ASCII percent-encoded in the header, whole in the journal', async () => {
    const id = 'prompt-été-✓';
    const edited = await client().post('/swarms-world/api/edit-prompt', { id, name: 'Accented' });
    expect(edited.status).toBe(200);
    expect(edited.headers.get('x-swarms-local-synthetic-marketplace-listing')).toBe(encodeURIComponent(id));
    const edits = await client().server.deps.journal.list('default', { endpoint: '/swarms-world/api/edit-prompt' });
    expect(edits.map((request) => request.attributes?.syntheticMarketplaceListings)).toContainEqual([id]);
    // An id is any string, a header is bounded: a very long id is named by its first 128 characters.
    const long = await client().post('/swarms-world/api/edit-agent', { id: 'x'.repeat(20_000), description: 'Long.' });
    expect(long.status).toBe(200);
    expect(long.headers.get('x-swarms-local-synthetic-marketplace-listing')).toBe(`${'x'.repeat(128)}...`);
    const run = await client().post('/v1/agent/completions', { agent_config: { marketplace_prompt_id: 'ünknown-prompt' }, task: 'Say hello.' });
    expect(run.status).toBe(200);
    expect(run.headers.get('x-swarms-local-synthetic-marketplace-prompt')).toBe(encodeURIComponent('ünknown-prompt'));
  });

  it.each([{ strictRequests: true }, { auth: 'strict' as const }])('stays the hosted 404 with %o', async (settings) => {
    const strict = await createTestClient(settings);
    try {
      const key = 'auth' in settings ? (await createApiKey(strict.server.deps.store, strict.server.deps.clock, { userName: 'strict' })).key : TEST_KEY;
      const refused = await strict.post('/swarms-world/api/edit-prompt', { id: hostedId, name: 'Renamed' }, key);
      expect(refused.status).toBe(404);
      expect(refused.body).toMatchObject({ error: 'Not found', status_code: 404 });
      expect(refused.headers.get('x-swarms-local-synthetic-marketplace-listing')).toBeNull();
    } finally {
      await strict.server.close();
    }
  });
});

describe("the caller's product list and the listing pages", () => {
  const client = useTestServer();

  it('lists only the caller’s prompts and agents, newest first, with counts per type and their local pages', async () => {
    const promptId = (await client().post('/swarms-world/api/add-prompt', prompt)).body.id;
    const agentId = (await client().post('/swarms-world/api/add-agent', agent)).body.id;
    await client().post('/swarms-world/api/add-prompt', { ...prompt, name: 'Someone else’s' }, 'sk-another-user-key-0123456789');
    const listed = await client().get('/swarms-world/api/product/list?type=all');
    expect(listed.status).toBe(200);
    expect(listed.body).toMatchObject({ total: 2, counts: { agents: 1, prompts: 1, tools: 0, bundles: 0 } });
    expect(listed.body.products.map((product: { id: string; type: string }) => [product.type, product.id])).toEqual([
      ['agent', agentId],
      ['prompt', promptId],
    ]);
    expect(listed.body.products[1]).toMatchObject({ name: prompt.name, description: prompt.description, url: `${client().url}/swarms-world/prompt/${promptId}` });
    const prompts = await client().get('/swarms-world/api/product/list?type=prompt');
    expect(prompts.body.products.map((product: { id: string }) => product.id)).toEqual([promptId]);
    expect((await client().get('/swarms-world/api/product/list?type=bundle')).body).toMatchObject({ total: 0, products: [] });
  });

  it('refuses an unknown type in the marketplace’s shape', async () => {
    const refused = await client().get('/swarms-world/api/product/list?type=tokens');
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.errors)).toEqual(['type']);
  });

  it('serves the page a listing_url points at, escaped, and its JSON when asked for JSON', async () => {
    const added = await client().post('/swarms-world/api/add-prompt', prompt);
    const page = await fetch(added.body.listing_url);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('<h1>Release Notes Writer</h1>');
    expect(html).toContain('&#60;b&#62;release notes&#60;/b&#62;');
    expect(html).not.toContain('<b>release notes</b>');
    expect(html).toContain('Weekly summaries');
    const json = await fetch(added.body.listing_url, { headers: { accept: 'application/json' } });
    expect(await json.json()).toMatchObject({ id: added.body.id, name: prompt.name, prompt: prompt.prompt });
    const shipped = marketplaceCatalogue()[0];
    expect(await (await fetch(`${client().url}/swarms-world/prompt/${shipped.id}`)).text()).toContain(shipped.name.split('&')[0]);
  });

  it('answers 404 for a listing it does not hold, and for a prompt id asked as an agent', async () => {
    const added = await client().post('/swarms-world/api/add-prompt', prompt);
    expect((await client().get(`/swarms-world/agent/${added.body.id}`, null)).status).toBe(404);
    const missing = await client().get('/swarms-world/prompt/no-such-listing', null);
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ error: 'Not found', status_code: 404 });
  });
});
