import { describe, expect, it } from 'vitest';
import { createApiKey } from '../../src/accounts/api-keys.js';
import { useTestServer } from '../support/test-server.js';

describe('user isolation and key masking', () => {
  const client = useTestServer({ auth: 'strict' });

  it("shows each user the logs of all their keys and never another user's", async () => {
    const { store, clock } = client().server.deps;
    const aliceOne = (await createApiKey(store, clock, { userName: 'alice' })).key;
    const aliceTwo = (await createApiKey(store, clock, { userName: 'alice' })).key;
    const bob = (await createApiKey(store, clock, { userName: 'bob' })).key;
    const run = (key: string, name: string) => client().post('/v1/agent/completions', { agent_config: { agent_name: name }, task: `Task of ${name}` }, key);
    const aliceRuns = [await run(aliceOne, 'Alice One'), await run(aliceTwo, 'Alice Two')];
    const bobRun = await run(bob, 'Bob Agent');

    const aliceLogs = (await client().get('/v1/swarm/logs', aliceOne)).body;
    expect(aliceLogs.logs).toHaveLength(2);
    expect(aliceLogs.logs.map((log: any) => log.data.job_id).sort()).toEqual(aliceRuns.map((response) => response.body.job_id).sort());
    const bobLogs = (await client().get('/v1/swarm/logs', bob)).body;
    expect(bobLogs.logs.map((log: any) => log.data.job_id)).toEqual([bobRun.body.job_id]);

    const aliceAgents = (await client().get('/v1/agents/list', aliceTwo)).body;
    expect(aliceAgents.agents.map((agent: any) => agent.agent_name).sort()).toEqual(['Alice One', 'Alice Two']);
    expect((await client().get('/v1/agents/list', bob)).body.agents.map((agent: any) => agent.agent_name)).toEqual(['Bob Agent']);
  });

  it('never returns a full API key in any response', async () => {
    const { store, clock } = client().server.deps;
    const key = (await createApiKey(store, clock, { userName: 'dave' })).key;
    await client().post('/v1/agent/completions', { agent_config: { agent_name: 'Masked' }, task: `my key is ${key.slice(0, 4)}` }, key);
    const paths = ['/v1/swarm/logs', '/v1/agents/list', '/v1/account/metrics/summary', '/v1/rate/limits', '/v1/account/credits', '/health'];
    for (const path of paths) {
      const response = await client().get(path, key);
      expect(response.status).toBe(200);
      expect(response.text).not.toContain(key);
    }
    const logs = (await client().get('/v1/swarm/logs', key)).body;
    expect(logs.logs[0].api_key).toMatch(/…/);
    expect(logs.logs[0]).not.toHaveProperty('client_ip');
  });
});
