#!/usr/bin/env node
import { Command } from 'commander';
import { VERSION } from '../version.js';
import { addKeysCommand } from './keys.js';
import { addSnapshotCommand } from './snapshot.js';
import { addFixturesCommand } from './fixtures.js';
import { addServeOptions, flagsToConfig } from './serve-options.js';
import { serve } from './serve.js';

/** The CLI: a thin layer over startServer and the store. */
export function buildProgram(): Command {
  const program = addServeOptions(
    new Command('swarms-local')
      .description('A self-hosted, offline-capable Swarms API server')
      .version(VERSION)
      // Server flags belong to the server: `keys create --db X` must not hand --db to the parent.
      .enablePositionalOptions(),
  );
  program.action(async (flags: Record<string, unknown>) => serve(flagsToConfig(flags), flags.config as string | undefined));
  addKeysCommand(program);
  addSnapshotCommand(program);
  addFixturesCommand(program);
  return program;
}

buildProgram()
  .parseAsync(process.argv)
  .catch((error: unknown) => {
    process.stderr.write(`swarms-local: ${(error as Error).message}\n`);
    process.exit(1);
  });
