import { quote, runPicture } from '../journal/run-picture.js';
import type { RunState, RunView, ToolCallView } from '../journal/run-view.js';
import { matchesPartially } from './partial-match.js';

/** The outcome of one check of a run: whether it held, what was expected and what the run did. */
export interface CheckResult {
  pass: boolean;
  /** Ends the sentence "expected the run to …". */
  expected: string;
  /** What the run did, as a sentence. */
  actual: string;
}

/** What a tool call's arguments must be: a partial object (with RegExps or asymmetric matchers inside), or a predicate. */
export type ArgumentsExpectation = Record<string, unknown> | ((args: unknown) => boolean);

/** Which tool calls count for `toolCalled`. */
export interface ToolCallExpectation {
  arguments?: ArgumentsExpectation;
  /** Only calls made in this agent's turns. */
  agent?: string;
  /** Exactly this many matching calls (default: at least one). */
  times?: number;
}

const times = (count: number) => (count === 1 ? 'once' : `${count} times`);

const namesOrNone = (names: string[]) => (names.length ? names.join(', ') : 'none');

/** The agent took a turn (exactly `count` turns when given). */
export function agentCalled(run: RunView, agent: string, count?: number): CheckResult {
  const turns = run.turns.filter((turn) => turn.agent === agent).length;
  return {
    pass: count === undefined ? turns > 0 : turns === count,
    expected: `call agent "${agent}"${count === undefined ? '' : ` ${times(count)}`}`,
    actual: turns ? `it called "${agent}" ${times(turns)}.` : `it never called "${agent}"; agents called: ${namesOrNone(run.agents.map((entry) => entry.name))}.`,
  };
}

/** `first` took its first turn before `second` took its first turn. */
export function agentCalledBefore(run: RunView, first: string, second: string): CheckResult {
  const order = run.turns.map((turn) => turn.agent);
  const [at, atSecond] = [order.indexOf(first), order.indexOf(second)];
  const missing = [first, second].filter((name) => !order.includes(name));
  return {
    pass: at !== -1 && atSecond !== -1 && at < atSecond,
    expected: `call agent "${first}" before agent "${second}"`,
    actual: missing.length
      ? `it never called ${missing.map((name) => `"${name}"`).join(' or ')}; call order: ${order.join(' → ') || '(none)'}.`
      : `"${first}" first ran at turn ${at + 1} and "${second}" at turn ${atSecond + 1}; call order: ${order.join(' → ')}.`,
  };
}

function argumentsMatch(call: ToolCallView, expectation: ArgumentsExpectation | undefined): boolean {
  if (expectation === undefined) return true;
  return typeof expectation === 'function' ? expectation(call.arguments) : matchesPartially(call.arguments, expectation);
}

const describeArguments = (expectation: ArgumentsExpectation | undefined) => {
  if (expectation === undefined) return '';
  return typeof expectation === 'function' ? ' with arguments matching a predicate' : ` with arguments matching ${quote(expectation)}`;
};

/** A tool was called (by `agent`, with matching arguments, `times` times, when given). */
export function toolCalled(run: RunView, tool: string, expectation: ToolCallExpectation = {}): CheckResult {
  const calls = run.toolCalls.filter((call) => call.name === tool && (expectation.agent === undefined || call.agent === expectation.agent));
  const matching = calls.filter((call) => argumentsMatch(call, expectation.arguments));
  const by = expectation.agent === undefined ? '' : ` by agent "${expectation.agent}"`;
  const seen = calls.map((call) => `${call.agent ?? '(no agent)'}: ${tool}(${quote(call.arguments)})`);
  return {
    pass: expectation.times === undefined ? matching.length > 0 : matching.length === expectation.times,
    expected: `call tool "${tool}"${by}${describeArguments(expectation.arguments)}${expectation.times === undefined ? '' : ` ${times(expectation.times)}`}`,
    actual: calls.length
      ? `${matching.length} of its ${calls.length} call(s) of "${tool}"${by} matched; the calls: ${seen.join('; ')}.`
      : `it made no call of "${tool}"${by}; tools called: ${namesOrNone([...new Set(run.toolCalls.map((call) => call.name))])}.`,
  };
}

/** No agent took more than `max` turns. */
export function turnsAtMost(run: RunView, max: number): CheckResult {
  const counts = run.agents.map((agent) => ({ name: agent.name, turns: agent.turns.length }));
  const over = counts.filter((agent) => agent.turns > max);
  const busiest = counts.reduce((most, agent) => (agent.turns > most.turns ? agent : most), { name: '(none)', turns: 0 });
  return {
    pass: over.length === 0,
    expected: `let no agent take more than ${max} turn(s)`,
    actual: over.length ? `${over.map((agent) => `"${agent.name}" took ${agent.turns}`).join(', ')}.` : `the most turns any agent took was ${busiest.turns} ("${busiest.name}").`,
  };
}

/** The run cost less than `budget` credits. */
export function costUnder(run: RunView, budget: number): CheckResult {
  const byModel = new Map<string, number>();
  for (const call of run.modelCalls) byModel.set(call.model, (byModel.get(call.model) ?? 0) + call.cost);
  const breakdown = [...byModel].map(([model, cost]) => `${model} ${cost.toFixed(6)}`).join(', ');
  return {
    pass: run.cost < budget,
    expected: `cost less than ${budget}`,
    actual: `it cost ${run.cost.toFixed(6)} (${run.tokens.input} in / ${run.tokens.output} out tokens${breakdown ? `; ${breakdown}` : ''}).`,
  };
}

/** The run ended in `outcome`: a state (`succeeded`, `failed`, `abandoned`, `running`) or an HTTP status. */
export function endedIn(run: RunView, outcome: RunState | number): CheckResult {
  return {
    pass: typeof outcome === 'number' ? run.status === outcome : run.state === outcome,
    expected: typeof outcome === 'number' ? `end with HTTP status ${outcome}` : `end ${outcome}`,
    actual: `it ended ${run.state}${run.status === null ? '' : ` with HTTP status ${run.status}`}.`,
  };
}

/** The failure text of a check: the expectation, what the run did, and the picture of the run. */
export function checkMessage(run: RunView, result: CheckResult, negated = false): string {
  return `Expected the run ${negated ? 'not ' : ''}to ${result.expected}, but ${result.actual}\n\n${runPicture(run)}`;
}
