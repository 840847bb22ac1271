import type { JournalNode } from '../journal/journal-node.js';
import { runViewOf, type RunView } from '../journal/run-view.js';
import { agentCalled, agentCalledBefore, type CheckResult, checkMessage, costUnder, endedIn, toolCalled, turnsAtMost } from './run-checks.js';

/** What a run assertion is given: a run view, or the request's journal tree. */
export type RunSource = RunView | JournalNode;

/** A run assertion that did not hold; its message carries the expectation, what the run did and the picture of the run. */
export class RunAssertionError extends Error {
  override name = 'RunAssertionError';
}

/** The view of a run given as a view or as its journal tree; anything else is refused, saying what it was. */
export function viewOfRun(run: RunSource): RunView {
  const needs = "A run assertion needs a run view (local.run()) or a request's journal tree (local.journal()), but was given";
  if (typeof run !== 'object' || run === null) throw new RunAssertionError(`${needs} ${String(run)}.`);
  if (!('kind' in run)) return run;
  if (run.kind !== 'request') throw new RunAssertionError(`${needs} a journal node of kind ${run.kind}: pass the request at the root of its tree.`);
  return runViewOf(run);
}

/** A check turned into a function for any test runner: it throws a RunAssertionError when the check fails. */
function asAssertion<Arguments extends unknown[]>(check: (run: RunView, ...args: Arguments) => CheckResult) {
  return (run: RunSource, ...args: Arguments): void => {
    const view = viewOfRun(run);
    const result = check(view, ...args);
    if (!result.pass) throw new RunAssertionError(checkMessage(view, result));
  };
}

/** Asserts that the agent took a turn (exactly `times` turns when given). */
export const assertAgentCalled = asAssertion(agentCalled);
/** Asserts that `first` took its first turn before `second` took its first. */
export const assertAgentCalledBefore = asAssertion(agentCalledBefore);
/** Asserts that a tool was called (by an agent, with arguments matching a partial object or a predicate, N times). */
export const assertToolCalled = asAssertion(toolCalled);
/** Asserts that no agent took more than `max` turns. */
export const assertTurnsAtMost = asAssertion(turnsAtMost);
/** Asserts that the run cost less than `budget` credits. */
export const assertCostUnder = asAssertion(costUnder);
/** Asserts that the run ended in a state (`succeeded`, `failed`, `abandoned`, `running`) or with an HTTP status. */
export const assertRunEnded = asAssertion(endedIn);
