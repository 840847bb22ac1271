import { z, type ZodType } from 'zod';
import {
  accountResponseSchemas,
  agentBatchResponseSchema,
  agentRunResponseSchema,
  autoSwarmBuilderResponseSchema,
  chatCompletionResponseSchema,
  decisionResponseSchema,
  graphResponseSchema,
  gridResponseSchema,
  marketplaceResponseSchema,
  reasoningResponseSchema,
  researchResponseSchema,
  swarmBatchResponseSchema,
  swarmRunResponseSchema,
} from '../../contract/responses.js';
import type { RouteDefinition } from '../route.js';

const clockState = z.looseObject({ namespace: z.string(), now: z.string(), epoch_ms: z.number(), frozen: z.boolean() });
const faultList = z.looseObject({ namespace: z.string(), faults: z.array(z.looseObject({ id: z.string(), kind: z.string() })) });

/** The success body of each endpoint, by `METHOD path` (GET paths come from the account table). */
const RESPONSES: Record<string, ZodType> = {
  'post /v1/agent/completions': agentRunResponseSchema,
  'post /v1/agent/batch/completions': agentBatchResponseSchema,
  'post /v1/swarm/completions': swarmRunResponseSchema,
  'post /v1/swarm/batch/completions': swarmBatchResponseSchema,
  'post /v1/graph-workflow/completions': graphResponseSchema,
  'post /v1/batched-grid-workflow/completions': gridResponseSchema,
  'post /v1/reasoning-agent/completions': reasoningResponseSchema,
  'post /v1/decision/completions': decisionResponseSchema,
  'post /v1/auto-swarm-builder/completions': autoSwarmBuilderResponseSchema,
  'post /v1/advanced-research/completions': researchResponseSchema,
  'post /v1/marketplace/agents': marketplaceResponseSchema,
  'post /v1/chat/completions': chatCompletionResponseSchema,
  'post /v1/advanced-research/batch/completions': z.array(z.looseObject({})).meta({ title: 'AdvancedResearchBatchOutput' }),
  'get /openapi.json': z.looseObject({ openapi: z.string(), info: z.looseObject({}), paths: z.looseObject({}) }),
  'get /_swarms-local/info': z.looseObject({ name: z.string(), version: z.string(), mode: z.string(), namespace: z.string() }),
  'get /_swarms-local/config': z.looseObject({ config: z.looseObject({}) }),
  'post /_swarms-local/reset': z.looseObject({ status: z.string(), scope: z.string(), namespace: z.string() }),
  'get /_swarms-local/journal': z.looseObject({ namespace: z.string(), count: z.int(), requests: z.array(z.looseObject({ id: z.string(), kind: z.string(), children: z.array(z.unknown()) })) }),
  'get /_swarms-local/fixtures/usage': z.looseObject({ mode: z.string(), report: z.unknown() }),
  'get /_swarms-local/clock': clockState,
  'post /_swarms-local/clock': clockState,
  'get /_swarms-local/faults': faultList,
  'post /_swarms-local/faults': faultList.extend({ fault: z.looseObject({ id: z.string(), kind: z.string() }).optional() }),
  'delete /_swarms-local/faults': z.looseObject({ namespace: z.string(), removed: z.int() }),
  'delete /_swarms-local/faults/:id': z.looseObject({ namespace: z.string(), removed: z.int() }),
  'post /_swarms-local/scenarios': faultList,
  ...Object.fromEntries(Object.entries(accountResponseSchemas).map(([path, schema]) => [`get ${path}`, schema])),
};

/** The routes with their response schemas attached (for the OpenAPI document). */
export function withResponseSchemas(routes: RouteDefinition<any>[]): RouteDefinition<any>[] {
  return routes.map((route) => ({ ...route, response: route.response ?? RESPONSES[`${route.method} ${route.path}`] }));
}
