import { describe, expect, it } from 'vitest';
import { createSwarmsLocal } from '../../src/testing/swarms-local.js';
import { flagsToConfig } from '../../src/cli/serve-options.js';
import { useTestServer } from '../support/test-server.js';

const swarmBody = { task: 'Plan the bakery week', swarm_tpye: 'GroupChat', agents: [{ agent_name: 'Baker', modle_name: 'gpt-4o-mini' }] };

describe('request body fields no schema declares, by default', () => {
  const client = useTestServer({ seed: 1 });

  it('are accepted as FastAPI accepts them, and named in a response header and the journal entry', async () => {
    const response = await client().post('/v1/swarm/completions', swarmBody);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-swarms-local-unknown-fields')).toBe('swarm_tpye, agents[0].modle_name');
    const [entry] = (await client().get('/_swarms-local/journal?endpoint=/v1/swarm/completions')).body.requests;
    expect(entry.attributes.unknownFields).toEqual(['swarm_tpye', 'agents[0].modle_name']);
  });

  it('are named on a request refused for another reason too', async () => {
    const response = await client().post('/v1/agent/completions', { agent_config: { agent_name: 'A', max_loops: 'forever' }, tsk: 'x' });
    expect(response.status).toBe(422);
    expect(response.headers.get('x-swarms-local-unknown-fields')).toBe('tsk');
  });

  it('leave no header on a body that only uses declared fields', async () => {
    const response = await client().post('/v1/agent/completions', { agent_config: { agent_name: 'A' }, task: 'x' });
    expect(response.status).toBe(200);
    expect(response.headers.has('x-swarms-local-unknown-fields')).toBe(false);
  });
});

describe('request body fields no schema declares, in strict request mode', () => {
  const client = useTestServer({ seed: 1, strictRequests: true });

  it('are refused with one 422 naming each field and the declared one it is close to', async () => {
    const response = await client().post('/v1/swarm/completions', swarmBody);
    expect(response.status).toBe(422);
    expect(response.body.detail).toEqual([
      { type: 'extra_forbidden', loc: ['body', 'swarm_tpye'], msg: 'Extra inputs are not permitted (did you mean swarm_type?)', input: 'GroupChat' },
      { type: 'extra_forbidden', loc: ['body', 'agents', 0, 'modle_name'], msg: 'Extra inputs are not permitted (did you mean model_name?)', input: 'gpt-4o-mini' },
    ]);
  });

  it('are refused alongside the other problems of the body, and in OpenAI-style errors on chat completions', async () => {
    const agent = await client().post('/v1/agent/completions', { agent_config: { agent_name: 'A', max_loops: 'forever' }, tsk: 'x' });
    expect(agent.body.detail.map((item: { type: string; loc: unknown[] }) => `${item.type} ${item.loc.join('.')}`)).toContain('extra_forbidden body.tsk');
    expect(agent.body.detail.length).toBeGreaterThan(1);
    const chat = await client().post('/v1/chat/completions', { model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'hi' }], temprature: 0 });
    expect(chat.status).toBeGreaterThanOrEqual(400);
    expect(chat.text).toContain('temprature');
  });
});

describe('strict request mode is switched on', () => {
  it('by the --strict-requests flag', () => {
    expect(flagsToConfig({ strictRequests: true }).strictRequests).toBe(true);
    expect(flagsToConfig({}).strictRequests).toBeUndefined();
  });

  it('by the createSwarmsLocal option', async () => {
    const swarms = await createSwarmsLocal({ strictRequests: true });
    try {
      const response = await fetch(`${swarms.url}/v1/agent/completions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': swarms.apiKey },
        body: JSON.stringify({ agent_config: { agent_name: 'A', modle_name: 'gpt-4o' }, task: 'x' }),
      });
      expect(response.status).toBe(422);
      expect(await response.text()).toContain('did you mean model_name?');
    } finally {
      await swarms.close();
    }
  });
});
