import { randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';
import type { AppDependencies } from '../app-dependencies.js';
import { createJournalRecorder } from '../journal/journal-recorder.js';
import type { JournalNode } from '../journal/journal-node.js';
import type { RunEventSink } from '../orchestration/run-events.js';
import { isoWithOffset } from '../runtime/timestamps.js';
import { redactSecrets } from '../security/secrets.js';
import { closedStatus } from './request-telemetry.js';
import { tokenCost } from '../billing/token-cost.js';

let requestCounter = 0;

/** Tells this process's journal ids from those of other processes (replicas, restarts) writing to the same store. */
const processTag = randomBytes(4).toString('hex');

/** The journal node of each request still being answered or recently settled, with the journal that holds it. */
const nodesByResponse = new WeakMap<Response, { node: JournalNode; journal: AppDependencies['journal'] }>();

/**
 * Adds facts (user, job id) to a request's journal entry as soon as they are known: a request in
 * flight is listed to its user, and a streamed run the client abandoned learns its job id after the
 * connection closed.
 */
export function noteOnJournal(response: Response, facts: Record<string, unknown>): void {
  response.locals.journal = { ...response.locals.journal, ...facts };
  const journaled = nodesByResponse.get(response);
  if (!journaled) return;
  journaled.node.attributes = { ...journaled.node.attributes, ...facts };
  journaled.journal.update(journaled.node);
}

/** Request headers worth keeping in the journal (never credentials). */
const KEPT_HEADERS = ['content-type', 'user-agent', 'x-swarms-local-namespace'];

/** A request's journal node and the sink its runs report to. */
export interface JournaledRequest {
  node: JournalNode;
  events: RunEventSink;
}

/**
 * Opens the journal node of one request and returns it with the sink its runs report to. Status,
 * duration, user, job id and log id are filled in when the response finishes, whatever path it took;
 * the journal then tells its subscribers (the dashboard's live feed).
 */
export function journalRequest(
  deps: Pick<AppDependencies, 'clock' | 'config' | 'journal' | 'knownSecrets'>,
  namespace: string,
  request: Request,
  response: Response,
): JournaledRequest {
  const startedAt = deps.clock.now();
  const node: JournalNode = {
    // A counter, not the id generator: journal ids must not shift the seeded sequence of job ids.
    id: `req-${processTag}-${++requestCounter}`,
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
  nodesByResponse.set(response, { node, journal: deps.journal });
  const secrets = deps.knownSecrets ?? [];
  const redact = <T>(value: T) => redactSecrets(value, secrets);
  // 'close' fires whether the response finished or the client went away (then 'finish' never does).
  response.on('close', () => {
    const abandoned = !response.writableFinished;
    node.durationMs = deps.clock.now() - startedAt;
    node.attributes = { ...node.attributes, status: closedStatus(response), ...(abandoned ? { abandoned } : {}), ...response.locals.journal };
    deps.journal.finish(namespace, node);
  });
  let sequence = 0;
  // Made on the first run event: most requests run nothing.
  let recorder: RunEventSink | undefined;
  const events: RunEventSink = (event) => {
    recorder ??= createJournalRecorder(node, {
      redact,
      nextId: () => `${node.id}.${++sequence}`,
      now: () => deps.clock.now(),
      iso: isoWithOffset,
      tokenCost: (inputTokens, outputTokens) => tokenCost(deps.config.pricing, inputTokens, outputTokens),
    });
    recorder(event);
  };
  return { node, events };
}

/** Keeps the request's body on its journal node (secrets masked), for the dashboard and copy-as-curl. */
export function journalRequestBody(deps: Pick<AppDependencies, 'knownSecrets'>, node: JournalNode, body: unknown): void {
  if (body !== undefined) node.input = redactSecrets(body, deps.knownSecrets ?? []);
}
