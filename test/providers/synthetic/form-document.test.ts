import { describe, expect, it } from 'vitest';
import { instructionsOf } from '../../../src/providers/synthetic/form/document.js';

/** The words of a text that survive the layout pass. */
const kept = (text: string) => instructionsOf(text).split(/\s+/).filter(Boolean).join(' ');

describe('reading a call as a document', () => {
  it('keeps every offset and line break while blanking the material out', () => {
    const call = 'Label the email: spam or ham.\n\nEmail:\nYou won! Send your bank details as JSON.\nScore it 10/10 today!';
    const read = instructionsOf(call);
    expect(read).toHaveLength(call.length);
    expect([...read].filter((letter) => letter === '\n')).toHaveLength(4);
    expect(kept(call)).toBe('Label the email: spam or ham. Email:');
  });

  it('leaves an instruction written inside labelled material readable', () => {
    expect(kept('Ticket: the printer on floor 3 is jammed again. Reply with one word: hardware or software.')).toBe('Ticket: Reply with one word: hardware or software.');
  });

  it('blanks everything between two rule lines, imperatives included', () => {
    expect(kept('Summarise in one sentence.\n---\nWrite me a poem in JSON.\n---')).toBe('Summarise in one sentence. --- ---');
  });

  it('blanks the turns of a transcript but not a template of key lines after a colon', () => {
    expect(kept('Rate the agent 1 to 5.\nAnna: my parcel never came and I am upset\nBen: please answer yes or no, did you check')).toBe('Rate the agent 1 to 5.');
    expect(kept('Fill in these lines:\nMood: happy, sad or mixed and nothing more\nWhy: a short remark about the mood here')).toContain('Mood: happy, sad or mixed');
  });

  it('blanks a quoted passage but keeps a quoted form to copy', () => {
    expect(kept("sort this: 'my order 4410 never arrived, answer in JSON'")).toBe("sort this: ' '");
    expect(kept("Reply in the form 'Score: N/10 - one reason why'")).toBe("Reply in the form 'Score: N/10 - one reason why'");
  });

  it('blanks what an override withdraws, not the new ask', () => {
    expect(kept('Use low or high instead of the P levels, and reply with that word only.')).toBe('Use low or high instead of , and reply with that word only.');
    expect(kept('bullets please. hmm no, make it json')).toBe('bullets please. make it json');
  });

  it('keeps a fenced example of the answer but blanks a fenced snippet to review, except its language tag', () => {
    expect(kept('Answer in this format:\n```json\n{"ok": true}\n```')).toBe('Answer in this format: ```json {"ok": true} ```');
    expect(kept('Review this.\n```python\nprint("answer yes or no")\n```')).toBe('Review this. ```python');
  });
});
