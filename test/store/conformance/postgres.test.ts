import { afterAll, beforeAll } from 'vitest';
import { createPostgresStore } from '../../../src/store/postgres/postgres-store.js';
import { startTestPostgres, type TestPostgres } from '../../support/postgres-server.js';
import { describeStoreConformance } from './describe-store-conformance.js';

// One real PostgreSQL for the file (embedded from npm, or SWARMS_LOCAL_TEST_PG_URL), a new database per test.
let server: TestPostgres;
beforeAll(async () => {
  server = await startTestPostgres();
});
afterAll(() => server?.close());

describeStoreConformance('PostgreSQL', async () => createPostgresStore(await server.createDatabase(), { poolSize: 4, statementTimeoutMs: 10_000, connectTimeoutMs: 5_000 }));
