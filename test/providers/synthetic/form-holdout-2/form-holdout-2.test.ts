/**
 * The second held-out form set ("holdout-2"): 64 prompts (8 per kind) written as app developers write them for
 * agents inside multi-agent apps (a role, rules, an "Output format" section, examples, overrides, instructions
 * before and after the content) over real content (tickets, resumes, statements, notes, diffs, clauses, logs),
 * without reading the synthetic model's readers or the other sets' prompts. It prints the rates and the failures;
 * it holds only the set itself to its shape (a measurement, not a gate).
 *
 * Measured on main at 8fc35a2 (form rate; content rate over the entries with a content check):
 * | kind       | form, seed 0 | form, seed 1 | content, seed 0 | content, seed 1 |
 * |------------|--------------|--------------|-----------------|-----------------|
 * | json       |  1/8   12.5% |  1/8   12.5% |   1/8   12.5%   |   1/8   12.5%   |
 * | choice     |  5/8   62.5% |  5/8   62.5% |   5/8   62.5%   |   5/8   62.5%   |
 * | number     |  5/8   62.5% |  5/8   62.5% |   1/7   14.3%   |   0/7    0.0%   |
 * | structure  |  3/8   37.5% |  3/8   37.5% |   0/3    0.0%   |   0/3    0.0%   |
 * | code       |  5/8   62.5% |  5/8   62.5% |     -           |     -           |
 * | wrapper    |  6/8   75.0% |  6/8   75.0% |   2/7   28.6%   |   3/7   42.9%   |
 * | extraction |  7/8   87.5% |  7/8   87.5% |   4/8   50.0%   |   4/8   50.0%   |
 * | prose      |  7/8   87.5% |  7/8   87.5% |   6/8   75.0%   |   6/8   75.0%   |
 * | all        | 39/64  60.9% | 39/64  60.9% |  19/49  38.8%   |  19/49  38.8%   |
 *
 * Content is counted over the entries that check it (a label, number, table cells or words the input decides,
 * every extraction's values, and prose's figures: none invented), whatever the answer's form.
 */
import { describe, expect, it } from 'vitest';
import type { HoldoutKind } from '../form-holdout/entry.js';
import { contentProblems, holdoutFormProblems } from '../form-holdout/holdout-checks.js';
import { hasContent, holdoutResults, rejectedRightAnswers, report, wrongContent, wrongForm } from '../form-holdout/holdout-run.js';
import { formHoldout2, rightAnswers2 } from './index.js';

/** The kinds of the set, in the order the table prints them. */
const kinds = Object.keys(formHoldout2) as HoldoutKind[];

/** Entries per kind. */
const PER_KIND = 8;

describe('the second held-out form set', () => {
  const entries = kinds.flatMap((kind) => formHoldout2[kind].entries);

  it('holds 8 prompts of each of the 8 kinds, each with an id of its own', () => {
    expect(kinds.map((kind) => [kind, formHoldout2[kind].entries.length])).toEqual(kinds.map((kind) => [kind, PER_KIND]));
    expect(kinds).toHaveLength(8);
    expect(new Set(entries.map((entry) => entry.id)).size).toBe(64);
  });

  it('has checkers that accept a right answer, written by hand, for every prompt', () => {
    expect(rejectedRightAnswers(entries, rightAnswers2)).toEqual([]);
    expect(Object.keys(rightAnswers2).sort()).toEqual(entries.map((entry) => entry.id).sort());
  });

  it('has a form checker that rejects a deliberately wrong answer for every prompt', () => {
    const accepted = entries.filter((entry) => holdoutFormProblems(wrongForm(entry), entry).length === 0);
    expect(accepted.map((entry) => entry.id)).toEqual([]);
  });

  it('has a content checker that rejects a deliberately wrong answer for every prompt whose content is checked', () => {
    const accepted = entries.filter((entry) => hasContent(entry) && contentProblems(wrongContent(entry), entry).length === 0);
    expect(accepted.map((entry) => entry.id)).toEqual([]);
  });

  it('measures the synthetic model on seed 0 and prints the rates and failures', async () => {
    const results = await holdoutResults(formHoldout2, 0);
    report('Form holdout-2', results, 0);
    expect(results.reduce((total, result) => total + result.total, 0)).toBe(kinds.length * PER_KIND);
  }, 120_000);

  it('measures it again on seed 1', async () => {
    const results = await holdoutResults(formHoldout2, 1);
    report('Form holdout-2', results, 1);
    expect(results.reduce((total, result) => total + result.total, 0)).toBe(kinds.length * PER_KIND);
  }, 120_000);
});
