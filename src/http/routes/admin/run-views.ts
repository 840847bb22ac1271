import type { JournalNode } from '../../../journal/journal-node.js';
import type { RequestLog } from '../../../store/repositories.js';
import { isoWithOffset } from '../../../runtime/timestamps.js';

/** A keyset cursor: where the previous page ended, opaque to clients. */
export function encodeCursor(log: RequestLog): string {
  return Buffer.from(`${log.createdAt}:${log.id}`).toString('base64url');
}

/** Reads a cursor back; undefined when it is not one this server made. */
export function decodeCursor(cursor: string): { createdAt: number; id: string } | undefined {
  const match = /^(\d+):(.+)$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  return match ? { createdAt: Number(match[1]), id: match[2] } : undefined;
}

/**
 * How many agents a run had: the response's own `number_of_agents` when it states one (a GroupChat whose
 * agents did not all speak, a MajorityVoting's consensus agent), else the agents that took a turn.
 */
function agentCount(log: RequestLog): number {
  const stated = (log.body as { number_of_agents?: unknown } | null)?.number_of_agents;
  return typeof stated === 'number' && Number.isInteger(stated) ? stated : log.facts.agents.length;
}

/** One row of the runs list: what the list shows and filters by, without bodies. */
export function runSummary(log: RequestLog) {
  return {
    id: log.id,
    job_id: log.jobId,
    name: log.facts.name,
    endpoint: log.endpoint,
    method: log.method,
    status: log.status,
    success: log.success,
    created_at: isoWithOffset(log.createdAt),
    duration_ms: log.durationMs,
    input_tokens: log.usage.inputTokens,
    output_tokens: log.usage.outputTokens,
    cost: log.usage.cost,
    swarm_type: log.facts.swarmType,
    namespace: log.facts.namespace,
    models: log.facts.models.map((usage) => usage.model),
    agents: agentCount(log),
    user_id: log.userId,
    note: log.note,
  };
}

/** A run as its own view shows it: the summary, the response body, usage per model and the agents. */
export function runDetail(log: RequestLog) {
  return {
    ...runSummary(log),
    body: log.body,
    models: log.facts.models.map((usage) => ({
      model: usage.model,
      calls: usage.calls,
      input_tokens: usage.inputTokens,
      output_tokens: usage.outputTokens,
      cost: usage.cost,
    })),
    agent_names: log.facts.agents,
  };
}

/** A request still running, as the runs list shows it (from the journal: it has no log row yet). */
export function runningSummary(namespace: string, node: JournalNode) {
  const attributes = node.attributes ?? {};
  return {
    id: node.id,
    name: typeof (node.input as { name?: unknown } | undefined)?.name === 'string' ? (node.input as { name: string }).name : null,
    endpoint: String(attributes.endpoint ?? ''),
    method: String(attributes.method ?? ''),
    started_at: node.startedAt,
    namespace,
  };
}
