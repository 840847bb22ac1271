/**
 * The sealed form set: 64 prompts (8 per kind), half short chat asks as people type them, half product
 * prompts with a system prompt and a document, written without reading the synthetic model's readers or
 * the corpus's and held-out set's prompts. It is a blind measurement of how often the synthetic model's
 * answers have the asked form and, where the input decides it, the right content. It prints the rates and
 * the failures; it holds only the set itself to its shape (a measurement, not a gate).
 *
 * main at 8fc35a2 (form rate; content rate over the entries with a content check, every listed content right):
 * | kind       | form, seed 0    | content, seed 0 | form, seed 1    | content, seed 1 |
 * |------------|-----------------|-----------------|-----------------|-----------------|
 * | json       |  3/8   37.5%    |  1/8   12.5%    |  3/8   37.5%    |  1/8   12.5%    |
 * | choice     |  6/8   75.0%    |  4/8   50.0%    |  5/8   62.5%    |  3/8   37.5%    |
 * | number     |  6/8   75.0%    |  3/8   37.5%    |  6/8   75.0%    |  4/8   50.0%    |
 * | structure  |  6/8   75.0%    |  2/6   33.3%    |  6/8   75.0%    |  2/6   33.3%    |
 * | code       |  7/8   87.5%    |  1/6   16.7%    |  7/8   87.5%    |  1/6   16.7%    |
 * | wrapper    |  5/8   62.5%    |  3/8   37.5%    |  5/8   62.5%    |  2/8   25.0%    |
 * | extraction |  6/8   75.0%    |  3/8   37.5%    |  6/8   75.0%    |  3/8   37.5%    |
 * | prose      |  8/8  100.0%    |  3/8   37.5%    |  8/8  100.0%    |  3/8   37.5%    |
 * | all        | 47/64  73.4%    | 20/60  33.3%    | 46/64  71.9%    | 19/60  31.7%    |
 *
 * After round 17's reader work, which never saw this set (main after its merges):
 * | kind       | form, seed 0    | content, seed 0 | form, seed 1    | content, seed 1 |
 * |------------|-----------------|-----------------|-----------------|-----------------|
 * | json       |  3/8   37.5%    |  1/8   12.5%    |  3/8   37.5%    |  1/8   12.5%    |
 * | choice     |  6/8   75.0%    |  4/8   50.0%    |  5/8   62.5%    |  3/8   37.5%    |
 * | number     |  6/8   75.0%    |  2/8   25.0%    |  6/8   75.0%    |  3/8   37.5%    |
 * | structure  |  6/8   75.0%    |  2/6   33.3%    |  6/8   75.0%    |  2/6   33.3%    |
 * | code       |  7/8   87.5%    |  1/6   16.7%    |  7/8   87.5%    |  1/6   16.7%    |
 * | wrapper    |  6/8   75.0%    |  3/8   37.5%    |  6/8   75.0%    |  2/8   25.0%    |
 * | extraction |  6/8   75.0%    |  3/8   37.5%    |  6/8   75.0%    |  3/8   37.5%    |
 * | prose      |  8/8  100.0%    |  3/8   37.5%    |  8/8  100.0%    |  3/8   37.5%    |
 * | all        | 48/64  75.0%    | 19/60  31.7%    | 47/64  73.4%    | 18/60  30.0%    |
 * From now on the set is seen: the next round's honest measure is a new sealed set.
 *
 * Content is counted over the entries that check it (labels, numbers, table cells, mentions the input
 * decides, every extraction's values, prose's figures: none invented), whatever the answer's form.
 */
import { describe, expect, it } from 'vitest';
import { answeredSet, type KindResult } from '../form-holdout/holdout-run.js';
import type { SealedEntry, SealedKind } from './entry.js';
import { formSealed } from './index.js';
import { rightAnswers } from './right-answers.js';
import { hasContent, sealedContentProblems, sealedFormProblems } from './sealed-checks.js';

/** The kinds of the set, in the order the table prints them. */
const kinds = Object.keys(formSealed) as SealedKind[];

/** Entries per kind. */
const PER_KIND = 8;

/** An answer in no asked form: the memo the synthetic model once gave every prompt (two bullets: no list entry asks for two). */
const MEMO = ['Here is my view on the quarterly offsite:', '- book a venue early', '- share an agenda a week ahead', 'Overall, I would start with the agenda.'].join('\n');

/** An answer that is no prose: a short JSON object on nothing the task is about. */
const NOT_PROSE = '{"ok": true}';

/** Prose that states a figure no input holds: an invented statistic. */
const INVENTED = 'Roughly 37% of the effect traces back to demand, so I would start there and review it next quarter.';

/** Whether an entry checks that prose invents no figures. */
const checksGrounding = (entry: SealedEntry) => [entry.content ?? []].flat().some((content) => 'grounded' in content);

