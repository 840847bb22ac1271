import { decisionRequestSchema } from '../../contract/schemas/decision.js';
import { createRunContext } from '../../orchestration/create-run-context.js';
import { runDecisionCompletion } from '../../orchestration/runs/decision-completion.js';
import { defineRoute, type RouteDefinition, tagRoutes } from '../route.js';
import { decisionResponseSchema } from '../../contract/schemas/responses/workflow-responses.js';
import { ROUTE_TAGS } from '../openapi/route-tags.js';

/** Decision completions (the model list is served with the other catalogues). */
export const decisionRoutes: RouteDefinition[] = tagRoutes(ROUTE_TAGS.reasoning, [
  defineRoute({
    method: 'post',
    path: '/v1/decision/completions',
    response: decisionResponseSchema,
    billable: true,
    body: decisionRequestSchema,
    summary: 'Answer choice, score and yes/no questions about a state with probabilities.',
    handler: async (context) => {
      const outcome = await runDecisionCompletion(createRunContext(context.deps, context.runScope), context.body);
      return { body: outcome.body, run: { jobId: outcome.jobId, success: true, usage: outcome.usage, agentConfigs: [] } };
    },
  }),
]);
