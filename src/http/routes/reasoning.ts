import { reasoningRequestSchema, withReasoningDefaults } from '../../contract/schemas/reasoning.js';
import { createRunContext } from '../../orchestration/create-run-context.js';
import { runReasoningAgent } from '../../orchestration/runs/reasoning-agent.js';
import { defineRoute, type RouteDefinition, tagRoutes } from '../route.js';
import { reasoningResponseSchema } from '../../contract/schemas/responses/workflow-responses.js';
import { ROUTE_TAGS } from '../openapi/route-tags.js';

/** Reasoning agents (the list of types is served with the other catalogues). */
export const reasoningRoutes: RouteDefinition[] = tagRoutes(ROUTE_TAGS.reasoning, [
  defineRoute({
    method: 'post',
    path: '/v1/reasoning-agent/completions',
    response: reasoningResponseSchema,
    premium: { description: 'Reasoning agents' },
    billable: true,
    body: reasoningRequestSchema,
    summary: 'Run a reasoning agent (duo, self-consistency, IRE, reflexion, GKP, judge, chain of thought).',
    handler: async (context) => {
      const request = withReasoningDefaults(context.body, { defaultModel: context.deps.config.defaultModel });
      const outcome = await runReasoningAgent(createRunContext(context.deps, context.runScope), request);
      return { body: outcome.body, run: { jobId: outcome.jobId, success: true, usage: outcome.usage, agentConfigs: [] } };
    },
  }),
]);
