import { describe, expect, it } from 'vitest';
import { reason } from './reason.js';

// Mirrors SelfConsistencyAgent.run and aggregation_agent (swarms/agents/consistency_agent.py),
// which ReasoningAgentRouter._create_consistency_agent builds for 'self-consistency' and 'consistency-agent'.
describe('self-consistency, as SelfConsistencyAgent.run', () => {
  it.each(['self-consistency', 'consistency-agent'])(
    '%s with max_loops 1: num_samples independent answers kept as one list entry, then the majority voting agent on gpt-5.4',
    async (swarmType) => {
      const { response, outputs, calls } = await reason({ swarm_type: swarmType, num_samples: 3, max_loops: 1, system_prompt: 'Be brief.' });
      expect(response.body.agent_type).toBe(swarmType);
      expect(calls.map((call) => `${call.agent}@${call.model}`)).toEqual(['R@gpt-4.1', 'R@gpt-4.1', 'R@gpt-4.1', 'Aggregation-Agent@gpt-5.4']);
      for (const sample of calls.slice(0, 3)) {
        expect(sample).toMatchObject({ prompt: 'Is 91 prime?', memory: [] });
        expect(sample.system).toContain('Be brief.');
      }
      expect(calls[3].prompt).toBe('["R#1", "R#2", "R#3"]');
      expect(calls[3].system).toContain('majority');
      expect(outputs).toEqual([
        { role: 'R', content: ['R#1', 'R#2', 'R#3'] },
        { role: 'Majority Voting Agent', content: 'Aggregation-Agent#1' },
      ]);
    },
  );

  it.each(['self-consistency', 'consistency-agent'])('%s with max_loops 2: each sample is a two-loop run of the agent, its loops joined by newlines', async (swarmType) => {
    const { outputs, calls } = await reason({ swarm_type: swarmType, num_samples: 2, max_loops: 2 });
    expect(calls.map((call) => call.agent)).toEqual(['R', 'R', 'R', 'R', 'Aggregation-Agent']);
    const continued = calls.slice(0, 4).filter((call) => call.memory.length > 0);
    expect(continued).toHaveLength(2);
    for (const call of continued) expect(call.memory[0]).toBe('user: Is 91 prime?');
    const samples = outputs[0].content as string[];
    expect(samples).toHaveLength(2);
    for (const sample of samples) expect(sample).toMatch(/^R#\d\nR#\d$/);
    expect(samples.join('\n').split('\n').sort()).toEqual(['R#1', 'R#2', 'R#3', 'R#4']);
    expect(calls[4].prompt).toBe(`[${samples.map((sample) => `"${sample}"`).join(', ')}]`);
    expect(outputs[1]).toEqual({ role: 'Majority Voting Agent', content: 'Aggregation-Agent#1' });
  });

  it('runs the majority voting agent on the request model when the server cannot route gpt-5.4', async () => {
    const { calls } = await reason({ swarm_type: 'self-consistency', num_samples: 1 }, undefined, ['gpt-4.1']);
    expect(calls.map((call) => `${call.agent}@${call.model}`)).toEqual(['R@gpt-4.1', 'Aggregation-Agent@gpt-4.1']);
  });
});
