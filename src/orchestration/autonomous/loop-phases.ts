import { ApiError } from '../../errors/api-error.js';
import { argumentsOf } from './loop-tools.js';
import { answer, ask, askOrFail, callBudgetReached, emitStep, limitReached, type LoopRun, type LoopState } from './loop-state.js';
import type { Subtask } from './plan-state.js';
import { ACT_NOW, executionPrompt, planningPrompt, SUMMARY_PROMPT } from './prompts.js';

/** How one visit to a subtask ended: subtask_done, complete_task, or the per-subtask limit. */
type VisitEnd = 'done' | 'complete' | 'unfinished';

/**
 * Planning: create_plan asked for up to the planning limit (only create_plan and handoff_task run);
 * no plan is a 502, and reaching the call bound first a 422.
 */
export async function plan(run: LoopRun, state: LoopState): Promise<LoopState> {
  const { limits, agent } = run;
  state.messages.push({ role: 'user', content: planningPrompt(run.input.task) });
  let planned = false;
  for (let attempt = 1; attempt <= limits.planningAttempts && !planned; attempt += 1) {
    const result = await askOrFail(run, state);
    for (const call of result.toolCalls) {
      const runs = !planned && (call.name === 'create_plan' || call.name === 'handoff_task');
      await answer(run, state, call, undefined, runs, 'Not run: in the planning phase only create_plan (and handoff_task) run.');
      // A create_plan whose arguments do not parse is no plan (the framework's json.loads fails and it tries again).
      if (runs && call.name === 'create_plan' && typeof argumentsOf(call) !== 'string') planned = true;
    }
  }
  if (!planned) {
    throw new ApiError(
      'UPSTREAM_FAILED',
      `Agent "${agent.name}" (max_loops "auto") made no plan: its model did not call create_plan in ${limits.planningAttempts} attempts (the framework's limit on planning attempts), so the autonomous loop could not start.`,
    );
  }
  return { ...state, phase: 'execute', visits: 1 };
}

/**
 * Execution, one subtask at a time: the next subtask whose dependencies are done, until all are done,
 * complete_task is called, or a limit (visits, a dependency cycle) ends the phase.
 */
export async function executeSubtask(run: LoopRun, state: LoopState): Promise<LoopState> {
  const { plan } = state.tools;
  const finished: LoopState = { ...state, phase: 'delegates' };
  if (plan.allDone()) return finished;
  if (state.visits > run.limits.subtaskVisits) {
    limitReached(run, state, 'subtask_visits', `Stopped: the execution phase reached the framework's limit of ${run.limits.subtaskVisits} subtask iterations.`);
    return finished;
  }
  const subtask = plan.nextExecutable();
  if (!subtask) {
    if (plan.created) limitReached(run, state, 'blocked', 'Stopped: no pending subtask has all of its dependencies done (the plan has a dependency cycle).');
    return finished;
  }
  return (await visit(run, state, subtask)) === 'complete' ? finished : { ...state, visits: state.visits + 1 };
}

/** One visit to a subtask: up to the per-subtask limit of model calls, until subtask_done names it. */
async function visit(run: LoopRun, state: LoopState, subtask: Subtask): Promise<VisitEnd> {
  const { limits } = run;
  emitStep(run, { kind: 'subtask-start', subtask: subtask.stepId, description: subtask.description });
  state.messages.push({ role: 'user', content: executionPrompt(subtask, state.tools.plan) });
  let thinks = 0;
  for (let iteration = 1; iteration <= limits.iterationsPerSubtask; iteration += 1) {
    const result = await ask(run, state, true);
    let stop: 'done' | 'complete' | undefined;
    for (const call of result.toolCalls) {
      await answer(run, state, call, subtask.stepId, stop === undefined, 'Not run: an earlier call of the same answer ended the subtask.');
      if (stop) continue;
      thinks = call.name === 'think' ? thinks + 1 : 0;
      if (call.name === 'complete_task') stop = 'complete';
      else if (call.name === 'subtask_done' && subtask.status !== 'pending') stop = 'done';
    }
    if (stop) {
      emitStep(run, { kind: 'subtask-end', subtask: subtask.stepId, status: subtask.status });
      return stop;
    }
    if (thinks >= limits.consecutiveThinks) {
      emitStep(run, { kind: 'limit', limit: 'consecutive_thinks', message: `${thinks} think calls in a row on ${subtask.stepId}: the model is told to act.` });
      state.messages.push({ role: 'user', content: ACT_NOW });
      thinks = 0;
    }
  }
  limitReached(
    run,
    state,
    'iterations_per_subtask',
    `Subtask ${subtask.stepId} was not finished after ${limits.iterationsPerSubtask} iterations (the framework's limit per subtask); it stays pending.`,
  );
  return 'unfinished';
}

/** The delegated work comes back: every fire-and-forget assignment's answer joins the transcript, and the workspace is shown. */
export async function collectDelegates(run: LoopRun, state: LoopState): Promise<LoopState> {
  for (const settled of await state.tools.subAgents.settle()) state.transcript.push({ role: settled.agent, content: `Task ${settled.taskId}: ${settled.text}` });
  const files = state.tools.workspace.snapshot();
  if (Object.keys(files).length) emitStep(run, { kind: 'workspace', files });
  return { ...state, phase: 'summarise' };
}

/** The summary: one call that may run complete_task, unless the call bound has taken it away (then said once). */
export async function summarise(run: LoopRun, state: LoopState): Promise<LoopState> {
  state.messages.push({ role: 'user', content: SUMMARY_PROMPT });
  if (state.callsLeft <= 0) {
    // The last call went to planning or execution: the summary call is the one the limit takes away.
    if (!state.callBudgetNoted) callBudgetReached(run, state);
    return { ...state, phase: 'done' };
  }
  const result = await ask(run, state, true);
  let output: string | undefined;
  for (const call of result.toolCalls) {
    const runs = output === undefined && call.name === 'complete_task';
    const text = await answer(run, state, call, undefined, runs, 'Not run: the summary phase runs only complete_task.');
    if (runs) output = text;
  }
  return { ...state, phase: 'done', output, closingText: result.text };
}
