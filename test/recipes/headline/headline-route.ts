import { defineRoute } from '../../../src/http/route.js';
import { createRunContext } from '../../../src/orchestration/create-run-context.js';
import { headlineRequestSchema, headlineResponseSchema } from './headline-schemas.js';
import { writeHeadline } from './write-headline.js';

// Recipe step 3: one row; the pipeline does auth, credit and rate limits, validation, errors and the log row.

/** `POST /v1/headline/completions`: a billable, premium endpoint a test adds with `startServer({ endpoints })`. */
export const headlineRoute = defineRoute({
  method: 'post',
  path: '/v1/headline/completions',
  body: headlineRequestSchema,
  response: headlineResponseSchema,
  summary: 'Write a headline for an article.',
  billable: true,
  premium: { description: 'Headlines' },
  handler: async (context) => {
    const outcome = await writeHeadline(createRunContext(context.deps, context.runScope), context.body);
    return { body: outcome.body, run: { jobId: outcome.jobId, success: true, usage: outcome.usage, agentConfigs: [] } };
  },
});
