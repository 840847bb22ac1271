import type { AppDependencies } from '../app-dependencies.js';
import { extraCost } from '../billing/cost.js';
import { currentScope } from '../runtime/request-scope.js';
import { fanOut, ignoreEvents, type RunEventSink } from './run-events.js';
import type { RunContext } from './run-context.js';
import { UsageMeter } from './usage-meter.js';

/** A fresh context for one run over the app's shared router, limiter and clock. */
export function createRunContext(
  deps: Pick<AppDependencies, 'config' | 'router' | 'clock' | 'ids' | 'limiter'> & Partial<Pick<AppDependencies, 'faults' | 'tracing'>>,
  options: { signal: AbortSignal; streaming?: boolean; events?: RunEventSink },
): RunContext {
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
