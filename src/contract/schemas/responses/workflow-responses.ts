import { z } from 'zod';
import { openApiComponents } from '../openapi-components.js';
import { agentUsageSchema, jobId, timestamp } from './response-fields.js';

/** The usage block of graph and grid workflows. */
const workflowUsageSchema = z
  .looseObject({
    input_tokens: z.int().describe('Prompt tokens of every model call.'),
    output_tokens: z.int().describe('Generated tokens of every model call.'),
    total_tokens: z.int().describe('Their sum.'),
    token_cost: z.number().describe('Credits for the tokens.'),
    cost_per_agent: z.number().describe('Credits for the agents: a fixed charge per agent.'),
    total_cost: z.number().describe('token_cost plus cost_per_agent.'),
  })
  .meta({ title: 'WorkflowUsage', description: 'Tokens and cost of a graph or grid workflow.' })
  .register(openApiComponents, { id: 'WorkflowUsage' });

/** `POST /v1/graph-workflow/completions`. */
export const graphResponseSchema = z
  .looseObject({
    job_id: jobId(),
    name: z.string().describe("The workflow's name."),
    description: z.string().describe("The workflow's description."),
    status: z.string().describe('success.'),
    outputs: z.record(z.string(), z.unknown()).describe("Each node's answer by agent name (the end points' answers last)."),
    usage: workflowUsageSchema.describe('Tokens and cost.'),
    timestamp: timestamp(),
  })
  .meta({ title: 'GraphWorkflowOutput', description: 'The result of a graph workflow; with verbose, also trace, layers, entry_points and end_points.' })
  .register(openApiComponents, { id: 'GraphWorkflowExecuteWorkflowResponse' });

/** `POST /v1/batched-grid-workflow/completions`. */
export const gridResponseSchema = z
  .looseObject({
    job_id: jobId(),
    name: z.string().describe("The workflow's name."),
    description: z.string().describe("The workflow's description."),
    status: z.string().describe('success.'),
    outputs: z.array(z.record(z.string(), z.unknown())).describe("One row per task: each agent's answer by agent name."),
    usage: workflowUsageSchema.describe('Tokens and cost.'),
    timestamp: timestamp(),
  })
  .meta({ title: 'BatchedGridWorkflowOutput', description: 'The result of a batched grid workflow.' })
  .register(openApiComponents, { id: 'BatchedGridWorkflowCompleteWorkflowResponse' });

/** `POST /v1/reasoning-agent/completions`. */
export const reasoningResponseSchema = z
  .looseObject({
    job_id: jobId(),
    status: z.string().describe('success.'),
    agent_name: z.string().describe("The reasoning agent's name."),
    agent_type: z.string().describe('The reasoning method that ran.'),
    agent_id: z.string().describe('An id of the agent.'),
    outputs: z.unknown().describe('The conversation, in the form output_type asked for.'),
    usage: agentUsageSchema.describe('Tokens and cost.'),
    timestamp: timestamp(),
  })
  .meta({ title: 'ReasoningAgentOutput', description: 'The result of a reasoning agent run.' })
  .register(openApiComponents, { id: 'ReasoningAgentCreateCompletionResponse' });

/** `POST /v1/decision/completions`. */
export const decisionResponseSchema = z
  .looseObject({
    job_id: jobId(),
    status: z.string().describe('success.'),
    model_name: z.string().describe('The decision model as asked for.'),
    model: z.string().describe('The decision model that answered.'),
    answers: z
      .record(
        z.string(),
        z.looseObject({}).describe('noul: the probability of yes; choice: the choice, probabilities and confidence; score: the score, probabilities and confidence.'),
      )
      .describe('One answer per question, by question name.'),
    usage: z
      .looseObject({
        input_tokens: z.int().describe('Prompt tokens.'),
        output_tokens: z.int().describe('Generated tokens.'),
        total_tokens: z.int().describe('Their sum.'),
        input_cost: z.number().describe('Credits for prompt tokens.'),
        output_cost: z.number().describe('Credits for generated tokens.'),
        total_cost: z.number().describe('Credits charged.'),
      })
      .describe('Tokens and cost.'),
    timestamp: timestamp(),
  })
  .meta({ title: 'DecisionOutput', description: 'Probabilistic answers to the questions.' })
  .register(openApiComponents, { id: 'DecisionResponse' });

