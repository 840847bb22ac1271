import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config/load.js';
import { ApiError } from '../../../src/errors/api-error.js';
import type { AgentDefinition } from '../../../src/orchestration/agent-definition.js';
import { runAutonomousLoop } from '../../../src/orchestration/autonomous/autonomous-loop.js';
import { createRunContext } from '../../../src/orchestration/create-run-context.js';
import type { ModelCallResult } from '../../../src/orchestration/model-call.js';
import { loopCall } from './loop-script.js';
import { builtInAgent } from '../../../src/orchestration/primitives/built-in-agent.js';
import { FixtureMissTally } from '../../../src/orchestration/run-scope.js';
import { noTools } from '../../../src/orchestration/tools/tool-executor.js';
import { createScriptedModel } from '../../../src/providers/scripted/index.js';
import { createStaticRouter } from '../../../src/providers/static-router.js';
import { ConcurrencyLimiter } from '../../../src/runtime/concurrency-limiter.js';
import { systemClock } from '../../../src/runtime/clock.js';
import { createIdGenerator } from '../../../src/runtime/ids.js';

/** Lets every microtask run: the loop and the test's calls here never wait on I/O or timers. */
const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('a failed autonomous run with background assignments', () => {
  it('fails only once the sub-agents it dispatched have finished, so none outlives the run', async () => {
    const services = {
      config: loadConfig({}),
      router: createStaticRouter(createScriptedModel([])),
      clock: systemClock,
      ids: createIdGenerator(1),
      limiter: new ConcurrencyLimiter(4),
    };
    const context = createRunContext(
      services,
      { namespace: 'default', endpoint: '/test', signal: new AbortController().signal, fixtureMisses: new FixtureMissTally() },
      { events: () => {} },
    );
    const agent: AgentDefinition = {
      ...builtInAgent('Coordinator', 'You coordinate.', 'gpt-4.1'),
      autonomous: { tools: ['create_plan', 'subtask_done', 'complete_task', 'create_sub_agent', 'assign_task'] },
    };
    let finishChild = () => {};
    let childFinished = false;
    const runChild = () =>
      new Promise<string>((resolve) => {
        finishChild = () => {
          childFinished = true;
          resolve('anode findings');
        };
      });
    const answers = [
      () => loopCall('create_plan', { task_description: 't', steps: [{ step_id: 'a', description: 'do a', priority: 'high' }] }),
      () => loopCall('create_sub_agent', { agents: [{ agent_name: 'Anode', agent_description: 'anodes' }] }),
      (messages: ModelCallResult['text'][]) =>
        loopCall('assign_task', { assignments: [{ agent_id: messages.join('').match(/sub-agent-[0-9a-f]{8}/)?.[0], task: 'Study anodes' }], wait_for_completion: false }),
      () => {
        throw new ApiError('UPSTREAM_FAILED', 'the model is down');
      },
    ];
    let settled: 'pending' | 'failed' | 'succeeded' = 'pending';
    const run = runAutonomousLoop(context, agent, {
      task: 'Survey batteries.',
      messages: [{ role: 'user', content: 'Survey batteries.' }],
      tools: noTools,
      runChild,
      call: async (messages) => (answers.shift() as (texts: string[]) => ModelCallResult)(messages.map((message) => String(message.content))),
    }).then(
      () => {
        settled = 'succeeded';
      },
      (error: Error) => {
        settled = 'failed';
        throw error;
      },
    );
    await turn();
    expect(answers).toHaveLength(0);
    expect({ settled, childFinished }).toEqual({ settled: 'pending', childFinished: false });
    finishChild();
    await expect(run).rejects.toThrow('the model is down');
    expect(childFinished).toBe(true);
  });
});
