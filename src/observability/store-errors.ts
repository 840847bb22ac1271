import type { Store, StoreSession } from '../store/repositories.js';

type Method = (...args: unknown[]) => unknown;

/** Calls `method`, reporting a throw or a rejection under `operation` before passing it on. */
function counted(method: Method, self: unknown, operation: string, onError: (operation: string) => void): Method {
  return (...args) => {
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

/** Wraps the methods of one object (the store or one of its repositories). */
function wrapMethods<T extends object>(target: T, scope: string, onError: (operation: string) => void, skip: string[]): T {
  return new Proxy(target, {
    get(object, property, receiver) {
      const value = Reflect.get(object, property, receiver);
      if (typeof value !== 'function' || typeof property !== 'string' || skip.includes(property)) return value;
      return counted(value as Method, object, scope ? `${scope}.${property}` : property, onError);
    },
  });
}

/** A session (the store, or a transaction) whose repositories report their errors; `skip` names methods of its own left alone. */
function wrapSession<T extends StoreSession>(session: T, onError: (operation: string) => void, skip: string[]): T {
  const repositories = new Map<PropertyKey, object>();
  const wrapped = wrapMethods(session, '', onError, skip);
  return new Proxy(wrapped, {
    get(object, property, receiver) {
      const value = Reflect.get(object, property, receiver);
      if (!value || typeof value !== 'object' || typeof property !== 'string') return value;
      if (!repositories.has(property)) repositories.set(property, wrapMethods(value, property, onError, []));
      return repositories.get(property);
    },
  });
}

/**
 * The store, with every error its repositories throw reported (metrics) and passed on unchanged,
 * inside transactions too. A transaction itself is not counted: what fails inside it is the
 * caller's work, and its store calls are counted on their own.
 */
export function reportStoreErrors(store: Store, onError: (operation: string) => void): Store {
  const wrapped = wrapSession(store, onError, ['transaction']);
  const transaction: Store['transaction'] = (work, options) => store.transaction((tx) => work(wrapSession(tx, onError, ['lockUser'])), options);
  return new Proxy(wrapped, {
    get: (object, property, receiver) => (property === 'transaction' ? transaction : Reflect.get(object, property, receiver)),
  });
}
