import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The README's first way to use swarms-local from anywhere: `npm install -g .` in the clone. Installed here into a
// scratch prefix (scripts off: dist/ is built already, and `npm install` in the clone builds it), then run from
// an unrelated folder, as a user's shell would find it on their PATH.
const root = resolve(import.meta.dirname, '../..');
const scratch = mkdtempSync(join(tmpdir(), 'swarms-local-global-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('a global install from the clone', () => {
  it("puts a working swarms-local command in the prefix's bin, runnable from any folder", () => {
    const prefix = join(scratch, 'prefix');
    const install = spawnSync('npm', ['install', '-g', '--prefix', prefix, '--offline', '--ignore-scripts', '--no-audit', '--no-fund', root], {
      cwd: scratch,
      encoding: 'utf8',
      timeout: 240_000,
    });
    expect(install.status, install.stderr).toBe(0);
    const version = spawnSync(join(prefix, 'bin/swarms-local'), ['--version'], { cwd: scratch, encoding: 'utf8', timeout: 120_000 });
    expect(version.status, version.stderr).toBe(0);
    expect(version.stdout.trim()).toBe((JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }).version);
  });
});
