import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSqliteStore } from '../../../src/store/sqlite/sqlite-store.js';
import { describeStoreConformance } from './describe-store-conformance.js';

const directory = mkdtempSync(join(tmpdir(), 'swarms-store-conformance-'));

describeStoreConformance('SQLite in memory', async () => createSqliteStore(':memory:'));
describeStoreConformance('SQLite file', async () => createSqliteStore(join(directory, `${randomUUID()}.db`)));
