import { randomBytes } from 'node:crypto';
import { sha256, sha256Hex } from './sha256.js';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Makes every id the API hands out; seeded, it gives the same sequence on every run. */
export interface IdGenerator {
  /** `n` random bytes (deterministic when seeded). */
  bytes(n: number): Buffer;
  hex(length: number): string;
  alphanumeric(length: number): string;
  uuid(): string;
  /** Starts the sequence again: seeded, the same ids as from a fresh start (a reset). */
  restart(): void;
}

/** A generator from a seed (deterministic) or from the system's randomness. */
export function createIdGenerator(seed?: number | string): IdGenerator {
  let counter = 0;
  // Seeded, the bytes are the sha256 of `seed:counter`, one digest per 32 bytes.
  const bytes =
    seed === undefined
      ? (n: number) => randomBytes(n)
      : (n: number) => {
          const chunks: Buffer[] = [];
          let total = 0;
          while (total < n) {
            const chunk = sha256(`${seed}:${counter++}`);
            chunks.push(chunk);
            total += chunk.length;
          }
          return Buffer.concat(chunks).subarray(0, n);
        };
  // The hex of the next `length / 2` bytes: seeded and at most one digest long, the digest's hex itself (the same characters, without a buffer).
  const hex = (length: number) =>
    seed !== undefined && length <= 64
      ? sha256Hex(`${seed}:${counter++}`).slice(0, length)
      : bytes(Math.ceil(length / 2))
          .toString('hex')
          .slice(0, length);
  return {
    bytes,
    hex,
    alphanumeric: (length) => [...bytes(length)].map((byte) => ALPHANUMERIC[byte % ALPHANUMERIC.length]).join(''),
    restart: () => {
      counter = 0;
    },
    uuid: () => {
      // Version 4: the high nibble of byte 6 is 4; the two high bits of byte 8 are 10.
      const raw = hex(32);
      const variant = ((Number.parseInt(raw[16], 16) & 0x3) | 0x8).toString(16);
      return `${raw.slice(0, 8)}-${raw.slice(8, 12)}-4${raw.slice(13, 16)}-${variant}${raw.slice(17, 20)}-${raw.slice(20)}`;
    },
  };
}

/** The id formats of the hosted API's response shapes. */
export const jobIds = {
  agent: (ids: IdGenerator) => `agent-${ids.hex(32)}`,
  swarm: (ids: IdGenerator) => `swarms-${ids.alphanumeric(28)}`,
  graph: (ids: IdGenerator) => `graph-workflow-${ids.hex(32)}`,
  reasoning: (ids: IdGenerator) => `reasoning-agent-${ids.hex(32)}`,
  decision: (ids: IdGenerator) => `decision-${ids.hex(32)}`,
  batch: (ids: IdGenerator) => `batch-${ids.hex(32)}`,
  grid: (ids: IdGenerator) => `grid-${ids.hex(32)}`,
  autoSwarm: (ids: IdGenerator) => `auto-swarm-${ids.hex(32)}`,
  research: (ids: IdGenerator) => `research-${ids.hex(32)}`,
  chat: (ids: IdGenerator) => `chatcmpl-${ids.alphanumeric(29)}`,
} as const;
