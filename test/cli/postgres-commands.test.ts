import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPostgres, type TestPostgres } from '../support/postgres-server.js';
import { cliBin } from '../support/built.js';

const directory = mkdtempSync(join(tmpdir(), 'swarms-local-pg-cli-'));
let server: TestPostgres;

beforeAll(async () => {
  server = await startTestPostgres();
});
afterAll(async () => {
  await server?.close();
  rmSync(directory, { recursive: true, force: true });
});

/** Runs the real binary to completion. */
function cli(...args: string[]) {
  const result = spawnSync(process.execPath, [cliBin(), ...args], { cwd: directory, encoding: 'utf8', env: { ...process.env, SWARMS_LOCAL_CONFIG: '' } });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('commands against PostgreSQL', () => {
  it('keys create, list and revoke work with --db postgres://…, and snapshots move keys from PostgreSQL to SQLite and back', async () => {
    const url = await server.createDatabase();
    const password = new URL(url).password;
    const created = cli('keys', 'create', '--user', 'ada', '--tier', 'free', '--credits', '3', '--db', url);
    expect(created.code, created.stderr).toBe(0);
    const key = created.stdout.trim().split('\n')[0];
    expect(key).toMatch(/^sk-/);
    const listed = cli('keys', 'list', '--db', url);
    expect(listed.code, listed.stderr).toBe(0);
    const [header, row] = listed.stdout.trim().split('\n');
    expect(header).toBe('ID\tKEY\tUSER\tTIER\tSTATE\tROLE');
    const [keyId, masked, user, tier, state] = row.split('\t');
    expect([user, tier, state]).toEqual(['ada', 'free', 'active']);
    expect(masked).not.toBe(key);

    const snapshot = join(directory, 'team.snapshot');
    const saved = cli('snapshot', 'save', snapshot, '--db', url, '--fixtures', join(directory, 'no-fixtures'));
    expect(saved.code, saved.stderr).toBe(0);
    const sqlite = join(directory, 'copy.db');
    const loaded = cli('snapshot', 'load', snapshot, '--db', sqlite, '--fixtures', join(directory, 'fixtures'));
    expect(loaded.code, loaded.stderr).toBe(0);
    expect(cli('keys', 'list', '--db', sqlite).stdout).toBe(listed.stdout);

    // Revoked in the SQLite copy, then carried back into a fresh PostgreSQL database.
    expect(cli('keys', 'revoke', keyId, '--db', sqlite).code).toBe(0);
    const back = join(directory, 'back.snapshot');
    expect(cli('snapshot', 'save', back, '--db', sqlite, '--fixtures', join(directory, 'fixtures')).code).toBe(0);
    const fresh = await server.createDatabase();
    const restored = cli('snapshot', 'load', back, '--db', fresh, '--fixtures', join(directory, 'fixtures-back'));
    expect(restored.code, restored.stderr).toBe(0);
    expect(cli('keys', 'list', '--db', fresh).stdout.trim().split('\n')[1].split('\t')[4]).toBe('revoked');
    // Loading over data needs --force.
    const refused = cli('snapshot', 'load', back, '--db', fresh, '--fixtures', join(directory, 'fixtures-back'));
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toMatch(/holds data; pass --force/);
    expect(refused.stderr).not.toContain(password);
  }, 120_000);

  it('a PostgreSQL server that is not there is a clear error with the password masked, and no file named after the URL appears', () => {
    const url = 'postgres://ada:topsecret@127.0.0.1:1/swarms';
    const result = cli('keys', 'list', '--db', url);
    expect(result.code).not.toBe(0);
    expect(result.stderr).toMatch(/PostgreSQL/);
    expect(result.stderr).not.toContain('topsecret');
    expect(existsSync(join(directory, 'postgres:'))).toBe(false);
  });
});
