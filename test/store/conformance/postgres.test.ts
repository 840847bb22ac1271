import { afterAll, beforeAll } from 'vitest';
import { createPostgresStore } from '../../../src/store/postgres/postgres-store.js';
import { startTestPostgres, type TestPostgres } from '../../support/postgres-server.js';
import { describeStoreConformance } from './describe-store-conformance.js';

// One real PostgreSQL for the file (embedded from npm, or SWARMS_LOCAL_TEST_PG_URL), an empty migrated database per
// store: lent by the server and emptied when the store closes (the migrations ran once, on the template;
// test/store/postgres/migrations.test.ts is where migrating is tested). A test that opens a second store gets another.
let server: TestPostgres;
beforeAll(async () => {
  server = await startTestPostgres();
});
afterAll(() => server?.close(), 120_000);

describeStoreConformance('PostgreSQL', async () => {
  const database = await server.borrowMigratedDatabase();
  const store = await createPostgresStore(database.url, { poolSize: 4, statementTimeoutMs: 10_000, connectTimeoutMs: 5_000 });
  return {
    ...store,
    close: async () => {
      await store.close();
      await database.giveBack();
    },
  };
});
