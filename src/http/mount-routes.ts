import express, { type Express, type Request, type Response } from 'express';
import { ledgerClock } from '../accounts/ledger-clock.js';
import type { Principal } from '../accounts/api-keys.js';
import { logBodyJson } from '../accounts/log-body.js';
import { recordRun } from '../accounts/run-ledger.js';
import { assertRunSize, requestedAgents } from '../contract/run-size.js';
import { ApiError } from '../errors/api-error.js';
import type { AppDependencies } from '../app-dependencies.js';
import { renderError } from './error-handler.js';
import { failureReporter, type FailureReporter } from './client-failure.js';
import type { ErrorLog } from '../observability/error-log.js';
import type { NamespaceBudgetHold } from '../accounts/namespace-budgets.js';
import { reserveRun, type HeldRun } from './middleware/run-reservation.js';
import { readJsonBody, validateRequestBody, NO_BODY } from './request-body.js';
import { closesOnRefusal, inBodyTurn } from './large-body-gate.js';
import { unknownFields } from '../contract/fastapi/unknown-fields.js';
import { reportUnknownFields } from './unknown-fields-report.js';
import { resolveMarketplaceListings } from './marketplace-listings.js';
import type { JsonResult, RouteDefinition, RunAccounting } from './route.js';
import { allowedMethods, matchesPath } from './route-paths.js';
import { journalRequest, journalRequestBody, noteOnJournal, type JournaledRequest } from './journal-request.js';
import { watchRequest, type RequestWatch } from './request-telemetry.js';
import { admitRequest, type Admission } from './admission.js';
import { fanOut, type RunEventSink } from '../orchestration/run-events.js';
import { FixtureMissTally } from '../orchestration/run-scope.js';
import { AdmittedContext, RequestRunScope } from './request-context.js';
import { sendJsonAnswer } from './json-answer.js';
import { runFactsOf } from '../journal/run-facts.js';
import { recordFailedRun, recordSpendingFailure } from './failed-run.js';
import { namespaceOf } from './namespace.js';
import { FAULT_HEADER, refuseIfFaulted } from './injected-refusal.js';
import { INJECTED_REFUSAL_NOTE } from '../store/sqlite/usage-query.js';
import type { JournalRepository } from '../store/repositories.js';
import { runInScope } from '../runtime/request-scope.js';
import type { ExactRouteTable, RoutePipeline } from './route-table.js';

/** The route label of requests no route matched (404/405). */
const UNMATCHED_ROUTE = '(unmatched)';

/** Says that some calls had no fixture: replay-or-synthetic answered them synthetically, replay-or-record recorded them. */
const FIXTURE_MISS_HEADER = 'X-Swarms-Local-Fixture-Miss';

/** Agents a swarm may add to those it names (aggregator, judge, heavy-swarm question and synthesis agents): held for at admission. */
const BUILT_IN_AGENTS = 3;

/** What the runs of a request tell about themselves through their events, for its run log. */
interface RunFactsHeard {
  swarmType?: string;
}

/** What the pipeline hands down to the runs of one admitted request, and reads back from afterwards. */
interface RequestRuns {
  namespace: string;
  journaled?: JournaledRequest;
  /** The request's sinks (journal, telemetry, run facts): every event of every run of the request. */
  events: RunEventSink;
  fixtureMisses: FixtureMissTally;
  heard: RunFactsHeard;
  /** What the client may be told of an error the handler renders itself (stream frames, batch items). */
  report: FailureReporter;
}

/** What admission handed a run: who asked, its body, when it started and what it holds. */
interface AdmittedRun {
  principal: Principal | undefined;
  rawBody: unknown;
  body: unknown;
  startedAt: number;
  held: HeldRun | undefined;
  /** Its hold on the namespace's budget, when the namespace has one. */
  budgetHold?: NamespaceBudgetHold;
  spend?: (amount: number) => Promise<void>;
}

/** A sink that keeps what runs say about themselves (the swarm type they run). */
function hearRunFacts(heard: RunFactsHeard): RunEventSink {
  return (event) => {
    if (event.type === 'swarm-start') heard.swarmType = event.swarmType;
  };
}

/** Runs a route's handler, counted as work in flight so a shutdown lets it settle before the store closes. */
function runRoute(route: RouteDefinition, deps: AppDependencies, request: Request, response: Response, admission: Admission, runs: RequestRuns): Promise<void> {
  return deps.work.track(admitAndRun(route, deps, request, response, admission, runs));
}

