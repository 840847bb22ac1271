import { describe, expect, it } from 'vitest';
import { readSimulation } from '../../../src/orchestration/reasoning/types/iterative-reflective-expansion.js';
import { createScriptedModel } from '../../../src/providers/scripted/index.js';
import { promptOf } from '../../support/scripted-swarm.js';
import { reason } from './reason.js';

/** What each of the IRE agent's calls was asked, by the first words of its prompt. */
const steps = (calls: Array<{ prompt: string }>) =>
  calls.map(({ prompt }) => ['The problem', 'Simulate', 'Analyse', 'The reasoning path', 'Evaluate', 'The most promising'].find((start) => prompt.startsWith(start)));

// Mirrors IterativeReflectiveExpansion.run (swarms/agents/i_agent.py), built by
// ReasoningAgentRouter._create_ire_agent with max_loops = num_samples.
describe('ire, as IterativeReflectiveExpansion.run', () => {
  it.each([
    ['ire', 1],
    ['ire', 2],
    ['ire-agent', 1],
  ])('%s with max_loops %i and num_samples 1: hypotheses, simulate, reflect and revise the low-scoring path, select, synthesise', async (swarmType, maxLoops) => {
    const { outputs, calls } = await reason({ swarm_type: swarmType, max_loops: maxLoops, num_samples: 1 });
    expect(steps(calls)).toEqual(['The problem', 'Simulate', 'Analyse', 'The reasoning path', 'Evaluate', 'The most promising']);
    expect(calls.every((call) => call.agent === 'R' && call.model === 'gpt-4.1')).toBe(true);
    expect(calls[0].prompt).toContain("'Is 91 prime?'");
    expect(calls[1].prompt).toMatch(/Reasoning path: R#1$/);
    expect(calls[3].prompt).toContain("'R#1'");
    expect(calls[3].prompt).toContain("'R#3'");
    expect(calls[4].prompt).toMatch(/\nR#4$/);
    expect(calls[5].prompt).toMatch(/^The most promising reasoning paths:\nR#5\n\nEvery earlier reasoning path:\nR#1\n/);
    // One agent that remembers: the n-th call sees the n-1 exchanges before it.
    calls.forEach((call, index) => expect(call.memory).toHaveLength(2 * index));
    expect(calls[5].memory.slice(-2)).toEqual([`user: ${calls[4].prompt}`, 'assistant: R#5']);
    expect(outputs).toEqual(['R#1', 'R#2', 'R#3', 'R#4', 'R#5', 'R#6'].map((content) => ({ role: 'R', content })));
  });

  it('with num_samples 2 (ire-agent): a second iteration over the selected paths, the synthesis seeing both iterations\u2019 paths', async () => {
    const { outputs, calls } = await reason({ swarm_type: 'ire-agent', num_samples: 2, max_loops: 2 });
    expect(steps(calls)).toEqual([
      'The problem',
      'Simulate',
      'Analyse',
      'The reasoning path',
      'Evaluate',
      'Simulate',
      'Analyse',
      'The reasoning path',
      'Evaluate',
      'The most promising',
    ]);
    expect(calls[5].prompt).toMatch(/Reasoning path: R#5$/);
    expect(calls[9].prompt).toMatch(/^The most promising reasoning paths:\nR#9\n\nEvery earlier reasoning path:\nR#1\nR#5\n/);
    expect(outputs).toHaveLength(10);
    expect(outputs[9]).toEqual({ role: 'R', content: 'R#10' });
  });

  it('keeps a path scoring 0.7 or more without reflecting, and expands every line of an answer into a path', async () => {
    let count = 0;
    const model = createScriptedModel([], {
      respond: (options) => {
        count += 1;
        const prompt = promptOf(options);
        if (prompt.startsWith('The problem')) return { content: [{ type: 'text', text: 'path A\n\n  path B  ' }] };
        if (prompt.endsWith('path A')) return { content: [{ type: 'text', text: 'Outcome: works\nScore: 0.9\nErrors: none' }] };
        if (prompt.startsWith('Simulate')) return { content: [{ type: 'text', text: 'Outcome: fails\nScore: 0.2\nErrors: off by one' }] };
        return { content: [{ type: 'text', text: `answer ${count}` }] };
      },
    });
    const { calls } = await reason({ swarm_type: 'ire', num_samples: 1 }, model);
    expect(steps(calls)).toEqual(['The problem', 'Simulate', 'Simulate', 'Analyse', 'The reasoning path', 'Evaluate', 'The most promising']);
    expect(calls[3].prompt).toContain('off by one');
    expect(calls[5].prompt).toMatch(/\npath A\nanswer 5$/);
  });

  it('reads a simulation as the framework does: labelled lines only, a score that is no number ends the reading', () => {
    expect(readSimulation('Outcome: x\nScore: 0.8\nErrors: none')).toEqual({ score: 0.8, errors: 'none' });
    expect(readSimulation('Errors: first\nScore: 8/10\nErrors: second')).toEqual({ score: 0, errors: 'first' });
    expect(readSimulation('  Score: 0.9\n**Score:** 0.95')).toEqual({ score: 0, errors: '' });
    expect(readSimulation('Score: 1e-1')).toEqual({ score: 0.1, errors: '' });
  });
});
