import { describe, expect, it } from 'vitest';
import { findModel } from '../../src/config/model-catalogue.js';
import { modelDataset } from '../../src/config/model-dataset.js';
import { createTestClient, useTestServer } from '../support/test-server.js';

const agentRun = (model_name: string) => ({ agent_config: { agent_name: 'Analyst', model_name, max_tokens: 40 }, task: 'Name one use of graphene.' });

/** The model names the hosted documentation's examples use. */
const DOCUMENTED_NAMES = [
  'claude-haiku-4.5',
  'claude-sonnet-4.5',
  'claude-opus-4-8',
  'anthropic/claude-fable-5',
  'gemini-2.5-pro',
  'openai/gpt-4.1',
  'groq/openai/gpt-oss-120b',
  'xai/grok-4',
  'grok-4',
  'claude-sonnet-4-20250514',
  'gpt-4.1',
];

describe('model names on a premium key', () => {
  const client = useTestServer({ seed: 5 });

  it.each(DOCUMENTED_NAMES)('runs an agent on %s, a name of the documentation', async (name) => {
    const response = await client().post('/v1/agent/completions', agentRun(name));
    expect(response.status).toBe(200);
    expect(response.body.outputs[0].content).toEqual(expect.any(String));
  });

  it('takes any model behind a provider prefix LiteLLM routes, known to the dataset or not', async () => {
    for (const name of ['anthropic/claude-not-released-yet', 'ollama/llama3', 'openrouter/meta-llama/llama-3.3-70b-instruct', 'mistral/mistral-large']) {
      expect((await client().post('/v1/agent/completions', agentRun(name))).status).toBe(200);
    }
  });

  it('answers 400 for a name no dataset knows and no prefix routes, with the nearest names', async () => {
    for (const name of ['gpt-41', 'claude-sonnet-four', 'meta-llama/llama-3', 'no-such-model']) {
      const response = await client().post('/v1/agent/completions', agentRun(name));
      expect(response.status).toBe(400);
      expect(response.body.detail).toMatch(new RegExp(`^Model ${name} is not available\\. Nearest names: [^.]`));
    }
    const typo = await client().post('/v1/agent/completions', agentRun('gpt-41'));
    expect(typo.body.detail).toMatch(/Nearest names: [^.]*gpt-4\.1\b/);
  });

  it('answers 400 for a provider prefix with no model name behind it', async () => {
    for (const name of ['openai/', 'ollama/']) {
      const response = await client().post('/v1/agent/completions', agentRun(name));
      expect(response.status).toBe(400);
      expect(response.body.detail).toMatch(new RegExp(`^Model ${name} is not available\\.`));
    }
  });

  it('lists the dataset models in /v1/models/available and /v1/models, each served by the provider the dataset names', async () => {
    const available = (await client().get('/v1/models/available')).body;
    expect(available.count).toBe(available.models.length);
    expect(available.models).toEqual(expect.arrayContaining(['gpt-4.1', 'gpt-4.1-mini', 'claude-opus-4-8', 'gemini/gemini-2.5-pro', 'groq/llama-3.3-70b-versatile', 'xai/grok-3']));
    const anthropicIds = modelDataset()
      .providers.anthropic.models.filter((model) => !model.deprecated)
      .map((model) => model.id);
    expect(available.models).toEqual(expect.arrayContaining(anthropicIds.filter((id) => /^claude-[a-z0-9.-]+[a-z0-9]$/.test(id))));
    const listed = (await client().get('/v1/models')).body.data;
    expect(listed.map((model: { id: string }) => model.id)).toEqual(available.models);
    const owners = Object.fromEntries(listed.map((model: { id: string; owned_by: string }) => [model.id, model.owned_by]));
    expect(owners).toMatchObject({ 'gpt-4.1': 'openai', 'claude-opus-4-8': 'anthropic', 'gemini/gemini-2.5-pro': 'google', 'xai/grok-3': 'xai' });
  });

  it('knows one model by its every spelling, and the context window the dataset gives it', () => {
    const spellings = ['claude-sonnet-4.5', 'claude-sonnet-4-5', 'anthropic/claude-sonnet-4-5-20250929'].map((name) => findModel(name));
    expect(new Set(spellings.map((model) => model?.canonical)).size).toBe(1);
    expect(spellings[0]?.model?.context_window).toBeGreaterThan(0);
  });
});

