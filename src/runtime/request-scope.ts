import { AsyncLocalStorage } from 'node:async_hooks';

/** The namespace of requests that name none. */
export const DEFAULT_NAMESPACE = 'default';

/**
 * What is truly ambient in a request: its namespace, which the clock and the fixture replay cursors read
 * wherever they are called from. Read-only: http enters it, every layer below only reads. Everything else a
 * layer needs (endpoint, credit, events, the fixture-miss tally) is passed to it explicitly.
 */
export interface RequestScope {
  /** Scopes the clock and the fixture cursors (`x-swarms-local-namespace`). */
  readonly namespace: string;
}

const storage = new AsyncLocalStorage<RequestScope>();

/**
 * Runs `work` inside a request scope. AsyncLocalStorage carries the scope through every await, so the
 * clock and the fixture cursors find their namespace without threading it through every call. The
 * default namespace outside any scope is entered by not entering one (it is what is read outside a
 * scope): on Node 20 an AsyncLocalStorage in use makes every promise of the process pay for async hooks,
 * so a server whose requests name no namespace never turns them on.
 */
export function runInScope<T>(scope: RequestScope, work: () => T): T {
  if (scope.namespace === DEFAULT_NAMESPACE && storage.getStore() === undefined) return work();
  return storage.run(Object.freeze({ ...scope }), work);
}

/** The current namespace (the default one outside a request). */
export function currentNamespace(): string {
  return storage.getStore()?.namespace ?? DEFAULT_NAMESPACE;
}
