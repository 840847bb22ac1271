import { describe, expect, it } from 'vitest';
import { reason } from './reason.js';

describe('POST /v1/reasoning-agent/completions', () => {
  it('answers 400 without a task, before any call', async () => {
    const { response, calls } = await reason({ task: '' });
    expect(response.status).toBe(400);
    expect(response.body.detail).toContain('needs a task');
    expect(calls).toHaveLength(0);
  });

  it.each([0, -2])('answers 400 for max_loops %i, before any call, whatever the type', async (maxLoops) => {
    for (const swarmType of ['reasoning-duo', 'ire']) {
      const { response, calls } = await reason({ swarm_type: swarmType, max_loops: maxLoops });
      expect(response.status).toBe(400);
      expect(response.body.detail).toContain('"max_loops" of at least 1');
      expect(calls).toHaveLength(0);
    }
  });

  it('answers with the documented fields: the requested type, a reasoning-agent job id, no output_type', async () => {
    const { response } = await reason({ swarm_type: 'GKPAgent', output_type: 'json', num_knowledge_items: 1 });
    expect(Object.keys(response.body).sort()).toEqual(['agent_id', 'agent_name', 'agent_type', 'job_id', 'outputs', 'status', 'timestamp', 'usage']);
    expect(response.body).toMatchObject({ status: 'success', agent_name: 'R', agent_type: 'GKPAgent', job_id: expect.stringMatching(/^reasoning-agent-/) });
    expect(response.body.outputs).toBe('R-coordinator#1');
  });
});
