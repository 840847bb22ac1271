import { describe, expect, it } from 'vitest';
import { agentOf, promptOf, scriptedServer, swarmScript } from '../support/scripted-swarm.js';
import { LIVE_SETTINGS } from '../support/openai-upstream.js';
import { createTestClient, useTestServer } from '../support/test-server.js';

const client = useTestServer({ seed: 8 });

describe('advanced research', () => {
  it('plans searches, searches through auto_search, and reports with sources and search cost', async () => {
    const response = await client().post('/v1/advanced-research/completions', {
      config: { name: 'Batteries', exa_search_num_results: 2, exa_search_max_characters: 200 },
      task: 'State of solid-state batteries in 2026',
    });
    expect(response.status).toBe(200);
    expect(Object.keys(response.body)).toEqual(expect.arrayContaining(['id', 'name', 'description', 'outputs', 'sources', 'characters_per_source', 'usage', 'timestamp']));
    expect(response.body.name).toBe('Batteries');
    expect(response.body.characters_per_source).toBe(200);
    expect(response.body.sources).toBe(response.body.source_list.length);
    expect(response.body.sources).toBeGreaterThan(0);
    for (const source of response.body.source_list) expect(source).toMatchObject({ url: expect.stringMatching(/^https:\/\//), title: expect.any(String) });
    expect(response.body.usage.search_cost).toBeGreaterThan(0);
    expect(typeof response.body.outputs).toBe('string');
  });

  it('director plans, one worker per query summarises its search results, the director reports from the summaries', async () => {
    const model = swarmScript(() => ({ queries: ['solid-state cathodes', 'solid-state cost'] }));
    const scripted = await scriptedServer(model);
    try {
      const response = await scripted.post('/v1/advanced-research/completions', { task: 'State of solid-state batteries', img: 'https://example.test/chart.png' });
      expect(response.status).toBe(200);
      const order = model.calls.map(agentOf);
      expect(order[0]).toBe('structured');
      expect(order.slice(1, 3).sort()).toEqual(['Research Worker 1', 'Research Worker 2']);
      expect(order[3]).toBe('Research Director');
      expect(order).toHaveLength(4);
      const sourcesOf = (query: string) => response.body.source_list.filter((source: { query: string }) => source.query === query);
      for (const [index, query] of ['solid-state cathodes', 'solid-state cost'].entries()) {
        const workerPrompt = promptOf(model.calls.find((call) => agentOf(call) === `Research Worker ${index + 1}`)!);
        expect(workerPrompt).toContain(query);
        expect(sourcesOf(query).length).toBeGreaterThan(0);
        for (const source of sourcesOf(query)) expect(workerPrompt).toContain(source.url);
      }
      const reportCall = model.calls[3];
      expect(promptOf(reportCall)).toContain('Research Worker 1#1');
      expect(promptOf(reportCall)).toContain('Research Worker 2#1');
      expect(JSON.stringify(reportCall.messages.at(-1)!.content)).toContain('https://example.test/chart.png');
      expect(response.body.outputs).toBe('Research Director#1');
      expect(response.body.usage).toMatchObject({ search_cost: 0.08, img_cost: 0.25 });
    } finally {
      await scripted.server.close();
    }
  });

  it('answers 400 in live mode, where auto_search has no search backend, before any upstream call', async () => {
    const live = await createTestClient(LIVE_SETTINGS);
    try {
      const response = await live.post('/v1/advanced-research/completions', { task: 'Heat pumps' });
      expect(response.status).toBe(400);
      expect(response.body.detail).toContain('needs a search backend');
    } finally {
      await live.server.close();
    }
  });

  it('runs a batch and reports a failed item in place', async () => {
    const response = await client().post('/v1/advanced-research/batch/completions', { input_schemas: [{ task: 'Heat pumps' }, { task: '' }] });
    expect(response.status).toBe(200);
    expect(response.body).toHaveLength(2);
    expect(response.body[0].sources).toBeGreaterThan(0);
    expect(response.body[1]).toMatchObject({ id: null, sources: null, outputs: null, usage: null, status: 'error', detail: expect.stringContaining('needs a task') });
  });

  it('answers an empty list for input_schemas: null (what the SDKs send for no items)', async () => {
    const response = await client().post('/v1/advanced-research/batch/completions', { input_schemas: null });
    expect(response.status).toBe(200);
    expect(response.body).toEqual([]);
  });
});

describe('marketplace', () => {
  it('serves the shipped catalogue, limited by number_of_items', async () => {
    const all = await client().post('/v1/marketplace/agents', {});
    expect(all.body.status).toBe('success');
    expect(all.body.prompts.length).toBe(all.body.total_count);
    const some = await client().post('/v1/marketplace/agents', { number_of_items: 3 });
    expect(some.body.prompts).toHaveLength(3);
    expect(some.body.prompts[0]).toMatchObject({ name: expect.any(String), prompt: expect.any(String), category: expect.any(String) });
    for (const prompt of all.body.prompts) {
      expect(prompt).toMatchObject({ id: expect.any(String), created_at: expect.any(String), user_id: expect.any(String), status: expect.any(String), tags: expect.any(String) });
      expect(Array.isArray(prompt.links)).toBe(true);
    }
  });
});
