import { randomUUID } from 'node:crypto';
import type { Request, Response } from 'express';
import { ledgerClock } from '../accounts/ledger-clock.js';
import type { Principal } from '../accounts/api-keys.js';
import { FAILED_RUN_CATEGORY, recordRun } from '../accounts/run-ledger.js';
import type { AppDependencies } from '../app-dependencies.js';
import { runFactsOf } from '../journal/run-facts.js';
import type { LoggedUsage, RunFacts } from '../store/repositories.js';
import { expectedFailure } from './client-failure.js';
import { noteOnJournal, type JournaledRequest } from './journal-request.js';
import type { HeldRun } from './middleware/run-reservation.js';

/** What a failed run did, from its journal: its facts and the tokens and cost of its model calls. */
function spentBy(journaled: JournaledRequest, swarmType: string | undefined): { facts: RunFacts; usage: LoggedUsage } {
  const attributes = journaled.node.attributes ?? {};
  const facts = runFactsOf(journaled.node, String(attributes.namespace ?? 'default'), {
    name: (journaled.node.input as { name?: unknown } | undefined)?.name,
    swarmType,
  });
  const inputTokens = facts.models.reduce((sum, usage) => sum + usage.inputTokens, 0);
  const outputTokens = facts.models.reduce((sum, usage) => sum + usage.outputTokens, 0);
  const cost = facts.models.reduce((sum, usage) => sum + usage.cost, 0);
  return { facts, usage: { inputTokens, outputTokens, totalTokens: inputTokens + outputTokens, cost } };
}

/** The failed request a run belongs to, as the pipeline knows it. */
interface FailedRequest {
  journaled: JournaledRequest;
  request: Request;
  response: Response;
  swarmType?: string;
}

/**
 * Records a run that failed after its calls reached a model (a run stopped at `maxTokensPerRun`, an
 * upstream error on a later call, a deadline, a client gone): what the calls used is billed and counted
 * like any completion's tokens, whatever the run's outcome, since the backend did the work (and a paid
 * one charges for it). A `completion` row with `success: false` and the error's status, so the rate-limit
 * windows count it; its cost is the calls' token cost (no per-agent charge: the run did not complete),
 * taken from the balance in the transaction that settles the run's reservation, so the hold covers it
 * exactly. Returns false, writing nothing, when no call used a token (the run stays free: `recordFailedRun`).
 */
export async function recordSpendingFailure(
  deps: Pick<AppDependencies, 'store' | 'clock' | 'config'>,
  failed: FailedRequest & { principal: Principal; held: HeldRun; error: unknown },
): Promise<boolean> {
  const { journaled, request, response } = failed;
  const attributes = journaled.node.attributes ?? {};
  if (attributes.logId !== undefined) return false;
  const { facts, usage } = spentBy(journaled, failed.swarmType);
  if (usage.totalTokens === 0) return false;
  const failure = expectedFailure(failed.error) ?? { status: 500, message: 'An unexpected error occurred: the details are in the server log.' };
  const jobId = typeof attributes.jobId === 'string' ? attributes.jobId : null;
  response.locals.runRecordAttempted = true;
  const logId = await recordRun(deps.store, ledgerClock(deps), {
    id: randomUUID(),
    reservationId: failed.held.id,
    principal: failed.principal,
    endpoint: request.path,
    method: request.method,
    status: failure.status,
    durationMs: deps.clock.now() - Date.parse(journaled.node.startedAt),
    jobId,
    success: false,
    usage,
    body: { detail: failure.message },
    agentConfigs: [],
    note: `failed after its model calls: ${failure.message}`,
    facts,
  });
  failed.held.settled();
  noteOnJournal(response, { logId });
  return true;
}

/**
 * Keeps a completion request that ended in an error before any of its calls used a token (a fault, a
 * 4xx/5xx before the run reached a model) as a log row, so the dashboard lists the runs people most
 * need to look at. It is not a `completion` row: rate-limit windows do not count it, it costs no
 * credit, and the logs endpoint lists it only when asked for its category. Its id is random, not from
 * the seeded generator, so a failure does not shift the job ids of the runs after it. `note`: why, when it never ran
 * (an injected refusal's INJECTED_REFUSAL_NOTE, which usage counts as a refusal).
 */
export async function recordFailedRun(deps: Pick<AppDependencies, 'store' | 'clock' | 'config'>, failed: FailedRequest, detail: string, note: string | null = null): Promise<void> {
  const { journaled, request, response } = failed;
  const attributes = journaled.node.attributes ?? {};
  if (typeof attributes.userId !== 'string' || attributes.logId !== undefined) return;
  const now = ledgerClock(deps).now();
  const id = randomUUID();
  const { facts, usage } = spentBy(journaled, failed.swarmType);
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
    usage: { ...usage, cost: 0 },
    jobId: typeof attributes.jobId === 'string' ? attributes.jobId : null,
    success: false,
    // What its client was told: an unexpected error's own message stays in the server log.
    body: { detail },
    note,
    // Not billed: its calls' cost stays out of the usage totals too.
    facts: { ...facts, models: facts.models.map((model) => ({ ...model, cost: 0 })) },
  });
  noteOnJournal(response, { logId: id });
}
