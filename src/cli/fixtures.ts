import { existsSync } from 'node:fs';
import type { Command } from 'commander';
import { loadConfig } from '../config/load.js';
import { scanForSecrets } from '../security/secrets.js';
import { addExamples } from './examples.js';

/** `swarms-local fixtures scan [dir]`: fails when anything key-shaped is in a fixtures directory. */
export function addFixturesCommand(program: Command): void {
  const fixtures = addExamples(program.command('fixtures').description('inspect recorded fixtures'), ['swarms-local fixtures scan fixtures/recordings']);
  const scan = fixtures
    .command('scan [dir]')
    .description('exit 1 if any file in the fixtures directory holds something key-shaped')
    .option('-c, --config <file>', 'config file')
    .action((dir: string | undefined, options: { config?: string }) => {
      const directory = dir ?? loadConfig({ env: process.env, file: options.config }).fixturesDir;
      // A mistyped directory must not pass as clean: the scan guards commits.
      if (!existsSync(directory)) {
        throw new Error(`Nothing to scan: ${directory} does not exist. Name the fixtures directory (swarms-local fixtures scan DIR) or set fixturesDir in the config.`);
      }
      const findings = scanForSecrets(directory);
      for (const finding of findings) process.stdout.write(`${finding.file}:${finding.line}: ${finding.kind} (${finding.excerpt})\n`);
      if (findings.length) {
        process.stderr.write(`fixtures scan: ${findings.length} key-shaped string(s) in ${directory}; redact them before committing.\n`);
        process.exitCode = 1;
        return;
      }
      process.stdout.write(`fixtures scan: ${directory} is clean\n`);
    });
  addExamples(scan, [
    'swarms-local fixtures scan                      # the fixtures directory of the config',
    'swarms-local fixtures scan fixtures/recordings   # before committing recordings',
  ]);
}
