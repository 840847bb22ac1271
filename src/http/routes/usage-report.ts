import { z } from 'zod';
import { ledgerClock } from '../../accounts/ledger-clock.js';
import { ApiError } from '../../errors/api-error.js';
import { isoWithOffset } from '../../runtime/timestamps.js';
import { validateQuery } from '../query.js';
import { defineRoute, type RouteDefinition, tagRoutes } from '../route.js';
import { usageReportResponseSchema } from '../../contract/schemas/responses/account-responses.js';
import { ROUTE_TAGS } from '../openapi/route-tags.js';

const DAY_MS = 86_400_000;

/** Calendar days each period covers, today included (`week` on 2026-03-29 starts on 2026-03-23). */
const PERIOD_DAYS = { day: 1, week: 7, month: 30 } as const;

const calendarDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD')
  .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day), 'must be a real calendar day');

/** The query of `GET /v1/usage/report`. */
const usageReportQuery = z.object({
  period: z.enum(['day', 'week', 'month']).default('month').describe('day (today), week (the last 7 days) or month (the last 30 days), UTC days.'),
  start_date: calendarDay.optional().describe('First day of a custom range, YYYY-MM-DD (with end_date; wins over period).'),
  end_date: calendarDay.optional().describe('Last day of a custom range, YYYY-MM-DD.'),
});

const dayOf = (instant: number) => new Date(instant).toISOString().slice(0, 10);
const startOfDay = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** The days a query asks for: the custom range, else the period ending today. */
function reportRange(query: z.infer<typeof usageReportQuery>, now: number) {
  if (query.start_date === undefined && query.end_date === undefined) {
    const end = dayOf(now);
    return { period: query.period, start: dayOf(startOfDay(end) - (PERIOD_DAYS[query.period] - 1) * DAY_MS), end };
  }
  if (query.start_date === undefined || query.end_date === undefined) {
    throw new ApiError('BAD_REQUEST', 'A custom range needs both start_date and end_date (YYYY-MM-DD); send neither to use period.');
  }
  if (query.start_date > query.end_date) throw new ApiError('BAD_REQUEST', `start_date (${query.start_date}) is after end_date (${query.end_date}).`);
  return { period: 'custom' as const, start: query.start_date, end: query.end_date };
}

/** `GET /v1/usage/report`: the caller's logged requests per UTC day, from the store's usage rows. */
export const usageReportRoutes: RouteDefinition[] = tagRoutes(ROUTE_TAGS.account, [
  defineRoute({
    method: 'get',
    path: '/v1/usage/report',
    response: usageReportResponseSchema,
    query: usageReportQuery,
    summary: "The caller's usage per day: cost, tokens and requests.",
    handler: async ({ deps, principal, request }) => {
      // The clock the log rows were written on (a strict-auth key may have moved its namespace's own).
      const now = ledgerClock(deps).now();
      const range = reportRange(validateQuery(usageReportQuery, request), now);
      const buckets = await deps.store.logs.usage({ userId: principal.user.id, from: startOfDay(range.start), to: startOfDay(range.end) + DAY_MS - 1 }, 'time', DAY_MS);
      return {
        body: {
          // Refused requests (402, 403, 429) are not runs: a day of nothing but refusals has no request to report.
          results: buckets
            .filter((bucket) => bucket.runs > 0)
            .map((bucket) => ({
              day: dayOf(Number(bucket.key)),
              total_cost: Math.round(bucket.cost * 1e6) / 1e6,
              input_tokens: bucket.inputTokens,
              output_tokens: bucket.outputTokens,
              request_count: bucket.runs,
            })),
          period: range.period,
          start_date: range.start,
          end_date: range.end,
          timestamp: isoWithOffset(now),
        },
      };
    },
  }),
]);
