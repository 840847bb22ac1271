import type { Store, StoreTransaction } from '../store/repositories.js';
import { type CallWrapper, interceptCalls } from '../store/intercept-calls.js';

/** Calls through, reporting a throw or a rejection under its operation before passing it on. */
function counting(onError: (operation: string) => void): CallWrapper {
  return (method, self, operation) =>
    (...args) => {
      try {
        const result = method.apply(self, args);
        if (result instanceof Promise) return result.catch((error: unknown) => (onError(operation), Promise.reject(error)));
        return result;
      } catch (error) {
        onError(operation);
        throw error;
      }
    };
}

/**
 * The store, with every error its repositories throw reported (metrics) and passed on unchanged,
 * inside transactions too. A transaction itself is not counted: what fails inside it is the
 * caller's work, and its store calls are counted on their own.
 */
export function reportStoreErrors(store: Store, onError: (operation: string) => void): Store {
  const wrap = counting(onError);
  const wrapped = interceptCalls(store, wrap, ['transaction']);
  // A store may hand every transaction the same session (SQLite does): it is wrapped once, not per transaction.
  const wrappedSessions = new WeakMap<StoreTransaction, StoreTransaction>();
  const counted = (tx: StoreTransaction) => {
    let session = wrappedSessions.get(tx);
    if (!session) {
      session = interceptCalls(tx, wrap, ['lockUser']);
      wrappedSessions.set(tx, session);
    }
    return session;
  };
  const transaction: Store['transaction'] = (work, options) => store.transaction((tx) => work(counted(tx)), options);
  // The interception is a plain object of our own: its transaction becomes the counting one.
  return Object.defineProperty(wrapped, 'transaction', { value: transaction, enumerable: true });
}
