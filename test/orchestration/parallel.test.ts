import { describe, expect, it } from 'vitest';
import { ITEMS_IN_PROGRESS, runParallel } from '../../src/orchestration/parallel.js';

describe('a parallel step of a run', () => {
  it('keeps at most ITEMS_IN_PROGRESS of 2,000 items in progress, starts them in order and answers in input order', async () => {
    let inProgress = 0;
    let most = 0;
    const started: number[] = [];
    const results = await runParallel(
      Array.from({ length: 2_000 }, (_unused, index) => index),
      async (item) => {
        started.push(item);
        inProgress += 1;
        most = Math.max(most, inProgress);
        await new Promise((resolve) => setImmediate(resolve));
        inProgress -= 1;
        return item * 2;
      },
    );
    expect(most).toBe(ITEMS_IN_PROGRESS);
    expect(started).toEqual(results.map((result) => result / 2));
    expect(results).toEqual(Array.from({ length: 2_000 }, (_unused, index) => index * 2));
  });

  it('lets every started item settle and throws the first failure in input order', async () => {
    const settled: number[] = [];
    const failing = runParallel([0, 1, 2, 3], async (item) => {
      await new Promise((resolve) => setImmediate(resolve));
      settled.push(item);
      if (item === 1 || item === 3) throw new Error(`item ${item} failed`);
      return item;
    });
    await expect(failing).rejects.toThrow('item 1 failed');
    expect(settled.sort()).toEqual([0, 1, 2, 3]);
  });
});
