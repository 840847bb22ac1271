import { z } from 'zod';
import { LIMITS } from './limits.js';
import { openApiComponents } from './openapi-components.js';

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
