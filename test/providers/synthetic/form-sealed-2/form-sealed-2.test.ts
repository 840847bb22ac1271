/**
 * The second sealed form set ("sealed-2"): 80 prompts (10 per kind), about six of each ten an agent's system
 * prompt as teams write them for pipelines (triagers, extractors, routers, QA gates, analysts, reviewers,
 * summarisers, moderators, data cleaners, planners) over real content, the rest short asks a developer types,
 * written without reading the synthetic model's readers or the other sets' prompts. It prints the rates and
 * the failures; it holds only the set itself to its shape (a measurement, not a gate).
 *
 * main at c892651: (measured below)
 *
 * Content is counted over the entries that check it (labels, numbers, table cells, mentions the input
 * decides, every extraction's values, prose's figures: none invented), whatever the answer's form.
 */
import { describeSealed } from '../form-sealed/describe-sealed.js';
import { formSealed2 } from './index.js';
import { rightAnswers2 } from './right-answers.js';

describeSealed({ title: 'the second sealed form set', name: 'Form sealed-2 set', set: formSealed2, rightAnswers: rightAnswers2, perKind: 10 });
