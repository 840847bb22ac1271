import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cliBin } from '../support/built.js';

const directory = mkdtempSync(join(tmpdir(), 'swarms-local-imports-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

/**
 * A preload that appends the file of every module the process requires to the file RECORD_IMPORTS_TO names:
 * the bundled CLI is CommonJS, and loads what it leaves to Node through `require`.
 */
const RECORDER = `const { appendFileSync } = require('node:fs');
const Module = require('node:module');
const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (...args) {
  const resolved = resolveFilename.apply(this, args);
  appendFileSync(process.env.RECORD_IMPORTS_TO, resolved + '\\n');
  return resolved;
};`;

/** The package names (`pg`, `@scope/name`) of the modules the binary imports until it prints its banner with these flags. */
async function packagesImportedAtStartup(args: string[]): Promise<Set<string>> {
  const log = join(directory, `imports-${Math.random().toString(36).slice(2)}.log`);
  const hook = join(directory, 'record-requires.cjs');
  writeFileSync(hook, RECORDER);
  const child = spawn(process.execPath, ['--require', hook, cliBin(), '--port', '0', '--quiet', ...args], {
    cwd: directory,
    env: { ...process.env, RECORD_IMPORTS_TO: log },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('swarms-local listening on ')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`exited with ${code}: ${output}`)));
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
  const files = readFileSync(log, 'utf8').split('\n');
  return new Set(files.flatMap((file) => file.match(/\/node_modules\/((?:@[^/]+\/)?[^/]+)\//)?.[1] ?? []));
}

describe('what the binary loads before it serves', () => {
  it('leaves the PostgreSQL driver, the live-model client, MCP, YAML and the exporters of traces unloaded on a SQLite start', async () => {
    const packages = await packagesImportedAtStartup(['--db', ':memory:']);
    // The recorder sees the packages the bundled CLI leaves to Node's loader (the SQLite driver is one), so a
    // recorder that saw nothing would not pass unnoticed.
    expect(packages).toContain('better-sqlite3');
    for (const name of ['pg', 'openai', '@modelcontextprotocol/sdk', 'yaml', '@opentelemetry/sdk-trace-base']) expect(packages, name).not.toContain(name);
  });
});
