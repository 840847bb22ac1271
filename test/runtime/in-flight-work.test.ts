import { describe, expect, it } from 'vitest';
import { InFlightWork } from '../../src/runtime/in-flight-work.js';

/** A promise settled by hand. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe('work in flight', () => {
  it('is counted until it settles either way, and settled() waits for all of it, work tracked meanwhile too', async () => {
    const work = new InFlightWork();
    const first = deferred();
    const second = deferred();
    expect(work.track(first.promise)).toBe(first.promise);
    work.track(second.promise).catch(() => undefined);
    expect(work.size).toBe(2);

    let settled = false;
    const waiting = work.settled(60_000).then(() => (settled = true));
    first.resolve();
    await first.promise;
    const third = deferred();
    work.track(third.promise);
    second.reject(new Error('failed run'));
    await second.promise.catch(() => undefined);
    await Promise.resolve();
    expect(work.size).toBe(1);
    expect(settled).toBe(false);

    third.resolve();
    await waiting;
    expect(work.size).toBe(0);
  });

  it('gives up waiting after its timeout, and answers at once when nothing is in flight', async () => {
    const work = new InFlightWork();
    await work.settled(60_000);
    work.track(deferred().promise);
    await work.settled(1);
    expect(work.size).toBe(1);
  });
});
