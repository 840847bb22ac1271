import { quote, stepLine } from './run-picture.js';
import type { AlignedStep, FactDifference, RunDiff } from './run-diff.js';
import type { StepPage } from './run-diff-page.js';

const MARKS: Record<AlignedStep['change'], string> = { same: ' ', changed: '~', added: '+', removed: '-' };

const signed = (value: number, digits = 0) => `${value >= 0 ? '+' : ''}${value.toFixed(digits)}`;

const differenceLine = (difference: FactDifference) => `${difference.field}: ${quote(difference.a)} → ${quote(difference.b)}`;

/** One aligned step as lines: its mark, its line from the run that has it, and what differs. */
function stepLines(step: AlignedStep): string[] {
  const shown = step.b ?? step.a;
  if (!shown) return [];
  const indent = '  '.repeat(shown.depth);
  return [`${MARKS[step.change]} ${indent}${stepLine(shown)}`, ...step.differences.map((difference) => `  ${indent}    ${differenceLine(difference)}`)];
}

/**
 * A run diff as text (the CLI's output, a golden run's failure): what differs about the runs, the
 * agents added, removed or reordered, every step marked ` ` same, `~` changed, `+` only in B, `-`
 * only in A, then the token and cost deltas.
 */
export function runDiffText(diff: RunDiff & { stepPage?: StepPage }, labels: { a: string; b: string } = { a: 'run A', b: 'run B' }): string {
  const heading = `${labels.a} → ${labels.b}`;
  if (diff.identical) return `${heading}: no differences`;
  const lines = [`${heading}:`];
  for (const difference of diff.run) lines.push(differenceLine(difference));
  const { agents } = diff;
  if (agents.added.length) lines.push(`agents added: ${agents.added.join(', ')}`);
  if (agents.removed.length) lines.push(`agents removed: ${agents.removed.join(', ')}`);
  if (agents.reordered) lines.push(`agents reordered: ${agents.a.join(' → ')}  ⇒  ${agents.b.join(' → ')}`);
  lines.push(diff.alignment === 'greedy' ? 'steps (too many differ for the exact alignment: aligned greedily, step by step):' : 'steps:');
  const page = diff.stepPage;
  if (page && (page.offset > 0 || page.nextOffset !== null)) {
    lines.push(
      `(steps ${page.offset + 1}–${page.offset + diff.steps.length} of ${page.total}, ${page.differing} of them differing; the next page from steps_offset=${page.nextOffset ?? 'none'})`,
    );
  }
  for (const step of diff.steps) lines.push(...stepLines(step));
  const { tokens, cost } = diff;
  lines.push(
    `tokens: ${tokens.a.input} in / ${tokens.a.output} out → ${tokens.b.input} in / ${tokens.b.output} out (${signed(tokens.delta.input)} / ${signed(tokens.delta.output)})`,
    `cost: ${cost.a.toFixed(6)} → ${cost.b.toFixed(6)} (${signed(cost.delta, 6)})`,
  );
  return lines.join('\n');
}
