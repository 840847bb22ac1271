import type { RunEvent } from '../orchestration/run-events.js';

/** A request as it begins. */
export interface RequestStart {
  method: string;
  /** The route pattern, as in its outcome. */
  route: string;
  /** Whether it runs agents (a completion endpoint): counted by the runs-in-flight gauge. */
  run: boolean;
}

/** What one request did, known once its response is closed and its handler has settled. */
export interface RequestOutcome extends RequestStart {
  /** The path as requested (no query string: it is never logged). */
  path: string;
  /** The status sent, or 499 when the client went away before the response was complete. */
  status: number;
  durationMs: number;
  /** The client closed the connection before the response was complete. */
  abandoned: boolean;
  jobId?: string;
  /** Models called, in order of first use. */
  models: string[];
  inputTokens: number;
  outputTokens: number;
  /** Token cost of the provider calls at agent pricing (USD). */
  cost: number;
}

/** Watches requests as they end and the run events of every request (request logs, metrics). */
export interface RequestObserver {
  /** A request has begun. */
  requestStart?(start: RequestStart): void;
  /** A run event of any request. */
  runEvent?(event: RunEvent): void;
  /** A request has ended. */
  requestEnd(outcome: RequestOutcome): void;
}

/** Delivers to every observer; one that throws is skipped for that call (telemetry never breaks a request). */
export function combineObservers(observers: RequestObserver[]): RequestObserver {
  // One delivery loop for every kind of call, without a closure made per call.
  const each = (kind: keyof RequestObserver, value: unknown) => {
    for (const observer of observers) {
      try {
        (observer[kind] as ((value: unknown) => void) | undefined)?.call(observer, value);
      } catch {
        // An observer's failure must not reach the request.
      }
    }
  };
  return {
    requestStart: (start) => each('requestStart', start),
    runEvent: (event) => each('runEvent', event),
    requestEnd: (outcome) => each('requestEnd', outcome),
  };
}
