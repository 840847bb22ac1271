import { decisionRequestSchema } from '../../contract/decision.js';
import { graphWorkflowRequestSchema, withGraphDefaults } from '../../contract/graph-workflow.js';
import { reasoningRequestSchema, withReasoningDefaults } from '../../contract/reasoning.js';
import { createRunContext } from '../../orchestration/create-run-context.js';
import { runDecisionCompletion } from '../../orchestration/runs/decision-completion.js';
import { runGraphWorkflow } from '../../orchestration/runs/graph-workflow.js';
import { runReasoningAgent } from '../../orchestration/runs/reasoning-agent.js';
import { redactSecrets } from '../../security/secrets.js';
import { defineRoute, type RouteDefinition } from '../route.js';

/** Graph workflows, reasoning agents and decision models. */
export const workflowRoutes: RouteDefinition<any>[] = [
  defineRoute({
    method: 'post',
    path: '/v1/graph-workflow/completions',
    premium: true,
    billable: true,
    body: graphWorkflowRequestSchema,
    summary: 'Run agents as a directed acyclic graph (compiled first; 400 on a bad graph).',
    handler: async (context) => {
      const request = withGraphDefaults(context.body, { defaultModel: context.deps.config.defaultModel });
      const outcome = await runGraphWorkflow(createRunContext(context.deps, { signal: context.signal }), request);
      return { body: outcome.body, run: { jobId: outcome.jobId, success: true, usage: outcome.usage, agentConfigs: request.agents.map((agent) => redactSecrets(agent, [])) } };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/v1/reasoning-agent/completions',
    premium: true,
    billable: true,
    body: reasoningRequestSchema,
    summary: 'Run a reasoning agent (duo, self-consistency, IRE, reflexion, GKP, judge, chain of thought).',
    handler: async (context) => {
      const request = withReasoningDefaults(context.body, { defaultModel: context.deps.config.defaultModel });
      const outcome = await runReasoningAgent(createRunContext(context.deps, { signal: context.signal }), request);
      return { body: outcome.body, run: { jobId: outcome.jobId, success: true, usage: outcome.usage, agentConfigs: [] } };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/v1/decision/completions',
    billable: true,
    body: decisionRequestSchema,
    summary: 'Answer choice, score and yes/no questions about a state with probabilities.',
    handler: async (context) => {
      const outcome = await runDecisionCompletion(createRunContext(context.deps, { signal: context.signal }), context.body);
      return { body: outcome.body, run: { jobId: outcome.jobId, success: true, usage: outcome.usage, agentConfigs: [] } };
    },
  }),
];
