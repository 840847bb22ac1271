import { createHash, randomBytes } from 'node:crypto';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Makes every id the API hands out; seeded, it gives the same sequence on every run. */
export interface IdGenerator {
  /** `n` random bytes (deterministic when seeded). */
  bytes(n: number): Buffer;
  hex(length: number): string;
  alphanumeric(length: number): string;
  uuid(): string;
}

/** A generator from a seed (deterministic) or from the system's randomness. */
export function createIdGenerator(seed?: number | string): IdGenerator {
  let counter = 0;
  const bytes =
    seed === undefined
      ? (n: number) => randomBytes(n)
      : (n: number) => {
          const chunks: Buffer[] = [];
          let total = 0;
          while (total < n) {
            const chunk = createHash('sha256').update(`${seed}:${counter++}`).digest();
            chunks.push(chunk);
            total += chunk.length;
          }
          return Buffer.concat(chunks).subarray(0, n);
        };
  return {
    bytes,
    hex: (length) =>
      bytes(Math.ceil(length / 2))
        .toString('hex')
        .slice(0, length),
    alphanumeric: (length) => [...bytes(length)].map((byte) => ALPHANUMERIC[byte % ALPHANUMERIC.length]).join(''),
    uuid: () => {
      const raw = bytes(16);
      raw[6] = (raw[6] & 0x0f) | 0x40;
      raw[8] = (raw[8] & 0x3f) | 0x80;
      const hex = raw.toString('hex');
      return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
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
