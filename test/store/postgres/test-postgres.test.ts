import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPostgres, type TestPostgres } from '../../support/postgres-server.js';

let server: TestPostgres;
beforeAll(async () => {
  server = await startTestPostgres();
});
afterAll(() => server?.close());

describe('the test PostgreSQL', () => {
  it('gives each test its own empty database on a real server', async () => {
    const [a, b] = [await server.createDatabase(), await server.createDatabase()];
    expect(a).not.toBe(b);
    const client = new pg.Client({ connectionString: a });
    await client.connect();
    const { rows } = await client.query('SELECT current_database() AS name, version() AS version');
    await client.end();
    expect(a.endsWith(`/${rows[0].name}`)).toBe(true);
    expect(rows[0].version).toMatch(/^PostgreSQL \d+/);
  });
});
