import type { Request, Response } from 'express';
import { tokenCost } from '../billing/token-cost.js';
import type { Pricing } from '../billing/pricing.js';
import type { RunEvent, RunEventSink } from '../orchestration/run-events.js';
import type { RequestObserver, RequestStart } from '../observability/request-outcome.js';

/** The status a request gets when its client went away before the response was complete (nginx's convention). */
export const CLIENT_CLOSED_STATUS = 499;

/** The status a closed response ended with: what was sent, or 499 when the client left first. */
export function closedStatus(response: Response): number {
  return response.writableFinished ? response.statusCode : CLIENT_CLOSED_STATUS;
}

/** What the route layer does with one request's telemetry. */
export interface RequestWatch {
  /** Receives the request's run events. */
  events: RunEventSink;
  /** The handler has settled (a streamed run records its job after the client left, so the outcome waits for it). */
  settled(): void;
}

/**
 * Follows one request for the request logs and metrics: sums the tokens of its provider calls from
 * its run events and, once the response is closed and the handler has settled, reports the outcome.
 */
export function watchRequest(observer: RequestObserver, pricing: Pricing, request: Request, response: Response, start: Omit<RequestStart, 'method'>): RequestWatch {
  const startedAt = performance.now();
  observer.requestStart?.({ method: request.method, ...start });
  const models: string[] = [];
  let inputTokens = 0;
  let outputTokens = 0;
  let closed = false;
  let settled = false;
  const report = () => {
    if (!closed || !settled) return;
    const jobId = response.locals.journal?.jobId;
    observer.requestEnd({
      method: request.method,
      ...start,
      path: request.path,
      status: closedStatus(response),
      durationMs: performance.now() - startedAt,
      abandoned: !response.writableFinished,
      ...(typeof jobId === 'string' ? { jobId } : {}),
      models,
      inputTokens,
      outputTokens,
      cost: inputTokens + outputTokens > 0 ? tokenCost(pricing, inputTokens, outputTokens) : 0,
    });
  };
  response.on('close', () => {
    closed = true;
    report();
  });
  return {
    events: (event: RunEvent) => {
      if (event.type === 'model-call' || event.type === 'model-call-failed') {
        inputTokens += event.inputTokens;
        outputTokens += event.outputTokens;
        if (!models.includes(event.model)) models.push(event.model);
      }
      observer.runEvent?.(event);
    },
    settled: () => {
      settled = true;
      report();
    },
  };
}
