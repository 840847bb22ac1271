import { describe, expect, it } from 'vitest';
import { createApiKey } from '../../src/accounts/api-keys.js';
import { createScriptedModel, type ScriptedModel } from '../../src/providers/scripted/index.js';
import { marketplaceCatalogue } from '../../src/orchestration/research/marketplace.js';
import { scriptedServer } from '../support/scripted-swarm.js';

/** Runs one agent completion against `model` (settings for the server), then closes the server. */
async function runAgent(model: ScriptedModel, body: Record<string, unknown>, settings: Parameters<typeof scriptedServer>[1] = {}) {
  const client = await scriptedServer(model, settings);
  try {
    return await client.post('/v1/agent/completions', { task: 'Summarise the battery market.', ...body });
  } finally {
    await client.server.close();
  }
}

const textModel = () => createScriptedModel([], { respond: () => 'An answer.' });
const systemOf = (model: ScriptedModel, index = 0) => model.calls[index].messages.find((message) => message.role === 'system')?.content;

describe('AgentSpec defaults as capabilities/agent.mdx documents them', () => {
  it('sends max_tokens 8192 when the agent names none', async () => {
    const model = textModel();
    await runAgent(model, { agent_config: { agent_name: 'A' } });
    expect(model.calls[0].maxTokens).toBe(8192);
  });

  it('sends no temperature when the agent names none and dynamic temperature is off; a named one is sent as it is', async () => {
    const omitted = textModel();
    const response = await runAgent(omitted, { agent_config: { agent_name: 'A', dynamic_temperature_enabled: false } });
    expect(omitted.calls[0].temperature).toBeUndefined();
    expect(response.body.temperature).toBeNull();
    const named = textModel();
    await runAgent(named, { agent_config: { agent_name: 'A', dynamic_temperature_enabled: false, temperature: 0.3 } });
    expect(named.calls[0].temperature).toBe(0.3);
  });

  it('draws a temperature in [0, 1] before every loop by default, the same for the same request and seed, other under another seed', async () => {
    const temperatures = async (seed: number) => {
      const model = textModel();
      await runAgent(model, { agent_config: { agent_name: 'A', temperature: 0.3, max_loops: 3 } }, { seed });
      return model.calls.map((call) => call.temperature as number);
    };
    const first = await temperatures(1);
    expect(first).toHaveLength(3);
    for (const value of first) expect(value >= 0 && value <= 1 && value !== 0.3).toBe(true);
    expect(new Set(first).size).toBeGreaterThan(1);
    expect(await temperatures(1)).toEqual(first);
    expect(await temperatures(2)).not.toEqual(first);
  });
});

