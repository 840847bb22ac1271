import { describe, expect, it } from 'vitest';
import { reason } from './reason.js';

/** Whether a judge call was asked to evaluate exactly `outputs` (the conversation text and a newline). */
const evaluates = (prompt: string, outputs: string) => prompt.endsWith(`Output(s) to evaluate:\n${outputs}\n`);

// Mirrors AgentJudge.run and AgentJudge.step (swarms/agents/agent_judge.py), built by
// ReasoningAgentRouter._create_agent_judge.
describe('AgentJudge, as AgentJudge.run', () => {
  it('with max_loops 1: the judge critiques the task; outputs is the conversation as one string', async () => {
    const { outputs, calls } = await reason({ swarm_type: 'AgentJudge', max_loops: 1 });
    expect(calls.map((call) => `${call.agent}@${call.model}`)).toEqual(['R@gpt-4.1']);
    expect(evaluates(calls[0].prompt, 'user: Is 91 prime?')).toBe(true);
    expect(calls[0].system).toContain('EVALUATION_COMPLETE');
    expect(outputs).toBe('user: Is 91 prime?\n\nR: R#1');
  });

  it('with max_loops 2: the second evaluation reads the task and the first, and the judge remembers its first', async () => {
    const { outputs, calls } = await reason({ swarm_type: 'AgentJudge', max_loops: 2 });
    expect(calls.map((call) => call.agent)).toEqual(['R', 'R']);
    expect(evaluates(calls[1].prompt, 'user: Is 91 prime?\n\nR: R#1')).toBe(true);
    expect(calls[1].memory).toEqual([`user: ${calls[0].prompt}`, 'assistant: R#1']);
    expect(outputs).toBe('user: Is 91 prime?\n\nR: R#1\n\nR: R#2');
  });

  it("uses the request's system prompt instead of the judge prompt when one is given", async () => {
    const { calls } = await reason({ swarm_type: 'AgentJudge', system_prompt: 'Grade strictly.' });
    expect(calls[0].system).toContain('Grade strictly.');
    expect(calls[0].system).not.toContain('EVALUATION_COMPLETE');
  });
});
