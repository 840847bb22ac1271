import type { Request, Response } from 'express';
import { tokenCost } from '../billing/token-cost.js';
import type { AppDependencies } from '../app-dependencies.js';
import type { RunEvent, RunEventSink } from '../orchestration/run-events.js';
import type { RequestStart } from '../observability/request-outcome.js';

/** The status a request gets when its client went away before the response was complete (nginx's convention). */
const CLIENT_CLOSED_STATUS = 499;

/** The status a closed response ended with: what was sent, or 499 when the client left first. */
export function closedStatus(response: Response): number {
  return response.writableFinished ? response.statusCode : CLIENT_CLOSED_STATUS;
}

/** What the route layer does with one request's telemetry. */
export interface RequestWatch {
  /** Receives the request's run events. */
  events: RunEventSink;
  /** Runs the request's work inside its server span (as it is when nothing traces). */
  run<T>(work: () => Promise<T>): Promise<T>;
  /** The handler has settled (a streamed run records its job after the client left, so the outcome waits for it). */
  settled(): void;
}

/**
 * Follows one request for the request logs, metrics and its server span: sums the tokens of its
 * provider calls from its run events and, once the response is closed and the handler has settled,
 * reports the outcome and ends the span. Undefined when the server neither logs, measures nor traces.
 */
export function watchRequest(
  deps: Pick<AppDependencies, 'telemetry' | 'tracing' | 'config'>,
  request: Request,
  response: Response,
  start: Omit<RequestStart, 'method'>,
): RequestWatch | undefined {
  const observer = deps.telemetry?.observer;
  const span = deps.tracing?.startRequest({ method: request.method, route: start.route, path: request.path, headers: request.headers });
  if (!observer && !span) return undefined;
  const startedAt = performance.now();
  observer?.requestStart?.({ method: request.method, route: start.route, run: start.run });
  const models: string[] = [];
  let inputTokens = 0;
  let outputTokens = 0;
  // Read when the response closes, as the journal reads it: a handler that settles after its client left
  // still ends the response (with the status it never got to send), and reading then would say 200.
  let closed: { status: number; abandoned: boolean } | undefined;
  let settled = false;
  const report = () => {
    if (!closed || !settled) return;
    const jobId = typeof response.locals.journal?.jobId === 'string' ? (response.locals.journal.jobId as string) : undefined;
    const { status, abandoned } = closed;
    span?.end({ status, jobId });
    observer?.requestEnd({
      method: request.method,
      route: start.route,
      run: start.run,
      path: request.path,
      status,
      durationMs: performance.now() - startedAt,
      abandoned,
      ...(jobId ? { jobId } : {}),
      models,
      inputTokens,
      outputTokens,
      cost: inputTokens + outputTokens > 0 ? tokenCost(deps.config.pricing, inputTokens, outputTokens) : 0,
    });
  };
  response.on('close', () => {
    closed = { status: closedStatus(response), abandoned: !response.writableFinished };
    report();
  });
  return {
    events: (event: RunEvent) => {
      if (event.type === 'model-call' || event.type === 'model-call-failed') {
        inputTokens += event.inputTokens;
        outputTokens += event.outputTokens;
        if (!models.includes(event.model)) models.push(event.model);
      }
      observer?.runEvent?.(event);
    },
    run: (work) => (span ? span.run(work) : work()),
    settled: () => {
      settled = true;
      report();
    },
  };
}