/** `POST /v1/auto-swarm-builder/completions`. */
export const autoSwarmBuilderResponseSchema = z
  .looseObject({
    success: z.boolean().describe('Whether the swarm was designed.'),
    job_id: jobId(),
    outputs: z
      .looseObject({})
      .describe(
        'return-agents and return-agents-objects: `{agents: [...]}`; return-swarm-router-config: `{name, description, swarm_type, rearrange_flow, agents, max_loops, task}`.',
      ),
    type: z.string().describe('The execution type.'),
    usage: agentUsageSchema.describe('Tokens and cost.'),
    timestamp: timestamp(),
  })
  .meta({ title: 'AutoSwarmBuilderOutput', description: 'A swarm designed for the task.' })
  .register(openApiComponents, { id: 'AutoSwarmBuilderCreateCompletionResponse' });

/** `POST /v1/advanced-research/completions`; items of the batch (a failed item has nulls, status and detail). */
export const researchResponseSchema = z
  .looseObject({
    id: z.string().nullable().describe('The id of the session (null for a failed batch item).'),
    name: z.string().nullable().describe("The session's name."),
    description: z.string().nullable().describe("The session's description."),
    outputs: z.unknown().describe("The director's report."),
    sources: z.int().nullable().describe('The number of sources used.'),
    source_list: z
      .array(
        z
          .looseObject({
            query: z.string().describe('The search that found it.'),
            title: z.string().describe('Its title.'),
            url: z.string().describe('Its URL.'),
            snippet: z.string().describe('What was read of it, cut to characters_per_source.'),
          })
          .meta({ title: 'ResearchSource', description: 'One source a worker read.' }),
      )
      .optional()
      .describe('The sources themselves.'),
    characters_per_source: z.int().nullable().describe('Characters kept of each source.'),
    usage: agentUsageSchema.nullable().describe('Tokens and cost, with search_cost.'),
    timestamp: z.string().nullable().describe('When the answer was made.'),
  })
  .meta({ title: 'AdvancedResearchOutput', description: 'The report of an advanced research session.' })
  .register(openApiComponents, { id: 'AdvancedResearchCreateCompletionResponse' });

/** `POST /v1/advanced-research/batch/completions`. */
export const researchBatchResponseSchema = z
  .array(researchResponseSchema)
  .meta({ title: 'AdvancedResearchBatchOutput', description: 'One report per session, in request order; a failed one has status "error" and a detail.' })
  .register(openApiComponents, { id: 'AdvancedResearchBatchCreateCompletionResponse' });

/** One marketplace prompt. */
const marketplacePromptSchema = z
  .looseObject({
    id: z.string().describe('The prompt id.'),
    user_id: z.string().describe('Who published it.'),
    created_at: z.string().describe('When it was published.'),
    name: z.string().nullable().describe('Its name.'),
    description: z.string().nullable().describe('What it does.'),
    category: z.string().nullable().describe('Its category.'),
    prompt: z.string().nullable().describe('The system prompt.'),
    use_cases: z.array(z.record(z.string(), z.unknown())).nullable().describe('Use cases: title and description.'),
    tags: z.string().nullable().describe('Comma-separated tags.'),
    links: z
      .array(z.union([z.string(), z.record(z.string(), z.unknown())]))
      .nullable()
      .describe('Related links.'),
    status: z.string().nullable().describe('Its review status.'),
  })
  .meta({ title: 'MarketplacePrompt', description: 'An agent prompt of the marketplace.' })
  .register(openApiComponents, { id: 'MarketplacePrompt' });

/** `POST /v1/marketplace/agents`. */
export const marketplaceResponseSchema = z
  .looseObject({
    status: z.string().describe('success.'),
    prompts: z.array(marketplacePromptSchema).describe('The prompts.'),
    total_count: z.int().describe('How many prompts the marketplace has.'),
    timestamp: timestamp(),
  })
  .meta({ title: 'MarketplaceOutput', description: 'Agent prompts from the marketplace.' })
  .register(openApiComponents, { id: 'MarketplaceCreateAgentResponse' });
