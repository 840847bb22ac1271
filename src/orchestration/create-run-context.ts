import { extraCost } from '../billing/cost.js';
import type { Config } from '../config/schema.js';
import type { FaultInjector } from '../faults/fault-injector.js';
import type { ModelRouter } from '../providers/model-router.js';
import type { Clock } from '../runtime/clock.js';
import type { ConcurrencyLimiter } from '../runtime/concurrency-limiter.js';
import type { IdGenerator } from '../runtime/ids.js';
import { currentScope } from '../runtime/request-scope.js';
import { fanOut, ignoreEvents, type RunEventSink } from './run-events.js';
import type { RunContext } from './run-context.js';
import type { RunTracer } from './run-tracer.js';
import { UsageMeter } from './usage-meter.js';

/** The server's shared services every run is built over (the root wiring's dependencies are one). */
export interface RunServices {
  config: Config;
  router: ModelRouter;
  clock: Clock;
  ids: IdGenerator;
  limiter: ConcurrencyLimiter;
  /** Injected faults (testing); absent = none. */
  faults?: FaultInjector;
  /** Where run spans go; absent = not traced. */
  tracing?: { runs: RunTracer };
}

/** A fresh context for one run over the app's shared router, limiter and clock. */
export function createRunContext(deps: RunServices, options: { signal: AbortSignal; streaming?: boolean; events?: RunEventSink }): RunContext {
  const spend = currentScope()?.spend;
  return {
    config: deps.config,
    router: deps.router,
    clock: deps.clock,
    ids: deps.ids,
    limiter: deps.limiter,
    // An extra (image, tool-server call, search) is held for before it is counted, like a model call.
    usage: new UsageMeter(spend && ((kind, count) => spend(extraCost(kind, count, deps.config.pricing)))),
    // The request's journal recorder (if any) sees every event of every run of the request.
    events: fanOut(options.events ?? ignoreEvents, (currentScope()?.events as RunEventSink | undefined) ?? ignoreEvents),
    signal: options.signal,
    streaming: options.streaming ?? false,
    faults: deps.faults,
    spend,
    tracer: deps.tracing?.runs,
  };
}
