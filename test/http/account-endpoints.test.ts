import { describe, expect, it } from 'vitest';
import { allRoutes } from '../../src/http/routes/index.js';
import { createApiKey } from '../../src/accounts/api-keys.js';
import { useTestServer } from '../support/test-server.js';

const client = useTestServer({ auth: 'strict' });
const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}\+00:00$/;

async function key(name = 'dana'): Promise<string> {
  const { deps } = client().server;
  return (await createApiKey(deps.store, deps.clock, { userName: name, tier: 'premium' })).key;
}

const GET_ENDPOINTS = [
  '/health',
  '/v1/swarms/available',
  '/v1/models/available',
  '/v1/models',
  '/v1/reasoning-agent/types',
  '/v1/tools/available',
  '/v1/decision/models',
  '/v1/auto-swarm-builder/execution-types',
  '/v1/swarm/logs',
  '/v1/agents/list',
  '/v1/account/metrics/summary',
  '/v1/metrics/summary',
  '/v1/rate/limits',
  '/v1/usage/costs',
  '/v1/account/credits',
  '/v1/account/premium-endpoints',
];

describe('account and catalogue endpoints', () => {
  it.each(GET_ENDPOINTS)('%s answers 401 without a key and 403 with an unknown key (strict mode; 401 authentication_error on the OpenAI-compatible route)', async (path) => {
    expect((await client().get(path, null)).status).toBe(401);
    const unknown = await client().get(path, 'sk-not-a-known-key-00000000');
    // /v1/models is OpenAI-compatible and answers as OpenAI does (capabilities/openai-compatible.mdx); everything else as FastAPI.
    if (path === '/v1/models') {
      expect(unknown.status).toBe(401);
      expect(unknown.body.error).toMatchObject({ message: 'Invalid API Key', type: 'authentication_error' });
    } else {
      expect(unknown.status).toBe(403);
      expect(unknown.body).toEqual({ detail: 'Invalid API Key' });
    }
  });

  it('serves the catalogues with the keys the contract names', async () => {
    const apiKey = await key();
    const swarms = await client().get('/v1/swarms/available', apiKey);
    expect(swarms.body).toMatchObject({ success: true, status: true });
    expect(swarms.body.swarm_types).toContain('HierarchicalSwarm');
    expect(swarms.body.swarm_types).not.toContain('HiearchicalSwarm');
    expect(swarms.body.timestamp).toMatch(ISO_WITH_OFFSET);
    const models = await client().get('/v1/models/available', apiKey);
    expect(models.body.success).toBe(true);
    expect(models.body.models).toContain('gpt-4.1');
    expect(models.body.count).toBe(models.body.models.length);
    const openAiModels = await client().get('/v1/models', apiKey);
    expect(openAiModels.body.object).toBe('list');
    expect(openAiModels.body.data[0]).toMatchObject({ object: 'model', id: expect.any(String), owned_by: expect.any(String), created: expect.any(Number) });
    const reasoning = await client().get('/v1/reasoning-agent/types', apiKey);
    expect(reasoning.body.status).toBe('success');
    expect(reasoning.body.agent_types).toEqual(expect.arrayContaining(['reasoning-duo', 'self-consistency', 'ire', 'ReflexionAgent', 'GKPAgent', 'AgentJudge']));
    expect((await client().get('/v1/tools/available', apiKey)).body).toEqual({ status: 'success', tools: ['auto_search', 'web_scraper'] });
    const decision = await client().get('/v1/decision/models', apiKey);
    expect(decision.body.success).toBe(true);
    expect(decision.body.models[0]).toEqual(
      expect.objectContaining({
        name: expect.any(String),
        aliases: expect.any(Array),
        input_cost_per_1m: expect.any(Number),
        output_cost_per_1m: expect.any(Number),
        description: expect.any(String),
      }),
    );
    expect((await client().get('/v1/auto-swarm-builder/execution-types', apiKey)).body).toEqual(['return-agents', 'return-swarm-router-config', 'return-agents-objects']);
  });

  it('serves pricing, credits, premium endpoints and metrics with every contract key', async () => {
    const apiKey = await key('erik');
    const costs = await client().get('/v1/usage/costs', apiKey);
    expect(Object.keys(costs.body.usage_pricing)).toEqual(
      expect.arrayContaining([
        'swarm_completions_agent_cost',
        'swarm_completions_input_cost_per_1m',
        'swarm_completions_output_cost_per_1m',
        'agent_completions_input_cost_per_1m',
        'agent_completions_output_cost_per_1m',
        'agent_completions_img_cost',
        'agent_completions_mcp_cost',
        'search_cost',
        'scrape_cost',
        'night_time_discount',
      ]),
    );
    expect(costs.body.usage_pricing.agent_completions_img_cost).toBe(0.25);
    const credits = await client().get('/v1/account/credits', apiKey);
    expect(Object.keys(credits.body)).toEqual(expect.arrayContaining(['credit', 'free_credit', 'referral_credits', 'total_credits']));
    // Open auth without initialCredits: unlimited, and still numbers the documentation's examples can format.
    expect(credits.body).toMatchObject({ unlimited: true, free_credit: 0, referral_credits: 0 });
    expect(credits.body.total_credits).toBe(credits.body.credit + credits.body.free_credit + credits.body.referral_credits);
    expect(credits.body.credit).toBeGreaterThan(0);
    const premium = await client().get('/v1/account/premium-endpoints', apiKey);
    expect(JSON.stringify(premium.body)).toContain('/v1/graph-workflow/completions');
    await client().post('/v1/agent/completions', { agent_config: { agent_name: 'Metric', max_tokens: 20 }, task: 'Say hi.' }, apiKey);
    const metrics = await client().get('/v1/account/metrics/summary', apiKey);
    expect(metrics.body).toMatchObject({ success: true, unique_agents: 1, total_completion_calls: 1, successful_completions: 1, completions_last_24h: 1, completions_last_7d: 1 });
    const alias = await client().get('/v1/metrics/summary', apiKey);
    expect(alias.headers.get('deprecation')).toBe('true');
    expect(alias.headers.get('link')).toContain('/v1/account/metrics/summary');
    expect({ ...alias.body, timestamp: null }).toEqual({ ...metrics.body, timestamp: null });
  });

  it('lists unique agent configurations without task fields, and logs with masked keys and no client_ip', async () => {
    const apiKey = await key('fay');
    const run = { agent_config: { agent_name: 'Lister', max_tokens: 20 }, task: 'Say hi.' };
    await client().post('/v1/agent/completions', run, apiKey);
    await client().post('/v1/agent/completions', { ...run, task: 'Say bye.' }, apiKey);
    const agents = await client().get('/v1/agents/list', apiKey);
    expect(agents.body).toMatchObject({ success: true, count: 1 });
    expect(agents.body.agents[0].agent_name).toBe('Lister');
    expect(JSON.stringify(agents.body)).not.toContain('Say hi');
    const logs = await client().get('/v1/swarm/logs', apiKey);
    expect(logs.body).toMatchObject({ status: 'success', count: null });
    expect(logs.body.logs).toHaveLength(2);
    for (const log of logs.body.logs) {
      expect(Object.keys(log)).toEqual(expect.arrayContaining(['id', 'created_at', 'api_key', 'category', 'endpoint', 'data']));
      expect(log).not.toHaveProperty('client_ip');
      expect(log.api_key).not.toBe(apiKey);
      expect(log.api_key.length).toBeLessThan(12);
      expect(log.category).toBe('completion');
    }
    const limited = await client().get('/v1/swarm/logs?limit=1', apiKey);
    expect(limited.body.logs).toHaveLength(1);
    const bad = await client().get('/v1/swarm/logs?limit=abc', apiKey);
    expect(bad.status).toBe(422);
    expect(bad.body.detail[0].loc).toEqual(['query', 'limit']);
    // Bad input gets a 422 (the hosted API rejects real mistakes); an unreadable filter is not dropped.
    const badSince = await client().get('/v1/swarm/logs?since=yesterday', apiKey);
    expect(badSince.status).toBe(422);
    expect(badSince.body.detail[0]).toMatchObject({ loc: ['query', 'since'], input: 'yesterday' });
    const future = await client().get('/v1/swarm/logs?since=2999-01-01T00:00:00Z', apiKey);
    expect(future.body.logs).toEqual([]);
  });
});

describe('completion endpoints', () => {
  const postPaths = () =>
    allRoutes()
      .filter((route) => route.method === 'post' && route.path.startsWith('/v1/'))
      .map((route) => route.path);

  it('answer 401 without a key and 403 with an unknown key (strict mode), before reading the body', async () => {
    for (const path of postPaths()) {
      const missing = await client().request('POST', path, { key: null, body: {} });
      expect(missing.status, path).toBe(401);
      const unknown = await client().request('POST', path, { key: 'sk-not-a-known-key-00000000', body: {} });
      expect(unknown.status, path).toBe(path === '/v1/chat/completions' ? 401 : 403);
    }
  });
});
