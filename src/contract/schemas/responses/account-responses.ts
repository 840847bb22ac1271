import { z } from 'zod';
import { namedComponent as named } from '../openapi-components.js';
import { timestamp } from './response-fields.js';

const metricsSummary = named(
  'MetricsSummaryResponse',
  "Counts of the caller's completions.",
  z.looseObject({
    success: z.boolean().describe('true.'),
    unique_agents: z.int().describe('Distinct agent configurations used.'),
    total_completion_calls: z.int().describe('Completions ever.'),
    successful_completions: z.int().describe('Of which succeeded.'),
    completions_last_24h: z.int().describe('Completions in the last 24 hours.'),
    completions_last_7d: z.int().describe('Completions in the last 7 days.'),
    timestamp: timestamp(),
  }),
);

const rateLimitWindow = named(
  'RateLimitWindow',
  'Usage of one rate-limit window.',
  z.looseObject({
    count: z.int().describe('Requests counted in the window.'),
    limit: z.int().describe('Requests allowed in the window.'),
    exceeded: z.boolean().describe('Whether the limit is reached.'),
    remaining: z.int().describe('Requests left.'),
    reset_time: z.string().describe('When the window resets (ISO 8601).'),
  }),
);

/** Account and catalogue responses, by path. */
export const accountResponseSchemas = {
  '/': named('RootResponse', 'A welcome, and what is running.', z.looseObject({ status: z.string().describe('A welcome sentence.') })),
  '/health': named('HealthCheckResponse', 'The server is up.', z.looseObject({ status: z.string().describe('ok.') })),
  '/v1/swarms/available': named(
    'SwarmCheckAvailableResponse',
    'The swarm types swarm_type accepts.',
    z.looseObject({ success: z.boolean().describe('true.'), swarm_types: z.array(z.string()).describe('The swarm types.'), timestamp: timestamp() }),
  ),
  '/v1/models/available': named(
    'ModelListAvailableResponse',
    'The models agents may name.',
    z.looseObject({ success: z.boolean().describe('true.'), count: z.int().describe('How many.'), models: z.array(z.string()).describe('Their names.') }),
  ),
  '/v1/models': named(
    'ModelList',
    "The same models in OpenAI's list format.",
    z.looseObject({
      object: z.literal('list').describe('list.'),
      data: z
        .array(
          z.looseObject({
            id: z.string().describe('The model name.'),
            object: z.literal('model').describe('model.'),
            created: z.int().describe('Unix seconds (fixed).'),
            owned_by: z.string().describe('Who serves it, from its name.'),
          }),
        )
        .describe('The models.'),
    }),
  ),
  '/v1/reasoning-agent/types': named(
    'ReasoningAgentListTypesResponse',
    'The reasoning methods swarm_type accepts.',
    z.looseObject({ status: z.string().describe('success.'), agent_types: z.array(z.string()).describe('The methods.') }),
  ),
  '/v1/tools/available': named(
    'ToolListAvailableResponse',
    'The built-in tools tools_enabled accepts.',
    z.looseObject({ status: z.string().describe('success.'), tools: z.array(z.string()).describe('The tools.') }),
  ),
  '/v1/decision/models': named(
    'DecisionModelsResponse',
    'The decision models and their prices.',
    z.looseObject({
      success: z.boolean().describe('true.'),
      models: z
        .array(
          z.looseObject({
            name: z.string().describe('The model name.'),
            aliases: z.array(z.string()).describe('Other names it answers to.'),
            input_cost_per_1m: z.number().describe('Credits per million prompt tokens.'),
            output_cost_per_1m: z.number().describe('Credits per million generated tokens.'),
            description: z.string().describe('What it is for.'),
          }),
        )
        .describe('The models.'),
    }),
  ),
  '/v1/auto-swarm-builder/execution-types': named('AutoSwarmBuilderListExecutionTypesResponse', 'The execution types of the auto swarm builder.', z.array(z.string())),
  '/v1/swarm/logs': named(
    'SwarmGetLogsResponse',
    "The caller's request logs, newest first.",
    z.looseObject({
      status: z.string().describe('success.'),
      count: z.int().describe('Rows returned.'),
      logs: z
        .array(
          z.looseObject({
            id: z.string().describe('The row id.'),
            created_at: z.string().describe('When the request finished.'),
            api_key: z.string().describe('The key used, masked.'),
            category: z.string().describe('completion for runs.'),
            endpoint: z.string().describe('The path called.'),
            data: z.unknown().describe('The answer that was sent (secrets masked).'),
          }),
        )
        .describe('The rows; each also has method, status_code, success, job_id, duration_ms, usage and note.'),
      timestamp: timestamp(),
    }),
  ),
  '/v1/agents/list': named(
    'AgentListResponse',
    'Agent configurations the caller has run, without their tasks.',
    z.looseObject({
      success: z.boolean().describe('true.'),
      count: z.int().describe('How many.'),
      agents: z.array(z.looseObject({})).describe('The configurations, defaults applied and secrets masked.'),
      timestamp: timestamp(),
    }),
  ),
  '/v1/account/metrics/summary': metricsSummary,
  '/v1/metrics/summary': metricsSummary,
  '/v1/rate/limits': named(
    'RateGetLimitsResponse',
    "The caller's rate limits and their use.",
    z.looseObject({
      success: z.boolean().describe('true.'),
      rate_limits: z
        .looseObject({ minute: rateLimitWindow.describe('The last minute.'), hour: rateLimitWindow.describe('The last hour.'), day: rateLimitWindow.describe('The last day.') })
        .describe('Use of each window.'),
      limits: z
        .looseObject({
          maximum_requests_per_minute: z.int().describe('Requests allowed per minute.'),
          maximum_requests_per_hour: z.int().describe('Requests allowed per hour.'),
          maximum_requests_per_day: z.int().describe('Requests allowed per day.'),
          tokens_per_agent: z.int().describe('Tokens one agent may use.'),
        })
        .describe('The limits of the tier.'),
      tier: z.string().describe('free or premium.'),
      timestamp: timestamp(),
    }),
  ),
  '/v1/usage/costs': named(
    'UsageCostsResponse',
    'The price list.',
    z.looseObject({ usage_pricing: z.record(z.string(), z.number()).describe('Every price, by name.'), timestamp: timestamp() }),
  ),
  '/v1/account/credits': named(
    'CreditsResponse',
    "The caller's credit balance.",
    z.looseObject({
      credit: z.number().nullable().describe('Credits left; null when unlimited.'),
      free_credit: z.number().describe('Free credits (always 0).'),
      referral_credits: z.number().describe('Referral credits (always 0).'),
      total_credits: z.number().nullable().describe('All credits; null when unlimited.'),
    }),
  ),
  '/v1/account/premium-endpoints': named(
    'PremiumEndpointsResponse',
    'The endpoints a free-tier key may not call.',
    z.looseObject({
      success: z.boolean().describe('true.'),
      premium_endpoints: z.array(z.looseObject({})).describe('Each with method, path and description.'),
      count: z.int().describe('How many.'),
    }),
  ),
} as const;
