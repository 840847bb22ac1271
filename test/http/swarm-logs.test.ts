import { describe, expect, it } from 'vitest';
import { useTestServer } from '../support/test-server.js';

describe('GET /v1/swarm/logs as its page documents it', () => {
  const client = useTestServer();

  it('answers count null whatever the rows, which are counted from logs', async () => {
    expect((await client().get('/v1/swarm/logs')).body).toMatchObject({ status: 'success', count: null, logs: [] });
    await client().post('/v1/agent/completions', { agent_config: { agent_name: 'Logged' }, task: 'Say hello.' });
    const body = (await client().get('/v1/swarm/logs')).body;
    expect(body.count).toBeNull();
    expect(body.logs).toHaveLength(1);
  });

  it("keeps a swarm completion's swarm_name, execution_time and usage.billing_info.total_cost in its data, an agent completion's usage.total_cost in its", async () => {
    const swarm = await client().post('/v1/swarm/completions', {
      name: 'Logged-Swarm',
      swarm_type: 'SequentialWorkflow',
      task: 'Plan a picnic.',
      agents: [{ agent_name: 'Planner' }, { agent_name: 'Checker' }],
    });
    expect(swarm.status).toBe(200);
    const agent = await client().post('/v1/agent/completions', { agent_config: { agent_name: 'Solo' }, task: 'Say hello.' });
    const logs = (await client().get('/v1/swarm/logs')).body.logs as Array<{ category: string; data: Record<string, any> }>;
    const swarmRow = logs.find((log) => log.data.job_id === swarm.body.job_id);
    expect(swarmRow?.category).toBe('completion');
    expect(swarmRow?.data.swarm_name).toBe('Logged-Swarm');
    expect(swarmRow?.data.execution_time).toBe(swarm.body.execution_time);
    expect(typeof swarmRow?.data.execution_time).toBe('number');
    expect(swarmRow?.data.usage.billing_info.total_cost).toBe(swarm.body.usage.billing_info.total_cost);
    expect(swarmRow?.data.usage.billing_info.total_cost).toBeGreaterThan(0);
    const agentRow = logs.find((log) => log.data.job_id === agent.body.job_id);
    expect(agentRow?.data.usage.total_cost).toBeGreaterThan(0);
  });
});
