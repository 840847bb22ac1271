import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { builtPath } from '../support/built.js';

// The launcher as the binary runs it: compiled, in a process of its own (V8 checks a cache against its flags).
const LAUNCHER = builtPath('dist/cli/code-cache.js');
const BUNDLE = builtPath('dist/cli-bundle/main.cjs');
const directory = mkdtempSync(join(tmpdir(), 'swarms-local-code-cache-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

/** The lines a cache file starts with (what it was made from, then its data's checksum), before V8's data. */
const KEY_LINES = ['swarms-local code cache', 'size', 'modification time', 'inode', 'checksum'];

/** Where V8's data begins in a cache file: after those lines. */
const keyLength = (content: Buffer) => KEY_LINES.reduce((start) => content.indexOf(10, start) + 1, 0);

/** A CommonJS script that says what it sees of its module scope, kept alive briefly like a server would be. */
const script = (greeting: string) =>
  [
    '#!/usr/bin/env node',
    `const path = require('node:path');`,
    `console.log(JSON.stringify({ greeting: ${JSON.stringify(greeting)}, file: path.basename(__filename), directory: __dirname, sibling: require('./sibling.cjs'), exports: module.exports === exports, self: this === exports }));`,
    `if (process.env.THROW) throw new Error('thrown on line 5');`,
    'setTimeout(() => {}, 200);',
  ].join('\n');

interface Run {
  cache: string;
  written?: boolean;
  seen: { greeting: string; file: string; directory: string; sibling: string; exports: boolean; self: boolean };
  status: number | null;
  stderr: string;
}

/** Runs a script through the launcher in a new process; what the launcher reported and what the script printed. */
function launch(file: string, cacheFile: string, options: { execArgv?: string[]; env?: NodeJS.ProcessEnv } = {}): Run {
  const driver = `import { runWithCodeCache } from ${JSON.stringify(LAUNCHER)};
const run = runWithCodeCache(${JSON.stringify(file)}, { cacheFile: ${JSON.stringify(cacheFile)}, writeAfterMs: 20 });
console.log(JSON.stringify({ cache: run.cache, written: await run.written }));`;
  const result = spawnSync(process.execPath, [...(options.execArgv ?? []), '--input-type=module', '-e', driver], {
    encoding: 'utf8',
    env: { ...process.env, ...options.env },
  });
  const [seen, report] = result.stdout.trim().split('\n');
  return { ...(report ? JSON.parse(report) : {}), seen: seen ? JSON.parse(seen) : undefined, status: result.status, stderr: result.stderr };
}

/** A directory with a script and the file it requires, and where its cache goes. */
function project(name: string, greeting: string): { file: string; cacheFile: string } {
  const root = join(directory, name);
  mkdirSync(root, { recursive: true });
  writeFileSync(join(root, 'sibling.cjs'), `module.exports = 'sibling of ${name}';`);
  writeFileSync(join(root, 'main.cjs'), script(greeting));
  return { file: join(root, 'main.cjs'), cacheFile: join(root, 'main.cjs.cache') };
}

describe('running the bundled CLI with a V8 code cache', () => {
  it('writes the cache on a first run and compiles from it on the next, the script seeing the module scope Node would give it', () => {
    const { file, cacheFile } = project('first', 'hello');
    const first = launch(file, cacheFile);
    expect(first).toMatchObject({ cache: 'absent', written: true, status: 0 });
    expect(existsSync(cacheFile)).toBe(true);
    const second = launch(file, cacheFile);
    expect(second).toMatchObject({ cache: 'accepted', status: 0 });
    expect(second.written).toBeUndefined();
    for (const run of [first, second]) {
      expect(run.seen).toEqual({ greeting: 'hello', file: 'main.cjs', directory: join(directory, 'first'), sibling: 'sibling of first', exports: true, self: true });
    }
  });

  it('runs a rebuilt script of the same length as it is now, never the code cached from the one before', () => {
    const { file, cacheFile } = project('rebuilt', 'before');
    expect(launch(file, cacheFile)).toMatchObject({ cache: 'absent', written: true });
    writeFileSync(file, script('after!'));
    expect(statSync(file).size).toBe(script('before').length);
    const rebuilt = launch(file, cacheFile);
    expect(rebuilt).toMatchObject({ cache: 'absent', written: true, seen: { greeting: 'after!' } });
    expect(launch(file, cacheFile)).toMatchObject({ cache: 'accepted', seen: { greeting: 'after!' } });
  });

  // Whether a cache made under other V8 flags is taken is V8's to decide: Node 20 turns it down, Node 24's V8 no
  // longer hashes --max-old-space-size into the cache. Either answer must leave a running script and a usable cache.
  it('runs a script whose cache was made under other V8 flags whichever way V8 decides, and ends with a cache it takes', () => {
    const { file, cacheFile } = project('other-flags', 'still runs');
    expect(launch(file, cacheFile, { execArgv: ['--max-old-space-size=300'] })).toMatchObject({ cache: 'absent', written: true });
    const second = launch(file, cacheFile);
    expect(second).toMatchObject({ status: 0, seen: { greeting: 'still runs' } });
    expect(['accepted', 'rejected']).toContain(second.cache);
    expect(second.written).toBe(second.cache === 'rejected' ? true : undefined);
    expect(launch(file, cacheFile)).toMatchObject({ cache: 'accepted', seen: { greeting: 'still runs' } });
  });

  it('runs without a cache V8 turns down (made by another V8 version), and writes one for this V8 in its place', () => {
    const { file, cacheFile } = project('other-version', 'still runs');
    launch(file, cacheFile);
    const content = readFileSync(cacheFile);
    const dataStart = keyLength(content);
    // V8's cached data begins with a magic number and then the hash of the V8 version that made it: another
    // version's cache, whole as far as our checksum goes (recomputed), which V8 must refuse.
    const data = Buffer.from(content.subarray(dataStart));
    data.writeUInt32LE((data.readUInt32LE(4) ^ 0x5a5a5a5a) >>> 0, 4);
    const keyWithoutChecksum = content.subarray(0, content.lastIndexOf(10, dataStart - 2) + 1);
    writeFileSync(cacheFile, Buffer.concat([keyWithoutChecksum, Buffer.from(`${createHash('sha1').update(data).digest('hex')}\n`), data]));
    expect(launch(file, cacheFile)).toMatchObject({ cache: 'rejected', written: true, status: 0, seen: { greeting: 'still runs' } });
    expect(launch(file, cacheFile)).toMatchObject({ cache: 'accepted', seen: { greeting: 'still runs' } });
  });

  // V8 checks a cache's version and flags, not its bytes: handed damaged data it crashes the process or runs damaged code.
  const damages: Array<[string, (data: Buffer) => Buffer]> = [
    ['random bytes in place of its data', (data) => Buffer.from(data.map((_, index) => (index * 7919 + 13) % 251))],
    ['zeros in place of its last 4 KB', (data) => Buffer.concat([data.subarray(0, data.length - 4096), Buffer.alloc(4096)])],
    ['one bit flipped in its middle', (data) => Buffer.from(data.map((byte, index) => (index === data.length >> 1 ? byte ^ 1 : byte)))],
    ['cut to half', (data) => data.subarray(0, data.length >> 1)],
    ['nothing after its key', () => Buffer.alloc(0)],
  ];
  for (const [damage, damaged] of damages) {
    it(`runs without a cache whose data is damaged (${damage}), and writes a whole one in its place`, () => {
      const { file, cacheFile } = project(`damaged-${damages.findIndex(([name]) => name === damage)}`, 'still runs');
      launch(file, cacheFile);
      const content = readFileSync(cacheFile);
      const dataStart = keyLength(content);
      writeFileSync(cacheFile, Buffer.concat([content.subarray(0, dataStart), damaged(content.subarray(dataStart))]));
      expect(launch(file, cacheFile)).toMatchObject({ cache: 'damaged', written: true, status: 0, seen: { greeting: 'still runs' }, stderr: '' });
      expect(launch(file, cacheFile)).toMatchObject({ cache: 'accepted', seen: { greeting: 'still runs' } });
    });
  }

  it('runs where the cache cannot be written (a read-only install), saying so to the caller only', () => {
    const { file } = project('read-only', 'unwritable');
    const run = launch(file, join(directory, 'read-only', 'missing-directory', 'main.cjs.cache'));
    expect(run).toMatchObject({ cache: 'absent', written: false, status: 0, seen: { greeting: 'unwritable' }, stderr: '' });
    if (process.getuid?.() !== 0) {
      // A directory the user cannot write to (root writes anywhere, so this half is for other users).
      chmodSync(join(directory, 'read-only'), 0o555);
      expect(launch(file, join(directory, 'read-only', 'main.cjs.cache'))).toMatchObject({ written: false, status: 0 });
      chmodSync(join(directory, 'read-only'), 0o755);
    }
  });

  it("keeps the script's line numbers in a stack trace (its shebang commented out, not removed)", () => {
    const { file, cacheFile } = project('throws', 'about to throw');
    const run = launch(file, cacheFile, { env: { THROW: '1' } });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain(`${file}:4`);
    expect(run.stderr).toContain('thrown on line 5');
  });

  it('leaves the script to Node when source maps are on, so stack traces name the sources', () => {
    const { file, cacheFile } = project('mapped', 'mapped');
    const run = launch(file, cacheFile, { execArgv: ['--enable-source-maps'] });
    expect(run).toMatchObject({ cache: 'off', status: 0, seen: { greeting: 'mapped', sibling: 'sibling of mapped' } });
    expect(existsSync(cacheFile)).toBe(false);
  });

  it("ships the bundle's cache from the build, which V8 accepts in a plain Node process", () => {
    const content = readFileSync(`${BUNDLE}.cache`);
    expect(content.toString('latin1', 0, 40)).toContain(`\n${statSync(BUNDLE).size}\n`);
    // What the launcher asks V8, asked directly in a new process: the build's cache against the bundle's source.
    const check = `const { Script } = require('node:vm'); const Module = require('node:module'); const fs = require('node:fs');
const content = fs.readFileSync(${JSON.stringify(`${BUNDLE}.cache`)}); let start = 0; for (let lines = 0; lines < ${KEY_LINES.length}; lines++) start = content.indexOf(10, start) + 1;
const script = new Script(Module.wrap(fs.readFileSync(${JSON.stringify(BUNDLE)}, 'utf8').replace(/^#!/, '//')), { filename: ${JSON.stringify(BUNDLE)}, cachedData: content.subarray(start) });
process.stdout.write(String(script.cachedDataRejected));`;
    expect(spawnSync(process.execPath, ['-e', check], { encoding: 'utf8' }).stdout).toBe('false');
  });
});
