import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { relativeLinks } from '../support/markdown-links.js';
import { builtPath } from '../support/built.js';

const root = resolve(import.meta.dirname, '../..');
const directory = mkdtempSync(join(tmpdir(), 'swarms-local-pack-'));
const consumer = join(directory, 'consumer');
const installed = join(consumer, 'node_modules/swarms-local');
let tarball = '';

function run(command: string, args: string[], cwd: string): string {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', timeout: 240_000 });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

beforeAll(() => {
  builtPath('dist');
  // dist/ is built already: packing without scripts keeps the test from rebuilding it.
  tarball = join(directory, run('npm', ['pack', '--ignore-scripts', '--silent', '--pack-destination', directory], root).trim().split('\n').pop()!);
  run('mkdir', ['-p', consumer], directory);
  writeFileSync(join(consumer, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
  // Offline: the project's own installed dependencies stand in for the registry (hard links, so it is quick);
  // npm then only adds the tarball, resolving its dependencies from what is there. The hidden lockfile is
  // unlinked first, so npm's rewrite of it cannot reach the project's own copy.
  const linked = spawnSync('cp', ['-al', join(root, 'node_modules'), join(consumer, 'node_modules')]);
  // Hard links cannot cross file systems: copy instead when the temporary directory is on another one.
  if (linked.status !== 0) run('cp', ['-a', join(root, 'node_modules'), join(consumer, 'node_modules')], directory);
  unlinkSync(join(consumer, 'node_modules/.package-lock.json'));
  run('npm', ['install', '--offline', '--ignore-scripts', '--no-audit', '--no-fund', '--no-package-lock', tarball], consumer);
}, 300_000);
afterAll(() => rmSync(directory, { recursive: true, force: true }));

describe('the packed tarball, installed into another project', () => {
  it('carries every document the README links to, readable from inside node_modules', () => {
    const readme = readFileSync(join(installed, 'README.md'), 'utf8');
    const links = relativeLinks(readme);
    expect(links).toEqual(expect.arrayContaining(['docs/fixture-format.md', 'SECURITY.md']));
    for (const link of links) {
      expect(existsSync(join(installed, link)), link).toBe(true);
      if (link.endsWith('.md')) expect(readFileSync(join(installed, link), 'utf8').length, link).toBeGreaterThan(100);
    }
  });

  it('passes publint, and are-the-types-wrong but for the ESM-only warning the README explains', async () => {
    const { publint } = await import('publint');
    const bytes = readFileSync(tarball);
    const { messages } = await publint({ pkgDir: 'package', level: 'suggestion', pack: { tarball: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) } });
    expect(messages).toEqual([]);
    // Its report goes to a file: attw exits as soon as it has written, and on Node 22 a pipe loses what was still
    // queued for it (the JSON arrived cut at 146 kB).
    const report = join(dirname(tarball), 'attw.json');
    spawnSync('sh', ['-c', '"$0" "$1" --format json > "$2"', join(root, 'node_modules/.bin/attw'), tarball, report], { timeout: 120_000 });
    const { analysis } = JSON.parse(readFileSync(report, 'utf8')) as { analysis: { problems: Array<{ kind: string; entrypoint: string; resolutionKind: string }> } };
    expect(analysis.problems.filter((problem) => problem.kind !== 'CJSResolvesToESM')).toEqual([]);
    expect(new Set(analysis.problems.map((problem) => problem.resolutionKind))).toEqual(new Set(['node16-cjs']));
    expect(readFileSync(join(root, 'README.md'), 'utf8')).toContain('"dynamic import only"');
  }, 180_000);

  it("leaves out what a user never needs: the CLI bundle's source map, its code cache and the token tables", () => {
    const listed = run('tar', ['tzf', tarball], directory).split('\n');
    expect(listed.filter((file) => /cli-bundle\/.*\.(map|cache)$|dist\/token-ranks\//.test(file))).toEqual([]);
    expect(listed).toContain('package/dist/cli-bundle/main.cjs');
  });

  it('ships its source maps with their sources (inline), never pointing at files it leaves out', () => {
    const maps = readdirSync(join(installed, 'dist'), { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.map'));
    expect(maps.length).toBeGreaterThan(0);
    for (const file of maps) {
      const map = JSON.parse(readFileSync(join(installed, 'dist', file), 'utf8')) as { sources: string[]; sourcesContent?: string[] };
      expect(map.sourcesContent?.length, file).toBe(map.sources.length);
    }
  });

  it('starts its binary from node_modules/.bin and serves /health and the docs page', async () => {
    const child = spawn(join(consumer, 'node_modules/.bin/swarms-local'), ['--port', '0', '--db', ':memory:'], { cwd: consumer, stdio: ['ignore', 'pipe', 'pipe'] });
    try {
      const url = await new Promise<string>((resolvePromise, reject) => {
        let output = '';
        child.stdout!.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          const match = output.match(/^swarms-local listening on (\S+)/);
          if (match) resolvePromise(match[1]);
        });
        child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.once('exit', (code) => reject(new Error(`exited ${code}: ${output}`)));
      });
      const health = await fetch(`${url}/health`, { headers: { 'x-api-key': 'sk-packed-000000000000000' } });
      expect(await health.json()).toEqual({ status: 'ok' });
      expect((await fetch(`${url}/docs`)).status).toBe(200);
    } finally {
      const exited = new Promise((resolvePromise) => child.once('exit', resolvePromise));
      child.kill('SIGTERM');
      await exited;
    }
  });

  it('is importable as ESM from the consumer, the testing entry included', () => {
    const script = "import { createSwarmsLocal } from 'swarms-local/testing'; const s = await createSwarmsLocal(); console.log(typeof s.url); await s.close();";
    expect(run(process.execPath, ['--input-type=module', '-e', script], consumer).trim()).toBe('string');
  });

  it('is loadable with require from CommonJS code, as the testing guide says (Node 20.19 and later)', () => {
    const script = "const { createSwarmsLocal } = require('swarms-local/testing'); createSwarmsLocal().then(async (s) => { console.log(typeof s.url); await s.close(); });";
    expect(run(process.execPath, ['--input-type=commonjs', '-e', script], consumer).trim()).toBe('string');
  });

  it('carries, for every document it ships, the files that document links to', () => {
    const documents = readdirSync(join(installed, 'docs')).filter((file) => file.endsWith('.md'));
    expect(documents).toEqual(expect.arrayContaining(['testing.md', 'models.md', 'operations.md', 'benchmarks.md']));
    for (const document of documents) {
      for (const link of relativeLinks(readFileSync(join(installed, 'docs', document), 'utf8'))) {
        expect(existsSync(join(installed, 'docs', link)), `${document} → ${link}`).toBe(true);
      }
    }
  });
});
