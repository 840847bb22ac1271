import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cliBin } from '../support/built.js';

const directory = mkdtempSync(join(tmpdir(), 'swarms-local-startup-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

/** Starts the binary, collects stdout up to the admin line (the last of the start-up output), then stops it. */
async function startupOutput(args: string[], env: NodeJS.ProcessEnv = {}): Promise<{ lines: string[]; url: string; admin: number }> {
  const child = spawn(process.execPath, [cliBin(), '--port', '0', ...args], { cwd: directory, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const lines = await new Promise<string[]>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (/^\s+admin .*\n/m.test(stdout)) resolve(stdout.trimEnd().split('\n'));
    });
    child.once('exit', (code) => reject(new Error(`exited with ${code}: ${stdout}${stderr}`)));
  });
  const url = lines[0].split(' ')[3];
  const admin = (await fetch(`${url.replace('0.0.0.0', '127.0.0.1')}/_swarms-local/info`, { headers: { 'x-api-key': 'sk-startup-00000000000000' } })).status;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
  return { lines, url, admin };
}

const line = (lines: string[], label: string) => lines.find((candidate) => candidate.trimStart().startsWith(`${label} `)) ?? '';

describe('start-up output', () => {
  it('keeps the machine-readable first line, then names mode, store, auth, each route target, fixtures, docs and the admin plane', async () => {
    const config = join(directory, 'routes.json');
    writeFileSync(config, JSON.stringify({ routes: [{ match: 'local/*', mode: 'live', baseURL: 'http://127.0.0.1:9/v1', apiKeyEnv: 'STARTUP_TEST_KEY', model: 'tiny' }] }));
    const fixtures = join(directory, 'recorded');
    const { lines, url, admin } = await startupOutput(['--db', ':memory:', '--config', config, '--fixtures', fixtures, '--seed', '7'], { STARTUP_TEST_KEY: 'sk-upstream' });
    expect(lines[0]).toMatch(/^swarms-local listening on http:\/\/127\.0\.0\.1:\d+ mode=synthetic db=:memory: auth=open$/);
    expect(line(lines, 'mode')).toContain('synthetic (seed 7');
    expect(line(lines, 'store')).toContain(':memory:');
    expect(line(lines, 'auth')).toContain('open');
    const routes = lines.slice(lines.indexOf(line(lines, 'routes')));
    expect(routes[0]).toContain('local/* → live http://127.0.0.1:9/v1, as model tiny, key from STARTUP_TEST_KEY');
    expect(routes[1]).toContain('other models → synthetic');
    expect(line(lines, 'fixtures')).toContain(fixtures);
    expect(line(lines, 'docs')).toContain(`${url}/docs`);
    expect(line(lines, 'dashboard')).toContain(url);
    expect(line(lines, 'admin')).toContain(`on at ${url}/_swarms-local/ (the server listens on loopback only`);
    expect(admin).toBe(200);
    expect(lines.join('\n')).not.toContain('sk-upstream');
  });

  it('says the admin plane is off beyond loopback and why, and --admin turns it on explicitly', async () => {
    const exposed = ['--db', ':memory:', '--host', '0.0.0.0', '--expose', '--auth', 'strict'];
    const off = await startupOutput(exposed);
    expect(line(off.lines, 'admin')).toContain('off (0.0.0.0 is reachable from other machines; --admin turns it on)');
    expect(line(off.lines, 'store')).toContain(':memory:');
    expect(off.admin).toBe(404);
    expect(line(off.lines, 'dashboard')).toContain('off');
    const on = await startupOutput([...exposed, '--admin']);
    expect(line(on.lines, 'admin')).toContain('switched on explicitly');
    expect(on.admin).toBe(403); // served, and the unknown key refused in strict auth
  });
});
