import { graphWorkflowRequestSchema, withGraphDefaults } from '../../contract/schemas/graph-workflow.js';
import { createRunContext } from '../../orchestration/create-run-context.js';
import { runGraphWorkflow } from '../../orchestration/runs/graph-workflow.js';
import { redactSecrets } from '../../security/secrets.js';
import { defineRoute, type RouteDefinition, tagRoutes } from '../route.js';
import { graphResponseSchema } from '../../contract/schemas/responses/workflow-responses.js';
import { ROUTE_TAGS } from '../openapi/route-tags.js';

/** Graph workflows: agents as the nodes of a directed acyclic graph. */
export const graphWorkflowRoutes: RouteDefinition[] = tagRoutes(ROUTE_TAGS.swarms, [
  defineRoute({
    method: 'post',
    path: '/v1/graph-workflow/completions',
    response: graphResponseSchema,
    premium: { description: 'Graph workflows' },
    billable: true,
    body: graphWorkflowRequestSchema,
    summary: 'Run agents as a directed acyclic graph (compiled first; 400 on a bad graph).',
    handler: async (context) => {
      const request = withGraphDefaults(context.body, { defaultModel: context.deps.config.defaultModel });
      const outcome = await runGraphWorkflow(createRunContext(context.deps, context.runScope), request);
      return { body: outcome.body, run: { jobId: outcome.jobId, success: true, usage: outcome.usage, agentConfigs: request.agents.map((agent) => redactSecrets(agent, [])) } };
    },
  }),
]);
