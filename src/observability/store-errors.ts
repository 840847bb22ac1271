import type { Store } from '../store/repositories.js';

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

/**
 * The store, with every error its repositories throw reported (metrics) and passed on unchanged.
 * `transaction` is left alone: what fails inside it is the caller's work, and its store calls are
 * counted on their own.
 */
export function reportStoreErrors(store: Store, onError: (operation: string) => void): Store {
  const repositories = new Map<PropertyKey, object>();
  const wrapped = wrapMethods(store, '', onError, ['transaction']);
  return new Proxy(wrapped, {
    get(object, property, receiver) {
      const value = Reflect.get(object, property, receiver);
      if (!value || typeof value !== 'object' || typeof property !== 'string') return value;
      if (!repositories.has(property)) repositories.set(property, wrapMethods(value, property, onError, []));
      return repositories.get(property);
    },
  });
}
