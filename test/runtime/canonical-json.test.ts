import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../../src/runtime/canonical-json.js';

/** The form seeds, fixture keys and configuration hashes were first made with: the bytes must stay these. */
function reference(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(reference).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([left], [right]) => (left < right ? -1 : left > right ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${reference(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

const values = fc.anything({ withSparseArray: true, withNullPrototype: true, withBoxedValues: false, maxDepth: 4 });

describe('canonical JSON', () => {
  it('writes any value as it always has', () => {
    fc.assert(
      fc.property(values, (value) => {
        expect(canonicalJson(value)).toBe(reference(value));
      }),
      { numRuns: 1000 },
    );
  });

  it('writes equal objects the same whatever their key order, and leaves undefined members out', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, undefined, 'x'], c: null }, e: undefined })).toBe('{"a":{"c":null,"d":[1,null,"x"]},"b":1}');
    expect(canonicalJson({ a: { c: null, d: [1, undefined, 'x'] }, b: 1 })).toBe(canonicalJson({ b: 1, a: { d: [1, undefined, 'x'], c: null } }));
    expect(canonicalJson({ Z: 1, a: 2, é: 3, '10': 4, '9': 5 })).toBe('{"10":4,"9":5,"Z":1,"a":2,"é":3}');
  });
});
