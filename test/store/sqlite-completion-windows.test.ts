import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createSqliteStore } from '../../src/store/sqlite/sqlite-store.js';
import { logRow } from './conformance/store-fixtures.js';

const directory = mkdtempSync(join(tmpdir(), 'swarms-completion-windows-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

/** The window the rate limiter reads: all of u1's completions, and the oldest. */
async function windows(store: ReturnType<typeof createSqliteStore>) {
  const {
    windows: [window],
  } = await store.logs.windowCounts('u1', [0], Number.MAX_SAFE_INTEGER, 0);
  return window;
}

describe('SQLite completion windows (counted from the times kept beside the rows)', () => {
  it('follow completions written after they were first read, and leave out a rolled-back one and other categories', async () => {
    const store = createSqliteStore(':memory:');
    try {
      expect(await windows(store)).toEqual({ count: 0, oldest: undefined });
      await store.logs.insert(logRow('a', 'u1', 300));
      await store.transaction(async (tx) => tx.logs.insert(logRow('b', 'u1', 100)));
      await store.logs.insert(logRow('f', 'u1', 50, { category: 'failed-run' }));
      await expect(
        store.transaction(async (tx) => {
          await tx.logs.insert(logRow('c', 'u1', 10));
          throw new Error('settlement failed');
        }),
      ).rejects.toThrow('settlement failed');

      expect(await windows(store)).toEqual({ count: 2, oldest: 100 });
      expect(await store.logs.countCompletions('u1', 101, { until: 300 })).toBe(1);
    } finally {
      await store.close();
    }
  });

  it('see what another connection to the same file wrote, and forget a user whose rows were deleted', async () => {
    const path = join(directory, `${randomUUID()}.db`);
    const first = createSqliteStore(path);
    const second = createSqliteStore(path);
    try {
      await first.logs.insert(logRow('a', 'u1', 100));
      expect(await windows(first)).toEqual({ count: 1, oldest: 100 });
      await second.logs.insert(logRow('b', 'u1', 50));

      expect(await windows(first)).toEqual({ count: 2, oldest: 50 });
      await first.resetUser('u1');
      expect(await windows(first)).toEqual({ count: 0, oldest: undefined });
    } finally {
      await second.close();
      await first.close();
    }
  });

  it("count runs in flight from the reservations this connection creates and removes, leave out rolled-back and expired ones, and see another connection's", async () => {
    const path = join(directory, `${randomUUID()}.db`);
    const first = createSqliteStore(path);
    const second = createSqliteStore(path);
    const inFlight = async (store: ReturnType<typeof createSqliteStore>, at = 0) => (await store.logs.windowCounts('u1', [0], Number.MAX_SAFE_INTEGER, at)).inFlight;
    try {
      expect(await inFlight(first)).toBe(0);
      await first.reservations.create({ id: 'r1', userId: 'u1', amount: 0, expiresAt: 1000 });
      await first.transaction(async (tx) => tx.reservations.create({ id: 'r2', userId: 'u1', amount: 0, expiresAt: 2000 }));
      await expect(
        first.transaction(async (tx) => {
          await tx.reservations.create({ id: 'r3', userId: 'u1', amount: 0, expiresAt: 3000 });
          throw new Error('admission failed');
        }),
      ).rejects.toThrow('admission failed');
      expect(await inFlight(first)).toBe(2);
      expect(await inFlight(first, 1000)).toBe(1);

      await first.reservations.remove('r1');
      expect(await inFlight(first)).toBe(1);
      await second.reservations.create({ id: 'r4', userId: 'u1', amount: 0, expiresAt: 4000 });
      expect(await inFlight(first)).toBe(2);
      await second.reservations.remove('r2');
      expect(await inFlight(first)).toBe(1);
      expect(await inFlight(second)).toBe(1);
    } finally {
      await second.close();
      await first.close();
    }
  });
});
