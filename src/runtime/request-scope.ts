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
 * clock and the fixture cursors find their namespace without threading it through every call.
 */
export function runInScope<T>(scope: RequestScope, work: () => T): T {
  return storage.run(Object.freeze({ ...scope }), work);
}

/** The current namespace (the default one outside a request). */
export function currentNamespace(): string {
  return storage.getStore()?.namespace ?? DEFAULT_NAMESPACE;
}
