import { z } from 'zod';
import { openApiComponents } from '../openapi-components.js';
import { jobId, messageSchema } from './response-fields.js';

/** How a swarm run was billed. */
const billingInfoSchema = z
  .looseObject({
    cost_breakdown: z
      .looseObject({
        agent_cost: z.number().describe('Credits per agent times the number of agents.'),
        input_token_cost: z.number().describe('Credits for prompt tokens.'),
        output_token_cost: z.number().describe('Credits for generated tokens.'),
        num_agents: z.int().describe('Agents billed (built-in ones included).'),
        night_time_discount_applied: z.boolean().describe('Whether the night-time discount applied to the token costs.'),
      })
      .describe('The parts of the cost; per-use charges (img_cost, mcp_cost, search_cost, scrape_cost) appear when used.'),
    total_cost: z.number().describe('Credits charged.'),
    discount_active: z.boolean().describe('Whether a discount applied.'),
    discount_type: z.string().describe('none or night_time.'),
    discount_percentage: z.number().describe('The discount on the token costs, in percent.'),
  })
  .meta({ title: 'BillingInfo', description: 'How a swarm run was billed.' })
  .register(openApiComponents, { id: 'BillingInfo' });

/** The usage block of a swarm run. */
const swarmUsageSchema = z
  .looseObject({
    input_tokens: z.int().describe('Prompt tokens of every model call.'),
    output_tokens: z.int().describe('Generated tokens of every model call.'),
    total_tokens: z.int().describe('Their sum.'),
    billing_info: billingInfoSchema.describe('How the run was billed.'),
  })
  .meta({ title: 'SwarmUsage', description: 'Tokens and cost of a swarm run.' })
  .register(openApiComponents, { id: 'SwarmUsage' });

/** `POST /v1/swarm/completions`. */
export const swarmRunResponseSchema = z
  .looseObject({
    job_id: jobId(),
    status: z.string().describe('success.'),
    swarm_name: z.string().describe("The swarm's name."),
    description: z.string().describe("The swarm's description."),
    swarm_type: z.string().describe('The swarm type that ran.'),
    output: z
      .union([z.array(messageSchema), z.array(z.array(messageSchema))])
      .describe('The conversation in speaking order (only the final answers with return_history: false); with `tasks` run one at a time, one list per task.'),
    outputs: z.record(z.string(), z.unknown()).describe("Each agent's final answer, by agent name."),
    number_of_agents: z.int().describe('Agents that took part, built-in ones included.'),
    service_tier: z.string().describe('standard or flex.'),
    execution_time: z.number().describe('Seconds the run took.'),
    usage: swarmUsageSchema.describe('Tokens and cost.'),
  })
  .meta({ title: 'SwarmCompletionOutput', description: 'The result of a swarm run.' })
  .register(openApiComponents, { id: 'SwarmRunResponse' });

/** One item of a swarm batch's answer. */
const swarmBatchItemSchema = z
  .looseObject({
    status: z.enum(['success', 'error']).describe('Whether this swarm ran.'),
    swarm_name: z.string().describe("The swarm's name."),
    job_id: z.string().optional().describe("success: the run's id."),
    result: z.unknown().optional().describe("success: the swarm's output (the same as `output`)."),
    usage: swarmUsageSchema.optional().describe('success: tokens and cost.'),
    execution_time: z.number().optional().describe('success: seconds the run took.'),
    detail: z.string().optional().describe('error: why the swarm failed.'),
  })
  .meta({
    title: 'SwarmBatchItem',
    description: 'One swarm of a batch: on success every field of a single swarm run (`SwarmRunResponse`) and its output again as `result`; on error why it failed.',
  })
  .register(openApiComponents, { id: 'SwarmBatchItem' });

/** `POST /v1/swarm/batch/completions`: a bare array. */
export const swarmBatchResponseSchema = z
  .array(swarmBatchItemSchema)
  .meta({ title: 'SwarmBatchOutput', description: 'One item per swarm, in request order.' })
  .register(openApiComponents, { id: 'SwarmBatchRunResponse' });
