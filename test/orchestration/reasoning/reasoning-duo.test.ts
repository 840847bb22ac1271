import { describe, expect, it } from 'vitest';
import { reason } from './reason.js';

// Mirrors ReasoningDuo.run / ReasoningDuo.step (swarms/agents/reasoning_duo.py), which
// ReasoningAgentRouter._create_reasoning_duo builds for both 'reasoning-duo' and 'reasoning-agent'.
describe('reasoning-duo, as ReasoningDuo.run', () => {
  it.each(['reasoning-duo', 'reasoning-agent', 'reasoning_duo', undefined])(
    '%s with max_loops 1: the reasoner on gpt-4o, then the main agent reading the conversation; the main answer is last',
    async (swarmType) => {
      const { response, outputs, calls } = await reason({ swarm_type: swarmType, system_prompt: 'Be brief.', max_loops: 1 });
      expect(response.status).toBe(200);
      expect(response.body.agent_type).toBe(swarmType === 'reasoning-agent' ? 'reasoning-agent' : 'reasoning-duo');
      expect(calls.map((call) => `${call.agent}@${call.model}`)).toEqual(['R@gpt-4o', 'R@gpt-4.1']);
      expect(calls[0]).toMatchObject({ prompt: 'Is 91 prime?', memory: [] });
      expect(calls[0].system).toContain('<think>');
      expect(calls[0].system).not.toContain('Be brief.');
      expect(calls[1]).toMatchObject({ prompt: 'user: Is 91 prime?\n\nR: R#1', memory: [] });
      expect(calls[1].system).toContain('Be brief.');
      expect(outputs).toEqual([
        { role: 'R', content: 'R#1' },
        { role: 'R', content: 'R#2' },
      ]);
    },
  );

  it.each(['reasoning-duo', 'reasoning-agent'])(
    '%s with max_loops 2: the reasoner continues from the whole conversation and each agent remembers its first exchange',
    async (swarmType) => {
      const { outputs, calls } = await reason({ swarm_type: swarmType, max_loops: 2 });
      expect(calls.map((call) => `${call.agent}@${call.model}`)).toEqual(['R@gpt-4o', 'R@gpt-4.1', 'R@gpt-4o', 'R@gpt-4.1']);
      expect(calls[2].memory).toEqual(['user: Is 91 prime?', 'assistant: R#1']);
      expect(calls[2].prompt).toBe('Keep reasoning and refine your analysis. The original task: Is 91 prime?\n\nThe conversation so far:\nuser: Is 91 prime?\n\nR: R#1\n\nR: R#2');
      expect(calls[3].memory).toEqual(['user: user: Is 91 prime?\n\nR: R#1', 'assistant: R#2']);
      expect(calls[3].prompt).toBe('user: Is 91 prime?\n\nR: R#1\n\nR: R#2\n\nR: R#3');
      expect(outputs).toEqual(['R#1', 'R#2', 'R#3', 'R#4'].map((content) => ({ role: 'R', content })));
    },
  );

  it('runs the reasoner on the request model when the server cannot route gpt-4o', async () => {
    const { response, calls } = await reason({ swarm_type: 'reasoning-duo' }, undefined, ['gpt-4.1']);
    expect(response.status).toBe(200);
    expect(calls.map((call) => call.model)).toEqual(['gpt-4.1', 'gpt-4.1']);
  });

  it('ignores output_type: the outputs are the conversation after the task whatever is asked', async () => {
    for (const outputType of ['final', 'str', 'list'])
      expect((await reason({ output_type: outputType })).outputs).toEqual([
        { role: 'R', content: 'R#1' },
        { role: 'R', content: 'R#2' },
      ]);
  });
});
