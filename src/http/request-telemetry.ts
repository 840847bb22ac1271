import type { Request, Response } from 'express';
import { agentRunCost } from '../billing/cost.js';
import type { Pricing } from '../billing/pricing.js';
import type { RunEvent, RunEventSink } from '../orchestration/run-events.js';
import type { RequestObserver } from '../observability/request-outcome.js';

/** Cost of tokens at agent pricing: what the journal and the request logs report for provider calls. */
export function tokenCost(pricing: Pricing, inputTokens: number, outputTokens: number): number {
  return agentRunCost({ inputTokens, outputTokens, images: 0, mcpCalls: 0, searches: 0, scrapes: 0 }, pricing).totalCost;
}

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
export function watchRequest(observer: RequestObserver, pricing: Pricing, request: Request, response: Response, route: string): RequestWatch {
  const startedAt = performance.now();
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
      route,
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
