import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config/load.js';
import { ApiError } from '../../../src/errors/api-error.js';
import type { AgentDefinition } from '../../../src/orchestration/agent-definition.js';
import { runAutonomousLoop } from '../../../src/orchestration/autonomous/autonomous-loop.js';
import type { ChildRunner } from '../../../src/orchestration/autonomous/delegation.js';
import { createRunContext } from '../../../src/orchestration/create-run-context.js';
import type { ModelCallResult } from '../../../src/orchestration/model-call.js';
import { loopCall } from './loop-script.js';
import { ITEMS_IN_PROGRESS } from '../../../src/orchestration/parallel.js';
import { builtInAgent } from '../../../src/orchestration/primitives/built-in-agent.js';
import { FixtureMissTally } from '../../../src/orchestration/run-scope.js';
import { noTools } from '../../../src/orchestration/tools/tool-executor.js';
import { createScriptedModel } from '../../../src/providers/scripted/index.js';
import { createStaticRouter } from '../../../src/providers/static-router.js';
import { ConcurrencyLimiter } from '../../../src/runtime/concurrency-limiter.js';
import { systemClock } from '../../../src/runtime/clock.js';
import { createIdGenerator } from '../../../src/runtime/ids.js';

// Issue 43, item 4: 150,000 assignments in one assign_task call overflowed the stack (`push(...started)`) into a
// 500 while the sub-agents went on making model calls, unbilled; 100,000 assignments ran all at once.

/** Runs a coordinator whose model plans, creates one sub-agent, assigns it `count` tasks, then does `after`. */
function coordinator(count: number, waitForCompletion: boolean, runChild: ChildRunner, after: (texts: string[]) => ModelCallResult) {
  const context = createRunContext(
    { config: loadConfig({}), router: createStaticRouter(createScriptedModel([])), clock: systemClock, ids: createIdGenerator(1), limiter: new ConcurrencyLimiter(4) },
    { namespace: 'default', endpoint: '/test', signal: new AbortController().signal, fixtureMisses: new FixtureMissTally() },
    { events: () => {} },
  );
  const agent: AgentDefinition = {
    ...builtInAgent('Coordinator', 'You coordinate.', 'gpt-4.1'),
    autonomous: { tools: ['create_plan', 'subtask_done', 'complete_task', 'create_sub_agent', 'assign_task'] },
  };
  const answers = [
    () => loopCall('create_plan', { task_description: 't', steps: [{ step_id: 'a', description: 'do a', priority: 'high' }] }),
    () => loopCall('create_sub_agent', { agents: [{ agent_name: 'Anode', agent_description: 'anodes' }] }),
    (texts: string[]) => {
      const id = texts.join('').match(/sub-agent-[0-9a-f]{8}/)?.[0];
      return loopCall('assign_task', {
        assignments: Array.from({ length: count }, (_, index) => ({ agent_id: id, task: `Study anode ${index}` })),
        wait_for_completion: waitForCompletion,
      });
    },
    after,
  ];
  return runAutonomousLoop(context, agent, {
    task: 'Survey batteries.',
    messages: [{ role: 'user', content: 'Survey batteries.' }],
    tools: noTools,
    runChild,
    call: async (messages) => (answers.shift() ?? after)(messages.map((message) => String(message.content))),
  });
}

describe('assign_task under hostile counts', () => {
  it('refuses more assignments in one call than runLimits.maxAssignments in its tool result, starting none', async () => {
    let started = 0;
    const texts: string[] = [];
    const run = coordinator(
      1_001,
      true,
      async () => {
        started += 1;
        return 'done';
      },
      (seen) => {
        texts.push(seen.join('\n'));
        throw new ApiError('UPSTREAM_FAILED', 'stop here');
      },
    );
    await expect(run).rejects.toThrow('stop here');
    expect(started).toBe(0);
    expect(texts[0]).toContain('assign_task takes at most 1000 assignments in one call');
  });

  it('keeps at most the parallel limit of sub-agents in progress, and a failed run cancels and awaits every one', async () => {
    let started = 0;
    let cancelled = 0;
    const runChild: ChildRunner = (_agent, _task, signal) => {
      started += 1;
      return new Promise((_resolve, reject) =>
        signal.addEventListener('abort', () => {
          cancelled += 1;
          reject(signal.reason);
        }),
      );
    };
    const run = coordinator(200, false, runChild, () => {
      throw new ApiError('UPSTREAM_FAILED', 'the model is down');
    });
    await expect(run).rejects.toThrow('the model is down');
    expect(started).toBe(ITEMS_IN_PROGRESS);
    expect(cancelled).toBe(ITEMS_IN_PROGRESS);
  });
});
