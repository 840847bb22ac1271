import { createHash } from 'node:crypto';
import { callIdentity } from '../call-identity.js';
import type { CallOptions } from '../spec.js';

/** JSON with sorted keys: the same value always gives the same text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([left], [right]) => (left < right ? -1 : left > right ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** A 32-bit seed from the sha256 of the normalised call: same request, same answer, on any machine. */
export function seedOf(options: CallOptions, modelSeed: number): number {
  return createHash('sha256')
    .update(canonicalJson({ ...callIdentity(options), modelSeed }))
    .digest()
    .readUInt32BE(0);
}
