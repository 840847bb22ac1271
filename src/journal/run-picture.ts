import type { RunStep, RunView } from './run-view.js';

/** The longest piece of text a picture quotes (an answer, tool arguments) before cutting it. */
const QUOTE_LIMIT = 80;

/** A value as one short line of text: JSON for objects, cut at QUOTE_LIMIT. */
export function quote(value: unknown): string {
  const text = typeof value === 'string' ? JSON.stringify(value) : (JSON.stringify(value) ?? 'undefined');
  const line = text.replace(/\s+/g, ' ');
  return line.length > QUOTE_LIMIT ? `${line.slice(0, QUOTE_LIMIT - 1)}…` : line;
}

const tokensOf = (tokens: unknown) => {
  const { input, output } = (tokens ?? {}) as { input?: number; output?: number };
  return `${input ?? 0} in / ${output ?? 0} out`;
};

/** One step as a line of the picture. */
export function stepLine(step: RunStep): string {
  const facts = step.facts;
  if (step.kind === 'agent') return `agent ${step.name}${facts.step ? ` (step ${facts.step})` : ''}`;
  if (step.kind === 'provider-call') {
    const fixture = facts.fixture ? `, fixture ${facts.fixture}` : '';
    const failed = facts.error ? `, failed: ${facts.error}` : '';
    return `model ${step.name} (${tokensOf(facts.tokens)}${fixture}${failed})`;
  }
  if (step.kind === 'tool-call') return `tool ${step.name}(${quote(facts.arguments)}) → ${quote(facts.result)}`;
  return `${step.kind} ${step.name}`;
}

/** The order in which agents took their turns, e.g. `Director → Writer → Director`. */
export function callOrder(view: RunView): string {
  return view.turns.length ? view.turns.map((turn) => turn.agent).join(' → ') : '(no agent turns)';
}

/**
 * A run as text a person reads in a failed assertion: the request, its outcome and totals, then every
 * step indented under its parent, then the call order.
 */
export function runPicture(view: RunView): string {
  const heading = [
    view.endpoint,
    view.swarmType,
    `${view.state}${view.status === null ? '' : ` (${view.status})`}`,
    `${tokensOf(view.tokens)} tokens`,
    `cost ${view.cost.toFixed(6)}`,
  ].filter(Boolean);
  const lines = [`run ${view.jobId ?? view.id}: ${heading.join(', ')}`];
  for (const step of view.steps) lines.push(`${'  '.repeat(step.depth)}${stepLine(step)}`);
  lines.push(`call order: ${callOrder(view)}`);
  return lines.join('\n');
}
