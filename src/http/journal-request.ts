import type { Request, Response } from 'express';
import type { AppDependencies } from '../app-dependencies.js';
import { agentRunCost } from '../billing/cost.js';
import { createJournalRecorder } from '../journal/journal-recorder.js';
import type { JournalNode } from '../journal/journal-node.js';
import type { RunEventSink } from '../orchestration/run-events.js';
import { isoWithOffset } from '../runtime/timestamps.js';
import { redactSecrets } from '../security/secrets.js';

let requestCounter = 0;

/** Request headers worth keeping in the journal (never credentials). */
const KEPT_HEADERS = ['content-type', 'user-agent', 'x-swarms-local-namespace'];

/**
 * Opens the journal node of one request and returns the sink its runs report to. Status, duration,
 * user and job id are filled in when the response finishes, whatever path it took.
 */
export function journalRequest(deps: AppDependencies, namespace: string, request: Request, response: Response): RunEventSink {
  const startedAt = deps.clock.now();
  const node: JournalNode = {
    // A counter, not the id generator: journal ids must not shift the seeded sequence of job ids.
    id: `req-${(requestCounter += 1)}`,
    kind: 'request',
    name: `${request.method} ${request.path}`,
    startedAt: isoWithOffset(startedAt),
    attributes: {
      endpoint: request.path,
      method: request.method,
      namespace,
      headers: Object.fromEntries(KEPT_HEADERS.flatMap((name) => (request.headers[name] ? [[name, request.headers[name]]] : []))),
    },
    children: [],
  };
  deps.journal.add(namespace, node, startedAt);
  response.on('finish', () => {
    node.durationMs = deps.clock.now() - startedAt;
    node.attributes = { ...node.attributes, status: response.statusCode, ...response.locals.journal };
  });
  let sequence = 0;
  const secrets = deps.knownSecrets ?? [];
  return createJournalRecorder(node, {
    redact: (value) => redactSecrets(value, secrets),
    nextId: () => `${node.id}.${(sequence += 1)}`,
    now: () => deps.clock.now(),
    iso: isoWithOffset,
    tokenCost: (inputTokens, outputTokens) =>
      agentRunCost({ inputTokens, outputTokens, images: 0, mcpCalls: 0, searches: 0, scrapes: 0 }, deps.config.pricing).totalCost,
  });
}
