import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { createSqliteStore } from '../../../src/store/sqlite/sqlite-store.js';
import { describeStoreConformance } from './describe-store-conformance.js';
import { scratchDirectory } from '../../support/scratch-directory.js';

const directory = scratchDirectory('swarms-store-conformance-');

describeStoreConformance('SQLite in memory', async () => createSqliteStore(':memory:'));
describeStoreConformance('SQLite file', async () => createSqliteStore(join(directory, `${randomUUID()}.db`)));
