import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPool } from '../../../src/store/postgres/pool.js';
import { createPostgresStore } from '../../../src/store/postgres/postgres-store.js';
import { translated } from '../../../src/store/postgres/queryable.js';
import { StoreUnavailableError } from '../../../src/store/store-unavailable.js';
import { startTestPostgres, type TestPostgres } from '../../support/postgres-server.js';

let server: TestPostgres;
beforeAll(async () => {
  server = await startTestPostgres();
});
afterAll(() => server?.close());

const user = (id: string) => ({ id, name: id, tier: 'free' as const, creditBalance: 1, createdAt: 1 });

describe('PostgreSQL going away', () => {
  it.skipIf(process.env.SWARMS_LOCAL_TEST_PG_URL)('fails calls with StoreUnavailableError while the server is down, keeps committed rows, and recovers by itself', async () => {
    const url = await server.createDatabase();
    const idleErrors: Error[] = [];
    const store = await createPostgresStore(url, { poolSize: 3, statementTimeoutMs: 5_000, connectTimeoutMs: 2_000 }, { onIdleError: (error) => idleErrors.push(error) });
    try {
      await store.users.create(user('before'));
      // Connections in the pool and one inside an open transaction when the server stops.
      await Promise.all([store.users.list(), store.users.list(), store.users.list()]);
      await server.stop();
      const failures = await Promise.allSettled([store.users.findById('before'), store.users.create(user('during')), store.transaction((tx) => tx.users.list())]);
      for (const failure of failures) {
        expect(failure.status).toBe('rejected');
        const reason = (failure as PromiseRejectedResult).reason;
        expect(reason).toBeInstanceOf(StoreUnavailableError);
        expect(reason.message).toMatch(/^The PostgreSQL store is unavailable/);
        expect(reason.message).not.toContain(new URL(url).password);
      }
      await server.start();
      // The first calls after the restart may still meet connections the stop broke; the pool
      // discards each one that fails, so within a pool's worth of calls the store answers again.
      let recovered: Awaited<ReturnType<typeof store.users.findById>>;
      for (let attempt = 0; ; attempt++) {
        try {
          recovered = await store.users.findById('before');
          break;
        } catch (error) {
          expect(error).toBeInstanceOf(StoreUnavailableError);
          expect(attempt).toBeLessThan(3);
        }
      }
      expect(recovered).toEqual(user('before'));
      expect(await store.users.findById('during')).toBeUndefined();
      await store.users.create(user('after'));
      expect((await store.users.list()).map((row) => row.id)).toEqual(['after', 'before']);
    } finally {
      await store.close();
    }
  });

  it('a statement over the statement timeout is a StoreUnavailableError too, and an ordinary SQL error stays itself', async () => {
    const pool = createPool(await server.createDatabase(), { poolSize: 1, statementTimeoutMs: 100, connectTimeoutMs: 5_000 }, () => {});
    try {
      const db = translated(pool);
      const slow = await db.query('SELECT pg_sleep(5)').catch((error: unknown) => error);
      expect(slow).toBeInstanceOf(StoreUnavailableError);
      expect((slow as Error).message).toMatch(/statement timeout/);
      const wrong = await db.query('SELECT * FROM no_such_table').catch((error: unknown) => error);
      expect(wrong).not.toBeInstanceOf(StoreUnavailableError);
      expect((wrong as { code?: string }).code).toBe('42P01');
      expect((await db.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    } finally {
      await pool.end();
    }
  });
});
