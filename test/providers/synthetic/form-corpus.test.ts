import { describe, expect, it } from 'vitest';
import { syntheticAnswer } from './form-call.js';
import { formProblems } from './form-checks.js';
import { formCorpus } from './form-corpus/index.js';
import type { CorpusKind } from './form-corpus/entry.js';

/** The rate the whole corpus must reach, and the rate each kind must reach. */
const OVERALL_RATE = 0.95;
const KIND_RATE = 0.85;

/** One kind's result: how many entries, how many answered in the asked form, and the failures. */
interface KindResult {
  kind: CorpusKind;
  total: number;
  passed: number;
  failures: string[];
}

/** The per-kind table the test prints (kind, n, passed, rate). */
function rateTable(results: KindResult[]): string {
  const rows = results.map(
    ({ kind, total, passed }) =>
      `| ${kind.padEnd(10)} | ${String(total).padStart(3)} | ${String(passed).padStart(6)} | ${total ? ((100 * passed) / total).toFixed(1).padStart(5) : '    -'} % |`,
  );
  const total = results.reduce((sum, result) => sum + result.total, 0);
  const passed = results.reduce((sum, result) => sum + result.passed, 0);
  return [
    '| kind       |   n | passed |  rate   |',
    '|------------|-----|--------|---------|',
    ...rows,
    `| ${'all'.padEnd(10)} | ${String(total).padStart(3)} | ${String(passed).padStart(6)} | ${((100 * passed) / total).toFixed(1).padStart(5)} % |`,
  ].join('\n');
}

/** The corpus answered under `seed`, kind by kind. */
async function corpusResults(seed: number): Promise<KindResult[]> {
  const results: KindResult[] = [];
  for (const [kind, { defaultAgent, entries }] of Object.entries(formCorpus) as Array<[CorpusKind, (typeof formCorpus)[CorpusKind]]>) {
    const result: KindResult = { kind, total: entries.length, passed: 0, failures: [] };
    for (const entry of entries) {
      const answer = await syntheticAnswer(entry, defaultAgent, seed);
      const problems = formProblems(answer, entry);
      if (problems.length === 0) result.passed += 1;
      else result.failures.push(`[${kind}] ${entry.id}: ${problems.join('; ')}\n    answer: ${JSON.stringify(answer.slice(0, 300))}`);
    }
    results.push(result);
  }
  return results;
}

/** Prints the table and the failures of a run, then holds it to the rates. */
function expectRates(results: KindResult[], seed: number) {
  console.log(`Form corpus, seed ${seed}:\n${rateTable(results)}`);
  const failures = results.flatMap((result) => result.failures);
  if (failures.length) console.log(`Answers not in the asked form (seed ${seed}):\n${failures.join('\n')}`);
  const total = results.reduce((sum, result) => sum + result.total, 0);
  const passed = results.reduce((sum, result) => sum + result.passed, 0);
  expect(total).toBeGreaterThanOrEqual(150);
  expect(passed / total).toBeGreaterThanOrEqual(OVERALL_RATE);
  expect(results.filter((result) => result.total === 0 || result.passed / result.total < KIND_RATE).map((result) => result.kind)).toEqual([]);
}

describe('the synthetic model answers in the form the prompt asks for', () => {
  it(`answers at least ${OVERALL_RATE * 100} % of the corpus, and ${KIND_RATE * 100} % of every kind, in the asked form`, async () => {
    expectRates(await corpusResults(0), 0);
  }, 120_000);

  it('keeps those rates under another seed', async () => {
    expectRates(await corpusResults(1), 1);
  }, 120_000);
});
