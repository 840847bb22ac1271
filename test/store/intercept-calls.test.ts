import { types } from 'node:util';
import { describe, expect, it } from 'vitest';
import { interceptCalls } from '../../src/store/intercept-calls.js';

/** A store-shaped object: methods of its own, a repository, a value that changes, and a method from its class. */
class ClassStore {
  kind = 'test';
  logs = { insert: (row: string) => `inserted ${row}`, count: () => 3 };
  transaction(work: () => string) {
    return `in transaction: ${work()}`;
  }
  close() {
    return 'closed';
  }
}

describe('intercepting a store', () => {
  const calls: string[] = [];
  const store = new ClassStore();
  const intercepted = interceptCalls(
    store,
    (method, self, operation) =>
      (...args) => {
        calls.push(operation);
        return method.apply(self, args);
      },
    ['transaction'],
  );

  it("passes every method, the repositories' too, through the wrapper with its operation name, but those skipped", () => {
    calls.length = 0;
    expect(intercepted.logs.insert('a')).toBe('inserted a');
    expect(intercepted.logs.count()).toBe(3);
    expect(intercepted.close()).toBe('closed');
    expect(intercepted.transaction(() => 'work')).toBe('in transaction: work');
    expect(calls).toEqual(['logs.insert', 'logs.count', 'close']);
  });

  it('reads the other values through, as they are now', () => {
    store.kind = 'changed';
    expect(intercepted.kind).toBe('changed');
  });

  it('is a plain object made once: a call reads a property, no proxy traps it', () => {
    expect(types.isProxy(intercepted)).toBe(false);
    expect(types.isProxy(intercepted.logs)).toBe(false);
    expect(intercepted.logs.insert).toBe(intercepted.logs.insert);
  });
});
