import type { ZodType } from 'zod';
import { graphWorkflowRequestSchema } from '../../contract/graph-workflow.js';
import { reasoningRequestSchema } from '../../contract/reasoning.js';
import { decisionRequestSchema } from '../../contract/decision.js';
import { swarmBatchSchema, swarmSpecSchema } from '../../contract/swarm-spec.js';
import {
  advancedResearchBatchSchema,
  advancedResearchRequestSchema,
  autoSwarmBuilderRequestSchema,
  gridWorkflowRequestSchema,
  marketplaceRequestSchema,
} from '../../contract/beyond-seed.js';
import { ApiError } from '../../errors/api-error.js';
import { defineRoute, type RouteDefinition } from '../route.js';

/** Completion endpoints whose bodies are validated but whose execution is not in this build yet (501). */
const PENDING: Array<{ path: string; body: ZodType; premium?: boolean }> = [
  { path: '/v1/swarm/completions', body: swarmSpecSchema },
  { path: '/v1/swarm/batch/completions', body: swarmBatchSchema, premium: true },
  { path: '/v1/batched-grid-workflow/completions', body: gridWorkflowRequestSchema, premium: true },
  { path: '/v1/auto-swarm-builder/completions', body: autoSwarmBuilderRequestSchema },
  { path: '/v1/graph-workflow/completions', body: graphWorkflowRequestSchema, premium: true },
  { path: '/v1/reasoning-agent/completions', body: reasoningRequestSchema, premium: true },
  { path: '/v1/decision/completions', body: decisionRequestSchema },
  { path: '/v1/advanced-research/completions', body: advancedResearchRequestSchema },
  { path: '/v1/advanced-research/batch/completions', body: advancedResearchBatchSchema },
  { path: '/v1/marketplace/agents', body: marketplaceRequestSchema },
];

/** The pending endpoints, given the paths already implemented (those are skipped). */
export function notYetImplementedRoutes(implemented: Set<string>): RouteDefinition<any>[] {
  return PENDING.filter((entry) => !implemented.has(entry.path)).map((entry) =>
    defineRoute({
      method: 'post',
      path: entry.path,
      premium: entry.premium,
      billable: true,
      body: entry.body,
      summary: 'Validated, not executed in this build (501).',
      handler: () => {
        throw new ApiError('NOT_IMPLEMENTED', `${entry.path} validates its body but does not run in this build of swarms-local yet.`);
      },
    }),
  );
}
