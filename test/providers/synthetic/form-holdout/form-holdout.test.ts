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
import type { HoldoutKind } from './entry.js';
import { contentProblems, holdoutFormProblems } from './holdout-checks.js';
import { hasContent, holdoutResults, rejectedRightAnswers, report, wrongContent, wrongForm } from './holdout-run.js';
import { formHoldout } from './index.js';
import { rightAnswers } from './right-answers.js';

/** The kinds of the set, in the order the table prints them. */
const kinds = Object.keys(formHoldout) as HoldoutKind[];

/** Entries per kind and in all. */
const PER_KIND = 12;

describe('the held-out form set', () => {
  const entries = kinds.flatMap((kind) => formHoldout[kind].entries);

  it('holds 12 prompts of each of the 8 kinds, each with an id of its own', () => {
    expect(kinds.map((kind) => [kind, formHoldout[kind].entries.length])).toEqual(kinds.map((kind) => [kind, PER_KIND]));
    expect(kinds).toHaveLength(8);
    expect(new Set(entries.map((entry) => entry.id)).size).toBe(entries.length);
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

  it('measures the synthetic model on seed 0 and prints the rates and failures', async () => {
    const results = await holdoutResults(formHoldout, 0);
    report('Form holdout', results, 0);
    expect(results.reduce((total, result) => total + result.total, 0)).toBe(kinds.length * PER_KIND);
  }, 120_000);

  it('measures it again on seed 1', async () => {
    const results = await holdoutResults(formHoldout, 1);
    report('Form holdout', results, 1);
    expect(results.reduce((total, result) => total + result.total, 0)).toBe(kinds.length * PER_KIND);
  }, 120_000);
});