describe('marketplace_prompt_id and the marketplace listing fields', () => {
  const listing = marketplaceCatalogue()[1];

  it("appends the marketplace prompt to the agent's system prompt and takes its name and description when the agent has none", async () => {
    const model = textModel();
    const response = await runAgent(model, { agent_config: { marketplace_prompt_id: listing.id, system_prompt: 'Be brief.' } });
    expect(response.status).toBe(200);
    expect(systemOf(model)).toContain(`Be brief.${listing.prompt}`);
    expect(response.body).toMatchObject({ name: listing.name, description: listing.description });
  });

  it('answers a prompt the marketplace does not hold with a stand-in in open auth, named in a header and the journal', async () => {
    const model = textModel();
    const client = await scriptedServer(model);
    try {
      const response = await client.post('/v1/agent/completions', { agent_config: { marketplace_prompt_id: '92a11cf5-0000' }, task: 'Summarise the battery market.' });
      expect(response.status).toBe(200);
      expect(response.headers.get('x-swarms-local-synthetic-marketplace-prompt')).toBe('92a11cf5-0000');
      expect(systemOf(model)).toContain('marketplace (prompt 92a11cf5-0000)');
      expect(response.body.name).toBe('Marketplace-Agent-92a11cf5');
      const [request] = await client.server.deps.journal.list('default', { endpoint: '/v1/agent/completions' });
      expect(request.attributes?.syntheticMarketplacePrompts).toEqual(['92a11cf5-0000']);
    } finally {
      await client.server.close();
    }
  });

  it.each([{ strictRequests: true }, { auth: 'strict' as const }])('keeps the 400 naming the id, before any call, with %o', async (settings) => {
    const model = textModel();
    const client = await scriptedServer(model, settings);
    try {
      const key = 'auth' in settings ? (await createApiKey(client.server.deps.store, client.server.deps.clock, { userName: 'strict' })).key : undefined;
      const response = await client.post('/v1/agent/completions', { agent_config: { agent_name: 'A', marketplace_prompt_id: 'no-such-prompt' }, task: 't' }, key);
      expect(response.status).toBe(400);
      expect(response.body.detail).toContain('no-such-prompt');
      expect(response.headers.get('x-swarms-local-synthetic-marketplace-prompt')).toBeNull();
      expect(model.calls).toHaveLength(0);
    } finally {
      await client.server.close();
    }
  });

  it('stores publish_to_marketplace and the listing fields with the agent configuration', async () => {
    const fields = {
      publish_to_marketplace: true,
      use_cases: [{ title: 'Market scan', description: 'Scan a market' }],
      tags: ['finance'],
      capabilities: ['trend-analysis'],
      category: 'research',
      is_free: false,
      price_usd: 4.5,
    };
    const client = await scriptedServer(textModel());
    try {
      expect((await client.post('/v1/agent/completions', { agent_config: { agent_name: 'Lister', ...fields }, task: 't' })).status).toBe(200);
      const stored = (await client.get('/v1/agents/list')).body.agents;
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({ agent_name: 'Lister', ...fields });
    } finally {
      await client.server.close();
    }
  });
});

describe('tools_enabled attaches one built-in tool per request and bills it once', () => {
  /** Calls the offered tool twice, then answers. */
  const searchingModel = () =>
    createScriptedModel([], {
      respond: (options, index) => {
        const tool = options.tools?.[0]?.name ?? 'none';
        const argument = tool === 'auto_search' ? { query: `q${index}` } : { url: `https://example.com/${index}` };
        return index < 2 ? { content: [{ type: 'tool-call', id: `call-${index}`, name: tool, arguments: JSON.stringify(argument) }] } : 'Found it.';
      },
    });

  it('offers only auto_search when both are listed, and charges one search however often it is called', async () => {
    const model = searchingModel();
    const response = await runAgent(model, { agent_config: { agent_name: 'A' }, tools_enabled: ['web_scraper', 'auto_search'] });
    expect(response.status).toBe(200);
    expect(model.calls).toHaveLength(3);
    for (const call of model.calls) expect(call.tools?.map((tool) => tool.name)).toEqual(['auto_search']);
    expect(response.body.usage).not.toHaveProperty('scrape_cost');
    // Two searches were run; the fee is the same as for a run that never calls the tool.
    const unused = await runAgent(textModel(), { agent_config: { agent_name: 'A' }, tools_enabled: ['auto_search'] });
    expect(response.body.usage.search_cost).toBeGreaterThan(0);
    expect(response.body.usage.search_cost).toBe(unused.body.usage.search_cost);
  });

  it('offers web_scraper alone when it is the only one listed, billed once as a scrape', async () => {
    const model = searchingModel();
    const once = await runAgent(model, { agent_config: { agent_name: 'A' }, tools_enabled: ['web_scraper'] });
    expect(model.calls[0].tools?.map((tool) => tool.name)).toEqual(['web_scraper']);
    expect(once.body.usage).not.toHaveProperty('search_cost');
    // Two scrapes were run; the fee is the same as for a run that never calls the tool.
    const unused = await runAgent(textModel(), { agent_config: { agent_name: 'A' }, tools_enabled: ['web_scraper'] });
    expect(once.body.usage.scrape_cost).toBeGreaterThan(0);
    expect(once.body.usage.scrape_cost).toBe(unused.body.usage.scrape_cost);
  });
});
