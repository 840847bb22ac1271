/**
 * The tests every sealed form set runs: the set holds its count of prompts per kind with ids of their own, its
 * checkers accept a hand-written right answer and reject a deliberately wrong one (each listed content on its
 * own too), and the synthetic model's rates on seeds 0 and 1 print side by side with the failures (a
 * measurement, not a gate). Shared by `form-sealed/` and `form-sealed-2/`.
 */
import { describe, expect, it } from 'vitest';
import { answeredSet, INVENTED, type KindResult, MEMO, NOT_PROSE } from '../form-holdout/holdout-run.js';
import type { SealedEntry, SealedKind, SealedKindSet } from './entry.js';
import { hasContent, sealedContentProblems, sealedFormProblems } from './sealed-checks.js';

/** A sealed set as its test describes it: a title, the name its printout carries, its entries by kind and their right answers. */
export interface SealedSuite {
  title: string;
  name: string;
  set: Record<SealedKind, SealedKindSet>;
  rightAnswers: Record<string, string>;
  perKind: number;
}

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
export function sealedRateTable(bySeed: KindResult[][]): string {
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

/** Declares a sealed set's tests. */
export function describeSealed({ title, name, set, rightAnswers, perKind }: SealedSuite) {
  const kinds = Object.keys(set) as SealedKind[];
  const entries = kinds.flatMap((kind) => set[kind].entries);
  /** The set answered under `seed` and checked by the sealed checks, kind by kind, with its failures. */
  const sealedResults = (seed: number) => answeredSet(set, seed, { form: sealedFormProblems, content: sealedContentProblems, checksContent: hasContent });

  describe(title, () => {
    it(`holds ${perKind} prompts of each of the 8 kinds, each with an id of its own`, () => {
      expect(kinds.map((kind) => [kind, set[kind].entries.length])).toEqual(kinds.map((kind) => [kind, perKind]));
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
      console.log(`${name}, seeds 0 and 1:\n${sealedRateTable(bySeed)}`);
      bySeed.forEach((results, seed) => {
        const failures = results.flatMap((result) => result.failures);
        if (failures.length) console.log(`${name}: answers not in the asked form or with the wrong content (seed ${seed}):\n${failures.join('\n')}`);
      });
      expect(bySeed.map((results) => results.reduce((total, result) => total + result.total, 0))).toEqual([entries.length, entries.length]);
    }, 300_000);
  });
}
