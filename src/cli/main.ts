#!/usr/bin/env node
import { Command } from 'commander';
import { didYouMean } from '../contract/did-you-mean.js';
import { VERSION } from '../version.js';
import { addDiffCommand, TROUBLE_EXIT_CODE } from './diff.js';
import { addKeysCommand } from './keys.js';
import { addSnapshotCommand } from './snapshot.js';
import { addFixturesCommand } from './fixtures.js';
import { addServeOptions, flagsToConfig } from './serve-options.js';
import { serve } from './serve.js';
import { addExamples } from './examples.js';

/** The CLI: a thin layer over startServer and the store. */
function buildProgram(): Command {
  const program = addServeOptions(
    new Command('swarms-local')
      .description('A self-hosted, offline-capable Swarms API server')
      .version(VERSION)
      // Server flags belong to the server: `keys create --db X` must not hand --db to the parent.
      .enablePositionalOptions()
      .configureOutput({ outputError: asOurRefusal }),
  );
  // A word where a command goes (`serve`, `kyes`) is named back with the commands there are (and the one
  // meant, when it is close), instead of commander's "too many arguments" for the server, which takes none.
  program.allowExcessArguments(true).action(async (flags: Record<string, unknown>, command: Command) => {
    const [word] = command.args;
    if (word !== undefined) {
      const commands = [...command.commands.map((sub) => sub.name()), 'help'];
      throw new Error(
        `unknown command '${word}'${didYouMean(word, commands)}. The commands are ${commands.slice(0, -1).join(', ')} and ${commands.at(-1)}; ` +
          'the server starts with swarms-local and its flags alone, without a command.',
      );
    }
    return serve(flagsToConfig(flags), flags.config as string | undefined);
  });
  addExamples(program, [
    'swarms-local                                   # http://127.0.0.1:8000, synthetic model, open auth',
    'swarms-local --port 0 --db :memory: --seed 1   # a free port, a throwaway database, reproducible answers',
    'swarms-local --config live.json                # routes to real model servers (see docs/models.md)',
  ]);
  addKeysCommand(program);
  addSnapshotCommand(program);
  addFixturesCommand(program);
  addDiffCommand(program);
  // `swarms-local help [command]`: commander only adds it by itself when the program has no action of its own.
  program.helpCommand('help [command]', 'show help for a command');
  return program;
}

/**
 * Commander's own refusals (an unknown flag, a bad flag value, a missing argument), worded as every other
 * refusal of the command: `swarms-local: ...` on one line, its suggestion inline. Subcommands inherit it.
 */
function asOurRefusal(text: string, write: (text: string) => void): void {
  write(text.replace(/^error: /, 'swarms-local: ').replace(/\n\(Did you mean (.+)\?\)\n$/, ' (did you mean $1?)\n'));
}

// A reader that left (`keys list | head -1`) closes stdout: what is left to print is dropped, and the command
// (or the server, whose banner is all it prints there) carries on instead of dying of an unhandled EPIPE.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error;
  process.stdout.destroy();
});

buildProgram()
  .parseAsync(process.argv)
  .catch((error: unknown) => {
    // A message that already names the program ("swarms-local cannot start: ...") is not prefixed twice.
    process.stderr.write(`swarms-local: ${(error as Error).message.replace(/^swarms-local /, '')}\n`);
    // A command whose 1 means something else (diff --exit-code) gives its failures their own code.
    process.exit((error as { exitCode?: unknown }).exitCode === TROUBLE_EXIT_CODE ? TROUBLE_EXIT_CODE : 1);
  });
