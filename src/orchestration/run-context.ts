import type { Config } from '../config/schema.js';
import type { ToolFixtures } from '../providers/fixtures/tool-fixtures.js';
import type { ToolBackends } from '../providers/tool-backends/tool-backends.js';
import type { ModelRouter } from '../providers/model-router.js';
import type { Clock } from '../runtime/clock.js';
import type { IdGenerator } from '../runtime/ids.js';
import type { ConcurrencyLimiter } from '../runtime/concurrency-limiter.js';
import type { RunEventSink } from './run-events.js';
import type { FixtureMissTally } from './run-scope.js';
import type { RunTracer } from './run-tracer.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { UsageMeter } from './usage-meter.js';

/** What the runs of one request share about their model calls' turns of the event loop. */
export interface RequestCallTurns {
  /** Whether the request's first model call has been admitted: that one goes in the turn the request is handled in. */
  firstCallAdmitted: boolean;
}

/** Everything one run (an agent, a swarm, a graph…) needs; created per request. */
export interface RunContext {
  config: Config;
  router: ModelRouter;
  clock: Clock;
  /** The clock prices follow (night-time discounts): `RunServices.ledgerClock`, the server's in strict auth; absent: `clock`. */
  ledgerClock?: Clock;
  ids: IdGenerator;
  limiter: ConcurrencyLimiter;
  usage: UsageMeter;
  events: RunEventSink;
  /** Aborted when the client disconnects: calls not yet made are cancelled. */
  signal: AbortSignal;
  /** See `RunScope.outputDrained`: every model call waits for it first. */
  outputDrained?: () => Promise<void>;
  /** Whether model calls should stream (so text deltas reach the events as they are produced). */
  streaming: boolean;
  /** The request's namespace (fault targeting). */
  namespace: string;
  /** The route path the run serves (fault targeting). */
  endpoint: string;
  /** The swarm type being run, once a swarm run names it (fault targeting). */
  swarmType?: string;
  /** Where model calls answered without a fixture are counted (the request's tally, read by http). */
  fixtureMisses: FixtureMissTally;
  /** Holds credit before a run spends it (a 402 when the balance cannot cover it); absent = unlimited. */
  spend?: (amount: number) => Promise<void>;
  /** Recorded tool exchanges (record/replay modes); absent = tools always run live. */
  toolFixtures?: ToolFixtures;
  /** The real backends of the built-in tools, where configured. */
  toolBackends?: ToolBackends;
  /** Tells the URLs of swarms-local's own fake MCP servers (answered live, never recorded or replayed) and reaches them in-process; absent = none. */
  fakeMcp?: FakeMcpAccess;
  /** Spans around agent turns, provider calls and tool calls; absent = not traced. */
  tracer?: RunTracer;
  /** The port this server answered the request on: tools it serves itself are reached there (outbound policy). */
  serverPort?: number;
  /** Shared by every run of the request; absent = every model call waits for its own turn of the event loop. */
  callTurns?: RequestCallTurns;
}

/** What a run needs of swarms-local's own fake MCP servers: whether a URL names one, and an in-process connection to it. */
export interface FakeMcpAccess {
  owns(url: string): boolean;
  connect(url: string): Promise<Transport>;
}
