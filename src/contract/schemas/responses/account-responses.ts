import { z } from 'zod';
import { namedComponent as named } from '../openapi-components.js';
import { timestamp } from './response-fields.js';

/** The completion counts of `GET /v1/account/metrics/summary` (and its deprecated alias). */
export const metricsSummaryResponseSchema = named(
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

/** The log rows of `GET /v1/swarm/logs`. */
export const logsResponseSchema = named(
  'SwarmGetLogsResponse',
  "The caller's request logs, newest first.",
  z.looseObject({
    status: z.string().describe('success.'),
    count: z.null().describe('Always null, as the hosted API answers; count the rows of `logs`.'),
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
);

/** The agent configurations of `GET /v1/agents/list`. */
export const agentListResponseSchema = named(
  'AgentListResponse',
  'Agent configurations the caller has run, without their tasks.',
  z.looseObject({
    success: z.boolean().describe('true.'),
    count: z.int().describe('How many.'),
    agents: z.array(z.looseObject({})).describe('The configurations, defaults applied and secrets masked.'),
    timestamp: timestamp(),
  }),
);

/** The rate-limit windows of `GET /v1/rate/limits`. */
export const rateLimitsResponseSchema = named(
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
);

/** The credit balance of `GET /v1/account/credits`. */
export const creditsResponseSchema = named(
  'CreditsResponse',
  "The caller's credit balance.",
  z.looseObject({
    credit: z.number().describe('Credits left, in dollars; 1,000,000 when unlimited (see `unlimited`).'),
    free_credit: z.number().describe('Free credits (always 0).'),
    referral_credits: z.number().describe('Referral credits (always 0).'),
    total_credits: z.number().describe('All credits, in dollars; 1,000,000 when unlimited.'),
    unlimited: z.boolean().describe('swarms-local: the user has no configured balance (open auth without `initialCredits`).'),
  }),
);

/** The premium endpoint list of `GET /v1/account/premium-endpoints`. */
export const premiumEndpointsResponseSchema = named(
  'PremiumEndpointsResponse',
  'The endpoints a free-tier key may not call.',
  z.looseObject({
    success: z.boolean().describe('true.'),
    premium_endpoints: z.array(z.looseObject({})).describe('Each with method, path and description.'),
    count: z.int().describe('How many.'),
  }),
);

/** One day of `GET /v1/usage/report`. */
const usageReportDaySchema = named(
  'UsageReportDay',
  "One calendar day (UTC) of the caller's usage; days without requests are left out.",
  z.looseObject({
    day: z.string().describe('The day, YYYY-MM-DD.'),
    total_cost: z.number().describe('What the day cost, in dollars.'),
    input_tokens: z.int().describe('Input tokens of the day.'),
    output_tokens: z.int().describe('Output tokens of the day.'),
    request_count: z.int().describe('Requests logged that day.'),
  }),
);

/** The daily usage of `GET /v1/usage/report`. */
export const usageReportResponseSchema = named(
  'UsageReportOutput',
  "The caller's usage per day over a period.",
  z.looseObject({
    results: z.array(usageReportDaySchema).describe('Days with requests, oldest first.'),
    period: z.enum(['day', 'week', 'month', 'custom']).describe('The period applied (custom for start_date/end_date).'),
    start_date: z.string().describe('First day of the report, YYYY-MM-DD.'),
    end_date: z.string().describe('Last day of the report, YYYY-MM-DD.'),
    timestamp: timestamp(),
  }),
);
