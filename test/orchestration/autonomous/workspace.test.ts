import { describe, expect, it } from 'vitest';
import { Workspace } from '../../../src/orchestration/autonomous/workspace.js';

describe('the workspace of an autonomous agent', () => {
  it.each(['', '/', './', '.'])('refuses to create a file at %j, which names no file, saying so', (path) => {
    const workspace = new Workspace();
    expect(workspace.create(path, 'text')).toBe(`Error: the file path '${path}' names no file; give one such as notes/plan.md.`);
    expect(workspace.snapshot()).toEqual({});
  });

  it('answers read, update and delete of a path that names no file with the same error', () => {
    const workspace = new Workspace();
    workspace.create('notes/a.md', 'a');
    for (const answer of [workspace.read(''), workspace.update('/', 'x', undefined), workspace.delete('./')]) {
      expect(answer).toMatch(/^Error: the file path '.*' names no file/);
    }
    expect(workspace.snapshot()).toEqual({ 'notes/a.md': 'a' });
  });
});
