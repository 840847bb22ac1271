import { describe, expect, it } from 'vitest';
import { VirtualClock } from '../../src/runtime/clock.js';
import { NamespacedClock } from '../../src/runtime/namespaced-clock.js';
import { DEFAULT_NAMESPACE, runInScope } from '../../src/runtime/request-scope.js';

const inNamespace = <T>(namespace: string, work: () => T) => runInScope({ namespace }, work);

describe('NamespacedClock', () => {
  it('gives each namespace its own frozen time while the default clock is untouched', () => {
    const root = new VirtualClock();
    root.freeze(Date.parse('2026-01-01T00:00:00Z'));
    const clock = new NamespacedClock(root);
    clock.forNamespace('a').freeze(Date.parse('2026-06-01T12:00:00Z'));
    expect(inNamespace('a', () => clock.now())).toBe(Date.parse('2026-06-01T12:00:00Z'));
    expect(inNamespace('b', () => clock.now())).toBe(Date.parse('2026-01-01T00:00:00Z'));
    expect(clock.now()).toBe(Date.parse('2026-01-01T00:00:00Z'));
  });

  it('reset forgets a namespace, which then follows the default clock again', () => {
    const root = new VirtualClock();
    root.freeze(1_000);
    const clock = new NamespacedClock(root);
    clock.forNamespace('a').advance(5_000);
    expect(inNamespace('a', () => clock.now())).toBe(6_000);
    clock.reset('a');
    expect(inNamespace('a', () => clock.now())).toBe(1_000);
  });
});

describe('a pinned clock', () => {
  it('freezes again at its instant after a reset of its namespace or of every namespace', () => {
    const clock = new NamespacedClock(new VirtualClock());
    clock.pin('a', 5_000);
    clock.pin(DEFAULT_NAMESPACE, 9_000);
    clock.forNamespace('a').advance(1_000);
    clock.root.unfreeze();
    clock.reset('a');
    expect(inNamespace('a', () => clock.now())).toBe(5_000);
    clock.forNamespace('a').unfreeze();
    clock.resetAll();
    expect(inNamespace('a', () => clock.now())).toBe(5_000);
    expect(clock.now()).toBe(9_000);
  });
});
