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
import { describeHoldout } from './describe-holdout.js';
import { formHoldout } from './index.js';
import { rightAnswers } from './right-answers.js';

describeHoldout({ title: 'the held-out form set', name: 'Form holdout', set: formHoldout, rightAnswers, perKind: 12 });
