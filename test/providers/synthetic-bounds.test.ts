import { describe, expect, it } from 'vitest';
import { composeAnswer } from '../../src/providers/synthetic/compose.js';
import { factsOf, READ_LIMIT } from '../../src/providers/synthetic/conversation-facts.js';

const textOfAnswer = (task: string, maxTokens?: number) => {
  const result = composeAnswer({ model: 'gpt-4.1', messages: [{ role: 'user', content: task }], maxTokens }, 0, 'gpt-4.1');
  const part = result.content[0];
  return part.type === 'text' ? part.text : '';
};

describe('what a huge task costs the synthetic model', () => {
  it('answers a task of one 2 MB run of letters in a few sentences, without quoting the run', () => {
    const run = 'qwertyuiopasdfghjklzxcvbnm'.repeat(80_000);
    const text = textOfAnswer(`Summarise ${run}`);
    expect(text.length).toBeLessThan(2_000);
    expect(text).not.toContain('qwertyuiopasdfghjklzxcvbnmqwertyuiop');
  });

  it('answers 3 MB of repeated "sk-" within its token budget, as the same short answer on every call', () => {
    const task = 'sk-'.repeat(1_000_000);
    const first = textOfAnswer(task, 50);
    expect(first.length).toBeLessThan(1_000);
    expect(textOfAnswer(task, 50)).toBe(first);
  });

  it('reads a long message like its first READ_LIMIT characters: what follows them changes nothing it says about the topic', () => {
    const head = `Assess the demand for heat pumps in Northern Europe. ${'Installers report steady orders across the region. '.repeat(READ_LIMIT / 50)}`;
    const long = `${head.slice(0, READ_LIMIT)}${' Volcanoes erupt near Reykjavik, glaciers retreat, geothermal drilling expands.'.repeat(2_000)}`;
    const facts = factsOf([{ role: 'user', content: long }]);
    const headFacts = factsOf([{ role: 'user', content: head.slice(0, READ_LIMIT) }]);
    expect(facts).toEqual(headFacts);
    expect(facts.keywords).not.toContain('volcanoes');
  });
});
