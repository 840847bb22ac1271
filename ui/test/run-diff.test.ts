import { describe, expect, it } from 'vitest';
import { stepLabel, wordDiff } from '../src/model/run-diff.js';

describe('the dashboard run diff model', () => {
  it('diffs transcripts word by word, keeping what both say and marking what each alone says', () => {
    expect(wordDiff('Solar prices fell sharply this year.', 'Solar prices rose this year.')).toEqual([
      { kind: 'same', text: 'Solar prices ' },
      { kind: 'del', text: 'fell sharply ' },
      { kind: 'ins', text: 'rose ' },
      { kind: 'same', text: 'this year.' },
    ]);
    expect(wordDiff('same text', 'same text')).toEqual([{ kind: 'same', text: 'same text' }]);
  });

  it('labels a model call with its tokens and other steps with their kind', () => {
    expect(stepLabel({ depth: 2, kind: 'provider-call', name: 'gpt-4.1', agent: 'A', facts: { tokens: { input: 3, output: 4 } } })).toBe('model gpt-4.1 (3 in / 4 out)');
    expect(stepLabel({ depth: 1, kind: 'phase', name: 'plan', agent: null, facts: {} })).toBe('phase plan');
  });
});
