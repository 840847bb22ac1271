import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config/load.js';
import type { AgentDefinition } from '../../../src/orchestration/agent-definition.js';
import { runAutonomousLoop } from '../../../src/orchestration/autonomous/autonomous-loop.js';
import { createRunContext } from '../../../src/orchestration/create-run-context.js';
import { callModel } from '../../../src/orchestration/model-call.js';
import { builtInAgent } from '../../../src/orchestration/primitives/built-in-agent.js';
import type { LoopStep, RunEvent } from '../../../src/orchestration/run-events.js';
import { FixtureMissTally } from '../../../src/orchestration/run-scope.js';
import { noTools } from '../../../src/orchestration/tools/tool-executor.js';
import { createScriptedModel, type ScriptedModel } from '../../../src/providers/scripted/index.js';
import { createStaticRouter } from '../../../src/providers/static-router.js';
import { ConcurrencyLimiter } from '../../../src/runtime/concurrency-limiter.js';
import { systemClock } from '../../../src/runtime/clock.js';
import { createIdGenerator } from '../../../src/runtime/ids.js';
import { agentCall } from '../../support/agent-call.js';
import { done, plan } from './loop-script.js';

/** Runs the loop directly over a scripted model with the given limits: its result and its loop steps. */
async function runLoop(model: ScriptedModel, limits: Parameters<typeof runAutonomousLoop>[3]) {
  const steps: LoopStep[] = [];
  const services = { config: loadConfig({}), router: createStaticRouter(model), clock: systemClock, ids: createIdGenerator(1), limiter: new ConcurrencyLimiter(4) };
  const events = (event: RunEvent) => {
    if (event.type === 'loop-step') steps.push(event.step);
  };
  const context = createRunContext(services, { namespace: 'default', endpoint: '/test', signal: new AbortController().signal, fixtureMisses: new FixtureMissTally() }, { events });
  const agent: AgentDefinition = { ...builtInAgent('Auto', 'You work.', 'gpt-4.1'), autonomous: { tools: ['create_plan', 'subtask_done', 'complete_task'] } };
  const result = await runAutonomousLoop(
    context,
    agent,
    {
      task: 'Do it.',
      messages: agentCall({ name: 'Auto', systemPrompt: 'You work.' }, 'Do it.').messages,
      tools: noTools,
      runChild: async () => '',
      call: (messages, tools) => callModel(context, { agent: 'Auto', modelName: 'gpt-4.1', options: { messages, tools } }),
    },
    limits,
  );
  return { result, steps };
}

describe('the execution limits of the loop (MAX_SUBTASK_ITERATIONS, MAX_SUBTASK_LOOPS)', () => {
  it('stops visiting subtasks after the visit limit, then summarises what it has', async () => {
    const model = createScriptedModel([plan(['stuck', []])], { respond: () => 'no tools today' });
    const { result, steps } = await runLoop(model, { planningAttempts: 5, iterationsPerSubtask: 2, subtaskVisits: 3, consecutiveThinks: 2 });
    // One planning call, three visits of two calls, one summary call.
    expect(model.calls).toHaveLength(1 + 3 * 2 + 1);
    const limits = steps.filter((step) => step.kind === 'limit').map((step) => (step.kind === 'limit' ? step.limit : ''));
    expect(limits).toEqual(['iterations_per_subtask', 'iterations_per_subtask', 'iterations_per_subtask', 'subtask_visits']);
    expect(result.output).toContain('- stuck: pending - do stuck');
    expect(result.output).toContain('Final response:\nno tools today');
  });

  it('moves through the phases in order, each subtask opened and closed (_run_autonomous_loop, _subtask_done_tool with success false)', async () => {
    const model = createScriptedModel([
      plan(['a', []]),
      { content: [{ type: 'tool-call', id: 'c1', name: 'subtask_done', arguments: '{"task_id":"a","summary":"s","success":false}' }] },
      'plain summary',
    ]);
    const { result, steps } = await runLoop(model, { planningAttempts: 5, iterationsPerSubtask: 2, subtaskVisits: 3, consecutiveThinks: 2 });
    expect(steps.map((step) => (step.kind === 'phase' ? step.phase : step.kind))).toEqual(['planning', 'tool', 'execution', 'subtask-start', 'tool', 'subtask-end', 'summary']);
    expect(steps.find((step) => step.kind === 'subtask-end')).toEqual({ kind: 'subtask-end', subtask: 'a', status: 'failed' });
    expect(result.output).toContain('- a: failed - do a');
  });
});

describe('a plan whose dependencies never come free', () => {
  it('stops the execution phase on a dependency cycle without a model call, says so, then summarises', async () => {
    const model = createScriptedModel([plan(['a', ['b']], ['b', ['a']]), 'plain summary']);
    const { result, steps } = await runLoop(model, { planningAttempts: 5, iterationsPerSubtask: 2, subtaskVisits: 3, consecutiveThinks: 2 });
    // The planning call and the summary call: no subtask is ever visited.
    expect(model.calls).toHaveLength(2);
    expect(steps.map((step) => (step.kind === 'phase' ? step.phase : step.kind))).toEqual(['planning', 'tool', 'execution', 'limit', 'summary']);
    expect(steps.find((step) => step.kind === 'limit')).toMatchObject({ limit: 'blocked', message: expect.stringContaining('dependency cycle') });
    expect(result.transcript.map((turn) => turn.role)).toContain('System');
    expect(result.output).toContain('- a: pending - do a\n- b: pending - do b');
  });
});

describe('a plan that repeats a step id (the framework keeps one status per step_id)', () => {
  it('finishes every subtask of that id with one subtask_done, instead of visiting the copy until the limits stop it', async () => {
    const model = createScriptedModel([plan(['a', []], ['a', []]), done('a'), 'plain summary'], { respond: () => 'no tools today' });
    const { result } = await runLoop(model, { planningAttempts: 5, iterationsPerSubtask: 2, subtaskVisits: 3, consecutiveThinks: 2 });
    expect(model.calls).toHaveLength(3);
    expect(result.output).toContain('- a: completed - do a\n  a done\n- a: completed - do a');
  });
});
