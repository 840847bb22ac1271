import { describe, expect, it } from 'vitest';
import { readFinalAnswer, readKnowledge, readReasoning } from '../../../src/orchestration/reasoning/types/generated-knowledge-reading.js';
import { createScriptedModel } from '../../../src/providers/scripted/index.js';
import { agentOf } from '../../support/scripted-swarm.js';
import { reason } from './reason.js';

// Mirrors GKPAgent.run / GKPAgent.process with KnowledgeGenerator.generate_knowledge,
// Reasoner.reason_and_answer and GKPAgent._coordinate_answers (swarms/agents/gkp_agent.py).
describe('GKPAgent, as GKPAgent.process', () => {
  it.each([1, 2])('with max_loops %i: one knowledge call, one reasoning call per item in turn, then the coordinator, whose answer is the plain-string output', async (maxLoops) => {
    const { outputs, calls } = await reason({ swarm_type: 'GKPAgent', max_loops: maxLoops, num_knowledge_items: 2, system_prompt: 'Be brief.' });
    expect(calls.map((call) => `${call.agent}@${call.model}`)).toEqual(['R-knowledge-generator@gpt-4.1', 'R-reasoner@gpt-4.1', 'R-reasoner@gpt-4.1', 'R-coordinator@gpt-4.1']);
    expect(calls.some((call) => call.system.includes('Be brief.'))).toBe(false);
    expect(calls[0].prompt).toBe('Input: Is 91 prime?\nKnowledge:');
    expect(calls[0].system).toContain('write 2 separate knowledge statements');
    // The generator wrote one paragraph: the first item, the second is empty.
    expect(calls[1]).toMatchObject({ prompt: 'Question: Is 91 prime?\nKnowledge: R-knowledge-generator#1\nExplain and Answer:', memory: [] });
    expect(calls[2].prompt).toBe('Question: Is 91 prime?\nKnowledge: \nExplain and Answer:');
    expect(calls[2].memory).toEqual([`user: ${calls[1].prompt}`, 'assistant: R-reasoner#1']);
    expect(calls[3].prompt).toBe(
      [
        'Question: Is 91 prime?\n',
        'Reasoning Path 1:',
        'Knowledge: R-knowledge-generator#1',
        'Explanation: ',
        'Confidence: ',
        'Answer: R-reasoner#1\n',
        'Reasoning Path 2:',
        'Knowledge: ',
        'Explanation: ',
        'Confidence: ',
        'Answer: R-reasoner#2\n',
        'From these reasoning paths, give your final answer.',
      ].join('\n'),
    );
    expect(outputs).toBe('R-coordinator#1');
  });

  it('reads numbered knowledge, the reasoner\u2019s parts and the coordinator\u2019s final answer', async () => {
    const model = createScriptedModel([], {
      respond: (options) => {
        const agent = agentOf(options);
        const text = agent.endsWith('generator')
          ? 'Knowledge 1: 91 = 7 x 13.\nKnowledge 2: A prime has two divisors.'
          : agent.endsWith('reasoner')
            ? 'Explanation: it factors.\nConfidence: high\nAnswer: no'
            : 'Analysis: both agree.\nFinal Answer: No, 91 is 7 x 13.\nExplanation: it has four divisors.';
        return { content: [{ type: 'text', text }] };
      },
    });
    const { outputs, calls } = await reason({ swarm_type: 'GKPAgent', num_knowledge_items: 2 }, model);
    expect(calls[1].prompt).toContain('Knowledge: 91 = 7 x 13.\n');
    expect(calls[2].prompt).toContain('Knowledge: A prime has two divisors.\n');
    expect(calls[3].prompt).toContain('Reasoning Path 2:\nKnowledge: A prime has two divisors.\nExplanation: it factors.\nConfidence: high\nAnswer: no\n');
    expect(outputs).toBe('No, 91 is 7 x 13.');
  });

  it('with num_knowledge_items 0 the coordinator still decides, over no paths', async () => {
    const { outputs, calls } = await reason({ swarm_type: 'GKPAgent', num_knowledge_items: 0 });
    expect(calls.map((call) => call.agent)).toEqual(['R-knowledge-generator', 'R-coordinator']);
    expect(outputs).toBe('R-coordinator#1');
  });

  it('parses as the framework does', () => {
    expect(readKnowledge('Knowledge 1: a\nKnowledge 2: b\nKnowledge 3: c', 2)).toEqual(['a', 'b\nKnowledge 3: c']);
    expect(readKnowledge('Knowledge 1: a\nKnowledge 3: c', 3)).toEqual(['a\nKnowledge 3: c', 'c', '']);
    expect(readKnowledge('Knowledge: a\n\n b \n\nc', 2)).toEqual(['a', 'b']);
    expect(readReasoning('Explanation: e\nAnswer: x')).toEqual({ explanation: 'e', confidence: '', answer: 'x' });
    expect(readReasoning('Answer: x')).toEqual({ explanation: '', confidence: '', answer: 'Answer: x' });
    expect(readReasoning('Answer: x\nExplanation: e')).toEqual({ explanation: 'e', confidence: '', answer: '' });
    expect(readFinalAnswer('Final Answer: y')).toBe('Final Answer: y');
    expect(readFinalAnswer('Analysis: a\nFinal Answer: y')).toBe('y');
  });
});
