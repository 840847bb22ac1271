import type { Command } from 'commander';
import { loadConfig } from '../config/load.js';
import { loadSnapshot, saveSnapshot } from '../snapshot/snapshot.js';
import { addExamples } from './examples.js';
import { flagName } from './serve-options.js';

function settings(options: { db?: string; fixtures?: string; config?: string }) {
  const config = loadConfig({ flags: { db: options.db, fixturesDir: options.fixtures }, env: process.env, file: options.config, flagName });
  return { db: config.db, fixturesDir: config.fixturesDir };
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
    .option('--db <path>', 'database file')
    .option('--fixtures <dir>', 'fixtures directory')
    .option('-c, --config <file>', 'config file')
    .action((file: string, options: { db?: string; fixtures?: string; config?: string }) => {
      const result = saveSnapshot({ ...settings(options), file });
      process.stdout.write(`saved ${file}: database + ${result.fixtures} fixture file(s), ${result.bytes} bytes\n`);
    });
  addExamples(save, ['swarms-local snapshot save before-demo.snapshot --db .swarms-local/swarms-local.db']);
  const load = snapshot
    .command('load <file>')
    .description('restore the database and fixtures from FILE')
    .option('--db <path>', 'database file')
    .option('--fixtures <dir>', 'fixtures directory')
    .option('-c, --config <file>', 'config file')
    .option('--force', 'replace an existing database')
    .action((file: string, options: { db?: string; fixtures?: string; config?: string; force?: boolean }) => {
      const result = loadSnapshot({ ...settings(options), file, force: options.force });
      process.stdout.write(`restored ${file}: database + ${result.fixtures} fixture file(s)\n`);
    });
  addExamples(load, ['swarms-local snapshot load before-demo.snapshot --force   # replaces the current database']);
}
