import { existsSync } from 'node:fs';
import type { Command } from 'commander';
import { databaseKind } from '../config/database-location.js';
import { loadConfig } from '../config/load.js';
import { openStoreExplained } from '../startup-checks.js';
import { loadSnapshot, saveSnapshot } from '../snapshot/snapshot.js';
import type { Store } from '../store/repositories.js';
import { addExamples } from './examples.js';
import { flagName } from './serve-options.js';

/** Opens the store the options select (SQLite file or PostgreSQL URL) for `work`, then closes it. */
async function withSnapshotStore<T>(
  options: { db?: string; fixtures?: string; config?: string },
  purpose: 'save' | 'load',
  work: (store: Store, fixturesDir: string) => Promise<T>,
): Promise<T> {
  const config = loadConfig({ flags: { db: options.db, fixturesDir: options.fixtures }, env: process.env, file: options.config, flagName });
  // Saving never creates a SQLite file that was not there.
  if (purpose === 'save' && databaseKind(config.db) === 'sqlite' && (config.db === ':memory:' || !existsSync(config.db))) {
    throw new Error(`No database at ${config.db}; pass --db with the server's database file or PostgreSQL URL.`);
  }
  const store = await openStoreExplained(config);
  try {
    return await work(store, config.fixturesDir);
  } finally {
    await store.close();
  }
}

/** `swarms-local snapshot save|load FILE`: database and fixtures in one file. */
export function addSnapshotCommand(program: Command): void {
  const snapshot = addExamples(program.command('snapshot').description('save or restore the database and fixtures as one file'), [
    'swarms-local snapshot save state.snapshot',
    'swarms-local snapshot load state.snapshot --force',
  ]);
  const save = snapshot
    .command('save <file>')
    .description('write the database and the fixtures directory into FILE')
    .option('--db <path|url>', 'SQLite database file or PostgreSQL URL')
    .option('--fixtures <dir>', 'fixtures directory')
    .option('-c, --config <file>', 'config file')
    .action(async (file: string, options: { db?: string; fixtures?: string; config?: string }) => {
      const result = await withSnapshotStore(options, 'save', (store, fixturesDir) => saveSnapshot({ store, fixturesDir, file }));
      process.stdout.write(`saved ${file}: database + ${result.fixtures} fixture file(s), ${result.bytes} bytes\n`);
    });
  addExamples(save, ['swarms-local snapshot save before-demo.snapshot --db .swarms-local/swarms-local.db']);
  const load = snapshot
    .command('load <file>')
    .description('restore the database and fixtures from FILE')
    .option('--db <path|url>', 'SQLite database file or PostgreSQL URL')
    .option('--fixtures <dir>', 'fixtures directory')
    .option('-c, --config <file>', 'config file')
    .option('--force', 'replace the rows of a database that holds data')
    .action(async (file: string, options: { db?: string; fixtures?: string; config?: string; force?: boolean }) => {
      const result = await withSnapshotStore(options, 'load', (store, fixturesDir) => loadSnapshot({ store, fixturesDir, file, force: options.force }));
      process.stdout.write(`restored ${file}: database + ${result.fixtures} fixture file(s)\n`);
    });
  addExamples(load, [
    'swarms-local snapshot load before-demo.snapshot --force   # replaces the current database',
    'swarms-local snapshot load from-sqlite.snapshot --db postgres://swarms:pw@db:5432/swarms   # a SQLite snapshot into PostgreSQL',
  ]);
}
