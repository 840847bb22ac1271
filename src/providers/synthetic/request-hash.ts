import { callIdentity } from '../call-identity.js';
import type { CallOptions } from '../spec.js';
import { canonicalJson } from '../../runtime/canonical-json.js';
import { sha256 } from '../../runtime/sha256.js';

/** A 32-bit seed from the sha256 of the normalised call: same request, same answer, on any machine. */
export function seedOf(options: CallOptions, modelSeed: number): number {
  return sha256(canonicalJson({ ...callIdentity(options), modelSeed })).readUInt32BE(0);
}
