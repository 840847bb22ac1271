import { describe, expect, it } from 'vitest';
import { createApiKey } from '../../src/accounts/api-keys.js';
import { createScriptedModel } from '../../src/providers/scripted/index.js';
import { scriptedServer } from '../support/scripted-swarm.js';
import { useTestServer } from '../support/test-server.js';

const prompt = {
  name: 'Technical Blog Writer',
  prompt: 'You are an expert technical writer who explains with examples.',
  description: 'Writes technical blog posts',
  useCases: [{ title: 'Tutorials', description: 'Step-by-step guides' }],
  tags: 'writing,technical',
  category: 'content',
};

describe("swarms.world's marketplace API under /swarms-world", () => {
  const client = useTestServer();

  it('publishes a prompt, answers its id and listing, and finds it by query', async () => {
    const added = await client().post('/swarms-world/api/add-prompt', prompt);
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ success: true, tokenized: false, token_address: null, pool_address: null });
    expect(added.body.listing_url).toMatch(new RegExp(`/swarms-world/prompt/${added.body.id}$`));
    const found = await client().post('/swarms-world/api/query-prompts', { search: 'technical blog', category: 'CONTENT', limit: 10 });
    expect(found.status).toBe(200);
    expect(found.body).toHaveLength(1);
    expect(found.body[0]).toMatchObject({ id: added.body.id, name: 'Technical Blog Writer', use_cases: prompt.useCases, is_free: true, status: 'pending' });
    // Queries are public, as on swarms.world: no key needed.
    expect((await client().request('POST', '/swarms-world/api/query-prompts', { key: null, body: { search: 'technical blog' } })).body).toHaveLength(1);
    const shipped = await client().post('/swarms-world/api/query-prompts', { priceFilter: 'paid', limit: 100 });
    expect(shipped.body.length).toBeGreaterThan(0);
    expect(shipped.body.every((listing: { is_free: boolean }) => listing.is_free === false)).toBe(true);
  });

  it("edits the caller's own listing, and answers 404 for an id it does not hold", async () => {
    const { id } = (await client().post('/swarms-world/api/add-agent', { name: 'Extractor', description: 'Pulls fields out.', useCases: [{ title: 'a', description: 'b' }] })).body;
    const edited = await client().post('/swarms-world/api/edit-agent', { id, description: 'Pulls fields out of invoices.', price_usd: 3 });
    expect(edited.status).toBe(200);
    expect(edited.body.updated_data).toMatchObject({ id, name: 'Extractor', description: 'Pulls fields out of invoices.', price_usd: 3 });
    const agents = await client().post('/swarms-world/api/query-agents', {});
    expect(agents.body.map((agent: { id: string }) => agent.id)).toContain(id);
    const missing = await client().post('/swarms-world/api/edit-prompt', { id, name: 'Not a prompt' });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ error: 'Not found', status_code: 404 });
  });

  it('refuses a paid listing without a price, and answers 501 for token launches and fees', async () => {
    const unpriced = await client().post('/swarms-world/api/add-prompt', { ...prompt, is_free: false });
    expect(unpriced.status).toBe(400);
    expect(unpriced.body.message).toContain('price_usd');
    expect((await client().post('/swarms-world/api/add-prompt', { ...prompt, tokenized_on: true })).status).toBe(501);
    const launch = await client().post('/swarms-world/api/token/launch', {});
    expect(launch.status).toBe(501);
    expect(launch.body).toMatchObject({ error: 'Not implemented', status_code: 501 });
  });

  it('keeps one review per user and listing, and answers them newest first with their average', async () => {
    const { id } = (await client().post('/swarms-world/api/add-prompt', prompt)).body;
    const saved = await client().post('/swarms-world/api/reviews', { model_id: id, model_type: 'Prompt', rating: 4, comment: '  Clear and reliable.  ' });
    expect(saved.status).toBe(201);
    expect(saved.body.review).toMatchObject({ model_id: id, model_type: 'prompt', rating: 4, comment: 'Clear and reliable.' });
    expect((await client().post('/swarms-world/api/reviews', { model_id: id, model_type: 'prompt', rating: 5, comment: 'again' })).status).toBe(409);
    const listed = await client().get(`/swarms-world/api/reviews?model_id=${id}`);
    expect(listed.body).toMatchObject({ average_rating: 4, total: 1 });
    expect(listed.body.reviews[0]).toMatchObject({ id: saved.body.review.id, rating: 4 });
    expect((await client().get('/swarms-world/api/reviews?model_id=nothing', null)).body).toEqual({ reviews: [], average_rating: null, total: 0 });
  });
});

describe('a prompt published on the local marketplace', () => {
  it('is loaded by marketplace_prompt_id, with no stand-in, even with strict requests', async () => {
    const model = createScriptedModel([], { respond: () => 'An answer.' });
    const client = await scriptedServer(model, { strictRequests: true });
    try {
      const { id } = (await client.post('/swarms-world/api/add-prompt', prompt)).body;
      const run = await client.post('/v1/agent/completions', { agent_config: { marketplace_prompt_id: id }, task: 'Write about caches.' });
      expect(run.status).toBe(200);
      expect(run.headers.get('x-swarms-local-synthetic-marketplace-prompt')).toBeNull();
      expect(run.body.name).toBe('Technical Blog Writer');
      expect(model.calls[0].messages.find((message) => message.role === 'system')?.content).toContain(prompt.prompt);
    } finally {
      await client.server.close();
    }
  });

  it("lets only its owner edit it (strict auth: another user's edit is a 403)", async () => {
    const client = await scriptedServer(createScriptedModel([]), { auth: 'strict' });
    try {
      const { store, clock } = client.server.deps;
      const owner = (await createApiKey(store, clock, { userName: 'owner' })).key;
      const other = (await createApiKey(store, clock, { userName: 'other' })).key;
      const { id } = (await client.post('/swarms-world/api/add-prompt', prompt, owner)).body;
      const refused = await client.post('/swarms-world/api/edit-prompt', { id, name: 'Taken over' }, other);
      expect(refused.status).toBe(403);
      expect((await client.post('/swarms-world/api/edit-prompt', { id, name: 'Renamed' }, owner)).body.updated_data.name).toBe('Renamed');
    } finally {
      await client.server.close();
    }
  });
});