async function admitAndRun(route: RouteDefinition, deps: AppDependencies, request: Request, response: Response, admission: Admission, runs: RequestRuns): Promise<void> {
  const { journaled } = runs;
  const startedAt = deps.clock.now();
  const { principal } = admission;
  if (principal) noteOnJournal(response, { userId: principal.user.id, apiKey: principal.maskedKey });
  // A fault that refuses requests answers here, as the hosted API would, before any run starts.
  if (route.billable) await refuseIfFaulted(deps, route.path, runs.namespace, principal, response);
  const { rawBody, body, held, budgetHold } = await inBodyTurn(request, async () => {
    const rawBody = route.method === 'post' ? readJsonBody(request) : NO_BODY;
    if (journaled && rawBody !== NO_BODY) journalRequestBody(deps, journaled.node, rawBody);
    const unknown = route.body && rawBody !== NO_BODY ? unknownFields(route.body, rawBody) : [];
    reportUnknownFields(response, unknown);
    const body = route.body ? validateRequestBody(route.body, rawBody, deps.config.strictRequests ? unknown : []) : undefined;
    // The marketplace prompts its agents name, from the catalogue, this server's marketplace or a stand-in.
    if (route.body) await resolveMarketplaceListings(body, deps, response);
    if (route.billable) assertRunSize(body, deps.config.runLimits);
    const estimate = route.billable ? (requestedAgents(body) + BUILT_IN_AGENTS) * deps.config.pricing.swarm_completions_agent_cost : 0;
    // The run's share of its namespace's budget is held from here until its log row counts in the spend.
    const budgetHold = route.billable ? await deps.budgets?.hold(runs.namespace, estimate) : undefined;
    try {
      // The run's place in the windows and its credit are held from here until its log row settles them.
      const held = route.billable && principal ? await reserveRun(deps, principal, estimate) : undefined;
      return { rawBody, body, held, budgetHold };
    } catch (error) {
      await budgetHold?.release();
      throw error;
    }
  });
  try {
    await runAdmitted(route, deps, request, response, runs, { principal, rawBody, body, startedAt, held, budgetHold, spend: spendingOf(held, principal, budgetHold) });
  } finally {
    await budgetHold?.release();
  }
}

/**
 * What a run's calls hold before they spend: credit from a limited balance, and a share of the
 * namespace's budget (so runs admitted meanwhile count it); undefined when neither is held.
 */
function spendingOf(held: HeldRun | undefined, principal: Principal | undefined, budgetHold: NamespaceBudgetHold | undefined): ((amount: number) => Promise<void>) | undefined {
  const cover = held && principal?.user.creditBalance !== null ? held.cover : undefined;
  if (!budgetHold) return cover;
  return async (amount) => {
    await budgetHold.grow(amount);
    await cover?.(amount);
  };
}

async function runAdmitted(route: RouteDefinition, deps: AppDependencies, request: Request, response: Response, runs: RequestRuns, admitted: AdmittedRun): Promise<void> {
  const { principal, held } = admitted;
  const { journaled } = runs;
  const handled = runHandler(route, deps, request, response, runs, admitted);
  if (!held || !principal) return handled;
  try {
    await handled;
  } catch (error) {
    // Billed and counted for what its calls used, before the hold that covers it is given back.
    if (journaled && !response.locals.runRecordAttempted) {
      await recordSpendingFailure(deps, { journaled, request, response, swarmType: runs.heard.swarmType, principal, held, error });
    }
    throw error;
  } finally {
    await held.release();
  }
}

