import { z } from 'zod';
import { spendOf } from '../../../accounts/namespace-budgets.js';
import { budgetRequestSchema } from '../../../contract/schemas/admin.js';
import { ApiError } from '../../../errors/api-error.js';
import { isoWithOffset } from '../../../runtime/timestamps.js';
import type { AppDependencies } from '../../../app-dependencies.js';
import { requireNamespaceControl } from '../../middleware/admin-access.js';
import { defineRoute, type RouteDefinition, tagRoutes } from '../../route.js';
import { ADMIN_PREFIX } from './admin-path.js';
import { usageBucketBody } from './usage.js';
import { ROUTE_TAGS } from '../../openapi/route-tags.js';

/** The namespace's budget and what its runs spent: totals, by swarm type and by model. */
async function budgetState(deps: AppDependencies, namespace: string) {
  const spend = await spendOf(deps.store, namespace);
  return {
    namespace,
    budget: (await deps.budgets?.limit(namespace)) ?? null,
    spent: spend.cost,
    runs: spend.runs,
    refusals: spend.refusals,
    input_tokens: spend.inputTokens,
    output_tokens: spend.outputTokens,
    by_swarm_type: spend.bySwarmType.map(usageBucketBody),
    by_model: spend.byModel.map(usageBucketBody),
    timestamp: isoWithOffset(deps.clock.now()),
  };
}

const budgetStateSchema = z.looseObject({
  namespace: z.string().describe('The namespace.'),
  budget: z.number().nullable().describe('Credits its runs may spend together; null: no budget.'),
  spent: z.number().describe('Credits its logged runs spent.'),
  runs: z.number().describe('Requests that ran.'),
  refusals: z.number().describe('Requests refused before they ran (402, 403, 429, or an injected refusal fault): not runs, no spend.'),
  by_swarm_type: z
    .array(z.looseObject({ key: z.string().describe('The swarm type; `agent` for agent completions; the endpoint of another run without one.') }))
    .describe('Spend per swarm type.'),
  by_model: z.array(z.looseObject({ key: z.string().describe('The model.') })).describe('Spend per model.'),
});

/** A namespace's spending budget (other languages' test helpers set it and print the spend from here). */
export const adminBudgetRoutes: RouteDefinition[] = tagRoutes(ROUTE_TAGS.testing, [
  defineRoute({
    method: 'get',
    path: `${ADMIN_PREFIX}/budget`,
    response: budgetStateSchema,
    auth: 'open-keyless',
    journal: false,
    rateLimited: false,
    summary: "The namespace's budget and its spend so far, by swarm type and by model.",
    handler: async ({ deps, viewer, namespace }) => {
      requireNamespaceControl(deps, viewer, namespace, 'Reading the budget');
      return { body: await budgetState(deps, namespace) };
    },
  }),
  defineRoute({
    method: 'post',
    path: `${ADMIN_PREFIX}/budget`,
    response: budgetStateSchema,
    body: budgetRequestSchema,
    auth: 'open-keyless',
    journal: false,
    rateLimited: false,
    summary: "Sets the namespace's budget: a run that would take the namespace past it is refused with 402 BUDGET_EXCEEDED.",
    handler: async ({ deps, body, viewer, namespace }) => {
      requireNamespaceControl(deps, viewer, namespace, 'Setting a budget');
      if (!deps.budgets) throw new ApiError('NOT_IMPLEMENTED', 'This server was given dependencies without budgets.');
      await deps.budgets.set(namespace, body.credits);
      return { body: await budgetState(deps, namespace) };
    },
  }),
]);
