// Cost of counting tokens (issue 32, item 1; figure in SECURITY.md): texts of TOKENIZER_SIZES kB (default
// 10,40,80), one unbroken run of letters without a space or punctuation and one of words between spaces,
// counted under o200k_base by the compiled tokenizer. Each size is counted five times, a fresh text each
// time (so nothing is remembered), and the least CPU time per kB is kept (CPU, not wall-clock time: the
// machine is shared). A linear tokenizer costs as much per kB at the largest size as at the smallest; the
// target allows twice as much (a quadratic one would cost 8 times as much at 80 kB as at 10).
// Run: BENCH_ONLY=tokenizer npm run bench, or npx tsx scripts/bench/tokenizer-cost.ts
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { BenchEntry, TargetResult } from './bench-entry.js';

const COMPILED_TOKENIZER = new URL('../../dist/providers/tokenizer.js', import.meta.url);

/** How much more a kB may cost at the largest size than at the smallest. */
const LINEARITY_LIMIT = 2;
const ROUNDS = 5;
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/**
 * A text of `kilobytes` kB of letters drawn by a small seeded generator (so no two texts share their
 * words, and no cache of pieces flatters the count), with `spaces` words of 1–8 letters between spaces.
 */
function textOf(kilobytes: number, seed: number, spaces: boolean): string {
  let state = (seed * 2654435761 + kilobytes) >>> 0 || 1;
  const next = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) % 26;
  };
  const parts: string[] = [];
  let untilSpace = 1 + (next() % 8);
  for (let length = 0; length < kilobytes * 1000; length += 1) {
    if (spaces && --untilSpace === 0) {
      parts.push(' ');
      untilSpace = 2 + (next() % 8);
    } else parts.push(LETTERS[next()]);
  }
  return parts.join('');
}

/** The least CPU milliseconds per kB of counting a fresh text of one kind, ROUNDS times (the least is the one the machine's other work disturbed least). */
function cpuMsPerKb(count: (text: string) => number, kilobytes: number, spaces: boolean, seedBase: number): number {
  const samples: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const text = textOf(kilobytes, seedBase + round, spaces);
    const started = process.cpuUsage();
    count(text);
    const spent = process.cpuUsage(started);
    samples.push((spent.user + spent.system) / 1000 / kilobytes);
  }
  return Math.min(...samples);
}

/** The tokenizer's CPU time per kB of text with and without spaces at several sizes, and whether it stays linear. */
export const tokenizerCost: BenchEntry = {
  name: 'tokenizer',
  async run() {
    if (!existsSync(fileURLToPath(COMPILED_TOKENIZER))) throw new Error('dist/ is missing: run `npm run build` first (`npm run bench` does).');
    const { countTextTokens } = (await import(COMPILED_TOKENIZER.href)) as typeof import('../../src/providers/tokenizer.js');
    const count = (text: string) => countTextTokens(text, 'gpt-4o');
    count('warm up the table');
    const sizes = (process.env.TOKENIZER_SIZES ?? '10,40,80').split(',').map(Number);
    const kinds = [
      { name: 'words between spaces', spaces: true },
      { name: 'one unbroken run of letters', spaces: false },
    ];
    process.stdout.write(
      `\n### Tokenizer, CPU time per kB (o200k_base, the least of ${ROUNDS} fresh texts)\n\n| text | ${sizes.map((size) => `${size} kB`).join(' | ')} |\n|---|${sizes.map(() => '---:').join('|')}|\n`,
    );
    const results: TargetResult[] = [];
    for (const [index, kind] of kinds.entries()) {
      // The JIT settles on this kind of text first, so the smallest size does not pay for it.
      count(textOf(sizes[0], index * 100 + ROUNDS, kind.spaces));
      const perKb = sizes.map((size) => cpuMsPerKb(count, size, kind.spaces, index * 100));
      process.stdout.write(`| ${kind.name} | ${perKb.map((ms) => `${ms.toFixed(3)} ms`).join(' | ')} |\n`);
      const growth = perKb[perKb.length - 1] / perKb[0];
      results.push({
        figure: `tokenizer cost per kB, ${kind.name}: ${sizes[sizes.length - 1]} kB / ${sizes[0]} kB`,
        value: `${growth.toFixed(2)} (${perKb[perKb.length - 1].toFixed(3)} / ${perKb[0].toFixed(3)} ms per kB)`,
        target: `≤ ${LINEARITY_LIMIT.toFixed(2)}`,
        met: growth <= LINEARITY_LIMIT,
      });
    }
    return results;
  },
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { printTargets } = await import('./bench-entry.js');
  printTargets((await tokenizerCost.run({} as never)) ?? []);
}
