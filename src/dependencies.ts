import { FakeMcpRegistry } from './fake-mcp/fake-mcp-registry.js';
import { setMaxListeners } from 'node:events';
import type { AppDependencies } from './app-dependencies.js';
import type { Config } from './config/schema.js';
import { FaultInjector } from './faults/fault-injector.js';
import { withFaults } from './faults/faulty-router.js';
import { loadScenarioFile } from './faults/load-scenario.js';
import { Journal } from './journal/journal.js';
import { ConcurrencyLimiter } from './runtime/concurrency-limiter.js';
import { completeResult } from './providers/complete-result.js';
import { createDefaultRouter } from './providers/default-router.js';
import { createProviderSetup } from './providers/provider-setup.js';
import type { Protocols } from './providers/protocols.js';
import { VirtualClock } from './runtime/clock.js';
import { createIdGenerator } from './runtime/ids.js';
import { NamespacedClock } from './runtime/namespaced-clock.js';
import { NamespaceRegistry } from './runtime/namespace-registry.js';
import { NamespaceBudgets } from './accounts/namespace-budgets.js';
import { RefusalLog } from './accounts/refusal-log.js';
import { ledgerClock } from './accounts/ledger-clock.js';
import { DEFAULT_NAMESPACE } from './runtime/request-scope.js';
import { createSqliteStore } from './store/sqlite/sqlite-store.js';
import type { Store } from './store/repositories.js';
import { databaseKind } from './config/database-location.js';
import { InFlightWork } from './runtime/in-flight-work.js';

/** The server's shutdown signal: every request in flight listens to it, so more than 10 listeners is normal. */
function shutdownController(): AbortController {
  const controller = new AbortController();
  setMaxListeners(0, controller.signal);
  return controller;
}

/** The SQLite store `db` names; a PostgreSQL store opens asynchronously, so it must be opened first and given as `store`. */
function createSqliteStoreOf(db: string): Store {
  if (databaseKind(db) === 'postgres') throw new Error('A PostgreSQL store opens asynchronously: open it with openStore(config) (or use startServer) and pass it as `store`.');
  return createSqliteStore(db);
}

/**
 * Builds the default dependencies from a resolved configuration; `overrides` replace parts (tests,
 * embedders), and `protocols` adds upstream protocols a route may name besides the built-in ones.
 */
export function createDependencies(
  config: Config,
  env: NodeJS.ProcessEnv = {},
  overrides: Partial<AppDependencies> = {},
  options: { protocols?: Protocols } = {},
): AppDependencies {
  const namespaced = new NamespacedClock(new VirtualClock());
  if (config.clock) namespaced.pin(DEFAULT_NAMESPACE, Date.parse(config.clock));
  const clock = overrides.clock ?? namespaced;
  // Bound late: tracing is loaded after the dependencies (it needs their secrets), and read per call.
  const traceHeaders = () => dependencies.tracing?.outgoingHeaders() ?? {};
  const providers = createProviderSetup(config, { clock, env, traceHeaders, protocols: options.protocols });
  const faults = new FaultInjector('model-calls', config.faultRulesPerNamespace);
  for (const file of config.scenarios) {
    const scenario = loadScenarioFile(file);
    for (const rule of scenario.faults) faults.configure(DEFAULT_NAMESPACE, rule, scenario.name);
  }
  // A failed journal write is counted by the store's error metric (journal.put); the request goes on without it.
  const journal = overrides.journal ?? new Journal(() => dependencies.store.journal, { perNamespace: config.journalPerNamespace, total: config.journalCapacity });
  const fixtures = overrides.fixtures ?? providers.fixtures;
  const chosenFaults = overrides.faults ?? faults;
  // A forgotten namespace takes its journal, faults, fixture cursors and clock with it.
  const forget = (namespace: string) => {
    void journal.clear(namespace).catch(() => {});
    chosenFaults.reset(namespace);
    fixtures?.resetCursors(namespace);
    if (clock instanceof NamespacedClock) clock.reset(namespace);
  };
  const dependencies: AppDependencies = {
    config,
    store: overrides.store ?? createSqliteStoreOf(config.db),
    clock,
    ledgerClock: overrides.ledgerClock ?? ledgerClock({ clock, config }),
    ids: overrides.ids ?? createIdGenerator(config.seed),
    // Faults wrap the router here, once: a run's calls name their site, and the namespace's rules pick by it.
    router: withFaults(overrides.router ?? createDefaultRouter(config, providers.factories), chosenFaults, completeResult),
    limiter: overrides.limiter ?? new ConcurrencyLimiter(config.maxConcurrentCalls),
    journal,
    faults: chosenFaults,
    fixtures,
    toolFixtures: overrides.toolFixtures ?? providers.toolFixtures,
    toolBackends: overrides.toolBackends ?? providers.toolBackends,
    fakeMcp: overrides.fakeMcp ?? new FakeMcpRegistry(config.fakeMcpServers, { callLog: config.fakeMcpCallLog, knownSecrets: overrides.knownSecrets ?? providers.secrets }),
    namespaces: overrides.namespaces ?? new NamespaceRegistry(config.namespaces, forget, () => dependencies.store.namespaceOwners),
    budgets: overrides.budgets ?? new NamespaceBudgets(config.namespaceBudgets, () => dependencies.store.budgets, config.runLimits.deadlineMs),
    refusals: overrides.refusals,
    knownSecrets: overrides.knownSecrets ?? providers.secrets,
    telemetry: overrides.telemetry,
    shutdown: overrides.shutdown ?? shutdownController(),
    work: overrides.work ?? new InFlightWork(),
    tracing: overrides.tracing,
  };
  // After the rest: it follows the store, the ledger clock, the work in flight and the shutdown chosen above.
  dependencies.refusals ??= new RefusalLog(
    () => dependencies.store.logs,
    () => dependencies.ledgerClock.now(),
    dependencies.work,
    dependencies.shutdown.signal,
  );
  return dependencies;
}
