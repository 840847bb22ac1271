/**
 * The third sealed form set ("sealed-3"): 80 prompts (10 per kind), each an agent inside a multi-agent
 * workflow as teams configure one on a swarms API (its name, description and a long system prompt with
 * Role / Steps / Constraints / Output sections, the format often one step of several, given only by an
 * example or a "Return:" schema, sometimes in non-native English), and a task that is the previous agent's
 * output or a user's raw request (notes, TSV, CSV, logs, email threads, clauses, changelogs); about three of
 * each ten are short asks a developer types. Written without reading the synthetic model's readers or the
 * other sets' prompts. It prints the rates and the failures; it holds only the set itself to its shape (a
 * measurement, not a gate).
 *
 * main at e846085 (form rate; content rate over the entries with a content check, every listed content right):
 * | kind       | form, seed 0    | content, seed 0 | form, seed 1    | content, seed 1 |
 * |------------|-----------------|-----------------|-----------------|-----------------|
 * | json       |  3/10  30.0%    |  0/10   0.0%    |  3/10  30.0%    |  0/10   0.0%    |
 * | choice     |  7/10  70.0%    |  1/10  10.0%    |  7/10  70.0%    |  2/10  20.0%    |
 * | number     |  8/10  80.0%    |  1/10  10.0%    |  8/10  80.0%    |  1/10  10.0%    |
 * | structure  |  7/10  70.0%    |  2/7   28.6%    |  7/10  70.0%    |  2/7   28.6%    |
 * | code       |  6/10  60.0%    |  1/10  10.0%    |  6/10  60.0%    |  1/10  10.0%    |
 * | wrapper    |  4/10  40.0%    |  1/10  10.0%    |  4/10  40.0%    |  0/10   0.0%    |
 * | extraction |  5/10  50.0%    |  2/10  20.0%    |  5/10  50.0%    |  2/10  20.0%    |
 * | prose      |  7/10  70.0%    |  3/10  30.0%    |  7/10  70.0%    |  3/10  30.0%    |
 * | all        | 47/80  58.8%    | 11/77  14.3%    | 47/80  58.8%    | 11/77  14.3%    |
 *
 * main at 7258372, after the round it stayed sealed through (records, counts, signatures, label meanings,
 * format sections, arithmetic):
 * | kind       | form, seed 0    | content, seed 0 | form, seed 1    | content, seed 1 |
 * |------------|-----------------|-----------------|-----------------|-----------------|
 * | json       |  4/10  40.0%    |  0/10   0.0%    |  4/10  40.0%    |  0/10   0.0%    |
 * | choice     |  7/10  70.0%    |  1/10  10.0%    |  7/10  70.0%    |  2/10  20.0%    |
 * | number     |  8/10  80.0%    |  3/10  30.0%    |  8/10  80.0%    |  3/10  30.0%    |
 * | structure  |  7/10  70.0%    |  3/7   42.9%    |  7/10  70.0%    |  3/7   42.9%    |
 * | code       |  6/10  60.0%    |  2/10  20.0%    |  6/10  60.0%    |  2/10  20.0%    |
 * | wrapper    |  6/10  60.0%    |  2/10  20.0%    |  6/10  60.0%    |  1/10  10.0%    |
 * | extraction |  7/10  70.0%    |  3/10  30.0%    |  7/10  70.0%    |  3/10  30.0%    |
 * | prose      |  7/10  70.0%    |  3/10  30.0%    |  7/10  70.0%    |  3/10  30.0%    |
 * | all        | 52/80  65.0%    | 17/77  22.1%    | 52/80  65.0%    | 17/77  22.1%    |
 *
 * Content is counted over the entries that check it (labels and numbers the input decides, values a table
 * must carry from its input, names and facts the answer must state, every extraction's values, prose's
 * figures: none invented), whatever the answer's form. A code entry's form is one fenced block in the asked
 * language defining the named function, class, view or table; the parameters and calls its task names are
 * its content. Choices and scores are in form when in the set or range, in content when they are the ones
 * the text decides.
 */
import { describeSealed } from '../form-sealed/describe-sealed.js';
import { formSealed3, rightAnswers3 } from './index.js';

describeSealed({ title: 'the third sealed form set', name: 'Form sealed-3 set', set: formSealed3, rightAnswers: rightAnswers3, perKind: 10 });
