/**
 * How a held-out form set is measured and printed: each entry through the synthetic model under a seed,
 * its form and content checked, a table of rates per kind and the failures with the answer's opening.
 * Shared by every blind set (`form-holdout/`, `form-holdout-2/`, and `form-sealed/` with its own checks).
 */
import { syntheticAnswer } from '../form-call.js';
import type { CorpusEntry } from '../form-corpus/entry.js';
import type { HoldoutEntry, HoldoutKind, HoldoutKindSet } from './entry.js';
import { contentProblems, holdoutFormProblems } from './holdout-checks.js';

/** An answer in no asked form: a memo like the one the synthetic model gave every prompt before it read forms (two bullets: no list entry asks for two). */
export const MEMO = ['Here is my view on the quarterly offsite:', '- book a venue early', '- share an agenda a week ahead', 'Overall, I would start with the agenda.'].join('\n');

/** An answer that is no prose: a short JSON object on nothing the task is about. */
export const NOT_PROSE = '{"ok": true}';

/** Prose that states a figure no input holds: an invented statistic. */
export const INVENTED = 'Roughly 37% of the effect traces back to demand, so I would start there and review it next quarter.';

/** Whether an entry's content is checked (a content expectation, or an extraction's expected values). */
export const hasContent = (entry: HoldoutEntry) => entry.content !== undefined || entry.expect.form === 'extract';

/** The deliberately wrong answer to an entry's form: no prose where prose is asked, the memo elsewhere. */
export const wrongForm = (entry: HoldoutEntry) => (entry.expect.form === 'prose' ? NOT_PROSE : MEMO);

/** The deliberately wrong answer to an entry's content: an invented figure where prose must be grounded, the memo elsewhere. */
export const wrongContent = (entry: HoldoutEntry) => (entry.content && 'grounded' in entry.content ? INVENTED : MEMO);

/** One kind's result under one seed. */
export interface KindResult {
  kind: HoldoutKind;
  total: number;
  formPassed: number;
  contentTotal: number;
  contentPassed: number;
  failures: string[];
}

/** A rate as the table prints it. */
const rate = (passed: number, total: number) => (total ? `${((100 * passed) / total).toFixed(1).padStart(5)} %` : '     - ');

/** The per-kind table: form passed and rate, content checked, passed and rate. */
export function rateTable(results: KindResult[]): string {
  const sum = (pick: (result: KindResult) => number) => results.reduce((total, result) => total + pick(result), 0);
  const row = (name: string, total: number, form: number, contentTotal: number, content: number) =>
    `| ${name.padEnd(10)} | ${String(total).padStart(3)} | ${String(form).padStart(4)} | ${rate(form, total)} | ${String(contentTotal).padStart(3)} | ${String(content).padStart(4)} | ${rate(content, contentTotal)} |`;
  return [
    '| kind       |   n | form | form %  | n c | cont | cont %  |',
    '|------------|-----|------|---------|-----|------|---------|',
    ...results.map((result) => row(result.kind, result.total, result.formPassed, result.contentTotal, result.contentPassed)),
    row(
      'all',
      sum((result) => result.total),
      sum((result) => result.formPassed),
      sum((result) => result.contentTotal),
      sum((result) => result.contentPassed),
    ),
  ].join('\n');
}

/** How a set's answers are checked: their form, their content, and which entries have their content checked. */
export interface SetChecks<Entry> {
  form(answer: string, entry: Entry): string[];
  content(answer: string, entry: Entry): string[];
  checksContent(entry: Entry): boolean;
}

/** The held-out sets' checks. */
const HOLDOUT_CHECKS: SetChecks<HoldoutEntry> = { form: holdoutFormProblems, content: contentProblems, checksContent: hasContent };

/** A set answered under `seed`, kind by kind, with each failure's id, problems and the answer's first 200 characters. */
export async function holdoutResults(set: Record<HoldoutKind, HoldoutKindSet>, seed: number): Promise<KindResult[]> {
  return answeredSet(set, seed, HOLDOUT_CHECKS);
}

/** Any blind set answered under `seed` and checked by `checks`, kind by kind, with its failures. */
export async function answeredSet<Entry extends CorpusEntry & { id: string }>(
  set: Record<HoldoutKind, { defaultAgent: string; entries: Entry[] }>,
  seed: number,
  checks: SetChecks<Entry>,
): Promise<KindResult[]> {
  const results: KindResult[] = [];
  for (const kind of Object.keys(set) as HoldoutKind[]) {
    const { defaultAgent, entries } = set[kind];
    const result: KindResult = { kind, total: entries.length, formPassed: 0, contentTotal: 0, contentPassed: 0, failures: [] };
    for (const entry of entries) {
      const answer = await syntheticAnswer(entry, defaultAgent, seed);
      const checked = checks.checksContent(entry);
      const formFailures = checks.form(answer, entry);
      const contentFailures = checked ? checks.content(answer, entry) : [];
      if (formFailures.length === 0) result.formPassed += 1;
      if (checked) result.contentTotal += 1;
      if (checked && contentFailures.length === 0) result.contentPassed += 1;
      const problems = [...formFailures.map((problem) => `form: ${problem}`), ...contentFailures.map((problem) => `content: ${problem}`)];
      if (problems.length) result.failures.push(`[${kind}] ${entry.id}: ${problems.join('; ')}\n    answer: ${JSON.stringify(answer.slice(0, 200))}`);
    }
    results.push(result);
  }
  return results;
}

/** Prints a set's table and failures under a seed, headed by the set's name. */
export function report(name: string, results: KindResult[], seed: number) {
  console.log(`${name}, seed ${seed}:\n${rateTable(results)}`);
  const failures = results.flatMap((result) => result.failures);
  if (failures.length) console.log(`${name}: answers not in the asked form or with the wrong content (seed ${seed}):\n${failures.join('\n')}`);
}

/** The hand-written right answers the checkers reject, each with its problems (empty: every one accepted). */
export function rejectedRightAnswers(entries: HoldoutEntry[], rightAnswers: Record<string, string>): string[] {
  return entries.flatMap((entry) => {
    const answer = rightAnswers[entry.id];
    if (answer === undefined) return [`${entry.id}: no right answer`];
    const problems = [...holdoutFormProblems(answer, entry), ...contentProblems(answer, entry)];
    return problems.length ? [`${entry.id}: ${problems.join('; ')}`] : [];
  });
}
