import { afterAll, beforeAll } from 'vitest';
import { createPostgresStore } from '../../../src/store/postgres/postgres-store.js';
import { startTestPostgres, type TestPostgres } from '../../support/postgres-server.js';
import { describeStoreConformance } from './describe-store-conformance.js';

// One real PostgreSQL for the file (embedded from npm, or SWARMS_LOCAL_TEST_PG_URL), a new database per test: a copy of
// one the migrations ran on once (test/store/postgres/migrations.test.ts is where migrating is tested).
let server: TestPostgres;
beforeAll(async () => {
  server = await startTestPostgres();
});
// Its shutdown checkpoints the ~50 databases the file made: it took over a minute on a loaded machine.
afterAll(() => server?.close(), 120_000);

describeStoreConformance('PostgreSQL', async () =>
  createPostgresStore(await server.createMigratedDatabase(), { poolSize: 4, statementTimeoutMs: 10_000, connectTimeoutMs: 5_000 }),
);
