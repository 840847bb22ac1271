import { extraCost } from '../billing/cost.js';
import type { Config } from '../config/schema.js';
import { freeTierRouter } from '../providers/free-tier-router.js';
import type { ToolFixtures } from '../providers/fixtures/tool-fixtures.js';
import type { ToolBackends } from '../providers/tool-backends/tool-backends.js';
import type { ModelRouter } from '../providers/model-router.js';
import type { Clock } from '../runtime/clock.js';
import type { ConcurrencyLimiter } from '../runtime/concurrency-limiter.js';
import type { IdGenerator } from '../runtime/ids.js';
import { fanOut, ignoreEvents, type RunEventSink } from './run-events.js';
import type { FakeMcpAccess, RequestCallTurns, RunContext } from './run-context.js';
import type { RunScope } from './run-scope.js';
import type { RunTracer } from './run-tracer.js';
import { UsageMeter } from './usage-meter.js';

/** The server's shared services every run is built over (the root wiring's dependencies are one). */
export interface RunServices {
  config: Config;
  router: ModelRouter;
  clock: Clock;
  /** The clock the run ledger and prices follow (the root wiring decides: see accounts/ledger-clock.ts); absent = `clock`. */
  ledgerClock?: Clock;
  ids: IdGenerator;
  limiter: ConcurrencyLimiter;
  /** Where run spans go; absent = not traced. */
  tracing?: { runs: RunTracer };
  /** Recorded tool exchanges (record/replay modes); absent = tools always run live. */
  toolFixtures?: ToolFixtures;
  /** The real backends of the built-in tools, where configured. */
  toolBackends?: ToolBackends;
  /** Tells the URLs of swarms-local's own fake MCP servers (answered live, never recorded or replayed); absent = none. */
  fakeMcp?: FakeMcpAccess;
}

/** The call turns of each request, by the scope its runs share (one per request). */
const callTurnsOfRequest = new WeakMap<RunScope, RequestCallTurns>();

/** The call turns shared by every run of the request whose scope this is. */
function callTurnsOf(scope: RunScope): RequestCallTurns {
  let turns = callTurnsOfRequest.get(scope);
  if (!turns) {
    turns = { firstCallAdmitted: false };
    callTurnsOfRequest.set(scope, turns);
  }
  return turns;
}

/** A fresh context for one run of a request, over the server's shared router, limiter and clock. */
export function createRunContext(deps: RunServices, scope: RunScope, options: { streaming?: boolean; events?: RunEventSink } = {}): RunContext {
  const { spend } = scope;
  return {
    config: deps.config,
    router: scope.freeTier ? freeTierRouter(deps.router) : deps.router,
    clock: deps.clock,
    ledgerClock: deps.ledgerClock ?? deps.clock,
    ids: deps.ids,
    limiter: deps.limiter,
    // An extra (image, tool-server call, search) is held for before it is counted, like a model call.
    usage: new UsageMeter(spend && ((kind, count) => spend(extraCost(kind, count, deps.config.pricing)))),
    // The request's sinks (journal, telemetry) see every event of every run of the request.
    events: fanOut(options.events ?? ignoreEvents, scope.events ?? ignoreEvents),
    signal: scope.signal,
    outputDrained: scope.outputDrained,
    streaming: options.streaming ?? false,
    namespace: scope.namespace,
    endpoint: scope.endpoint,
    fixtureMisses: scope.fixtureMisses,
    toolFixtures: deps.toolFixtures,
    fakeMcp: deps.fakeMcp,
    toolBackends: deps.toolBackends,
    spend,
    tracer: deps.tracing?.runs,
    callTurns: callTurnsOf(scope),
    serverPort: scope.serverPort,
  };
}
