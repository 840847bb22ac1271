import { expect } from 'vitest';
import type { RunState, RunView } from '../journal/run-view.js';
import { compareWithGolden, type GoldenOptions } from './golden-run.js';
import { type RunSource, viewOfRun } from './run-assertions.js';
import { agentCalled, agentCalledBefore, type CheckResult, checkMessage, costUnder, endedIn, type ToolCallExpectation, toolCalled, turnsAtMost } from './run-checks.js';

/** The run matchers `swarms-local/testing/vitest` adds to `expect`; the received value is a run view or a request's journal tree. */
export interface RunMatchers<R = unknown> {
  /** The agent took a turn (exactly `times` turns when given). */
  toHaveCalledAgent(agent: string, times?: number): R;
  /** `first` took its first turn before `second` took its first. */
  toHaveCalledAgentBefore(first: string, second: string): R;
  /** A tool was called (by an agent, with arguments matching a partial object or a predicate, N times). */
  toHaveCalledTool(tool: string, expectation?: ToolCallExpectation): R;
  /** No agent took more than `max` turns. */
  toHaveNoAgentOverTurns(max: number): R;
  /** The run cost less than `budget` credits. */
  toCostLessThan(budget: number): R;
  /** The run ended in a state (`succeeded`, `failed`, `abandoned`, `running`) or with an HTTP status. */
  toHaveEnded(outcome: RunState | number): R;
  /** The run matches its golden file (written when missing; rewritten with vitest -u or SWARMS_LOCAL_UPDATE_GOLDEN=1). */
  toMatchGoldenRun(path: string, options?: GoldenOptions): R;
}

declare module 'vitest' {
  // biome-ignore lint/suspicious/noExplicitAny: vitest declares Matchers<T = any>; the augmentation must match it.
  interface Matchers<T = any> extends RunMatchers<T> {}
}

/** A matcher from a check: the same sentence and picture as the plain assertions, negatable with `.not`. */
function matcherOf<Arguments extends unknown[]>(check: (run: RunView, ...args: Arguments) => CheckResult) {
  return function (this: { isNot: boolean }, received: RunSource, ...args: Arguments) {
    const view = viewOfRun(received);
    const result = check(view, ...args);
    return { pass: result.pass, message: () => checkMessage(view, result, this.isNot) };
  };
}

/** Whether vitest runs with `-u` (its snapshot state is not public API: read with care, and the env var works regardless). */
function vitestUpdates(): boolean {
  const state = expect.getState() as unknown as { snapshotState?: { _updateSnapshot?: unknown } };
  return state.snapshotState?._updateSnapshot === 'all';
}

expect.extend({
  toHaveCalledAgent: matcherOf(agentCalled),
  toHaveCalledAgentBefore: matcherOf(agentCalledBefore),
  toHaveCalledTool: matcherOf(toolCalled),
  toHaveNoAgentOverTurns: matcherOf(turnsAtMost),
  toCostLessThan: matcherOf(costUnder),
  toHaveEnded: matcherOf(endedIn),
  toMatchGoldenRun(received: RunSource, path: string, options: GoldenOptions = {}) {
    const outcome = compareWithGolden(received, path, { update: options.update ?? (vitestUpdates() || undefined) });
    return { pass: outcome.pass, message: () => outcome.message };
  },
});
