import { describe, expect, it } from 'vitest';
import { agentOf, promptOf, scriptedServer, swarmScript } from '../../support/scripted-swarm.js';

async function reason(body: Record<string, unknown>) {
  const model = swarmScript();
  const client = await scriptedServer(model);
  try {
    const response = await client.post('/v1/reasoning-agent/completions', { agent_name: 'R', task: 'Is 91 prime?', output_type: 'list', ...body });
    return { response, model, order: model.calls.map(agentOf) };
  } finally {
    await client.server.close();
  }
}

describe('reasoning agents, call by call', () => {
  it('AgentJudge: evaluates the task and returns a plain-string verdict', async () => {
    const { response, model, order } = await reason({ swarm_type: 'AgentJudge' });
    expect(order).toEqual(['R']);
    expect(promptOf(model.calls[0])).toContain('Is 91 prime?');
    expect(response.body.outputs).toBe('R#1');
  });

  it('answers 400 without a task, before any call', async () => {
    const { response, model } = await reason({ task: '' });
    expect(response.status).toBe(400);
    expect(response.body.detail).toContain('needs a task');
    expect(model.calls).toHaveLength(0);
  });
});
