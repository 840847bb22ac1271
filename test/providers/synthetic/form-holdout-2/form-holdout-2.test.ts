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
import { describeHoldout } from '../form-holdout/describe-holdout.js';
import { formHoldout2, rightAnswers2 } from './index.js';

describeHoldout({ title: 'the second held-out form set', name: 'Form holdout-2', set: formHoldout2, rightAnswers: rightAnswers2, perKind: 8 });
