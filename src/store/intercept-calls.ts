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

/** A value of `target` read through on every access (anything but a method: it may change, as a getter's value does). */
function readThrough(into: object, target: object, name: string): void {
  Object.defineProperty(into, name, { get: () => (target as Record<string, unknown>)[name], enumerable: true, configurable: true });
}

/**
 * `target` with each method (but those in `skip`) replaced by what `wrap` makes of it, once, when the
 * interception is made: a plain object, so a call costs a property read rather than a proxy's trap.
 */
function interceptMethods<T extends object>(target: T, scope: string, wrap: CallWrapper, skip: readonly string[]): T {
  const intercepted = {};
  for (const name of propertyNames(target)) {
    const value = (target as Record<string, unknown>)[name];
    if (typeof value === 'function' && !skip.includes(name)) {
      Object.defineProperty(intercepted, name, { value: wrap(value as StoreMethod, target, scope ? `${scope}.${name}` : name), enumerable: true, configurable: true });
    } else readThrough(intercepted, target, name);
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
  const intercepted = interceptMethods(session, '', wrap, skip) as Record<string, unknown>;
  for (const name of propertyNames(session)) {
    const value = (session as Record<string, unknown>)[name];
    if (value && typeof value === 'object') Object.defineProperty(intercepted, name, { value: interceptMethods(value, name, wrap, []), enumerable: true, configurable: true });
  }
  return intercepted as T;
}
