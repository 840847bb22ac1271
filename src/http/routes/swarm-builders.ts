import { autoSwarmBuilderRequestSchema, gridWorkflowRequestSchema } from '../../contract/schemas/swarm-builders.js';
import { createRunContext } from '../../orchestration/create-run-context.js';
import { runAutoSwarmBuilder } from '../../orchestration/runs/auto-swarm-builder.js';
import { runGridWorkflow } from '../../orchestration/runs/grid-workflow.js';
import { redactSecrets } from '../../security/secrets.js';
import { defineRoute, type RouteDefinition, tagRoutes } from '../route.js';
import { autoSwarmBuilderResponseSchema, gridResponseSchema } from '../../contract/schemas/responses/workflow-responses.js';
import { ROUTE_TAGS } from '../openapi/route-tags.js';

/** `POST /v1/batched-grid-workflow/completions` and `POST /v1/auto-swarm-builder/completions`. */
export const swarmBuilderRoutes: RouteDefinition[] = tagRoutes(ROUTE_TAGS.swarms, [
  defineRoute({
    method: 'post',
    path: '/v1/batched-grid-workflow/completions',
    response: gridResponseSchema,
    premium: { description: 'Every agent on every task' },
    billable: true,
    body: gridWorkflowRequestSchema,
    summary: 'Every agent on every task; one row of answers per task.',
    handler: async (context) => {
      const outcome = await runGridWorkflow(createRunContext(context.deps, context.runScope), context.body);
      return {
        body: outcome.body,
        run: { jobId: outcome.jobId, success: true, usage: outcome.usage, agentConfigs: outcome.agentConfigs.map((config) => redactSecrets(config, [])) },
      };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/v1/auto-swarm-builder/completions',
    response: autoSwarmBuilderResponseSchema,
    billable: true,
    body: autoSwarmBuilderRequestSchema,
    summary: 'Design a swarm for a task (agents, router config, or agent objects).',
    handler: async (context) => {
      const outcome = await runAutoSwarmBuilder(createRunContext(context.deps, context.runScope), context.body);
      return { body: outcome.body, run: { jobId: outcome.jobId, success: true, usage: outcome.usage, agentConfigs: [] } };
    },
  }),
]);
