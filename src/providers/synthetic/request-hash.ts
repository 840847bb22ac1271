import { callIdentity } from '../call-identity.js';
import type { CallOptions, ChatMessage } from '../spec.js';
import { canonicalJson } from '../../runtime/canonical-json.js';
import { sha256 } from '../../runtime/sha256.js';

/** The timestamp of an agent's memory entry (`[2026-07-01T10:30:00.123000] Human: ...`): when, not what, was asked. */
const MEMORY_STAMP = /^\[\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?\] /gm;

const unstamped = (message: ChatMessage): ChatMessage =>
  message.role === 'user' && typeof message.content === 'string' ? { ...message, content: message.content.replace(MEMORY_STAMP, '') } : message;

/**
 * A 32-bit seed from the sha256 of the normalised call: same request, same answer, on any machine.
 * Memory timestamps are left out, so the answer does not change with the clock the run kept.
 */
export function seedOf(options: CallOptions, modelSeed: number): number {
  return sha256(canonicalJson({ ...callIdentity(options), messages: options.messages.map(unstamped), modelSeed })).readUInt32BE(0);
}
