import { z } from 'zod';
import { agentSpecSchema } from './agent-spec.js';
import { EXECUTION_TYPES } from './enums.js';
import { LIMITS } from './limits.js';
import { openApiComponents } from './openapi-components.js';

/** `POST /v1/batched-grid-workflow/completions`: every agent on every task. */
export const gridWorkflowRequestSchema = z
  .object({
    name: z.string().nullish().describe('The workflow\'s name (default "batched-grid-workflow").'),
    description: z.string().nullish().describe('What the workflow is for.'),
    agent_completions: z.array(agentSpecSchema).max(LIMITS.agentsPerSwarm).nullish().describe('The agents; each one runs every task.'),
    tasks: z.array(z.string()).nullish().describe('The tasks; the answer has one row per task.'),
    imgs: z.array(z.string()).nullish().describe('Accepted and not used, as the hosted documentation says.'),
    // Missing or below 1 is the documented 400 (checked by the run), not a 422.
    max_loops: z.int().max(LIMITS.maxLoops).nullish().describe('Loops over the grid; required, at least 1 (else a 400).'),
  })
  .meta({
    title: 'BatchedGridWorkflowInput',
    description: 'Every agent on every task.',
    examples: [{ agent_completions: [{ agent_name: 'Analyst' }, { agent_name: 'Critic' }], tasks: ['Costs of sodium-ion', 'Supply of lithium'], max_loops: 1 }],
  })
  .register(openApiComponents, { id: 'BatchedGridWorkflowCompleteWorkflowParams' });

/** `POST /v1/auto-swarm-builder/completions`. */
export const autoSwarmBuilderRequestSchema = z
  .object({
    name: z.string().nullish().describe('The name of the swarm to design.'),
    description: z.string().nullish().describe('What the swarm should do; used as the task when there is none.'),
    task: z.string().nullish().describe('The task the swarm is designed for.'),
    model_name: z.string().nullish().describe('The model that designs the swarm, and that its agents use.'),
    max_tokens: z.int().nullish().describe("The designed agents' max_tokens (default 8192)."),
    max_loops: z.int().min(1).max(LIMITS.maxLoops).nullish().describe("The designed agents' (and router configuration's) max_loops (default 1)."),
    execution_type: z.enum(EXECUTION_TYPES).nullish().describe('What to return: the agents, a swarm router configuration, or full agent objects (default return-agents).'),
  })
  .meta({
    title: 'AutoSwarmBuilderInput',
    description: 'Design a swarm for a task.',
    examples: [{ task: 'Research the market for home batteries', execution_type: 'return-swarm-router-config' }],
  })
  .register(openApiComponents, { id: 'AutoSwarmBuilderCreateCompletionParams' });

/** The research configuration of advanced research. */
export const researchConfigSchema = z
  .object({
    name: z.string().nullish().describe('The session\'s name (default "advanced-research").'),
    description: z.string().nullish().describe('What the session is for.'),
    worker_model_name: z.string().nullish().describe('The model of the workers who search and summarise.'),
    director_model_name: z.string().nullish().describe('The model of the director who plans and reports.'),
    director_agent_name: z.string().nullish().describe('The director\'s name (default "Research Director").'),
    director_max_tokens: z.int().nullish().describe("The director's max_tokens (default 8000)."),
    director_max_loops: z.int().min(1).max(LIMITS.maxLoops).nullish().describe("The director's max_loops (default 1)."),
    max_loops: z.int().min(1).max(LIMITS.maxLoops).nullish().describe("The workers' max_loops (default 1)."),
    exa_search_num_results: z.int().min(1).max(50).nullish().describe('Search results kept per query (default 3).'),
    exa_search_max_characters: z.int().min(1).nullish().describe('Characters kept of each result (default 1000).'),
  })
  .meta({ title: 'AdvancedResearchConfig', description: 'How an advanced research session is staffed and searches.' })
  .register(openApiComponents, { id: 'AdvancedResearchConfig' });

/** `POST /v1/advanced-research/completions`. */
export const advancedResearchRequestSchema = z
  .object({
    config: researchConfigSchema.nullish().describe("The session's configuration."),
    task: z.string().nullish().describe('What to research.'),
    img: z.string().nullish().describe('An image URL given to the director.'),
  })
  .meta({
    title: 'AdvancedResearchInput',
    description: 'One advanced research session.',
    examples: [{ config: { name: 'Batteries', exa_search_num_results: 2 }, task: 'State of solid-state batteries' }],
  })
  .register(openApiComponents, { id: 'AdvancedResearchCreateCompletionParams' });

/** `POST /v1/advanced-research/batch/completions`. */
export const advancedResearchBatchSchema = z
  // The SDKs send `input_schemas: null` for an empty batch: it answers an empty list.
  .object({ input_schemas: z.array(advancedResearchRequestSchema).max(LIMITS.agentBatch).nullable().describe('Up to 10 sessions; null is an empty batch.') })
  .meta({
    title: 'AdvancedResearchBatchInput',
    description: 'Several advanced research sessions.',
    examples: [{ input_schemas: [{ task: 'Heat pumps' }, { task: 'Tidal power' }] }],
  })
  .register(openApiComponents, { id: 'AdvancedResearchBatchCreateCompletionParams' });

/** `POST /v1/marketplace/agents`. */
export const marketplaceRequestSchema = z
  .object({ number_of_items: z.int().min(1).max(100).nullish().describe('How many prompts to return (default all).') })
  .meta({ title: 'MarketplaceQuery', description: 'Which marketplace prompts to return.', examples: [{ number_of_items: 5 }] })
  .register(openApiComponents, { id: 'MarketplaceCreateAgentParams' });
