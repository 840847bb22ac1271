import { z } from 'zod';
import { ledgerClock } from '../../accounts/ledger-clock.js';
import { windowStates } from '../../accounts/rate-limits.js';
import { isoWithOffset } from '../../runtime/timestamps.js';
import { validateQuery } from '../query.js';
import { defineRoute, type RouteContext, type RouteDefinition, tagRoutes } from '../route.js';
import {
  agentListResponseSchema,
  creditsResponseSchema,
  logsResponseSchema,
  metricsSummaryResponseSchema,
  rateLimitsResponseSchema,
} from '../../contract/schemas/responses/account-responses.js';
import { ROUTE_TAGS } from '../openapi/route-tags.js';

const DAY_MS = 86_400_000;

/** The balance `GET /v1/account/credits` shows for a user without a configured one (`unlimited: true`): a million dollars. */
export const UNLIMITED_CREDITS_SHOWN = 1_000_000;

/** `since` as ISO 8601 or unix seconds, in epoch milliseconds (NaN when it is neither). */
function parseSince(since: string): number {
  const seconds = Number(since);
  return Number.isFinite(seconds) ? seconds * 1000 : Date.parse(since);
}

/** The filters of `GET /v1/swarm/logs`. */
const logsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(1000).default(100).describe('How many log rows to return, newest first.'),
  offset: z.coerce.number().int().min(0).default(0).describe('How many of the newest rows to skip (paging).'),
  category: z.string().optional().describe('Only rows of this category (`completion` for runs).'),
  // A filter that cannot be read is a 422, never silently dropped (which would list every log).
  since: z
    .string()
    .optional()
    .refine((since) => since === undefined || !Number.isNaN(parseSince(since)), 'since must be an ISO 8601 date-time or unix seconds')
    .describe('Only rows written at or after this instant: ISO 8601, or unix seconds.'),
});

async function metricsSummary({ deps, principal }: RouteContext) {
  const now = ledgerClock(deps).now();
  const userId = principal.user.id;
  return {
    body: {
      success: true,
      unique_agents: await deps.store.agentConfigs.count(userId),
      total_completion_calls: await deps.store.logs.countCompletions(userId, 0),
      successful_completions: await deps.store.logs.countCompletions(userId, 0, { successfulOnly: true }),
      completions_last_24h: await deps.store.logs.countCompletions(userId, now - DAY_MS),
      completions_last_7d: await deps.store.logs.countCompletions(userId, now - 7 * DAY_MS),
      timestamp: isoWithOffset(now),
    },
  };
}

/** The caller's account: logs, agents, metrics, rate limits, credits (the premium catalogue is `premium-endpoints.ts`). */
export const accountRoutes: RouteDefinition[] = tagRoutes(ROUTE_TAGS.account, [
  defineRoute({
    method: 'get',
    path: '/v1/swarm/logs',
    summary: "The caller's request logs, newest first.",
    description: "Returns the caller's request logs newest first, each with its answer in data; count is always null, as the hosted API answers.",
    response: logsResponseSchema,
    query: logsQuery,
    handler: async ({ deps, principal, request }) => {
      const query = validateQuery(logsQuery, request);
      const logs = await deps.store.logs.list({
        userId: principal.user.id,
        limit: query.limit,
        offset: query.offset,
        category: query.category,
        since: query.since === undefined ? undefined : parseSince(query.since),
      });
      return {
        body: {
          status: 'success',
          // Always null, as the hosted API answers: the rows are counted with logs.length.
          count: null,
          logs: logs.map((log) => ({
            id: log.id,
            created_at: isoWithOffset(log.createdAt),
            api_key: log.maskedKey,
            category: log.category,
            endpoint: log.endpoint,
            method: log.method,
            status_code: log.status,
            success: log.success,
            job_id: log.jobId,
            duration_ms: Math.round(log.durationMs),
            usage: {
              input_tokens: log.usage.inputTokens,
              output_tokens: log.usage.outputTokens,
              total_tokens: log.usage.totalTokens,
              total_cost: log.usage.cost,
            },
            note: log.note,
            data: log.body,
          })),
          timestamp: isoWithOffset(deps.clock.now()),
        },
      };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/v1/agents/list',
    summary: "Agents the caller's runs have used.",
    description: "Returns the agent configurations the caller's runs have used, each once, without the tasks they were given.",
    response: agentListResponseSchema,
    handler: async ({ deps, principal }) => {
      const agents = (await deps.store.agentConfigs.list(principal.user.id)).map((entry) => entry.config);
      return { body: { success: true, count: agents.length, agents, timestamp: isoWithOffset(deps.clock.now()) } };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/v1/account/metrics/summary',
    summary: "The caller's completion counts: all, successful, last day, last week; unique agents.",
    response: metricsSummaryResponseSchema,
    handler: metricsSummary,
  }),
  defineRoute({
    method: 'get',
    path: '/v1/metrics/summary',
    summary: "The caller's completion counts (deprecated name of the account metrics summary).",
    response: metricsSummaryResponseSchema,
    headers: { Deprecation: 'true', Link: '</v1/account/metrics/summary>; rel="successor-version"' },
    handler: metricsSummary,
  }),
  defineRoute({
    method: 'get',
    path: '/v1/rate/limits',
    summary: "The caller's rate-limit windows and how much of each is used.",
    response: rateLimitsResponseSchema,
    // A client whose window is full must still be able to read when it frees up.
    rateLimited: 'report',
    handler: async ({ deps, principal }) => {
      const now = ledgerClock(deps).now();
      const { tier } = principal.user;
      const states = await windowStates(deps.store, deps.config, principal.user.id, tier, now);
      const limits = deps.config.rateLimits[tier];
      const windows = Object.fromEntries(
        states.map((state) => [
          state.name,
          { count: state.count, limit: state.limit, exceeded: state.exceeded, remaining: state.remaining, reset_time: isoWithOffset(state.resetAt) },
        ]),
      );
      return {
        body: {
          success: true,
          rate_limits: windows,
          limits: {
            maximum_requests_per_minute: limits.minute,
            maximum_requests_per_hour: limits.hour,
            maximum_requests_per_day: limits.day,
            tokens_per_agent: limits.tokensPerAgent,
          },
          tier,
          timestamp: isoWithOffset(now),
        },
      };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/v1/account/credits',
    summary: "The caller's credit balance.",
    description: "Returns the caller's credit balance: the free credit and the bought credit, and their sum.",
    response: creditsResponseSchema,
    handler: ({ principal }) => {
      const balance = principal.user.creditBalance;
      // Callers do arithmetic on these (the documentation's examples format them as dollars): an unlimited balance is a number too.
      const shown = balance ?? UNLIMITED_CREDITS_SHOWN;
      return { body: { credit: shown, free_credit: 0, referral_credits: 0, total_credits: shown, unlimited: balance === null } };
    },
  }),
]);
