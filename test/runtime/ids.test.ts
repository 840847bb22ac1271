import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createIdGenerator, jobIds } from '../../src/runtime/ids.js';

/** The seeded byte stream written out plainly: sha256 of `seed:counter`, a digest per 32 bytes, what is left of a digest dropped. */
function reference(seed: number | string) {
  let counter = 0;
  const bytes = (n: number) => {
    const chunks: Buffer[] = [];
    while (chunks.length * 32 < n) chunks.push(createHash('sha256').update(`${seed}:${counter++}`).digest());
    return Buffer.concat(chunks).subarray(0, n);
  };
  return {
    hex: (length: number) =>
      bytes(Math.ceil(length / 2))
        .toString('hex')
        .slice(0, length),
    uuid: () => {
      const raw = bytes(16);
      raw[6] = (raw[6] & 0x0f) | 0x40;
      raw[8] = (raw[8] & 0x3f) | 0x80;
      const hex = raw.toString('hex');
      return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
    },
    bytes,
  };
}

describe('the id generator', () => {
  it('seeded, gives the ids of the sha256 stream of its seed, in any mix of kinds and lengths', () => {
    for (const seed of [1, 42, 'team-a']) {
      const ids = createIdGenerator(seed);
      const expected = reference(seed);
      for (let round = 0; round < 40; round += 1) {
        expect(ids.uuid()).toBe(expected.uuid());
        expect(ids.hex(32)).toBe(expected.hex(32));
        expect(ids.hex(7)).toBe(expected.hex(7));
        expect(ids.hex(100)).toBe(expected.hex(100));
        expect(ids.bytes(40)).toEqual(expected.bytes(40));
      }
    }
  });

  it('gives version 4 uuids, seeded or not, and the same sequence for the same seed', () => {
    const version4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    const seeded = createIdGenerator(7);
    const again = createIdGenerator(7);
    const random = createIdGenerator();
    for (let index = 0; index < 200; index += 1) {
      const uuid = seeded.uuid();
      expect(uuid).toMatch(version4);
      expect(again.uuid()).toBe(uuid);
      expect(random.uuid()).toMatch(version4);
    }
    expect(jobIds.agent(createIdGenerator(3))).toBe(`agent-${reference(3).hex(32)}`);
  });
});
