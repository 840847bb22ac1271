import { describe, expect, it } from 'vitest';
import { scriptedServer, swarmScript } from '../support/scripted-swarm.js';

const design = () => ({ name: 'd', description: 'designed', swarm_type: 'ConcurrentWorkflow', agents: [{ agent_name: 'X', description: 'x', system_prompt: 'Be X.' }] });

describe('batched grid workflow and auto swarm builder', () => {
  it('runs every agent on every task and answers one row per task with workflow usage', async () => {
    const client = await scriptedServer(swarmScript());
    try {
      const response = await client.post('/v1/batched-grid-workflow/completions', {
        name: 'grid',
        agent_completions: [{ agent_name: 'A' }, { agent_name: 'B' }],
        tasks: ['t1', 't2', 't3'],
        max_loops: 1,
      });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ name: 'grid', status: 'success', job_id: expect.any(String), timestamp: expect.any(String) });
      expect(response.body.outputs).toHaveLength(3);
      for (const row of response.body.outputs) expect(Object.keys(row).sort()).toEqual(['A', 'B']);
      expect(response.body.usage).toMatchObject({ cost_per_agent: 0.02, token_cost: expect.any(Number), total_tokens: expect.any(Number) });
    } finally {
      await client.server.close();
    }
  });

  it.each(['return-agents', 'return-swarm-router-config', 'return-agents-objects'])('answers execution_type %s', async (executionType) => {
    const client = await scriptedServer(swarmScript(design));
    try {
      const response = await client.post('/v1/auto-swarm-builder/completions', { name: 'auto', task: 'Build a team for market research.', execution_type: executionType });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ success: true, type: executionType, job_id: expect.any(String), usage: expect.any(Object) });
      // An object for every execution type (the SDKs declare outputs as a dict); the agents are under `agents`.
      expect(Array.isArray(response.body.outputs)).toBe(false);
      const agents = response.body.outputs.agents;
      expect(agents[0]).toMatchObject({ agent_name: 'X', system_prompt: 'Be X.' });
      if (executionType === 'return-swarm-router-config') expect(response.body.outputs.swarm_type).toBe('ConcurrentWorkflow');
      // The boss's AgentSpec defaults (temperature 0.5) under the API's agent defaults (tool_call_summary).
      if (executionType === 'return-agents-objects') expect(agents[0]).toMatchObject({ temperature: 0.5, role: 'worker', tool_call_summary: true });
    } finally {
      await client.server.close();
    }
  });
});
