import { z } from 'zod';
import { agentSpecSchema } from './agent-spec.js';
import { EXECUTION_TYPES } from './enums.js';
import { LIMITS } from './limits.js';

/** `POST /v1/batched-grid-workflow/completions`: every agent on every task. */
export const gridWorkflowRequestSchema = z
  .object({
    name: z.string().nullish(),
    description: z.string().nullish(),
    agent_completions: z.array(agentSpecSchema).max(LIMITS.agentsPerSwarm).nullish(),
    tasks: z.array(z.string()).nullish(),
    imgs: z.array(z.string()).nullish(),
    // Missing or below 1 is the documented 400 (checked by the run), not a 422.
    max_loops: z.int().max(LIMITS.maxLoops).nullish(),
  })
  .meta({ title: 'BatchedGridWorkflowInput' });

/** `POST /v1/auto-swarm-builder/completions`. */
export const autoSwarmBuilderRequestSchema = z
  .object({
    name: z.string().nullish(),
    description: z.string().nullish(),
    task: z.string().nullish(),
    model_name: z.string().nullish(),
    max_tokens: z.int().nullish(),
    max_loops: z.int().min(1).max(LIMITS.maxLoops).nullish(),
    execution_type: z.enum(EXECUTION_TYPES).nullish(),
  })
  .meta({ title: 'AutoSwarmBuilderInput' });

/** The research configuration of advanced research. */
export const researchConfigSchema = z
  .object({
    name: z.string().nullish(),
    description: z.string().nullish(),
    worker_model_name: z.string().nullish(),
    director_model_name: z.string().nullish(),
    director_agent_name: z.string().nullish(),
    director_max_tokens: z.int().nullish(),
    director_max_loops: z.int().min(1).max(LIMITS.maxLoops).nullish(),
    max_loops: z.int().min(1).max(LIMITS.maxLoops).nullish(),
    exa_search_num_results: z.int().min(1).max(50).nullish(),
    exa_search_max_characters: z.int().min(1).nullish(),
  })
  .meta({ title: 'AdvancedResearchConfig' });

/** `POST /v1/advanced-research/completions`. */
export const advancedResearchRequestSchema = z
  .object({ config: researchConfigSchema.nullish(), task: z.string().nullish(), img: z.string().nullish() })
  .meta({ title: 'AdvancedResearchInput' });

/** `POST /v1/advanced-research/batch/completions`. */
export const advancedResearchBatchSchema = z
  // The SDKs send `input_schemas: null` for an empty batch: it answers an empty list.
  .object({ input_schemas: z.array(advancedResearchRequestSchema).max(LIMITS.agentBatch).nullable() })
  .meta({ title: 'AdvancedResearchBatchInput' });

/** `POST /v1/marketplace/agents`. */
export const marketplaceRequestSchema = z
  .object({ number_of_items: z.int().min(1).max(100).nullish() })
  .meta({ title: 'MarketplaceQuery' });
