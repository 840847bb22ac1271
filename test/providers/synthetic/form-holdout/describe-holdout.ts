/**
 * The tests every held-out form set runs: the set holds its count of prompts per kind with ids of their own,
 * its checkers accept a hand-written right answer and reject a deliberately wrong one, and the synthetic
 * model's rates and failures are printed on seeds 0 and 1 (a measurement, not a gate).
 */
import { describe, expect, it } from 'vitest';
import type { HoldoutKind, HoldoutKindSet } from './entry.js';
import { contentProblems, holdoutFormProblems } from './holdout-checks.js';
import { hasContent, holdoutResults, rejectedRightAnswers, report, wrongContent, wrongForm } from './holdout-run.js';

/** A held-out set as its test describes it: a title, the name its printout carries, its entries by kind and their right answers. */
export interface HoldoutSuite {
  title: string;
  name: string;
  set: Record<HoldoutKind, HoldoutKindSet>;
  rightAnswers: Record<string, string>;
  perKind: number;
}

/** Declares a held-out set's tests. */
export function describeHoldout({ title, name, set, rightAnswers, perKind }: HoldoutSuite) {
  const kinds = Object.keys(set) as HoldoutKind[];
  const entries = kinds.flatMap((kind) => set[kind].entries);

  describe(title, () => {
    it(`holds ${perKind} prompts of each of the 8 kinds, each with an id of its own`, () => {
      expect(kinds.map((kind) => [kind, set[kind].entries.length])).toEqual(kinds.map((kind) => [kind, perKind]));
      expect(kinds).toHaveLength(8);
      expect(new Set(entries.map((entry) => entry.id)).size).toBe(8 * perKind);
    });

    it('has checkers that accept a right answer, written by hand, for every prompt', () => {
      expect(rejectedRightAnswers(entries, rightAnswers)).toEqual([]);
      expect(Object.keys(rightAnswers).sort()).toEqual(entries.map((entry) => entry.id).sort());
    });

    it('has a form checker that rejects a deliberately wrong answer for every prompt', () => {
      const accepted = entries.filter((entry) => holdoutFormProblems(wrongForm(entry), entry).length === 0);
      expect(accepted.map((entry) => entry.id)).toEqual([]);
    });

    it('has a content checker that rejects a deliberately wrong answer for every prompt whose content is checked', () => {
      const accepted = entries.filter((entry) => hasContent(entry) && contentProblems(wrongContent(entry), entry).length === 0);
      expect(accepted.map((entry) => entry.id)).toEqual([]);
    });

    for (const seed of [0, 1]) {
      it(`measures the synthetic model on seed ${seed} and prints the rates and failures`, async () => {
        const results = await holdoutResults(set, seed);
        report(name, results, seed);
        expect(results.reduce((total, result) => total + result.total, 0)).toBe(entries.length);
      }, 120_000);
    }
  });
}
