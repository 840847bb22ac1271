import { createHash } from 'node:crypto';
import { callIdentity } from '../call-identity.js';
import type { CallOptions } from '../spec.js';
import { canonicalJson } from '../../runtime/canonical-json.js';

/** A 32-bit seed from the sha256 of the normalised call: same request, same answer, on any machine. */
export function seedOf(options: CallOptions, modelSeed: number): number {
  return createHash('sha256')
    .update(canonicalJson({ ...callIdentity(options), modelSeed }))
    .digest()
    .readUInt32BE(0);
}
