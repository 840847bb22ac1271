import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratePostgres, POSTGRES_MIGRATIONS } from '../../../src/store/postgres/migrations.js';
import { createPostgresStore } from '../../../src/store/postgres/postgres-store.js';
import { startTestPostgres, type TestPostgres } from '../../support/postgres-server.js';

const SETTINGS = { poolSize: 4, statementTimeoutMs: 10_000, connectTimeoutMs: 5_000 };

let server: TestPostgres;
beforeAll(async () => {
  server = await startTestPostgres();
});
afterAll(() => server?.close());

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const versions = (url: string) => withClient(url, async (client) => (await client.query('SELECT version FROM schema_migrations ORDER BY version')).rows.map((row) => row.version));

describe('PostgreSQL migrations', () => {
  it('upgrades a database at the previous version in place, keeping its rows', async () => {
    const url = await server.createDatabase();
    const previous = POSTGRES_MIGRATIONS.slice(0, -1);
    await withClient(url, async (client) => {
      await migratePostgres(client, previous);
      await client.query("INSERT INTO users (id, name, tier, credit_balance, created_at) VALUES ('u1', 'ada', 'free', 5, 1)");
    });
    expect(await versions(url)).toEqual(previous.map((step) => step.version));
    const store = await createPostgresStore(url, SETTINGS);
    try {
      expect(await versions(url)).toEqual(POSTGRES_MIGRATIONS.map((step) => step.version));
      expect(await store.users.findByName('ada')).toEqual({ id: 'u1', name: 'ada', tier: 'free', creditBalance: 5, createdAt: 1 });
      // The newer steps' tables are there and usable.
      await store.reservations.create({ id: 'r1', userId: 'u1', amount: 0.5, expiresAt: 10 });
      expect(await store.reservations.held('u1', 0)).toEqual({ count: 1, amount: 0.5 });
      expect(await store.namespaceOwners.claim('team', 'u1', 1)).toBe('u1');
    } finally {
      await store.close();
    }
  });

  it('applies each step once when replicas open the same new database at the same time', async () => {
    const url = await server.createDatabase();
    const stores = await Promise.all(Array.from({ length: 4 }, () => createPostgresStore(url, SETTINGS)));
    await Promise.all(stores.map((store) => store.close()));
    expect(await versions(url)).toEqual(POSTGRES_MIGRATIONS.map((step) => step.version));
  });

  it('refuses a database newer than this build', async () => {
    const url = await server.createDatabase();
    await withClient(url, async (client) => {
      await migratePostgres(client);
      await client.query("INSERT INTO schema_migrations (version, name) VALUES (999, 'from the future')");
    });
    await expect(createPostgresStore(url, SETTINGS)).rejects.toThrow(/schema version 999 is newer than this swarms-local/);
  });
});
