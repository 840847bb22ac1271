import { z } from 'zod';
import { ApiError } from '../../../errors/api-error.js';
import { findRunTree, LAST_RUN } from '../../../journal/find-run.js';
import { diffRuns, diffRunsInSlices } from '../../../journal/run-diff.js';
import { runDiffText } from '../../../journal/run-diff-text.js';
import { pageOfDiff } from '../../../journal/run-diff-page.js';
import { runPicture } from '../../../journal/run-picture.js';
import { type RunRecord, runRecordOf, runRecordText, whyNotARunRecord } from '../../../journal/run-record.js';
import { runViewOf } from '../../../journal/run-view.js';
import { isoWithOffset } from '../../../runtime/timestamps.js';
import { validateQuery } from '../../query.js';
import { defineRoute, type RouteContext, type RouteDefinition, tagRoutes } from '../../route.js';
import { ADMIN_PREFIX } from './admin-path.js';
import { ROUTE_TAGS } from '../../openapi/route-tags.js';

const runKey = z.string().min(1).max(200);

const diffQuerySchema = z.object({
  a: runKey.describe('Run A: a job id, a journal id, a log id, or `last`.'),
  b: runKey.describe('Run B, named the same ways.'),
  steps_offset: z.coerce.number().int().min(0).default(0).describe('The first aligned step of the page (default 0).'),
  steps_limit: z.coerce.number().int().positive().optional().describe('Aligned steps in the page; default and most: the runDiffSteps setting (1,000).'),
});

/** The view of a run the caller may see, in its namespace; a clear 404 naming the ways to name a run otherwise. */
async function viewOf({ deps, viewer, namespace }: RouteContext, key: string) {
  const tree = await findRunTree(deps.journal, namespace, key, viewer?.user.id);
  if (!tree) {
    const named = key === LAST_RUN ? `No run in namespace ${namespace} yet` : `No run ${key} in namespace ${namespace} that this key may see`;
    throw new ApiError(
      'NOT_FOUND',
      `${named}. Name a run by its job id, its journal id or its log id (GET ${ADMIN_PREFIX}/runs), or by "last"; the journal keeps the newest runs only.`,
    );
  }
  return runViewOf(tree);
}

const compareBodySchema = z.strictObject({
  golden: z.looseObject({}).describe('A run record, as a golden file holds it (the `record` of `GET /runs/{id}/view`).'),
});

const runViewSchema = z
  .looseObject({
    id: z.string().describe('The journal id of the request.'),
    jobId: z.string().nullable().describe('The job id, when the run had one.'),
  })
  .describe('The run: agents in call order with their turns, model calls, tool calls, steps, tokens and cost (camelCase keys, as in the TypeScript RunView).');

/** A run as a typed view (what tests assert on) and the diff of two runs (what golden runs, the CLI and the dashboard show). */
export const adminRunInspectionRoutes: RouteDefinition[] = tagRoutes(ROUTE_TAGS.inspection, [
  defineRoute({
    method: 'get',
    path: `${ADMIN_PREFIX}/runs/diff`,
    auth: 'open-keyless',
    journal: false,
    rateLimited: false,
    summary:
      'What changed between two runs: run facts, agents added/removed/reordered, steps aligned call by call (a page of them: steps_offset, steps_limit), token and cost deltas.',
    query: diffQuerySchema,
    response: z.looseObject({
      namespace: z.string().describe('The namespace both runs are looked up in.'),
      diff: z.looseObject({ identical: z.boolean().describe('Whether nothing but ids, timestamps and latencies differ.') }).describe('The structural diff.'),
      text: z.string().describe('The diff as text, as `swarms-local diff` prints it.'),
    }),
    handler: async (context) => {
      const query = validateQuery(diffQuerySchema, context.request);
      const [a, b] = [await viewOf(context, query.a), await viewOf(context, query.b)];
      const bound = context.deps.config.runDiffSteps;
      if (query.steps_limit !== undefined && query.steps_limit > bound) {
        throw new ApiError('BAD_REQUEST', `steps_limit ${query.steps_limit} is past this server's bound of ${bound} steps a page (runDiffSteps); page with steps_offset.`);
      }
      // Paged past the bound: the answer carries at most `runDiffSteps` aligned steps, and stepPage says how to ask for the next ones.
      const diff = pageOfDiff(await diffRunsInSlices(a, b, context.signal), query.steps_offset, query.steps_limit ?? bound);
      return {
        body: {
          namespace: context.namespace,
          a: { id: a.id, job_id: a.jobId },
          b: { id: b.id, job_id: b.jobId },
          diff,
          text: runDiffText(diff, { a: `run ${a.jobId ?? a.id}`, b: `run ${b.jobId ?? b.id}` }),
          timestamp: isoWithOffset(context.deps.clock.now()),
        },
      };
    },
  }),
  defineRoute({
    method: 'get',
    path: `${ADMIN_PREFIX}/runs/:id/view`,
    auth: 'open-keyless',
    journal: false,
    rateLimited: false,
    summary: 'One run as a typed view (by job id, journal id, log id or `last`): agents in call order, turns, tool calls, model calls, cost.',
    response: z.looseObject({
      namespace: z.string().describe('The namespace of the run.'),
      view: runViewSchema,
      picture: z.string().describe('The run as text: every step indented under its parent, then the call order.'),
      record: z.looseObject({}).describe('The run without ids, timestamps and latencies, cost rounded: what a golden file holds.'),
      record_text: z.string().describe('That record as the text of a golden file (the bytes the TypeScript helper writes).'),
    }),
    handler: async (context) => {
      const view = await viewOf(context, String(context.request.params.id));
      const record = runRecordOf(view);
      return {
        body: {
          namespace: context.namespace,
          view,
          picture: runPicture(view),
          record,
          record_text: runRecordText(record),
          timestamp: isoWithOffset(context.deps.clock.now()),
        },
      };
    },
  }),
  defineRoute({
    method: 'post',
    path: `${ADMIN_PREFIX}/runs/:id/compare`,
    auth: 'open-keyless',
    journal: false,
    rateLimited: false,
    summary: "Compares a run with a golden run record (what the Python plugin reads from a golden file): the structural diff golden → this run, and the run's own record.",
    body: compareBodySchema,
    response: z.looseObject({
      namespace: z.string().describe('The namespace of the run.'),
      identical: z.boolean().describe('Whether the run matches the golden record (ids, timestamps and latencies aside).'),
      diff: z.looseObject({}).describe('The structural diff, golden → this run.'),
      text: z.string().describe('The diff as text.'),
      record_text: z.string().describe("The run's own record as golden-file text, to write when updating."),
    }),
    handler: async (context) => {
      const { golden } = context.body;
      const reason = whyNotARunRecord(golden);
      if (reason)
        throw new ApiError('VALIDATION_FAILED', `golden is not a run record (${reason}): send the record of GET ${ADMIN_PREFIX}/runs/{id}/view, as a golden file holds it.`);
      const view = await viewOf(context, String(context.request.params.id));
      const record = runRecordOf(view);
      const diff = diffRuns(runRecordOf(golden as unknown as RunRecord), record);
      return {
        body: {
          namespace: context.namespace,
          run: { id: view.id, job_id: view.jobId },
          identical: diff.identical,
          diff,
          text: runDiffText(diff, { a: 'golden', b: 'this run' }),
          record_text: runRecordText(record),
          timestamp: isoWithOffset(context.deps.clock.now()),
        },
      };
    },
  }),
]);
