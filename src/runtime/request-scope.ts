import { AsyncLocalStorage } from 'node:async_hooks';

/** The namespace of requests that name none. */
export const DEFAULT_NAMESPACE = 'default';

/** What is known about the request a piece of work belongs to, wherever it runs. */
export interface RequestScope {
  /** Scopes journal, fixture cursors, faults, scenarios and the clock (`x-swarms-local-namespace`). */
  namespace: string;
  /** The route path, e.g. `/v1/swarm/completions`. */
  endpoint: string;
  /** The swarm type of a swarm run, once known (fault targeting). */
  swarmType?: string;
  /** replay-or-synthetic: calls that found no fixture and were answered synthetically. */
  fixtureMisses?: number;
  /**
   * Holds credit (USD) for what the request's runs are about to spend, or gives back a negative amount;
   * throws a 402 when the balance cannot cover it. Absent when the user's credit is unlimited.
   */
  spend?: (amount: number) => void;
  /** Receives every run event of the request (the journal recorder); untyped here to keep runtime below orchestration. */
  events?: (event: never) => void;
}

const storage = new AsyncLocalStorage<RequestScope>();

/**
 * Runs `work` inside a request scope. AsyncLocalStorage carries the scope through every await, so
 * the clock, the fault injector and the fixture cursors find their namespace without threading it
 * through every call.
 */
export function runInScope<T>(scope: RequestScope, work: () => T): T {
  return storage.run(scope, work);
}

/** The scope of the current request, if any (background work has none). */
export function currentScope(): RequestScope | undefined {
  return storage.getStore();
}

/** The current namespace (the default one outside a request). */
export function currentNamespace(): string {
  return storage.getStore()?.namespace ?? DEFAULT_NAMESPACE;
}
