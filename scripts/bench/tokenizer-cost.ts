// Cost of counting tokens of unbroken text (issue 32, item 1; figure in SECURITY.md): one run of letters
// without a space or punctuation, at sizes TOKENIZER_SIZES (kB, default 10,40,80), counted once each under
// o200k_base (a fresh text per size, so nothing is remembered), the CPU time per kB printed (CPU, not
// wall-clock time: the machine is shared).
// Run: npx tsx scripts/bench/tokenizer-cost.ts
import { countTextTokens } from '../../src/providers/tokenizer.js';

const sizes = (process.env.TOKENIZER_SIZES ?? '10,40,80').split(',').map(Number);
countTextTokens('warm up the table', 'gpt-4o');
for (const kilobytes of sizes) {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  let text = '';
  for (let index = 0; text.length < kilobytes * 1000; index += 1) text += letters[(index * 7 + kilobytes) % 26];
  const started = process.cpuUsage();
  const tokens = countTextTokens(text, 'gpt-4o');
  const spent = process.cpuUsage(started);
  const ms = (spent.user + spent.system) / 1000;
  console.log(`${kilobytes} kB unbroken: ${tokens} tokens in ${ms.toFixed(1)} ms (${(ms / kilobytes).toFixed(2)} ms per kB)`);
}
