import { ApiError } from './errors/api-error.js';
import type { StoreOutageLog } from './observability/store-outage-log.js';
import { interceptCalls } from './store/intercept-calls.js';
import type { Store } from './store/repositories.js';
import { isStoreUnavailable } from './store/store-unavailable.js';

const STORE_NAMES = { sqlite: 'SQLite', postgres: 'PostgreSQL' } as const;

/** The error a caller sees when the store is out of reach: a 503 naming the store, without its address. */
function outage(error: unknown): unknown {
  if (!isStoreUnavailable(error)) return error;
  return new ApiError('STORE_UNAVAILABLE', `The ${STORE_NAMES[error.store]} store is unavailable; retry when it is back.`, {
    cause: error,
    retryable: true,
    headers: { 'Retry-After': '1' },
  });
}

/**
 * The store, with a database outage (StoreUnavailableError, from any repository or transaction)
 * turned into ApiError STORE_UNAVAILABLE, so every route, stream and batch item answers the same
 * 503 whose detail names the store, and `watch` told when the database goes out of reach and when it
 * answers again. The store layer itself knows nothing of HTTP errors.
 */
export function answerStoreOutages(store: Store, watch?: StoreOutageLog): Store {
  const settled = (result: unknown) => (watch?.up(), result);
  const failed = (error: unknown) => {
    if (isStoreUnavailable(error)) watch?.down(error);
    return Promise.reject(outage(error));
  };
  return interceptCalls(store, (method, self) => (...args) => {
    const result = method.apply(self, args);
    return result instanceof Promise ? result.then(settled, failed) : result;
  });
}
