import type { AppDependencies } from '../app-dependencies.js';
import { ignoreEvents, type RunEventSink } from './run-events.js';
import type { RunContext } from './run-context.js';
import { UsageMeter } from './usage-meter.js';

/** A fresh context for one run over the app's shared router, limiter and clock. */
export function createRunContext(
  deps: Pick<AppDependencies, 'config' | 'router' | 'clock' | 'ids' | 'limiter'>,
  options: { signal: AbortSignal; streaming?: boolean; events?: RunEventSink },
): RunContext {
  return {
    config: deps.config,
    router: deps.router,
    clock: deps.clock,
    ids: deps.ids,
    limiter: deps.limiter,
    usage: new UsageMeter(),
    events: options.events ?? ignoreEvents,
    signal: options.signal,
    streaming: options.streaming ?? false,
  };
}
