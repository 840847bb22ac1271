import { randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';
import type { AppDependencies } from '../app-dependencies.js';
import { createJournalRecorder } from '../journal/journal-recorder.js';
import type { JournalNode } from '../journal/journal-node.js';
import type { JournalEntryHandle } from '../journal/journal.js';
import type { JournalRepository } from '../store/repositories.js';
import type { RunEventSink } from '../orchestration/run-events.js';
import { isoWithOffset } from '../runtime/timestamps.js';
import { maskedPreviewCopy, PREVIEW_STRING_LIMIT } from '../security/secrets.js';
import { closedStatus } from './request-telemetry.js';
import { tokenCost } from '../billing/token-cost.js';

let requestCounter = 0;

/**
 * The longest string the journal keeps whole (request bodies, calls' prompts): a longer one keeps a redacted
 * preview of its first 64 Ki characters and its length. Without it a long task would be masked in full on
 * the main thread for the journal, once for the body and once per call, and kept in full by every entry.
 */
export const JOURNAL_STRING_LIMIT = PREVIEW_STRING_LIMIT;

/** The journal's copy of a value: secrets redacted, long strings kept as previews. */
function journalCopy<T>(deps: Pick<AppDependencies, 'knownSecrets'>, value: T): T {
  return maskedPreviewCopy(value, deps.knownSecrets ?? []);
}

/** Tells this process's journal ids from those of other processes (replicas, restarts) writing to the same store. */
const processTag = randomBytes(4).toString('hex');

/** A response's journal entry and the journal that holds it, carried in `response.locals.journaled` so a late fact finds it without a lookup table. */
interface JournaledResponse {
  entry: JournalEntryHandle;
  journal: AppDependencies['journal'];
}

/**
 * Adds facts (user, job id) to a request's journal entry as soon as they are known: a request in
 * flight is listed to its user, and a streamed run the client abandoned learns its job id after the
 * connection closed. Facts are written in place: the node's attributes keep their order (a fact
 * already there keeps its place, a new one goes last), as a copy with the fact spread in would.
 */
export function noteOnJournal(response: Response, facts: Record<string, unknown>): void {
  const locals = response.locals;
  locals.journal = locals.journal ? Object.assign(locals.journal, facts) : { ...facts };
  const journaled: JournaledResponse | undefined = locals.journaled;
  if (!journaled) return;
  const { node } = journaled.entry;
  // A fact noted again with the value it has changes nothing: a tree a settlement stored stays stored.
  if (node.attributes && Object.keys(facts).every((name) => node.attributes?.[name] === facts[name])) return;
  node.attributes = node.attributes ? Object.assign(node.attributes, facts) : { ...facts };
  journaled.journal.update(journaled.entry);
}

/** Request headers worth keeping in the journal (never credentials). */
const KEPT_HEADERS = ['content-type', 'user-agent', 'x-swarms-local-namespace'];

/** The kept headers a request sent, in KEPT_HEADERS order. */
function keptHeaders(request: Request): Record<string, string | string[]> {
  const kept: Record<string, string | string[]> = {};
  for (const name of KEPT_HEADERS) {
    const value = request.headers[name];
    if (value) kept[name] = value;
  }
  return kept;
}

/** A request's journal node and the sink its runs report to. */
export interface JournaledRequest {
  node: JournalNode;
  events: RunEventSink;
  /**
   * Runs a run's settlement `work` (answering with `status`), handing it the writer of this request's tree as it
   * will be once the response has gone out (`facts`: the job and log ids), to store in the settlement's own
   * transaction; undefined when the journal stores it at the close (see Journal.storeWithin).
   */
  settle<T>(status: number, work: (putTree: SettledTree | undefined) => Promise<T>): Promise<T>;
}

/** Writes a request's final tree, with `facts` noted on it, with the journal of the caller's transaction. */
export type SettledTree = (journal: JournalRepository, facts: Record<string, unknown>) => Promise<void>;

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
  const attributes: Record<string, unknown> = {
    endpoint: request.path,
    method: request.method,
    namespace,
    headers: keptHeaders(request),
  };
  const node: JournalNode = {
    // A counter, not the id generator: journal ids must not shift the seeded sequence of job ids.
    id: `req-${processTag}-${++requestCounter}`,
    kind: 'request',
    name: `${request.method} ${request.path}`,
    startedAt: isoWithOffset(startedAt),
    attributes,
    children: [],
  };
  const journaled: JournaledResponse = { entry: deps.journal.add(namespace, node, startedAt), journal: deps.journal };
  response.locals.journaled = journaled;
  /** Fills in the closing facts, in place, in the order a copy would have them: status, whether the client left, then the facts noted on the response. */
  const close = (status: number, abandoned: boolean) => {
    node.durationMs = deps.clock.now() - startedAt;
    attributes.status = status;
    if (abandoned) attributes.abandoned = true;
    if (response.locals.journal) Object.assign(attributes, response.locals.journal);
  };
  // The status a settlement stored the tree with, as its response was about to go out.
  let settledStatus: number | undefined;
  // 'close' fires whether the response finished or the client went away (then 'finish' never does).
  response.on('close', () => {
    const status = closedStatus(response);
    // A tree a settlement stored stands (its duration ends there, as its log row's does) when the response went out as settled.
    if (settledStatus === status && response.writableFinished) return deps.journal.finish(journaled.entry, false);
    close(status, !response.writableFinished);
    deps.journal.finish(journaled.entry);
  });
  const settle: JournaledRequest['settle'] = (status, work) =>
    deps.journal.storeWithin(journaled.entry, (putTree) =>
      work(
        putTree &&
          ((journal, facts) => {
            noteOnJournal(response, facts);
            close(status, false);
            settledStatus = status;
            return putTree(journal);
          }),
      ),
    );
  let sequence = 0;
  // Made on the first run event: most requests run nothing.
  let recorder: RunEventSink | undefined;
  const events: RunEventSink = (event) => {
    recorder ??= createJournalRecorder(node, {
      redact: (value) => journalCopy(deps, value),
      nextId: () => `${node.id}.${++sequence}`,
      now: () => deps.clock.now(),
      iso: isoWithOffset,
      tokenCost: (inputTokens, outputTokens) => tokenCost(deps.config.pricing, inputTokens, outputTokens),
    });
    recorder(event);
  };
  return { node, events, settle };
}

/** Keeps the request's body on its journal node (secrets masked), for the dashboard and copy-as-curl. */
export function journalRequestBody(deps: Pick<AppDependencies, 'knownSecrets'>, node: JournalNode, body: unknown): void {
  if (body !== undefined) node.input = journalCopy(deps, body);
}
