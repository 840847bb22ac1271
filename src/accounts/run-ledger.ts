import { randomUUID } from 'node:crypto';
import { canonicalJson } from '../runtime/canonical-json.js';
import { sha256Hex } from '../runtime/sha256.js';
import type { Principal } from './api-keys.js';
import type { Clock } from '../runtime/clock.js';
import type { AgentConfigUse, JournalRepository, LoggedUsage, RunFacts, Store } from '../store/repositories.js';

/** The log category of a request that failed or was refused before it ran: listed by the dashboard, not counted by rate limits or billed. */
export const FAILED_RUN_CATEGORY = 'failed-run';

/** What a finished completion request leaves behind in the store. */
interface RunRecord {
  /** The log row's id, when not the next of the seeded ids (a failed run's: it must not shift the ids of the runs after it). */
  id?: string;
  principal: Principal;
  endpoint: string;
  method: string;
  status: number;
  /** How long the request took, on the clock its namespace runs on. */
  durationMs: number;
  jobId: string | null;
  success: boolean;
  usage: LoggedUsage;
  /** The response body that was returned. */
  body: unknown;
  /** Agent configurations the run used (task-specific fields already removed). */
  agentConfigs: unknown[];
  note?: string | null;
  /** What the run was: namespace, name, swarm type, models and agents (dashboard filters). */
  facts: RunFacts;
  /** The run's reservation: settled (removed) in the same transaction as the log row. */
  reservationId?: string;
  /** The run's hold on its namespace's budget: removed in the same transaction, as its spend now counts. */
  budgetHoldId?: string;
  /** Writes the request's journal tree, knowing the log row's id, with the transaction's journal: the run's rows, bill and tree land together. */
  journal?: (journal: JournalRepository, logId: string) => Promise<void>;
}

/** A run's configurations by canonical hash, each with how many of its agents used it (first use first). */
function usesOf(configs: readonly unknown[]): AgentConfigUse[] {
  const byHash = new Map<string, AgentConfigUse>();
  for (const config of configs) {
    const configHash = sha256Hex(canonicalJson(config));
    const seen = byHash.get(configHash);
    if (seen) seen.uses += 1;
    else byHash.set(configHash, { configHash, config, uses: 1 });
  }
  return [...byHash.values()];
}

/**
 * Writes a completed request's log row, its cost against the user's credits and the agent
 * configurations it used, and settles its reservation, in one transaction: all of it lands, or none.
 * The row's id is random whatever the seed: the database outlives the server, and a restart with the
 * same seed replays the seeded ids (job ids, message ids), which must not name rows already stored.
 */
export async function recordRun(store: Store, ledgerClock: Clock, run: RunRecord): Promise<string> {
  const logId = run.id ?? randomUUID();
  const now = ledgerClock.now();
  // No user lock: a settlement checks nothing. It lands whole (log row, hold removed, cost spent), and
  // admission and cover read the windows, the balance and the holds at one instant under the lock, so
  // they see it all or none of it; holding the lock here only queued the user's requests behind its commit.
  await store.transaction(async (tx) => {
    await tx.logs.insert({
      id: logId,
      userId: run.principal.user.id,
      apiKeyId: run.principal.apiKeyId,
      maskedKey: run.principal.maskedKey,
      endpoint: run.endpoint,
      method: run.method,
      status: run.status,
      category: 'completion',
      createdAt: now,
      durationMs: run.durationMs,
      usage: run.usage,
      jobId: run.jobId,
      success: run.success,
      body: run.body,
      note: run.note ?? null,
      facts: run.facts,
    });
    if (run.reservationId) await tx.reservations.remove(run.reservationId);
    if (run.budgetHoldId) await tx.budgets.release(run.budgetHoldId);
    if (run.usage.cost > 0) await tx.users.deductCredit(run.principal.user.id, run.usage.cost);
    await tx.agentConfigs.recordUses(run.principal.user.id, usesOf(run.agentConfigs), now);
    // Last: on PostgreSQL it goes with the COMMIT in the settlement's one message.
    await run.journal?.(tx.journal, logId);
  });
  return logId;
}