/** A count and its rate as the table prints them. */
const rate = (passed: number, total: number) =>
  `${String(passed).padStart(2)}/${String(total).padEnd(2)} ${total ? `${((100 * passed) / total).toFixed(1).padStart(5)}%` : '     -'}`;

/** The results of all kinds summed into one row. */
function allKinds(results: KindResult[]): KindResult {
  const sum = (pick: (result: KindResult) => number) => results.reduce((total, result) => total + pick(result), 0);
  return {
    kind: 'all' as SealedKind,
    total: sum((result) => result.total),
    formPassed: sum((result) => result.formPassed),
    contentTotal: sum((result) => result.contentTotal),
    contentPassed: sum((result) => result.contentPassed),
    failures: [],
  };
}

/** The per-kind table of every seed: form and content, passed of checked and rate. */
function rateTable(bySeed: KindResult[][]): string {
  const rows = bySeed.map((results) => [...results, allKinds(results)]);
  const cells = (form: string, content: string) => `${form.padEnd(15)} | ${content.padEnd(15)}`;
  return [
    `| kind       | ${bySeed.map((_, seed) => cells(`form, seed ${seed}`, `content, seed ${seed}`)).join(' | ')} |`,
    `|------------|${bySeed.map(() => '-----------------|-----------------').join('|')}|`,
    ...rows[0].map(
      ({ kind }, index) =>
        `| ${kind.padEnd(10)} | ${rows.map((seedRows) => cells(rate(seedRows[index].formPassed, seedRows[index].total), rate(seedRows[index].contentPassed, seedRows[index].contentTotal))).join(' | ')} |`,
    ),
  ].join('\n');
}

/** The set answered under `seed` and checked by the sealed checks, kind by kind, with its failures. */
const sealedResults = (seed: number) => answeredSet(formSealed, seed, { form: sealedFormProblems, content: sealedContentProblems, checksContent: hasContent });

/** Prints a seed's failures. */
function reportFailures(results: KindResult[], seed: number) {
  const failures = results.flatMap((result) => result.failures);
  if (failures.length) console.log(`Sealed answers not in the asked form or with the wrong content (seed ${seed}):\n${failures.join('\n')}`);
}

describe('the sealed form set', () => {
  const entries = kinds.flatMap((kind) => formSealed[kind].entries);

  it('holds 8 prompts of each of the 8 kinds, each with an id of its own', () => {
    expect(kinds.map((kind) => [kind, formSealed[kind].entries.length])).toEqual(kinds.map((kind) => [kind, PER_KIND]));
    expect(kinds).toHaveLength(8);
    expect(new Set(entries.map((entry) => entry.id)).size).toBe(entries.length);
  });

  it('has checkers that accept a right answer, written by hand, for every prompt', () => {
    const rejected = entries.flatMap((entry) => {
      const answer = rightAnswers[entry.id];
      if (answer === undefined) return [`${entry.id}: no right answer`];
      const problems = [...sealedFormProblems(answer, entry), ...sealedContentProblems(answer, entry)];
      return problems.length ? [`${entry.id}: ${problems.join('; ')}`] : [];
    });
    expect(rejected).toEqual([]);
    expect(Object.keys(rightAnswers).sort()).toEqual(entries.map((entry) => entry.id).sort());
  });

  it('has a form checker that rejects a deliberately wrong answer for every prompt', () => {
    const accepted = entries.filter((entry) => sealedFormProblems(entry.expect.form === 'prose' ? NOT_PROSE : MEMO, entry).length === 0);
    expect(accepted.map((entry) => entry.id)).toEqual([]);
  });

  it('has a content checker that rejects a deliberately wrong answer for every prompt whose content is checked', () => {
    const accepted = entries.filter((entry) => hasContent(entry) && sealedContentProblems(checksGrounding(entry) ? INVENTED : MEMO, entry).length === 0);
    expect(accepted.map((entry) => entry.id)).toEqual([]);
  });

  it('has content checks that each reject a deliberately wrong answer on their own, where an entry lists several', () => {
    const accepted = entries.flatMap((entry) =>
      [entry.content ?? []]
        .flat()
        .filter((content) => sealedContentProblems('grounded' in content ? INVENTED : MEMO, { ...entry, content }).length === 0)
        .map((content) => `${entry.id}: ${JSON.stringify(content)}`),
    );
    expect(accepted).toEqual([]);
  });

  it('measures the synthetic model on seeds 0 and 1 and prints the rates and failures', async () => {
    const bySeed = [await sealedResults(0), await sealedResults(1)];
    console.log(`Form sealed set, seeds 0 and 1:\n${rateTable(bySeed)}`);
    bySeed.forEach(reportFailures);
    expect(bySeed.map((results) => results.reduce((total, result) => total + result.total, 0))).toEqual([kinds.length * PER_KIND, kinds.length * PER_KIND]);
  }, 240_000);
});
