import { z } from 'zod';

/** Response shapes for the OpenAPI document. Loose objects: every contract key is described, extra keys are allowed (clients ignore them). */
const iso = z.string().meta({ description: 'ISO 8601 timestamp' });
const message = z.looseObject({ role: z.string(), content: z.unknown() });

/** The usage block of an agent run. */
export const agentUsageSchema = z
  .looseObject({ input_tokens: z.int(), output_tokens: z.int(), total_tokens: z.int(), img_cost: z.number(), total_cost: z.number() })
  .meta({ title: 'AgentUsage' });

/** `POST /v1/agent/completions`. */
export const agentRunResponseSchema = z
  .looseObject({
    job_id: z.string(),
    success: z.boolean(),
    name: z.string(),
    description: z.string(),
    temperature: z.number(),
    outputs: z.array(z.looseObject({ role: z.string(), content: z.unknown(), timestamp: z.string(), message_id: z.string() })),
    usage: agentUsageSchema,
    timestamp: iso,
  })
  .meta({ title: 'AgentCompletionOutput' });

/** `POST /v1/agent/batch/completions`. */
export const agentBatchResponseSchema = z
  .looseObject({ batch_id: z.string(), total_requests: z.int(), results: z.array(z.looseObject({})), execution_time: z.number(), timestamp: iso })
  .meta({ title: 'AgentBatchOutput' });

const billingInfo = z.looseObject({
  cost_breakdown: z.looseObject({ agent_cost: z.number(), input_token_cost: z.number(), output_token_cost: z.number(), num_agents: z.int(), night_time_discount_applied: z.boolean() }),
  total_cost: z.number(),
  discount_active: z.boolean(),
  discount_type: z.string(),
  discount_percentage: z.number(),
});

/** `POST /v1/swarm/completions`. */
export const swarmRunResponseSchema = z
  .looseObject({
    job_id: z.string(),
    status: z.string(),
    swarm_name: z.string(),
    description: z.string(),
    swarm_type: z.string(),
    // One list of entries, or (for `tasks` run one at a time) one list per task.
    output: z.union([z.array(message), z.array(z.array(message))]),
    outputs: z.record(z.string(), z.string()),
    number_of_agents: z.int(),
    service_tier: z.string(),
    execution_time: z.number(),
    usage: z.looseObject({ input_tokens: z.int(), output_tokens: z.int(), total_tokens: z.int(), billing_info: billingInfo }),
  })
  .meta({ title: 'SwarmCompletionOutput' });

/** `POST /v1/swarm/batch/completions`: a bare array. */
export const swarmBatchResponseSchema = z.array(z.looseObject({ status: z.enum(['success', 'error']), swarm_name: z.string() })).meta({ title: 'SwarmBatchOutput' });

const workflowUsage = z.looseObject({ input_tokens: z.int(), output_tokens: z.int(), total_tokens: z.int(), token_cost: z.number(), cost_per_agent: z.number(), total_cost: z.number() });

/** `POST /v1/graph-workflow/completions`. */
export const graphResponseSchema = z
  .looseObject({ job_id: z.string(), name: z.string(), description: z.string(), status: z.string(), outputs: z.record(z.string(), z.string()), usage: workflowUsage, timestamp: iso })
  .meta({ title: 'GraphWorkflowOutput' });

/** `POST /v1/batched-grid-workflow/completions`. */
export const gridResponseSchema = z
  .looseObject({ job_id: z.string(), name: z.string(), description: z.string(), status: z.string(), outputs: z.array(z.record(z.string(), z.string())), usage: workflowUsage, timestamp: iso })
  .meta({ title: 'BatchedGridWorkflowOutput' });

/** `POST /v1/reasoning-agent/completions`. */
export const reasoningResponseSchema = z
  .looseObject({ job_id: z.string(), status: z.string(), agent_name: z.string(), agent_type: z.string(), agent_id: z.string(), outputs: z.unknown(), usage: agentUsageSchema, timestamp: iso })
  .meta({ title: 'ReasoningAgentOutput' });

/** `POST /v1/decision/completions`. */
export const decisionResponseSchema = z
  .looseObject({
    job_id: z.string(),
    status: z.string(),
    model_name: z.string(),
    model: z.string(),
    answers: z.record(z.string(), z.looseObject({})),
    usage: z.looseObject({ input_tokens: z.int(), output_tokens: z.int(), total_tokens: z.int(), input_cost: z.number(), output_cost: z.number(), total_cost: z.number() }),
    timestamp: iso,
  })
  .meta({ title: 'DecisionOutput' });

