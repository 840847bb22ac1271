import { describe, expect, it } from 'vitest';
import { startServer } from '../../src/server.js';
import { spawnServer } from '../reliability/spawned-server.js';

const KEY = 'sk-posture-0000000000000000';
const get = (port: number | string, path: string) => fetch(`http://127.0.0.1:${port}${path}`, { headers: { 'x-api-key': KEY } });
const portOf = (url: string) => new URL(url).port;

/** Runs the real CLI with `args` until it either listens (then `use` runs against it) or exits. */
async function withCli(args: string[], use: (url: string) => Promise<void>): Promise<void> {
  const cli = spawnServer(['--port', '0', '--db', ':memory:', ...args]);
  try {
    await use(await cli.url);
  } finally {
    await cli.stop();
  }
}

/** Runs the real CLI with `args`, expecting a refusal: resolves with its exit code and stderr. */
async function refusalOf(args: string[]): Promise<{ code: number | null; stderr: string; listened: boolean }> {
  const cli = spawnServer(['--port', '0', '--db', ':memory:', ...args]);
  const listened = await cli.url.then(
    () => true,
    () => false,
  );
  await cli.stop();
  return { code: cli.child.exitCode, stderr: cli.stderr(), listened };
}

describe('network posture through startServer', () => {
  it('binds to loopback by default', async () => {
    const server = await startServer({ port: 0, db: ':memory:' });
    try {
      expect(server.host).toBe('127.0.0.1');
      expect(new URL(server.url).hostname).toBe('127.0.0.1');
    } finally {
      await server.close();
    }
  });

  it('refuses a non-loopback address without expose, and open auth there without forceOpenAuth', async () => {
    await expect(startServer({ port: 0, db: ':memory:', host: '0.0.0.0' })).rejects.toThrow(/--expose/);
    await expect(startServer({ port: 0, db: ':memory:', host: '0.0.0.0', expose: true })).rejects.toThrow(/--force-open-auth/);
  });

  it('serves an exposed strict server with the admin plane off by default, and on only when asked', async () => {
    const plain = await startServer({ port: 0, db: ':memory:', host: '0.0.0.0', expose: true, auth: 'strict' });
    try {
      expect((await get(plain.port, '/_swarms-local/info')).status).toBe(404);
      expect((await get(plain.port, '/health')).status).toBe(403); // strict: an unknown key is refused
    } finally {
      await plain.close();
    }
    const withAdmin = await startServer({ port: 0, db: ':memory:', host: '0.0.0.0', expose: true, auth: 'strict', admin: true });
    try {
      expect((await get(withAdmin.port, '/_swarms-local/info')).status).not.toBe(404);
    } finally {
      await withAdmin.close();
    }
  });

  it('serves the admin plane on loopback unless it is switched off', async () => {
    const loopback = await startServer({ port: 0, db: ':memory:' });
    const switchedOff = await startServer({ port: 0, db: ':memory:', admin: false });
    try {
      expect((await get(loopback.port, '/_swarms-local/info')).status).toBe(200);
      expect((await get(switchedOff.port, '/_swarms-local/info')).status).toBe(404);
    } finally {
      await Promise.all([loopback.close(), switchedOff.close()]);
    }
  });
});

describe('network posture through the CLI binary', () => {
  it('listens on 127.0.0.1 by default, with the admin plane on', async () => {
    await withCli([], async (url) => {
      expect(new URL(url).hostname).toBe('127.0.0.1');
      expect((await get(portOf(url), '/_swarms-local/info')).status).toBe(200);
    });
  });

  it('switches the admin plane off with --no-admin', async () => {
    await withCli(['--no-admin'], async (url) => {
      expect((await get(portOf(url), '/_swarms-local/info')).status).toBe(404);
      expect((await get(portOf(url), '/health')).status).toBe(200);
    });
  });

  it('refuses --host 0.0.0.0 without --expose, explaining how, and exits 1 without listening', async () => {
    const refusal = await refusalOf(['--host', '0.0.0.0']);
    expect(refusal).toMatchObject({ code: 1, listened: false });
    expect(refusal.stderr).toContain('--expose');
  });

  it('refuses open auth on an exposed address without --force-open-auth', async () => {
    const refusal = await refusalOf(['--host', '0.0.0.0', '--expose']);
    expect(refusal).toMatchObject({ code: 1, listened: false });
    expect(refusal.stderr).toContain('--force-open-auth');
  });

  it('listens exposed with --expose --force-open-auth, and the admin plane is off there', async () => {
    await withCli(['--host', '0.0.0.0', '--expose', '--force-open-auth'], async (url) => {
      expect(new URL(url).hostname).toBe('0.0.0.0');
      expect((await get(portOf(url), '/health')).status).toBe(200);
      expect((await get(portOf(url), '/_swarms-local/info')).status).toBe(404);
    });
  });

  it('listens exposed in strict auth with --expose alone', async () => {
    await withCli(['--host', '0.0.0.0', '--expose', '--auth', 'strict'], async (url) => {
      expect((await get(portOf(url), '/health')).status).toBe(403);
      expect((await get(portOf(url), '/_swarms-local/info')).status).toBe(404);
    });
  });
});
