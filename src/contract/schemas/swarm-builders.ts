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
    // Below 1 is the documented 400 (checked by the run), not a 422.
    max_loops: z.int().max(LIMITS.maxLoops).nullish().describe('Loops over the grid (default 1, as the framework); at least 1, else a 400.'),
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
