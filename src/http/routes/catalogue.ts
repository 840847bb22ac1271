import { PRICING_VERSION } from '../../billing/pricing.js';
import { DECISION_MODELS } from '../../config/decision-models.js';
import { AVAILABLE_REASONING_TYPES, AVAILABLE_SWARM_TYPES, EXECUTION_TYPES } from '../../contract/schemas/enums.js';
import { BUILTIN_TOOLS } from '../../orchestration/tools/builtin-tools.js';
import { isoWithOffset } from '../../runtime/timestamps.js';
import { defineRoute, type RouteDefinition } from '../route.js';
import {
  decisionModelsResponseSchema,
  executionTypesResponseSchema,
  modelListResponseSchema,
  modelsAvailableResponseSchema,
  reasoningTypesResponseSchema,
  swarmTypesResponseSchema,
  toolsResponseSchema,
  usageCostsResponseSchema,
} from '../../contract/schemas/responses/catalogue-responses.js';

/** Seconds since the epoch at which catalogue models are said to be created (stable across runs). */
const CATALOGUE_CREATED = 1_735_689_600;

/** Who serves a model, from its name's prefix (OpenAI's `owned_by`). */
function ownerOf(model: string): string {
  if (model.includes('/')) return model.split('/')[0];
  if (model.startsWith('claude')) return 'anthropic';
  return 'openai';
}

/** Models, tools and prices: data from config, served as the hosted API does. */
export const catalogueRoutes: RouteDefinition[] = [
  defineRoute({
    method: 'get',
    path: '/v1/models/available',
    response: modelsAvailableResponseSchema,
    handler: ({ deps }) => {
      const models = deps.router.catalogue();
      return { body: { success: true, count: models.length, models } };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/v1/models',
    response: modelListResponseSchema,
    errorStyle: 'openai',
    handler: ({ deps }) => ({
      body: {
        object: 'list',
        data: deps.router.catalogue().map((id) => ({ id, object: 'model', created: CATALOGUE_CREATED, owned_by: ownerOf(id) })),
      },
    }),
  }),
  defineRoute({ method: 'get', path: '/v1/tools/available', response: toolsResponseSchema, handler: () => ({ body: { status: 'success', tools: [...BUILTIN_TOOLS] } }) }),
  defineRoute({
    method: 'get',
    path: '/v1/usage/costs',
    response: usageCostsResponseSchema,
    handler: ({ deps }) => ({
      body: {
        usage_pricing: deps.config.pricing,
        pricing_version: PRICING_VERSION,
        timestamp: isoWithOffset(deps.clock.now()),
      },
    }),
  }),
  defineRoute({
    method: 'get',
    path: '/v1/swarms/available',
    response: swarmTypesResponseSchema,
    handler: ({ deps }) => ({ body: { success: true, status: true, swarm_types: [...AVAILABLE_SWARM_TYPES], timestamp: isoWithOffset(deps.clock.now()) } }),
  }),
  defineRoute({
    method: 'get',
    path: '/v1/reasoning-agent/types',
    response: reasoningTypesResponseSchema,
    handler: () => ({ body: { status: 'success', agent_types: [...AVAILABLE_REASONING_TYPES] } }),
  }),
  defineRoute({
    method: 'get',
    path: '/v1/decision/models',
    response: decisionModelsResponseSchema,
    handler: ({ deps }) => ({
      body: {
        success: true,
        models: DECISION_MODELS.map(({ backing_model: _backing, ...model }) => model),
        timestamp: isoWithOffset(deps.clock.now()),
      },
    }),
  }),
  defineRoute({ method: 'get', path: '/v1/auto-swarm-builder/execution-types', response: executionTypesResponseSchema, handler: () => ({ body: [...EXECUTION_TYPES] }) }),
];
