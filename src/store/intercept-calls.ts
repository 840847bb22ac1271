/** A store or repository method, as a proxy sees it. */
export type StoreMethod = (...args: unknown[]) => unknown;

/** Makes the function called in place of `method` (bound to `self`); `operation` names it (`logs.insert`, `clear`). */
export type CallWrapper = (method: StoreMethod, self: object, operation: string) => StoreMethod;

/** `target` with each method (but those in `skip`) replaced, once per method, by what `wrap` makes of it. */
function interceptMethods<T extends object>(target: T, scope: string, wrap: CallWrapper, skip: readonly string[]): T {
  const wrapped = new Map<string, StoreMethod>();
  return new Proxy(target, {
    get(object, property, receiver) {
      const value = Reflect.get(object, property, receiver);
      if (typeof value !== 'function' || typeof property !== 'string' || skip.includes(property)) return value;
      let method = wrapped.get(property);
      if (!method) {
        method = wrap(value as StoreMethod, object, scope ? `${scope}.${property}` : property);
        wrapped.set(property, method);
      }
      return method;
    },
  });
}

/**
 * A store session (the store, or a transaction) whose own methods (but those in `skip`) and every
 * method of its repositories go through `wrap`: the one mechanism the root wiring's outage answer and
 * the store error metrics share. Wrapped methods are made once, not on every call.
 */
export function interceptCalls<T extends object>(session: T, wrap: CallWrapper, skip: readonly string[] = []): T {
  const repositories = new Map<string, object>();
  const wrapped = interceptMethods(session, '', wrap, skip);
  return new Proxy(wrapped, {
    get(object, property, receiver) {
      const value = Reflect.get(object, property, receiver);
      if (!value || typeof value !== 'object' || typeof property !== 'string') return value;
      let repository = repositories.get(property);
      if (!repository) {
        repository = interceptMethods(value, property, wrap, []);
        repositories.set(property, repository);
      }
      return repository;
    },
  });
}
