/**
 * The held-out form set: 96 prompts (12 per kind) written without reading the synthetic model's readers or
 * the corpus's prompts, as a blind measurement of how often its answers have the asked form and, where the
 * input decides it, the right content. It prints the rates and the failures; it holds only the set itself to
 * its shape (a measurement, not a gate).
 *
 * Measured on main at ba26780 (form rate; content rate over the entries with a content check):
 * | kind       | form, seed 0 | form, seed 1 | content, seed 0 | content, seed 1 |
 * |------------|--------------|--------------|-----------------|-----------------|
 * | json       |  9/12  75.0% |  9/12  75.0% |   1/7   14.3%   |   2/7   28.6%   |
 * | choice     | 10/12  83.3% | 10/12  83.3% |   4/12  33.3%   |   4/12  33.3%   |
 * | number     |  9/12  75.0% |  9/12  75.0% |   0/6    0.0%   |   2/6   33.3%   |
 * | structure  |  8/12  66.7% |  8/12  66.7% |   1/5   20.0%   |   1/5   20.0%   |
 * | code       |  5/12  41.7% |  5/12  41.7% |   3/7   42.9%   |   3/7   42.9%   |
 * | wrapper    |  6/12  50.0% |  6/12  50.0% |   1/7   14.3%   |   0/7    0.0%   |
 * | extraction | 10/12  83.3% | 10/12  83.3% |   4/12  33.3%   |   4/12  33.3%   |
 * | prose      | 12/12 100.0% | 12/12 100.0% |   7/12  58.3%   |   9/12  75.0%   |
 * | all        | 69/96  71.9% | 69/96  71.9% |  21/68  30.9%   |  25/68  36.8%   |
 *
 * Content is counted over the entries that check it (a label, number, table cells or words the input decides,
 * every extraction's values, and prose's figures: none invented), whatever the answer's form.
 */
import { describe, expect, it } from 'vitest';
import { syntheticAnswer } from '../form-call.js';
import type { HoldoutEntry, HoldoutKind } from './entry.js';
import { contentProblems, holdoutFormProblems } from './holdout-checks.js';
import { formHoldout } from './index.js';
import { rightAnswers } from './right-answers.js';

/** The kinds of the set, in the order the table prints them. */
const kinds = Object.keys(formHoldout) as HoldoutKind[];

/** Entries per kind and in all. */
const PER_KIND = 12;

/** An answer in no asked form: a memo like the one the synthetic model gave every prompt before it read forms (two bullets: no list entry asks for two). */
const MEMO = ['Here is my view on the quarterly offsite:', '- book a venue early', '- share an agenda a week ahead', 'Overall, I would start with the agenda.'].join('\n');

/** An answer that is no prose: a short JSON object on nothing the task is about. */
const NOT_PROSE = '{"ok": true}';

/** Prose that states a figure no input holds: an invented statistic. */
const INVENTED = 'Roughly 37% of the effect traces back to demand, so I would start there and review it next quarter.';

/** Whether an entry's content is checked (a content expectation, or an extraction's expected values). */
const hasContent = (entry: HoldoutEntry) => entry.content !== undefined || entry.expect.form === 'extract';

/** One kind's result under one seed. */
interface KindResult {
  kind: HoldoutKind;
  total: number;
  formPassed: number;
  contentTotal: number;
  contentPassed: number;
  failures: string[];
}

/** A rate as the table prints it. */
const rate = (passed: number, total: number) => (total ? `${((100 * passed) / total).toFixed(1).padStart(5)} %` : '     - ');

/** The per-kind table: form passed and rate, content checked, passed and rate. */
function rateTable(results: KindResult[]): string {
  const sum = (pick: (result: KindResult) => number) => results.reduce((total, result) => total + pick(result), 0);
  const row = (name: string, total: number, form: number, contentTotal: number, content: number) =>
    `| ${name.padEnd(10)} | ${String(total).padStart(3)} | ${String(form).padStart(4)} | ${rate(form, total)} | ${String(contentTotal).padStart(3)} | ${String(content).padStart(4)} | ${rate(content, contentTotal)} |`;
  return [
    '| kind       |   n | form | form %  | n c | cont | cont %  |',
    '|------------|-----|------|---------|-----|------|---------|',
    ...results.map((result) => row(result.kind, result.total, result.formPassed, result.contentTotal, result.contentPassed)),
    row(
      'all',
      sum((result) => result.total),
      sum((result) => result.formPassed),
      sum((result) => result.contentTotal),
      sum((result) => result.contentPassed),
    ),
  ].join('\n');
}

