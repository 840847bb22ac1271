import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresStore } from '../../../src/store/postgres/postgres-store.js';
import type { AdmissionRule, Store } from '../../../src/store/repositories.js';
import { startTestPostgres, type TestPostgres } from '../../support/postgres-server.js';
import { logRow, user } from '../conformance/store-fixtures.js';

let server: TestPostgres;
let store: Store;
beforeAll(async () => {
  server = await startTestPostgres();
  store = await createPostgresStore(await server.createDatabase(), { poolSize: 4, statementTimeoutMs: 5_000, connectTimeoutMs: 5_000 });
});
afterAll(async () => {
  await store?.close();
  await server?.close();
});

/** Windows from 1,000 and from 0 (limits 2 and 3), judged at 10,000; runs expiring after 5,000 are in flight; more than 1 credit must be left. */
const rule = (overrides: Partial<AdmissionRule> = {}): AdmissionRule => ({
  windows: [
    { since: 1_000, limit: 2 },
    { since: 0, limit: 3 },
  ],
  until: 10_000,
  heldAt: 5_000,
  minimumCredit: 1,
  ...overrides,
});
const reservation = (id: string, userId: string, amount = 0.5) => ({ id, userId, amount, expiresAt: 9_000 });

describe('admitting a run in one PostgreSQL statement', () => {
  it('counts logged completions and runs in flight in every window: the first window full refuses, and nothing is written', async () => {
    await store.users.create(user('windows'));
    await store.logs.insert(logRow('old', 'windows', 500));
    expect(await store.admitRun!(reservation('r1', 'windows'), rule())).toBe(true);
    // An expired reservation (a crashed run's) is in flight no longer; a completion after `until` is in no window.
    await store.reservations.create({ id: 'lapsed', userId: 'windows', amount: 5, expiresAt: 4_000 });
    await store.logs.insert(logRow('later', 'windows', 20_000));
    // From 1,000: r1 in flight, so one place left; from 0: the old completion and r1, one left.
    expect(await store.admitRun!(reservation('r2', 'windows'), rule())).toBe(true);
    expect(await store.admitRun!(reservation('r3', 'windows'), rule())).toBe(false);
    // The fixture's user has an unlimited balance: its runs hold no credit.
    expect(await store.reservations.held('windows', 5_000)).toEqual({ count: 2, amount: 0 });
    // Wider limits on the first window: the second (three: the old completion, r1, r2) refuses now.
    expect(
      await store.admitRun!(
        reservation('r3', 'windows'),
        rule({
          windows: [
            { since: 1_000, limit: 9 },
            { since: 0, limit: 3 },
          ],
        }),
      ),
    ).toBe(false);
  });

  it('holds the amount from a limited balance only while, less what runs in flight hold, it stays above the minimum and covers it', async () => {
    await store.users.create(user('limited', { creditBalance: 2.5 }));
    expect(await store.admitRun!(reservation('l1', 'limited', 1), rule())).toBe(true);
    // 1.5 left: not above a minimum of 2, but covers 1 when the minimum is lower.
    expect(await store.admitRun!(reservation('l2', 'limited', 1), rule({ minimumCredit: 2 }))).toBe(false);
    expect(await store.admitRun!(reservation('l2', 'limited', 1), rule({ minimumCredit: 0 }))).toBe(true);
    // 0.5 left: a quarter is covered, but the balance is not above the minimum.
    expect(await store.admitRun!(reservation('l3', 'limited', 0.25), rule({ minimumCredit: 1 }))).toBe(false);
    expect(await store.admitRun!(reservation('l3', 'limited', 0.75), rule({ minimumCredit: 0 }))).toBe(false);
    expect(await store.reservations.held('limited', 5_000)).toEqual({ count: 2, amount: 2 });
  });

  it('holds nothing from an unlimited balance, and admits no user it does not know', async () => {
    await store.users.create(user('unlimited', { creditBalance: null }));
    expect(await store.admitRun!(reservation('u1', 'unlimited', 3), rule())).toBe(true);
    expect(await store.reservations.held('unlimited', 5_000)).toEqual({ count: 1, amount: 0 });
    expect(await store.admitRun!(reservation('n1', 'nobody'), rule())).toBe(false);
  });

  it('admits exactly the places left when admissions race', async () => {
    await store.users.create(user('racing'));
    const results = await Promise.all(Array.from({ length: 8 }, (_, index) => store.admitRun!(reservation(`race-${index}`, 'racing'), rule())));
    expect(results.filter(Boolean)).toHaveLength(2);
    expect((await store.reservations.held('racing', 5_000)).count).toBe(2);
  });

  it("covers a run's next step while the balance less every hold in flight covers it, and holds nothing from an unlimited balance", async () => {
    await store.users.create(user('covering', { creditBalance: 3 }));
    await store.reservations.create({ id: 'c1', userId: 'covering', amount: 1, expiresAt: 9_000 });
    await store.reservations.create({ id: 'c2', userId: 'covering', amount: 1, expiresAt: 7_000 });
    expect(await store.coverRun!({ id: 'c1', userId: 'covering' }, 0.75, 5_000)).toBe(true);
    expect(await store.coverRun!({ id: 'c1', userId: 'covering' }, 0.5, 5_000)).toBe(false);
    expect(await store.reservations.held('covering', 5_000)).toEqual({ count: 2, amount: 2.75 });
    // Once c2 has lapsed (at 7,000), its hold is free again: 1.25 left, then 0.75.
    expect(await store.coverRun!({ id: 'c1', userId: 'covering' }, 0.5, 8_000)).toBe(true);
    expect(await store.coverRun!({ id: 'c1', userId: 'covering' }, 1, 8_000)).toBe(false);
    expect(await store.reservations.held('covering', 8_000)).toEqual({ count: 1, amount: 2.25 });
    await store.users.create(user('unlimited-cover', { creditBalance: null }));
    await store.reservations.create({ id: 'u-c', userId: 'unlimited-cover', amount: 0, expiresAt: 9_000 });
    expect(await store.coverRun!({ id: 'u-c', userId: 'unlimited-cover' }, 100, 5_000)).toBe(true);
    expect(await store.reservations.held('unlimited-cover', 5_000)).toEqual({ count: 1, amount: 0 });
  });
});
