import { describe, expect, it } from 'vitest';
import { useTestServer } from '../support/test-server.js';

const client = useTestServer({ seed: 8 });

describe('advanced research', () => {
  it('plans searches, searches through auto_search, and reports with sources and search cost', async () => {
    const response = await client().post('/v1/advanced-research/completions', { config: { name: 'Batteries', exa_search_num_results: 2, exa_search_max_characters: 200 }, task: 'State of solid-state batteries in 2026' });
    expect(response.status).toBe(200);
    expect(Object.keys(response.body)).toEqual(expect.arrayContaining(['id', 'name', 'description', 'outputs', 'sources', 'characters_per_source', 'usage', 'timestamp']));
    expect(response.body.name).toBe('Batteries');
    expect(response.body.characters_per_source).toBe(200);
    expect(response.body.sources.length).toBeGreaterThan(0);
    for (const source of response.body.sources) expect(source).toMatchObject({ url: expect.stringMatching(/^https:\/\//), title: expect.any(String) });
    expect(response.body.usage.search_cost).toBeGreaterThan(0);
    expect(typeof response.body.outputs).toBe('string');
  });

  it('runs a batch and reports a failed item in place', async () => {
    const response = await client().post('/v1/advanced-research/batch/completions', { input_schemas: [{ task: 'Heat pumps' }, { task: '' }] });
    expect(response.status).toBe(200);
    expect(response.body).toHaveLength(2);
    expect(response.body[0].sources.length).toBeGreaterThan(0);
    expect(response.body[1]).toMatchObject({ status: 'error', detail: expect.stringContaining('needs a task') });
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
  });
});
