import type { Response } from 'express';
import type { Principal } from '../accounts/api-keys.js';
import type { AppDependencies } from '../app-dependencies.js';
import type { RunEventSink } from '../orchestration/run-events.js';
import type { FixtureMissTally, RunScope } from '../orchestration/run-scope.js';
import type { FailureReporter } from './client-failure.js';
import type { RouteContext, RunAccounting } from './route.js';
import { runSignal } from './run-signal.js';

/**
 * What every run of one request is created with. Its signal is made the first time it is read: most
 * requests (`/health`, catalogue GETs) run nothing to cancel, and need neither its deadline timer nor
 * its listeners. A class, so a request makes one plain object rather than a literal with accessors.
 */
export class RequestRunScope implements RunScope {
  private made: AbortSignal | undefined;

  constructor(
    private readonly response: Response,
    private readonly deps: Pick<AppDependencies, 'config' | 'shutdown'>,
    readonly namespace: string,
    readonly endpoint: string,
    readonly fixtureMisses: FixtureMissTally,
    readonly events: RunEventSink,
    readonly spend: ((amount: number) => Promise<void>) | undefined,
    readonly freeTier: boolean,
  ) {}

  private drained: Promise<void> | undefined;

  /**
   * Resolves when the response's socket has taken what was written (at once unless a stream's client
   * stopped reading), or when the response closes or the run is cancelled (its signal then says why). One wait is shared
   * by every call of the request that asks meanwhile.
   */
  readonly outputDrained = (): Promise<void> => {
    const response = this.response;
    if (!response.writableNeedDrain || response.destroyed) return Promise.resolve();
    this.drained ??= new Promise<void>((resolve) => {
      const signal = this.signal;
      const done = () => {
        response.off('drain', done);
        response.off('close', done);
        signal.removeEventListener('abort', done);
        this.drained = undefined;
        resolve();
      };
      response.on('drain', done);
      response.on('close', done);
      signal.addEventListener('abort', done, { once: true });
    });
    return this.drained;
  };

  /** Aborted when the client goes away, the run outlives the deadline, or the server shuts down. */
  get signal(): AbortSignal {
    this.made ??= runSignal(this.response, this.deps);
    return this.made;
  }

  /** The port the request arrived on: the server's own. */
  get serverPort(): number | undefined {
    return this.response.req.socket.localPort;
  }
}

/** What a route's handler gets for one admitted request (see RouteContext). */
export class AdmittedContext implements RouteContext<unknown> {
  readonly request: RouteContext['request'];
  readonly response: Response;
  readonly deps: AppDependencies;
  readonly principal: Principal;
  readonly viewer: Principal | undefined;
  readonly body: unknown;
  readonly startedAt: number;
  readonly namespace: string;
  readonly runScope: RequestRunScope;
  readonly recordRun: (status: number, body: unknown, accounting: RunAccounting) => Promise<void>;
  readonly failure: FailureReporter;

  constructor(fields: Omit<RouteContext<unknown>, 'signal' | 'principal' | 'runScope'> & { runScope: RequestRunScope }) {
    this.request = fields.request;
    this.response = fields.response;
    this.deps = fields.deps;
    // Present on every authenticated route; a keyless `open-keyless` call reads `viewer`.
    this.principal = fields.viewer as Principal;
    this.viewer = fields.viewer;
    this.body = fields.body;
    this.startedAt = fields.startedAt;
    this.namespace = fields.namespace;
    this.runScope = fields.runScope;
    this.recordRun = fields.recordRun;
    this.failure = fields.failure;
  }

  /** The request's run signal (made on first read, shared with its runs). */
  get signal(): AbortSignal {
    return this.runScope.signal;
  }
}
