/**
 * The store's database cannot be reached (or did not answer in time): the request cannot be served
 * now, but may be once the database is back. The HTTP layer renders it as a 503 naming the store.
 */
export class StoreUnavailableError extends Error {
  /** Which store failed, as `Store.kind` names it. */
  readonly store: 'sqlite' | 'postgres';
  /** The driver's reason alone (e.g. `ECONNREFUSED: connect ECONNREFUSED 10.0.0.5:5432`), for the operator. */
  readonly reason: string;

  constructor(store: 'sqlite' | 'postgres', message: string, options?: { cause?: unknown; reason?: string }) {
    super(message, options);
    this.name = 'StoreUnavailableError';
    this.store = store;
    this.reason = options?.reason ?? message;
  }
}

/** True when the value is a StoreUnavailableError. */
export function isStoreUnavailable(value: unknown): value is StoreUnavailableError {
  return value instanceof StoreUnavailableError;
}
