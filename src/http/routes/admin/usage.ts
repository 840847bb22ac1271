import { z } from 'zod';
import { windowStates } from '../../../accounts/rate-limits.js';
import type { UsageBucket, User } from '../../../store/repositories.js';
import { isoWithOffset } from '../../../runtime/timestamps.js';
import { validateQuery } from '../../query.js';
import { defineRoute, type RouteContext, type RouteDefinition, tagRoutes } from '../../route.js';
import { ADMIN_PREFIX } from './admin-path.js';
import { runFilterSchema, runQueryOf } from './runs.js';
import { ROUTE_TAGS } from '../../openapi/route-tags.js';

/** A usage bucket as the admin plane answers it (snake_case): runs, refusals, tokens and cost. */
export const usageBucketBody = (bucket: UsageBucket) => ({
  key: bucket.key,
  runs: bucket.runs,
  refusals: bucket.refusals,
  input_tokens: bucket.inputTokens,
  output_tokens: bucket.outputTokens,
  cost: bucket.cost,
});

const usageQuerySchema = runFilterSchema.extend({
  by: z.enum(['time', 'model', 'swarmType', 'endpoint']).default('time').describe('What the buckets group by.'),
  bucket_ms: z.coerce
    .number()
    .int()
    .min(1000)
    .max(31 * 86_400_000)
    .default(3_600_000)
    .describe('by time: the width of a bucket in milliseconds.'),
});

/** A user's credit balance and rate-limit windows, as the usage view shows them. */
async function accountOf({ deps }: RouteContext, user: User) {
  const windows = await windowStates(deps.store, deps.config, user.id, user.tier, deps.clock.now());
  return {
    user_id: user.id,
    name: user.name,
    tier: user.tier,
    credit_balance: user.creditBalance,
    windows: windows.map((window) => ({ ...window, resetAt: undefined, reset_time: isoWithOffset(window.resetAt) })),
  };
}

/** Usage totals for the dashboard's charts, and the accounts the caller may see (credits, rate-limit windows). */
export const adminUsageRoutes: RouteDefinition[] = tagRoutes(ROUTE_TAGS.inspection, [
  defineRoute({
    method: 'get',
    path: `${ADMIN_PREFIX}/usage`,
    auth: 'open-keyless',
    journal: false,
    rateLimited: false,
    summary: 'Cost and tokens of runs grouped by time, model, swarm type or endpoint; credit balances and rate-limit windows.',
    query: usageQuerySchema,
    response: z.looseObject({
      by: z.string().describe('What the buckets group by.'),
      buckets: z
        .array(
          z.looseObject({
            key: z.string().describe('The bucket: its start time, model, swarm type or endpoint.'),
            runs: z.int().describe('Runs in it.'),
            input_tokens: z.int().describe('Their prompt tokens.'),
            output_tokens: z.int().describe('Their generated tokens.'),
            cost: z.number().describe('Their cost in credits.'),
          }),
        )
        .describe('Usage per bucket.'),
      accounts: z
        .array(
          z.looseObject({
            user_id: z.string().describe('The user.'),
            credit_balance: z.number().nullable().describe('Credits left; null when unlimited.'),
            windows: z.array(z.looseObject({ name: z.string().describe('minute, hour or day.') })).describe('Rate-limit windows and their use.'),
          }),
        )
        .describe('Credit balance and rate-limit windows of each visible user.'),
    }),
    handler: async (context) => {
      const query = validateQuery(usageQuerySchema, context.request);
      const { deps, viewer } = context;
      const buckets = await deps.store.logs.usage(runQueryOf(context, query), query.by, query.bucket_ms);
      const users = viewer ? [viewer.user] : await deps.store.users.list();
      const accounts = [];
      for (const user of users) accounts.push(await accountOf(context, user));
      return {
        body: {
          by: query.by,
          bucket_ms: query.by === 'time' ? query.bucket_ms : null,
          buckets: buckets.map(usageBucketBody),
          accounts,
          timestamp: isoWithOffset(deps.clock.now()),
        },
      };
    },
  }),
]);