async function runHandler(route: RouteDefinition, deps: AppDependencies, request: Request, response: Response, runs: RequestRuns, admitted: AdmittedRun): Promise<void> {
  const { principal, rawBody, body, startedAt, held, budgetHold, spend } = admitted;
  const { namespace, journaled, heard, report } = runs;
  // `text`: the body's JSON as the response sends it, when it is sent whole (see logBodyJson).
  const recordRunOf = async (status: number, responseBody: unknown, accounting: RunAccounting, text?: string) => {
    if (!principal) return;
    // Whether or not the write below succeeds, this run is not also kept as a failed run.
    response.locals.runRecordAttempted = true;
    const name = rawBody && typeof rawBody === 'object' ? (rawBody as Record<string, unknown>).name : undefined;
    const facts = journaled
      ? runFactsOf(journaled.node, namespace, { name, swarmType: heard.swarmType })
      : { namespace, name: null, swarmType: heard.swarmType ?? null, models: [], agents: [] };
    const record = (journal?: (repository: JournalRepository, logId: string) => Promise<void>) =>
      recordRun(deps.store, ledgerClock(deps), {
        journal,
        reservationId: held?.id,
        budgetHoldId: budgetHold?.id,
        principal,
        endpoint: request.path,
        method: request.method,
        status,
        durationMs: deps.clock.now() - startedAt,
        // The stored copy masks known secrets and credential-shaped text, whatever the run produced, and is bounded in size.
        body: logBodyJson(responseBody, deps.knownSecrets ?? [], deps.config.logBodyLimit, text),
        ...accounting,
        facts,
      });
    // The request's journal tree lands with the run's rows (one transaction) when the journal can take it there.
    const logId = journaled
      ? await journaled.settle(status, (putTree) => record(putTree && ((repository, id) => putTree(repository, { jobId: accounting.jobId, logId: id }))))
      : await record();
    held?.settled();
    budgetHold?.settled();
    noteOnJournal(response, { jobId: accounting.jobId, logId });
  };
  const runScope = new RequestRunScope(response, deps, namespace, route.path, runs.fixtureMisses, runs.events, spend, principal?.user.tier === 'free');
  const context = new AdmittedContext({ request, response, deps, viewer: principal, body, startedAt, namespace, runScope, recordRun: recordRunOf, failure: report });
  if (route.headers) response.set(route.headers);
  const answer = route.handler(context);
  const result = answer instanceof Promise ? await answer : answer;
  if ('streamed' in result) return;
  // Written as JSON once: the response sends this text, and the log row keeps it when nothing in it is masked.
  const text = JSON.stringify(result.body);
  // The ledger is written before the response leaves: a client that saw a 200 finds it logged.
  if (result.run) await recordRunOf(result.status ?? 200, result.body, result.run, text);
  sendJson(result, response, runs.fixtureMisses, text);
}

/** Sends a handler's JSON answer (`text`: its body as JSON), with the fixture-miss header when some of its calls had no fixture. */
function sendJson(result: JsonResult, response: Response, fixtureMisses: FixtureMissTally, text: string | undefined): void {
  const status = result.status ?? 200;
  // Read from the tally this request handed its runs: they counted the answers that came without a fixture.
  if (fixtureMisses.count) response.set(FIXTURE_MISS_HEADER, fixtureMisses.describe());
  if (result.headers) response.set(result.headers);
  sendJsonAnswer(response, status, result.body, text);
}

/** How a route's requests are answered and where errors are logged, shared by the routes of one app. */
interface Pipeline {
  deps: AppDependencies;
  log: ErrorLog;
  /** Reads a POST body (raw bytes, the configured size limit). */
  readBody: (request: Request, response: Response) => Promise<void>;
  reporterOf(request: Request, reference: () => string): FailureReporter;
}

/**
 * One route's whole pipeline as one handler, built once, answering every error itself (it passes nothing on,
 * so the front controller and express's router can both call it): the watch, then inside one request scope
 * the admission (authentication, rate limits and the namespace come from the headers, before the body
 * is read), the body, and the route's handler.
 */
function routeHandler(route: RouteDefinition, pipeline: Pipeline): RoutePipeline {
  const { deps, reporterOf } = pipeline;
  const style = route.errorStyle ?? 'native';
  const start = { route: route.path, run: route.billable === true };
  const fail = (error: unknown, request: Request, response: Response) => {
    // A reference is drawn for every error answered, unexpected or not, as it always was: the seeded ids after an error stay where they were.
    const reference = deps.ids.hex(12);
    return renderError(error, response, { style, report: reporterOf(request, () => reference) });
  };
  const refuse = (error: unknown, request: Request, response: Response, watch: RequestWatch | undefined) => {
    // A refused request's body is never parsed: a small one is discarded, a large one closes the connection.
    if (closesOnRefusal(request)) response.setHeader('Connection', 'close');
    fail(error, request, response);
    watch?.settled();
  };
  const admitAndServe = async (request: Request, response: Response, namespace: string, watch: RequestWatch | undefined) => {
    try {
      await admitThenServe(request, response, namespace, watch);
    } catch (error) {
      // Nothing is passed on: what escapes the steps below is answered here, in the route's shape.
      fail(error, request, response);
    }
  };
  const admitThenServe = async (request: Request, response: Response, namespace: string, watch: RequestWatch | undefined) => {
    let admission: Admission;
    try {
      admission = await admitRequest(route, deps, request, response, namespace);
    } catch (error) {
      return refuse(error, request, response, watch);
    }
    if (route.method === 'post') {
      try {
        await pipeline.readBody(request, response);
      } catch (error) {
        // Body-reading errors (too large, bad encoding) answer in the route's own error shape too.
        fail(error, request, response);
        return watch?.settled();
      }
    }
    await serveAdmitted(route, pipeline, request, response, admission, watch, fail);
  };
  return (request, response) => {
    const watch = watchRequest(deps, request, response, start);
    let namespace: string;
    try {
      namespace = namespaceOf(request);
    } catch (error) {
      return refuse(error, request, response, watch);
    }
    void runInScope({ namespace }, () => admitAndServe(request, response, namespace, watch));
  };
}

