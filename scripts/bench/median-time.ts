import { performance } from 'node:perf_hooks';

/** The median time (ms) of `rounds` runs of `work`, one after another. */
export async function medianMs(work: () => Promise<unknown>, rounds = 15): Promise<number> {
  const samples: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const began = performance.now();
    await work();
    samples.push(performance.now() - began);
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)];
}
