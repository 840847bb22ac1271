import type { Principal } from '../../accounts/api-keys.js';
import { PRICING_VERSION } from '../../billing/pricing.js';
import { findModel } from '../../config/model-catalogue.js';
import { freeTierCatalogue } from '../../config/premium-models.js';
import type { AppDependencies } from '../../app-dependencies.js';
import { DECISION_MODELS } from '../../config/decision-models.js';
import { AVAILABLE_REASONING_TYPES, AVAILABLE_SWARM_TYPES, EXECUTION_TYPES } from '../../contract/schemas/enums.js';
import { BUILTIN_TOOLS } from '../../orchestration/tools/builtin-tools.js';
import { isoWithOffset } from '../../runtime/timestamps.js';
import { defineRoute, type RouteDefinition, tagRoutes } from '../route.js';
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
import { ROUTE_TAGS } from '../openapi/route-tags.js';

/** Seconds since the epoch at which catalogue models are said to be created (stable across runs). */
const CATALOGUE_CREATED = 1_735_689_600;

/** Who serves a model (OpenAI's `owned_by`): the catalogue's provider, else the name's prefix. */
function ownerOf(model: string): string {
  return findModel(model)?.owner ?? (model.includes('/') ? model.split('/')[0] : 'openai');
}

/** The names a caller may use: a free-tier key does not see the premium-only models (as the hosted list is filtered by tier). */
function catalogueFor(router: AppDependencies['router'], principal: Principal | undefined): readonly string[] {
  const catalogue = router.catalogue();
  return principal?.user.tier === 'free' ? freeTierCatalogue(catalogue) : catalogue;
}

/** Models, tools and prices: data from config, served as the hosted API does. */
export const catalogueRoutes: RouteDefinition[] = tagRoutes(ROUTE_TAGS.catalogue, [
  defineRoute({
    method: 'get',
    path: '/v1/models/available',
    summary: 'Model names this key may use.',
    description: "Lists the model names an agent of this key may name in model_name, as the hosted API's models endpoint does.",
    response: modelsAvailableResponseSchema,
    handler: ({ deps, principal }) => {
      const models = catalogueFor(deps.router, principal);
      return { body: { success: true, count: models.length, models } };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/v1/models',
    summary: "Model list in OpenAI's format.",
    description: "Lists the same models as OpenAI's GET /v1/models does, for clients built on the OpenAI SDK.",
    response: modelListResponseSchema,
    errorStyle: 'openai',
    handler: ({ deps, principal }) => ({
      body: {
        object: 'list',
        data: catalogueFor(deps.router, principal).map((id) => ({ id, object: 'model', created: CATALOGUE_CREATED, owned_by: ownerOf(id) })),
      },
    }),
  }),
  defineRoute({
    method: 'get',
    path: '/v1/tools/available',
    summary: 'Built-in tools agents can be given.',
    description: 'Lists the built-in tools (search and the like) an agent can be given, with what each does.',
    response: toolsResponseSchema,
    handler: () => ({ body: { status: 'success', tools: [...BUILTIN_TOOLS] } }),
  }),
  defineRoute({
    method: 'get',
    path: '/v1/usage/costs',
    summary: 'Price table: token, agent and tool prices and discounts.',
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
    summary: 'Swarm types a swarm request may name.',
    description: 'Lists the swarm types a swarm completion may name in swarm_type, as the hosted API documents them.',
    response: swarmTypesResponseSchema,
    handler: ({ deps }) => ({ body: { success: true, status: true, swarm_types: [...AVAILABLE_SWARM_TYPES], timestamp: isoWithOffset(deps.clock.now()) } }),
  }),
  defineRoute({
    method: 'get',
    path: '/v1/reasoning-agent/types',
    summary: 'Reasoning agent types.',
    description: 'Lists the reasoning agent types a reasoning-agent completion may name, with what each does.',
    response: reasoningTypesResponseSchema,
    handler: () => ({ body: { status: 'success', agent_types: [...AVAILABLE_REASONING_TYPES] } }),
  }),
  defineRoute({
    method: 'get',
    path: '/v1/decision/models',
    summary: 'Models a decision request may use.',
    description: 'Lists the models a decision completion may name, the ones that can give probabilities first.',
    response: decisionModelsResponseSchema,
    handler: ({ deps }) => ({
      body: {
        success: true,
        models: DECISION_MODELS.map(({ backing_model: _backing, ...model }) => model),
        timestamp: isoWithOffset(deps.clock.now()),
      },
    }),
  }),
  defineRoute({
    method: 'get',
    path: '/v1/auto-swarm-builder/execution-types',
    summary: 'What the swarm builder can return (execution types).',
    response: executionTypesResponseSchema,
    handler: () => ({ body: [...EXECUTION_TYPES] }),
  }),
]);
