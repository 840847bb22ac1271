import { describe, expect, it } from 'vitest';
import { readScore } from '../../../src/orchestration/reasoning/types/reflexion.js';
import { createScriptedModel } from '../../../src/providers/scripted/index.js';
import { agentOf } from '../../support/scripted-swarm.js';
import { reason } from './reason.js';

/** A model whose evaluator gives the scores listed, in turn; every other agent answers `<agent>#<n>`. */
function scoring(scores: string[]) {
  const turns = new Map<string, number>();
  return createScriptedModel([], {
    respond: (options) => {
      const agent = agentOf(options);
      const count = (turns.get(agent) ?? 0) + 1;
      turns.set(agent, count);
      const text = agent.endsWith('-evaluator') ? `${agent}#${count}\nFinal Score: ${scores[count - 1]}` : `${agent}#${count}`;
      return { content: [{ type: 'text', text }] };
    },
  });
}

// Mirrors ReflexionAgent.run and ReflexionAgent.step (swarms/agents/flexion_agent.py), which
// ReasoningAgentRouter.run calls with tasks=[task].
describe('ReflexionAgent, as ReflexionAgent.run', () => {
  it('with max_loops 1: the actor answers, the evaluator scores it, the reflector reflects; the answer is the one assistant entry', async () => {
    const { outputs, calls } = await reason({ swarm_type: 'ReflexionAgent', max_loops: 1, system_prompt: 'Be brief.' });
    expect(calls.map((call) => `${call.agent}@${call.model}`)).toEqual(['R-actor@gpt-4.1', 'R-evaluator@gpt-4.1', 'R-reflector@gpt-4.1']);
    expect(calls[0]).toMatchObject({ prompt: 'Is 91 prime?', memory: [] });
    expect(calls[0].system).toContain('Be brief.');
    expect(calls[1].prompt).toMatch(/^TASK: Is 91 prime\?\n\nRESPONSE:\nR-actor#1\n\n/);
    expect(calls[2].prompt).toMatch(/^TASK: Is 91 prime\?\n\nRESPONSE:\nR-actor#1\n\nEVALUATION:\nR-evaluator#1\n\n/);
    expect(outputs).toEqual([{ role: 'assistant', content: 'R-actor#1' }]);
  });

  it('with max_loops 2: the actor refines from the evaluation and reflection; an unscored refinement does not beat the first answer', async () => {
    const { outputs, calls } = await reason({ swarm_type: 'ReflexionAgent', max_loops: 2 });
    expect(calls.map((call) => call.agent)).toEqual(['R-actor', 'R-evaluator', 'R-reflector', 'R-actor', 'R-evaluator', 'R-reflector']);
    expect(calls[3].prompt).toMatch(/^TASK: Is 91 prime\?\n\nORIGINAL RESPONSE:\nR-actor#1\n\nEVALUATION:\nR-evaluator#1\n\nREFLECTION:\nR-reflector#1\n\n/);
    expect(calls[3].memory).toEqual(['user: Is 91 prime?', 'assistant: R-actor#1']);
    expect(calls[4].prompt).toContain('RESPONSE:\nR-actor#2');
    expect(calls[4].memory).toHaveLength(2);
    // Both evaluations carry no score (0.5 each): the first answer stays the best.
    expect(outputs).toEqual([{ role: 'assistant', content: 'R-actor#1' }]);
  });

  it('returns the best-scored answer, and stops early once a score is above 9 of 10', async () => {
    const better = await reason({ swarm_type: 'ReflexionAgent', max_loops: 3 }, scoring(['6', '8', '7']));
    expect(better.calls).toHaveLength(9);
    expect(better.outputs).toEqual([{ role: 'assistant', content: 'R-actor#2' }]);
    const early = await reason({ swarm_type: 'ReflexionAgent', max_loops: 3 }, scoring(['7', '9.5', '10']));
    expect(early.calls.map((call) => call.agent)).toEqual(['R-actor', 'R-evaluator', 'R-reflector', 'R-actor', 'R-evaluator', 'R-reflector']);
    expect(early.outputs).toEqual([{ role: 'assistant', content: 'R-actor#2' }]);
  });

  it('reads the last final or overall score out of 10, else 0.5', () => {
    expect(readScore('Accuracy: 9\nOverall score: 7\nFinal Score: 8.5/10')).toBe(0.85);
    expect(readScore('FINAL SCORE 9')).toBe(0.9);
    expect(readScore('Score: 10')).toBe(0.5);
  });
});
