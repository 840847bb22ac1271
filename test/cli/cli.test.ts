import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cliBin } from '../support/built.js';

const directory = mkdtempSync(join(tmpdir(), 'swarms-local-cli-'));

/** Starts the real binary and resolves with its banner line. */
function startCli(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<{ child: ChildProcess; banner: string; url: string }> {
  const child = spawn(process.execPath, [cliBin(), ...args], { cwd: directory, env, stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolvePromise, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`no banner; output so far: ${output}`)), 15_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n').find((candidate) => candidate.startsWith('swarms-local listening on '));
      if (!line) return;
      clearTimeout(timer);
      resolvePromise({ child, banner: line, url: line.split(' ')[3] });
    });
    child.once('exit', (code) => reject(new Error(`exited with ${code}: ${output}`)));
  });
}

function exitCode(child: ChildProcess): Promise<number | null> {
  return new Promise((resolvePromise) => child.once('exit', (code) => resolvePromise(code)));
}

afterAll(() => rmSync(directory, { recursive: true, force: true }));

describe('the swarms-local binary', () => {
  it('prints a banner with the URL, mode and database, serves /health, and exits 0 on SIGTERM', async () => {
    const { child, banner, url } = await startCli(['--port', '0', '--db', ':memory:']);
    expect(banner).toMatch(/^swarms-local listening on http:\/\/127\.0\.0\.1:\d+ mode=synthetic db=:memory: auth=open$/);
    const response = await fetch(`${url}/health`, { headers: { 'x-api-key': 'sk-cli-test-123456' } });
    expect(await response.json()).toEqual({ status: 'ok' });
    const exited = exitCode(child);
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });

  it('creates the default database under the working directory on first run', async () => {
    const { child } = await startCli(['--port', '0']);
    const exited = exitCode(child);
    child.kill('SIGINT');
    expect(await exited).toBe(0);
    expect(existsSync(join(directory, '.swarms-local/swarms-local.db'))).toBe(true);
  });

  it('prints --version and --help', () => {
    const version = spawnSync(process.execPath, [cliBin(), '--version'], { encoding: 'utf8' });
    expect(version.stdout.trim()).toMatch(/^\d+\.\d+\.\d+/);
    const help = spawnSync(process.execPath, [cliBin(), '--help'], { encoding: 'utf8' });
    for (const flag of ['--port', '--host', '--db', '--config', '--auth', '--tier', '--seed']) expect(help.stdout).toContain(flag);
  });

  it('creates a key once, lists it masked, and revokes it; strict mode then refuses it', async () => {
    const db = join(directory, 'keys.db');
    const created = spawnSync(process.execPath, [cliBin(), 'keys', 'create', '--user', 'erin', '--tier', 'free', '--db', db], { encoding: 'utf8' });
    expect(created.status).toBe(0);
    const key = created.stdout.trim();
    expect(key).toMatch(/^sk-sl-/);
    const listed = spawnSync(process.execPath, [cliBin(), 'keys', 'list', '--db', db], { encoding: 'utf8' });
    expect(listed.stdout).toContain('erin');
    expect(listed.stdout).not.toContain(key);
    const [header, row] = listed.stdout.trim().split('\n');
    expect(header.split('\t')).toEqual(['ID', 'KEY', 'USER', 'TIER', 'STATE', 'ROLE']);
    expect(row.split('\t')).toHaveLength(6);
    const keyId = row.split('\t')[0];

    const { child, url } = await startCli(['--port', '0', '--db', db, '--auth', 'strict']);
    try {
      const accepted = await fetch(`${url}/v1/rate/limits`, { headers: { 'x-api-key': key } });
      expect(accepted.status).toBe(200);
      expect((await accepted.json()).tier).toBe('free');
      expect(spawnSync(process.execPath, [cliBin(), 'keys', 'revoke', keyId, '--db', db]).status).toBe(0);
      const refused = await fetch(`${url}/health`, { headers: { 'x-api-key': key } });
      expect(refused.status).toBe(403);
    } finally {
      const exited = exitCode(child);
      child.kill('SIGTERM');
      await exited;
    }
  });

  it('a command whose reader left (keys list | head) ends as it would have, without an EPIPE crash', async () => {
    const db = join(directory, 'closed-pipe.db');
    expect(spawnSync(process.execPath, [cliBin(), 'keys', 'create', '--user', 'hal', '--db', db]).status).toBe(0);
    const child = spawn(process.execPath, [cliBin(), 'keys', 'list', '--db', db], { cwd: directory, stdio: ['ignore', 'pipe', 'pipe'] });
    // The reader is gone before the command writes its first line.
    child.stdout!.destroy();
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    expect(await exitCode(child)).toBe(0);
    expect(stderr).toBe('');
  });

  it('keys create refuses a credit balance that is not a number >= 0 instead of creating an unlimited user', () => {
    const db = join(directory, 'credits.db');
    for (const credits of ['abc', '-5']) {
      const created = spawnSync(process.execPath, [cliBin(), 'keys', 'create', '--user', 'gina', '--credits', credits, '--db', db], { encoding: 'utf8' });
      expect(created.status).toBe(1);
      expect(created.stderr).toContain('Not a number >= 0');
      expect(created.stdout).toBe('');
    }
  });

  it('keys create writes to the database of the config file SWARMS_LOCAL_CONFIG names, the one the server then reads', async () => {
    const configPath = join(directory, 'env-config.yaml');
    writeFileSync(configPath, `db: ${join(directory, 'env-config.db')}\nauth: strict\n`);
    const env = { ...process.env, SWARMS_LOCAL_CONFIG: configPath };
    const created = spawnSync(process.execPath, [cliBin(), 'keys', 'create', '--user', 'frank'], { cwd: directory, encoding: 'utf8', env });
    expect(created.status).toBe(0);
    expect(existsSync(join(directory, 'env-config.db'))).toBe(true);
    const { child, url } = await startCli(['--port', '0'], env);
    try {
      const accepted = await fetch(`${url}/health`, { headers: { 'x-api-key': created.stdout.trim() } });
      expect(accepted.status).toBe(200);
    } finally {
      const exited = exitCode(child);
      child.kill('SIGTERM');
      await exited;
    }
  });

  it('gives byte-identical synthetic outputs from two separate processes with the same seed', async () => {
    const body = JSON.stringify({ agent_config: { agent_name: 'Twin', max_tokens: 60 }, task: 'Compare heat pumps and gas boilers.' });
    const outputs: string[] = [];
    for (const _ of [1, 2]) {
      const { child, url } = await startCli(['--port', '0', '--db', ':memory:', '--seed', '5']);
      try {
        const response = await fetch(`${url}/v1/agent/completions`, {
          method: 'POST',
          headers: { 'x-api-key': 'sk-twin-key-0000000000', 'content-type': 'application/json' },
          body,
        });
        const parsed = await response.json();
        outputs.push(JSON.stringify({ outputs: parsed.outputs.map((output: { content: string }) => output.content), usage: parsed.usage, job_id: parsed.job_id }));
      } finally {
        const exited = exitCode(child);
        child.kill('SIGTERM');
        await exited;
      }
    }
    expect(outputs[0]).toBe(outputs[1]);
  });
});
