import { agentCompletionSchema, agentBatchSchema, assertAgentBatchSize, withAgentCompletionDefaults } from '../../contract/schemas/agent-completion.js';
import { createRunContext } from '../../orchestration/create-run-context.js';
import type { RunEvent } from '../../orchestration/run-events.js';
import { runPooled } from '../../orchestration/parallel.js';
import { assertAgentRunnable, runAgentCompletion } from '../../orchestration/runs/agent-completion.js';
import { sumUsage } from '../../orchestration/runs/usage-block.js';
import { redactSecrets } from '../../security/secrets.js';
import { jobIds } from '../../runtime/ids.js';
import { isoWithOffset } from '../../runtime/timestamps.js';
import { AGENT_STREAM, agentStreamPlan } from '../streams/agent-stream.js';
import { streamRun } from '../streams/run-stream.js';
import { defineRoute, type RouteDefinition, tagRoutes } from '../route.js';
import { agentBatchResponseSchema, agentRunResponseSchema } from '../../contract/schemas/responses/agent-responses.js';
import { ROUTE_TAGS } from '../openapi/route-tags.js';

/** The agent configuration as the agents list keeps it: defaults applied, secrets masked. */
const storedConfig = (config: unknown) => redactSecrets(config, []);

/** `POST /v1/agent/completions` and `POST /v1/agent/batch/completions`. */
export const agentRoutes: RouteDefinition[] = tagRoutes(ROUTE_TAGS.agents, [
  defineRoute({
    method: 'post',
    path: '/v1/agent/completions',
    summary: 'Run one agent on a task (stream: true for server-sent events).',
    response: agentRunResponseSchema,
    billable: true,
    streams: AGENT_STREAM,
    body: agentCompletionSchema,
    handler: async (context) => {
      const { deps } = context;
      const input = withAgentCompletionDefaults(context.body, { defaultModel: deps.config.defaultModel });
      const agentConfigs = [storedConfig(input.agent_config)];
      const streaming = input.stream || input.agent_config.streaming_on;
      if (!streaming) {
        const runContext = createRunContext(deps, context.runScope);
        const outcome = await runAgentCompletion(runContext, input);
        return { body: outcome.body, run: { jobId: outcome.jobId, success: true, usage: outcome.usage, agentConfigs } };
      }
      let listener: ((event: RunEvent) => void) | undefined;
      const runContext = createRunContext(deps, context.runScope, { streaming: true, events: (event) => listener?.(event) });
      // Errors found before any model call answer as plain JSON, not as a stream.
      assertAgentRunnable(runContext, input);
      const jobId = jobIds.agent(deps.ids);
      return streamRun(
        context,
        agentStreamPlan({
          jobId,
          metadata: {
            name: input.agent_config.agent_name ?? 'agent',
            description: input.agent_config.description ?? '',
            temperature: input.agent_config.temperature,
          },
          runContext,
          attach: (sink) => {
            listener = sink;
          },
          run: () => runAgentCompletion(runContext, input, jobId),
          agentConfigs,
        }),
      );
    },
  }),
  defineRoute({
    method: 'post',
    path: '/v1/agent/batch/completions',
    summary: 'Run several agents, each on its own task; a failed one is reported in place.',
    response: agentBatchResponseSchema,
    premium: { description: 'Run up to 10 agents in one request' },
    billable: true,
    body: agentBatchSchema,
    handler: async (context) => {
      const { deps } = context;
      assertAgentBatchSize(context.body);
      const startedAt = deps.clock.now();
      const inputs = context.body.map((item) => withAgentCompletionDefaults(item, { defaultModel: deps.config.defaultModel }));
      const contexts = inputs.map(() => createRunContext(deps, context.runScope));
      const outcomes = await runPooled(inputs, deps.config.batchConcurrency, (input, index) => runAgentCompletion(contexts[index], input));
      const results = outcomes.map((outcome) => {
        if (outcome.status === 'fulfilled') return outcome.value.body;
        // One failing item is reported in place and does not fail the batch.
        const failure = context.failure(outcome.reason);
        return { success: false, detail: failure.message, status_code: failure.status };
      });
      const succeeded = outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
      const usage = sumUsage(succeeded.map((outcome) => outcome.usage));
      const batchId = jobIds.batch(deps.ids);
      const body = {
        batch_id: batchId,
        total_requests: inputs.length,
        results,
        execution_time: Math.round((deps.clock.now() - startedAt) / 10) / 100,
        timestamp: isoWithOffset(deps.clock.now()),
      };
      const agentConfigs = inputs.map((input) => storedConfig(input.agent_config));
      return { body, run: { jobId: batchId, success: succeeded.length === inputs.length, usage, agentConfigs } };
    },
  }),
]);
