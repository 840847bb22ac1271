/** A vitest/jest asymmetric matcher (`expect.stringContaining(...)`, `expect.any(Number)`). */
interface AsymmetricMatcher {
  asymmetricMatch(value: unknown): boolean;
}

const isAsymmetric = (value: unknown): value is AsymmetricMatcher => typeof (value as AsymmetricMatcher | null)?.asymmetricMatch === 'function';

/**
 * Whether `actual` has every part `expected` names: objects key by key (extra keys allowed), arrays
 * item by item with the same length, a RegExp tested against text, an asymmetric matcher asked,
 * anything else compared with Object.is.
 */
export function matchesPartially(actual: unknown, expected: unknown): boolean {
  if (isAsymmetric(expected)) return expected.asymmetricMatch(actual);
  if (expected instanceof RegExp) return typeof actual === 'string' && expected.test(actual);
  if (Array.isArray(expected)) {
    return Array.isArray(actual) && actual.length === expected.length && expected.every((item, index) => matchesPartially(actual[index], item));
  }
  if (expected !== null && typeof expected === 'object') {
    if (actual === null || typeof actual !== 'object') return false;
    const object = actual as Record<string, unknown>;
    return Object.entries(expected).every(([key, value]) => matchesPartially(object[key], value));
  }
  return Object.is(actual, expected);
}
