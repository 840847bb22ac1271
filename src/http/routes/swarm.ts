import { assertSwarmBatchSize, swarmBatchSchema, swarmSpecSchema, withSwarmDefaults } from '../../contract/schemas/swarm-spec.js';
import { createRunContext } from '../../orchestration/create-run-context.js';
import { runPooled } from '../../orchestration/parallel.js';
import type { RunEvent } from '../../orchestration/run-events.js';
import { assertRunnable, runSwarmCompletion } from '../../orchestration/runs/swarm-completion.js';
import { sumUsage } from '../../orchestration/runs/usage-block.js';
import { jobIds } from '../../runtime/ids.js';
import { redactSecrets } from '../../security/secrets.js';
import { SWARM_STREAM, swarmStreamPlan } from '../streams/swarm-stream.js';
import { streamRun } from '../streams/run-stream.js';
import { defineRoute, type RouteDefinition, tagRoutes } from '../route.js';
import { swarmBatchResponseSchema, swarmRunResponseSchema } from '../../contract/schemas/responses/swarm-responses.js';
import { ROUTE_TAGS } from '../openapi/route-tags.js';

const storedConfigs = (agents: unknown[]) => agents.map((agent) => redactSecrets(agent, []));

/** `POST /v1/swarm/completions` and `POST /v1/swarm/batch/completions`. */
export const swarmRoutes: RouteDefinition[] = tagRoutes(ROUTE_TAGS.swarms, [
  defineRoute({
    method: 'post',
    path: '/v1/swarm/completions',
    response: swarmRunResponseSchema,
    billable: true,
    streams: SWARM_STREAM,
    body: swarmSpecSchema,
    summary: 'Run a swarm of agents on a task (stream: true for server-sent events).',
    handler: async (context) => {
      const { deps } = context;
      const spec = withSwarmDefaults(context.body, { defaultModel: deps.config.defaultModel });
      const agentConfigs = storedConfigs(spec.agents);
      if (!spec.stream) {
        const runContext = createRunContext(deps, context.runScope);
        const outcome = await runSwarmCompletion(runContext, spec);
        return { body: outcome.body, run: { jobId: outcome.jobId, success: true, usage: outcome.usage, agentConfigs } };
      }
      let listener: ((event: RunEvent) => void) | undefined;
      const runContext = createRunContext(deps, context.runScope, { streaming: true, events: (event) => listener?.(event) });
      // Errors found before any model call answer as plain JSON, not as a stream.
      assertRunnable(runContext, spec);
      const jobId = jobIds.swarm(deps.ids);
      return streamRun(
        context,
        swarmStreamPlan({
          jobId,
          metadata: { swarm_name: spec.name, swarm_type: spec.swarm_type, number_of_agents: spec.agents.length },
          runContext,
          serviceTier: spec.service_tier,
          attach: (sink) => {
            listener = sink;
          },
          run: () => runSwarmCompletion(runContext, spec, jobId),
          agentConfigs,
        }),
      );
    },
  }),
  defineRoute({
    method: 'post',
    path: '/v1/swarm/batch/completions',
    response: swarmBatchResponseSchema,
    premium: { description: 'Run up to 50 swarms in one request' },
    billable: true,
    body: swarmBatchSchema,
    summary: 'Run up to 50 swarms; a failed one is reported in place.',
    handler: async (context) => {
      const { deps } = context;
      assertSwarmBatchSize(context.body);
      const specs = context.body.map((item) => withSwarmDefaults(item, { defaultModel: deps.config.defaultModel }));
      const contexts = specs.map(() => createRunContext(deps, context.runScope));
      const outcomes = await runPooled(specs, deps.config.batchConcurrency, (spec, index) => runSwarmCompletion(contexts[index], { ...spec, stream: false }));
      const body = outcomes.map((outcome, index) => {
        if (outcome.status === 'fulfilled') {
          // Everything a single run answers (the documentation's batch examples read execution_time), and its output again as `result`.
          const run = outcome.value.body;
          return { ...run, result: run.output };
        }
        return { status: 'error', swarm_name: specs[index].name, detail: `Failed to run swarm: ${context.failure(outcome.reason).message}` };
      });
      const succeeded = outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value.usage] : []));
      const usage = sumUsage(succeeded);
      const batchId = jobIds.batch(deps.ids);
      return { body, run: { jobId: batchId, success: succeeded.length === specs.length, usage, agentConfigs: storedConfigs(specs.flatMap((spec) => spec.agents)) } };
    },
  }),
]);
