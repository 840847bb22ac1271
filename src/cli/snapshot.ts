import type { Command } from 'commander';
import { loadConfig } from '../config/load.js';
import { loadSnapshot, saveSnapshot } from '../snapshot/snapshot.js';

function settings(options: { db?: string; fixtures?: string; config?: string }) {
  const config = loadConfig({ flags: { db: options.db, fixturesDir: options.fixtures }, env: process.env, file: options.config });
  return { db: config.db, fixturesDir: config.fixturesDir };
}

/** `swarms-local snapshot save|load FILE`: database and fixtures in one file. */
export function addSnapshotCommand(program: Command): void {
  const snapshot = program.command('snapshot').description('save or restore the database and fixtures as one file');
  snapshot
    .command('save <file>')
    .description('write the database and the fixtures directory into FILE')
    .option('--db <path>', 'database file')
    .option('--fixtures <dir>', 'fixtures directory')
    .option('-c, --config <file>', 'config file')
    .action((file: string, options: { db?: string; fixtures?: string; config?: string }) => {
      const result = saveSnapshot({ ...settings(options), file });
      process.stdout.write(`saved ${file}: database + ${result.fixtures} fixture file(s), ${result.bytes} bytes\n`);
    });
  snapshot
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
}
