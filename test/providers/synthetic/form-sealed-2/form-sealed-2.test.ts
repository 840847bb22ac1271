/**
 * The second sealed form set ("sealed-2"): 80 prompts (10 per kind), about six of each ten an agent's system
 * prompt as teams write them for pipelines (triagers, extractors, routers, QA gates, analysts, reviewers,
 * summarisers, moderators, data cleaners, planners) over real content, the rest short asks a developer types,
 * written without reading the synthetic model's readers or the other sets' prompts. It prints the rates and
 * the failures; it holds only the set itself to its shape (a measurement, not a gate).
 *
 * main at c892651 (form rate; content rate over the entries with a content check, every listed content right):
 * | kind       | form, seed 0    | content, seed 0 | form, seed 1    | content, seed 1 |
 * |------------|-----------------|-----------------|-----------------|-----------------|
 * | json       |  3/10  30.0%    |  1/9   11.1%    |  3/10  30.0%    |  1/9   11.1%    |
 * | choice     |  5/10  50.0%    |  3/10  30.0%    |  5/10  50.0%    |  3/10  30.0%    |
 * | number     |  9/10  90.0%    |  3/10  30.0%    |  9/10  90.0%    |  4/10  40.0%    |
 * | structure  |  7/10  70.0%    |  0/5    0.0%    |  7/10  70.0%    |  0/5    0.0%    |
 * | code       |  6/10  60.0%    |  2/9   22.2%    |  6/10  60.0%    |  2/9   22.2%    |
 * | wrapper    |  6/10  60.0%    |  4/10  40.0%    |  6/10  60.0%    |  4/10  40.0%    |
 * | extraction |  6/10  60.0%    |  3/10  30.0%    |  6/10  60.0%    |  3/10  30.0%    |
 * | prose      |  7/10  70.0%    |  4/10  40.0%    |  6/10  60.0%    |  6/10  60.0%    |
 * | all        | 49/80  61.3%    | 20/73  27.4%    | 48/80  60.0%    | 23/73  31.5%    |
 *
 * Content is counted over the entries that check it (labels, numbers, table cells, mentions the input
 * decides, every extraction's values, prose's figures: none invented), whatever the answer's form. A code
 * entry's form is one fenced block in the asked language defining the named function, class or table; the
 * other names its task gives (columns, parameters, paths) are its content. Choices and scores are in form
 * when in the set or range, in content when they are the one the text decides.
 */
import { describeSealed } from '../form-sealed/describe-sealed.js';
import { formSealed2 } from './index.js';
import { rightAnswers2 } from './right-answers.js';

describeSealed({ title: 'the second sealed form set', name: 'Form sealed-2 set', set: formSealed2, rightAnswers: rightAnswers2, perKind: 10 });