describe('premium-only models on a free-tier key', () => {
  const premiumOnly = [
    'gpt-4.1',
    'openai/gpt-4.1',
    'claude-sonnet-4.5',
    'claude-sonnet-4-5-20250929',
    'gemini-2.5-pro',
    'xai/grok-4',
    'groq/openai/gpt-oss-120b',
    'groq/llama-3.3-70b-versatile',
  ];

  it('answers 403 naming free-tier alternatives, each of which runs', async () => {
    const client = await createTestClient({ tier: 'free', seed: 5 });
    try {
      for (const name of premiumOnly) {
        const response = await client.post('/v1/agent/completions', agentRun(name));
        expect(response.status).toBe(403);
        const [, alternatives] = response.body.detail.match(/^Model \S+ is available on premium plans only.*Free-tier alternatives: (.+?)\. Upgrade/) ?? [];
        const names = alternatives.split(', ');
        expect(names.length).toBeGreaterThan(0);
        for (const alternative of names) expect((await client.post('/v1/agent/completions', agentRun(alternative))).status).toBe(200);
      }
    } finally {
      await client.server.close();
    }
  });

  it('refuses the premium models behind another provider prefix too, and lets their free variants through', async () => {
    const client = await createTestClient({ tier: 'free', seed: 5 });
    try {
      for (const name of ['openrouter/openai/gpt-4.1', 'azure/gpt-4.1', 'openrouter/x-ai/grok-4', 'openrouter/anthropic/claude-sonnet-4.5']) {
        const response = await client.post('/v1/agent/completions', agentRun(name));
        expect(response.status, name).toBe(403);
        expect(response.body.detail).toContain(`Model ${name} is available on premium plans only`);
      }
      expect((await client.post('/v1/agent/completions', agentRun('openrouter/openai/gpt-4.1-mini'))).status).toBe(200);
    } finally {
      await client.server.close();
    }
  });

  it('refuses them on swarms and chat completions too, and lets free models through', async () => {
    const client = await createTestClient({ tier: 'free', seed: 5 });
    try {
      const swarm = await client.post('/v1/swarm/completions', {
        swarm_type: 'SequentialWorkflow',
        task: 'Outline a launch.',
        agents: [
          { agent_name: 'Planner', model_name: 'gpt-4o-mini' },
          { agent_name: 'Writer', model_name: 'groq/llama3-70b-8192' },
        ],
      });
      expect(swarm.status).toBe(403);
      const chat = await client.post('/v1/chat/completions', { model: 'gpt-5', messages: [{ role: 'user', content: 'hi' }] });
      expect(chat.status).toBe(403);
      expect(chat.body.error.message).toMatch(/^Model gpt-5 is available on premium plans only/);
      expect((await client.post('/v1/agent/completions', agentRun('gpt-4o-mini'))).status).toBe(200);
      expect((await client.post('/v1/agent/completions', agentRun('claude-opus-4-8'))).status).toBe(200);
    } finally {
      await client.server.close();
    }
  });

  it('lists only the models the key may use', async () => {
    const client = await createTestClient({ tier: 'free' });
    try {
      const models: string[] = (await client.get('/v1/models/available')).body.models;
      expect(models).toContain('gpt-4.1-mini');
      for (const name of ['gpt-4.1', 'gpt-5', 'claude-sonnet-4-5', 'xai/grok-4-0709']) expect(models).not.toContain(name);
      expect(models.filter((name) => name.startsWith('groq/'))).toEqual([]);
      expect((await client.get('/v1/models')).body.data.map((model: { id: string }) => model.id)).toEqual(models);
    } finally {
      await client.server.close();
    }
  });
});
