import { randomUUID } from 'node:crypto';
import { ledgerClock } from '../accounts/ledger-clock.js';
import type { Request, Response } from 'express';
import type { AppDependencies } from '../app-dependencies.js';
import { runFactsOf } from '../journal/run-facts.js';
import { noteOnJournal, type JournaledRequest } from './journal-request.js';

/** The log category of a run that failed before it was recorded: listed by the dashboard, not counted or billed. */
const FAILED_RUN_CATEGORY = 'failed-run';

/**
 * Keeps a completion request that ended in an error (a fault, a 4xx/5xx before any run was
 * recorded) as a log row, so the dashboard lists the runs people most need to look at. It is not a
 * `completion` row: rate-limit windows do not count it, it costs no credit, and the logs endpoint
 * lists it only when asked for its category. Its id is random, not from the seeded generator, so a
 * failure does not shift the job ids of the runs after it.
 */
export async function recordFailedRun(
  deps: Pick<AppDependencies, 'store' | 'clock' | 'config'>,
  journaled: JournaledRequest,
  request: Request,
  response: Response,
  detail: string,
  swarmType?: string,
): Promise<void> {
  const attributes = journaled.node.attributes ?? {};
  if (typeof attributes.userId !== 'string' || attributes.logId !== undefined) return;
  const now = ledgerClock(deps).now();
  const id = randomUUID();
  const facts = runFactsOf(journaled.node, String(attributes.namespace ?? 'default'), {
    name: (journaled.node.input as { name?: unknown } | undefined)?.name,
    swarmType,
  });
  const inputTokens = facts.models.reduce((sum, usage) => sum + usage.inputTokens, 0);
  const outputTokens = facts.models.reduce((sum, usage) => sum + usage.outputTokens, 0);
  await deps.store.logs.insert({
    id,
    userId: attributes.userId,
    apiKeyId: null,
    maskedKey: typeof attributes.apiKey === 'string' ? attributes.apiKey : '',
    endpoint: request.path,
    method: request.method,
    status: response.statusCode,
    category: FAILED_RUN_CATEGORY,
    createdAt: now,
    durationMs: deps.clock.now() - Date.parse(journaled.node.startedAt),
    usage: { inputTokens, outputTokens, totalTokens: inputTokens + outputTokens, cost: 0 },
    jobId: typeof attributes.jobId === 'string' ? attributes.jobId : null,
    success: false,
    // What its client was told: an unexpected error's own message stays in the server log.
    body: { detail },
    note: null,
    // Not billed: its calls' cost stays out of the usage totals too.
    facts: { ...facts, models: facts.models.map((usage) => ({ ...usage, cost: 0 })) },
  });
  noteOnJournal(response, { logId: id });
}