/** Runs an admitted request's handler with its journal and sinks; an error is answered in the route's shape and a failed run kept for the dashboard. */
async function serveAdmitted(
  route: RouteDefinition,
  pipeline: Pipeline,
  request: Request,
  response: Response,
  admission: Admission,
  watch: RequestWatch | undefined,
  fail: (error: unknown, request: Request, response: Response) => { message: string },
): Promise<void> {
  const { deps } = pipeline;
  const { namespace } = admission;
  const heard: RunFactsHeard = {};
  let journaled: JournaledRequest | undefined;
  try {
    journaled = route.journal !== false ? journalRequest(deps, namespace, request, response) : undefined;
    const sinks = [journaled?.events, watch?.events, hearRunFacts(heard)].filter((sink) => sink !== undefined);
    // Errors the handler renders itself (stream frames, batch items) are reported through the same reporter.
    const report = pipeline.reporterOf(request, () => deps.ids.hex(12));
    const runs: RequestRuns = { namespace, journaled, events: fanOut(...sinks), fixtureMisses: new FixtureMissTally(), heard, report };
    const work = () => runRoute(route, deps, request, response, admission, runs);
    await (watch ? watch.run(work) : work());
  } catch (error) {
    const failure = fail(error, request, response);
    if (route.billable && journaled && !response.locals.runRecordAttempted) {
      try {
        const note = response.hasHeader(FAULT_HEADER) ? INJECTED_REFUSAL_NOTE : null;
        await recordFailedRun(deps, { journaled, request, response, swarmType: heard.swarmType }, failure.message, note);
      } catch (storeError) {
        // The error response already went out; the dashboard just will not list this run.
        pipeline.log.unexpected(storeError, { method: request.method, path: request.path, reference: '', during: 'keeping the failed run for the dashboard' });
      }
    }
  } finally {
    watch?.settled();
  }
}

/**
 * Registers a route table on the app, plus FastAPI's 404/405 answers for everything else. Each route
 * is registered with express and, when its path is literal, in `exact` too (see ExactRouteTable).
 */
export function mountRoutes(
  app: Express,
  routes: RouteDefinition[],
  deps: AppDependencies,
  options: { log: ErrorLog; exact?: ExactRouteTable; shadowed?: readonly string[] },
): void {
  const rawBody = express.raw({ type: () => true, limit: deps.config.bodyLimit });
  const pipeline: Pipeline = {
    deps,
    log: options.log,
    readBody: (request, response) => new Promise<void>((resolve, reject) => rawBody(request, response, (error?: unknown) => (error ? reject(error) : resolve()))),
    reporterOf: (request, reference) => failureReporter({ log: options.log, debug: deps.config.debug, reference, site: { method: request.method, path: request.path } }),
  };
  for (const route of routes) {
    const handler = routeHandler(route, pipeline);
    app[route.method](route.path, handler);
    options.exact?.add(route.method, route.path, handler, options.shadowed);
  }
  app.use((request: Request, response: Response) => {
    // Unmatched paths share one route label, so a scan of random paths cannot grow the metrics without bound.
    watchRequest(deps, request, response, { route: UNMATCHED_ROUTE, run: false })?.settled();
    const known = routes.some((route) => matchesPath(route.path, request.path));
    const error = known ? new ApiError('METHOD_NOT_ALLOWED', 'Method Not Allowed') : new ApiError('NOT_FOUND', 'Not Found');
    if (known) response.set('Allow', allowedMethods(routes, request.path));
    renderError(error, response, { style: 'native', report: pipeline.reporterOf(request, () => '') });
  });
}