/** `POST /v1/auto-swarm-builder/completions`. */
export const autoSwarmBuilderResponseSchema = z
  .looseObject({ success: z.boolean(), job_id: z.string(), outputs: z.looseObject({}), type: z.string(), usage: z.looseObject({}), timestamp: iso })
  .meta({ title: 'AutoSwarmBuilderOutput' });

/** `POST /v1/advanced-research/completions`. */
export const researchResponseSchema = z
  .looseObject({ id: z.string(), name: z.string(), description: z.string(), outputs: z.unknown(), sources: z.int().nullable(), characters_per_source: z.int(), usage: z.looseObject({}), timestamp: iso })
  .meta({ title: 'AdvancedResearchOutput' });

/** `POST /v1/marketplace/agents`. */
export const marketplaceResponseSchema = z
  .looseObject({ status: z.string(), prompts: z.array(z.looseObject({ id: z.string(), created_at: z.string(), user_id: z.string(), tags: z.string().nullable() })), total_count: z.int(), timestamp: iso })
  .meta({ title: 'MarketplaceOutput' });

/** `POST /v1/chat/completions` (non-streamed). */
export const chatCompletionResponseSchema = z
  .looseObject({
    id: z.string(),
    object: z.literal('chat.completion'),
    created: z.int(),
    model: z.string(),
    choices: z.array(z.looseObject({ index: z.int(), message: z.looseObject({ role: z.string() }), finish_reason: z.string() })),
    usage: z.looseObject({ prompt_tokens: z.int(), completion_tokens: z.int(), total_tokens: z.int() }),
  })
  .meta({ title: 'ChatCompletion' });

const metricsSummary = z.looseObject({
  success: z.boolean(),
  unique_agents: z.int(),
  total_completion_calls: z.int(),
  successful_completions: z.int(),
  completions_last_24h: z.int(),
  completions_last_7d: z.int(),
  timestamp: iso,
});

/** Account and catalogue responses, by path. */
export const accountResponseSchemas = {
  '/': z.looseObject({ status: z.string() }),
  '/health': z.looseObject({ status: z.string() }),
  '/v1/swarms/available': z.looseObject({ success: z.boolean(), swarm_types: z.array(z.string()), timestamp: iso }),
  '/v1/models/available': z.looseObject({ success: z.boolean(), count: z.int(), models: z.array(z.string()) }),
  '/v1/models': z.looseObject({ object: z.literal('list'), data: z.array(z.looseObject({ id: z.string(), object: z.literal('model'), created: z.int(), owned_by: z.string() })) }),
  '/v1/reasoning-agent/types': z.looseObject({ status: z.string(), agent_types: z.array(z.string()) }),
  '/v1/tools/available': z.looseObject({ status: z.string(), tools: z.array(z.string()) }),
  '/v1/decision/models': z.looseObject({ success: z.boolean(), models: z.array(z.looseObject({ name: z.string(), aliases: z.array(z.string()), input_cost_per_1m: z.number(), output_cost_per_1m: z.number(), description: z.string() })) }),
  '/v1/auto-swarm-builder/execution-types': z.array(z.string()),
  '/v1/swarm/logs': z.looseObject({ status: z.string(), count: z.int(), logs: z.array(z.looseObject({ id: z.string(), created_at: z.string(), api_key: z.string(), category: z.string(), endpoint: z.string(), data: z.unknown() })), timestamp: iso }),
  '/v1/agents/list': z.looseObject({ success: z.boolean(), count: z.int(), agents: z.array(z.looseObject({})), timestamp: iso }),
  '/v1/account/metrics/summary': metricsSummary,
  '/v1/metrics/summary': metricsSummary,
  '/v1/rate/limits': z.looseObject({ success: z.boolean(), rate_limits: z.looseObject({ minute: z.looseObject({}), hour: z.looseObject({}), day: z.looseObject({}) }), limits: z.looseObject({}), tier: z.string(), timestamp: iso }),
  '/v1/usage/costs': z.looseObject({ usage_pricing: z.record(z.string(), z.number()), timestamp: iso }),
  '/v1/account/credits': z.looseObject({ credit: z.number().nullable(), free_credit: z.number(), referral_credits: z.number(), total_credits: z.number().nullable() }),
  '/v1/account/premium-endpoints': z.looseObject({}),
} as const;
