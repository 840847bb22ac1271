/** A store or repository method, as an interception sees it. */
export type StoreMethod = (...args: unknown[]) => unknown;

/** Makes the function called in place of `method` (bound to `self`); `operation` names it (`logs.insert`, `clear`). */
export type CallWrapper = (method: StoreMethod, self: object, operation: string) => StoreMethod;

/** The names of an object's properties, its prototypes' too (a store made by a class), but not Object's own. */
function propertyNames(target: object): string[] {
  const names = new Set<string>();
  for (let level: object | null = target; level && level !== Object.prototype; level = Object.getPrototypeOf(level)) {
    for (const name of Object.getOwnPropertyNames(level)) if (name !== 'constructor') names.add(name);
  }
  return [...names];
}

/**
 * `target` as a plain object made once: each method (but those in `skip`) replaced by what `wrap` makes
 * of it, each object value (a session's repository) intercepted the same way when `nested` (its scope the
 * property's name), and every other value read through on each access (it may change). A call then costs
 * a property read rather than a proxy's trap.
 */
function intercept<T extends object>(target: T, scope: string, wrap: CallWrapper, skip: readonly string[], nested: boolean): T {
  const intercepted = {};
  for (const name of propertyNames(target)) {
    const value = (target as Record<string, unknown>)[name];
    if (typeof value === 'function' && !skip.includes(name)) {
      Object.defineProperty(intercepted, name, { value: wrap(value as StoreMethod, target, scope ? `${scope}.${name}` : name), enumerable: true, configurable: true });
    } else if (nested && value && typeof value === 'object') {
      Object.defineProperty(intercepted, name, { value: intercept(value, name, wrap, [], false), enumerable: true, configurable: true });
    } else {
      Object.defineProperty(intercepted, name, { get: () => (target as Record<string, unknown>)[name], enumerable: true, configurable: true });
    }
  }
  return intercepted as T;
}

/**
 * A store session (the store, or a transaction) whose own methods (but those in `skip`) and every
 * method of its repositories go through `wrap`: the one mechanism the root wiring's outage answer and
 * the store error metrics share. Methods are wrapped once, when the interception is made; the session's
 * other values (its kind, its location) are read through.
 */
export function interceptCalls<T extends object>(session: T, wrap: CallWrapper, skip: readonly string[] = []): T {
  return intercept(session, '', wrap, skip, true);
}