/** The set answered under `seed`, kind by kind, with each failure's id, problems and the answer's first 200 characters. */
async function holdoutResults(seed: number): Promise<KindResult[]> {
  const results: KindResult[] = [];
  for (const kind of kinds) {
    const { defaultAgent, entries } = formHoldout[kind];
    const result: KindResult = { kind, total: entries.length, formPassed: 0, contentTotal: 0, contentPassed: 0, failures: [] };
    for (const entry of entries) {
      const answer = await syntheticAnswer(entry, defaultAgent, seed);
      const formFailures = holdoutFormProblems(answer, entry);
      const contentFailures = hasContent(entry) ? contentProblems(answer, entry) : [];
      if (formFailures.length === 0) result.formPassed += 1;
      if (hasContent(entry)) result.contentTotal += 1;
      if (hasContent(entry) && contentFailures.length === 0) result.contentPassed += 1;
      const problems = [...formFailures.map((problem) => `form: ${problem}`), ...contentFailures.map((problem) => `content: ${problem}`)];
      if (problems.length) result.failures.push(`[${kind}] ${entry.id}: ${problems.join('; ')}\n    answer: ${JSON.stringify(answer.slice(0, 200))}`);
    }
    results.push(result);
  }
  return results;
}

/** Prints a seed's table and failures. */
function report(results: KindResult[], seed: number) {
  console.log(`Form holdout, seed ${seed}:\n${rateTable(results)}`);
  const failures = results.flatMap((result) => result.failures);
  if (failures.length) console.log(`Holdout answers not in the asked form or with the wrong content (seed ${seed}):\n${failures.join('\n')}`);
}

describe('the held-out form set', () => {
  const entries = kinds.flatMap((kind) => formHoldout[kind].entries);

  it('holds 12 prompts of each of the 8 kinds, each with an id of its own', () => {
    expect(kinds.map((kind) => [kind, formHoldout[kind].entries.length])).toEqual(kinds.map((kind) => [kind, PER_KIND]));
    expect(kinds).toHaveLength(8);
    expect(new Set(entries.map((entry) => entry.id)).size).toBe(entries.length);
  });

  it('has checkers that accept a right answer, written by hand, for every prompt', () => {
    const rejected = entries.flatMap((entry) => {
      const answer = rightAnswers[entry.id];
      if (answer === undefined) return [`${entry.id}: no right answer`];
      const problems = [...holdoutFormProblems(answer, entry), ...contentProblems(answer, entry)];
      return problems.length ? [`${entry.id}: ${problems.join('; ')}`] : [];
    });
    expect(rejected).toEqual([]);
    expect(Object.keys(rightAnswers).sort()).toEqual(entries.map((entry) => entry.id).sort());
  });

  it('has a form checker that rejects a deliberately wrong answer for every prompt', () => {
    const accepted = entries.filter((entry) => holdoutFormProblems(entry.expect.form === 'prose' ? NOT_PROSE : MEMO, entry).length === 0);
    expect(accepted.map((entry) => entry.id)).toEqual([]);
  });

  it('has a content checker that rejects a deliberately wrong answer for every prompt whose content is checked', () => {
    const wrong = (entry: HoldoutEntry) => (entry.content && 'grounded' in entry.content ? INVENTED : MEMO);
    const accepted = entries.filter((entry) => hasContent(entry) && contentProblems(wrong(entry), entry).length === 0);
    expect(accepted.map((entry) => entry.id)).toEqual([]);
  });

  it('measures the synthetic model on seed 0 and prints the rates and failures', async () => {
    const results = await holdoutResults(0);
    report(results, 0);
    expect(results.reduce((total, result) => total + result.total, 0)).toBe(kinds.length * PER_KIND);
  }, 120_000);

  it('measures it again on seed 1', async () => {
    const results = await holdoutResults(1);
    report(results, 1);
    expect(results.reduce((total, result) => total + result.total, 0)).toBe(kinds.length * PER_KIND);
  }, 120_000);
});
