import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startServer } from '../../src/server.js';

const bin = resolve(import.meta.dirname, '../../bin/swarms-local.js');

describe('network posture', () => {
  it('binds to loopback by default', async () => {
    const server = await startServer({ port: 0, db: ':memory:' });
    try {
      expect(server.host).toBe('127.0.0.1');
    } finally {
      await server.close();
    }
  });

  it('refuses a non-loopback address without --expose, and open auth there without --force-open-auth', async () => {
    await expect(startServer({ port: 0, db: ':memory:', host: '0.0.0.0' })).rejects.toThrow(/--expose/);
    await expect(startServer({ port: 0, db: ':memory:', host: '0.0.0.0', expose: true })).rejects.toThrow(/--force-open-auth/);
  });

  it('serves an exposed strict server with the admin plane off by default', async () => {
    const server = await startServer({ port: 0, db: ':memory:', host: '0.0.0.0', expose: true, auth: 'strict' });
    try {
      const admin = await fetch(`http://127.0.0.1:${server.port}/_swarms-local/info`, { headers: { 'x-api-key': 'sk-whatever-000000000000' } });
      expect(admin.status).toBe(404);
      const health = await fetch(`http://127.0.0.1:${server.port}/health`, { headers: { 'x-api-key': 'sk-unknown-0000000000000' } });
      expect(health.status).toBe(403);
    } finally {
      await server.close();
    }
  });

  it('the CLI explains the refusal and exits non-zero', () => {
    const result = spawnSync(process.execPath, [bin, '--host', '0.0.0.0', '--port', '0', '--db', ':memory:'], { encoding: 'utf8', timeout: 15_000 });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('--expose');
  });
});
