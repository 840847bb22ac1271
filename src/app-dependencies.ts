import type { NamespaceBudgets } from './accounts/namespace-budgets.js';
import type { RefusalLog } from './accounts/refusal-log.js';
import type { Config } from './config/schema.js';
import type { FaultInjector } from './faults/fault-injector.js';
import type { Journal } from './journal/journal.js';
import type { NamespaceRegistry } from './runtime/namespace-registry.js';
import type { ConcurrencyLimiter } from './runtime/concurrency-limiter.js';
import type { FixtureAdmin } from './providers/fixtures/fixture-admin.js';
import type { ToolFixtures } from './providers/fixtures/tool-fixtures.js';
import type { ToolBackends } from './providers/tool-backends/tool-backends.js';
import type { FakeMcpRegistry } from './fake-mcp/fake-mcp-registry.js';
import type { ModelRouter } from './providers/model-router.js';
import type { Clock } from './runtime/clock.js';
import type { IdGenerator } from './runtime/ids.js';
import type { Store } from './store/repositories.js';
import type { Telemetry, Tracing } from './observability/telemetry.js';
import type { InFlightWork } from './runtime/in-flight-work.js';

/** Everything the app is built from; `createApp` takes it, tests and embedders can swap any part. */
export interface AppDependencies {
  config: Config;
  store: Store;
  clock: Clock;
  /** The clock the ledger reads (rate-limit windows, run log times, night-time prices): see accounts/ledger-clock.ts. */
  ledgerClock: Clock;
  ids: IdGenerator;
  /** Model name → LanguageModel (routing, retries, fallbacks, recording; injected faults for calls that name their site). */
  router: ModelRouter;
  /** The global cap on provider calls in flight. */
  limiter: ConcurrencyLimiter;
  /** The request journal (admin plane, testing API). */
  journal: Journal;
  /** Injected faults and loaded scenarios, per namespace. */
  faults: FaultInjector;
  /** Fixture bookkeeping (replay/record modes): cursors and the usage report. */
  fixtures?: FixtureAdmin;
  /** Recorded MCP and built-in tool exchanges (record/replay modes); absent = tools always run live. */
  toolFixtures?: ToolFixtures;
  /** The real backends of the built-in tools, where configured. */
  toolBackends?: ToolBackends;
  /** The fake MCP servers served at /_swarms-local/mcp/<name>. */
  fakeMcp: FakeMcpRegistry;
  /** The namespaces in use: who created each, bounded per user and in all. */
  namespaces: NamespaceRegistry;
  /** Per-namespace spending budgets (absent: none). */
  budgets?: NamespaceBudgets;
  /** Log rows of the rate limiter's refusals, one per key per second (absent: they are not logged). */
  refusals?: RefusalLog;
  /** Aborted when the server shuts down: every run in flight is cancelled with it. */
  shutdown: AbortController;
  /** Request handlers still running: a shutdown waits (bounded) for them before closing the store. */
  work: InFlightWork;
  /** Known secret values (provider keys): masked in logs, the journal and responses. */
  knownSecrets?: string[];
  /** Request logs and metrics (absent: neither). */
  telemetry?: Telemetry;
  /** OpenTelemetry traces (absent: off, and no SDK loaded). */
  tracing?: Tracing;
}
