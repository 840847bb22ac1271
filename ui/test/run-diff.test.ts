import { describe, expect, it } from 'vitest';
import { olderFirst, stepLabel, wordDiff } from '../src/model/run-diff.js';

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

  it('compares two ticked runs older first, whichever was ticked first', () => {
    const runs = [
      { id: 'newest', created_at: '2026-07-01T10:02:00.000Z' },
      { id: 'middle', created_at: '2026-07-01T10:01:00.000Z' },
      { id: 'oldest', created_at: '2026-07-01T10:00:00.000Z' },
    ];
    expect(olderFirst(['newest', 'oldest'], runs)).toEqual(['oldest', 'newest']);
    expect(olderFirst(['oldest', 'middle'], runs)).toEqual(['oldest', 'middle']);
  });

  it('orders runs started in the same millisecond by their place in the newest-first list', () => {
    const runs = [
      { id: 'later', created_at: '2026-07-01T10:00:00.000Z' },
      { id: 'earlier', created_at: '2026-07-01T10:00:00.000Z' },
    ];
    expect(olderFirst(['later', 'earlier'], runs)).toEqual(['earlier', 'later']);
  });
});
