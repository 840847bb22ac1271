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
import { describeSealed } from './describe-sealed.js';
import { formSealed } from './index.js';
import { rightAnswers } from './right-answers.js';

describeSealed({ title: 'the sealed form set', name: 'Form sealed set', set: formSealed, rightAnswers, perKind: 8 });
