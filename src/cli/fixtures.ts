import { existsSync, readFileSync } from 'node:fs';
import type { Command } from 'commander';
import { loadConfig } from '../config/load.js';
import { FixtureStore, ignoreRulesOf, whyFixture } from '../cli-seam.js';
import { scanForSecrets } from '../security/secrets.js';
import { addExamples } from './examples.js';

/** Reads the request file of `fixtures why`, naming the file when it is missing or not JSON. */
function readRequestFile(path: string): unknown {
  if (!existsSync(path)) throw new Error(`No request file at ${path}: name a JSON file holding the request (a fixture's "request", or a whole fixture file).`);
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`The request file ${path} is not JSON: ${(error as Error).message}`);
  }
}

/** `swarms-local fixtures why <request.json>`: which fixture answers a request, or each matching criterion against the nearest. */
function addWhyCommand(fixtures: Command): void {
  const why = fixtures
    .command('why <request>')
    .description('say which fixture answers a request, or why none does: each matching criterion against the nearest (exit 1 on a miss)')
    .option('-c, --config <file>', 'config file (its fixturesDir and fixtureIgnore rules)')
    .option('-d, --fixtures <dir>', "fixtures directory (default: the config's fixturesDir)")
    .action((requestFile: string, options: { config?: string; fixtures?: string }) => {
      const config = loadConfig({ env: process.env, file: options.config });
      const store = new FixtureStore(options.fixtures ?? config.fixturesDir);
      const answer = whyFixture(store, readRequestFile(requestFile), ignoreRulesOf(config));
      if (answer.hit) {
        process.stdout.write(`fixtures why: hit: fixture ${answer.key} (${answer.path}), ${answer.recordings} recording(s)\n`);
        return;
      }
      process.stdout.write(`${answer.text}\n`);
      process.exitCode = 1;
    });
  addExamples(why, ['swarms-local fixtures why request.json --fixtures fixtures/recordings']);
}

/** `swarms-local fixtures scan [dir]`: fails when anything key-shaped is in a fixtures directory; `fixtures why`: explains a match. */
export function addFixturesCommand(program: Command): void {
  const fixtures = addExamples(program.command('fixtures').description('inspect recorded fixtures'), ['swarms-local fixtures scan fixtures/recordings']);
  addWhyCommand(fixtures);
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
