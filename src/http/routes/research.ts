import { advancedResearchBatchSchema, advancedResearchRequestSchema } from '../../contract/schemas/research.js';
import type { ClientFailure } from '../client-failure.js';
import { createRunContext } from '../../orchestration/create-run-context.js';
import { runPooled } from '../../orchestration/parallel.js';
import { runAdvancedResearch } from '../../orchestration/research/advanced-research.js';
import { sumUsage } from '../../orchestration/runs/usage-block.js';
import type { AppDependencies } from '../../app-dependencies.js';
import { jobIds } from '../../runtime/ids.js';
import { isoWithOffset } from '../../runtime/timestamps.js';
import { defineRoute, type RouteDefinition, tagRoutes } from '../route.js';
import { researchBatchResponseSchema, researchResponseSchema } from '../../contract/schemas/responses/workflow-responses.js';
import { ROUTE_TAGS } from '../openapi/route-tags.js';

/** A failed batch item: every field the SDKs declare (null where there is nothing), then why it failed. */
function failedResearch(deps: Pick<AppDependencies, 'clock'>, failure: ClientFailure) {
  return {
    id: null,
    name: null,
    description: null,
    outputs: null,
    sources: null,
    characters_per_source: null,
    usage: null,
    timestamp: isoWithOffset(deps.clock.now()),
    status: 'error',
    detail: failure.message,
  };
}

/** Advanced research, single and batch. */
export const researchRoutes: RouteDefinition[] = tagRoutes(ROUTE_TAGS.reasoning, [
  defineRoute({
    method: 'post',
    path: '/v1/advanced-research/completions',
    response: researchResponseSchema,
    billable: true,
    body: advancedResearchRequestSchema,
    summary: 'Director and worker agents research a task through auto_search and write a sourced report.',
    handler: async (context) => {
      const outcome = await runAdvancedResearch(createRunContext(context.deps, context.runScope), context.body);
      return { body: outcome.body, run: { jobId: outcome.jobId, success: true, usage: outcome.usage, agentConfigs: [] } };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/v1/advanced-research/batch/completions',
    response: researchBatchResponseSchema,
    billable: true,
    body: advancedResearchBatchSchema,
    summary: 'Several advanced research runs; a failed one is reported in place.',
    handler: async (context) => {
      const { deps } = context;
      const inputs = context.body.input_schemas ?? [];
      const outcomes = await runPooled(inputs, deps.config.batchConcurrency, (input) => runAdvancedResearch(createRunContext(deps, context.runScope), input));
      const body = outcomes.map((outcome) => (outcome.status === 'fulfilled' ? outcome.value.body : failedResearch(deps, context.failure(outcome.reason))));
      const succeeded = outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value.usage] : []));
      return { body, run: { jobId: jobIds.batch(deps.ids), success: succeeded.length === inputs.length, usage: sumUsage(succeeded), agentConfigs: [] } };
    },
  }),
]);
