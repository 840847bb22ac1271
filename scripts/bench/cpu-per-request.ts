// CPU time per request, measured with `process.cpuUsage` in every process involved: the server in a process of
// its own, and the load generator in this one. It does not depend on how many cores the machine has or on its
// other load nearly as much as requests per second do. Each run measures its subject and the express anchor's
// `/health` in alternated rounds (the median of ROUNDS with its spread), so the two figures share the machine's
// state. Run: npx tsx scripts/bench/cpu-per-request.ts <health|models|completion|same-task|bare|express> [seconds]
// (CPU_PROF=<dir> also writes V8 CPU profiles of the servers there; SERVER_MODULE=<path> runs another build's
// server.js, for an A/B run; RATE=<n> sends n requests a second in all, so both sides of an A/B run are
// measured at the same rate whatever the machine's load; the compiled server: `npm run build` first).
// `npm run bench` runs it as the `cpu` entry, for a synthetic agent completion.
import { fileURLToPath, pathToFileURL } from 'node:url';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { startListening } from '../start-cli.js';
import { CONNECTIONS } from './anchor.js';
import type { BenchEntry } from './bench-entry.js';
import { BENCH_KEY } from './http-overhead.js';
import { spreadOf, ROUNDS, type Spread } from './rounds.js';

/** The compiled server the subjects run: this checkout's, or SERVER_MODULE's (another build, for an A/B run). */
const SERVER_MODULE = JSON.stringify(process.env.SERVER_MODULE ? pathToFileURL(process.env.SERVER_MODULE).href : new URL('../../dist/server.js', import.meta.url).href);

const SERVERS = {
  swarms: `const { startServer } = await import(${SERVER_MODULE});
const server = await startServer({ port: 0, db: ':memory:', seed: 1, rateLimits: { free: {}, premium: { minute: 1e9, hour: 1e9, day: 1e9 } } });`,
  bare: `const { createServer } = await import('node:http');
const server = createServer((request, response) => response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end('{"status":"ok"}'));
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
server.url = 'http://127.0.0.1:' + server.address().port;`,
  express: `const { default: express } = await import('express');
const app = express();
app.get('/health', (request, response) => response.json({ status: 'ok' }));
const server = await new Promise((resolve) => { const listening = app.listen(0, '127.0.0.1', () => resolve(listening)); });
server.url = 'http://127.0.0.1:' + server.address().port;`,
  // The same server on the PostgreSQL database BENCH_PG_URL names; every query its pg clients send is counted
  // (Client.query is where the pool's and a transaction's statements go out: one call, one round trip).
  'swarms-pg': `const { default: pg } = await import('pg');
const sent = pg.Client.prototype.query;
globalThis.benchQueries = 0;
pg.Client.prototype.query = function (...args) { globalThis.benchQueries += 1; return sent.apply(this, args); };
const { startServer } = await import(${SERVER_MODULE});
const server = await startServer({ port: 0, db: process.env.BENCH_PG_URL, seed: 1, rateLimits: { free: {}, premium: { minute: 1e9, hour: 1e9, day: 1e9 } } });`,
};
// The server process prints its own process.cpuUsage (µs, every thread of it) on a line whenever it gets SIGUSR2.
const ANNOUNCE = `process.stdout.write('listening on ' + server.url + '\\n');
process.on('SIGUSR2', () => { const used = process.cpuUsage(); process.stdout.write('cpu ' + (used.user + used.system) + ' ' + (globalThis.benchQueries ?? 0) + '\\n'); });
process.on('SIGTERM', () => process.exit(0));`;

const completion = (task: string) => ({
  method: 'POST' as const,
  path: '/v1/agent/completions',
  body: JSON.stringify({ agent_config: { agent_name: 'Bench', max_tokens: 64 }, task }),
});
const LOADS = {
  health: { server: 'swarms', method: 'GET' as const, path: '/health' },
  models: { server: 'swarms', method: 'GET' as const, path: '/v1/models/available' },
  completion: { server: 'swarms', ...completion('Summarise the benefits of heat pumps (case [<id>]).') },
  'same-task': { server: 'swarms', ...completion('Summarise the benefits of heat pumps.') },
  'pg-completion': { server: 'swarms-pg', ...completion('Summarise the benefits of heat pumps (case [<id>]).') },
  bare: { server: 'bare', method: 'GET' as const, path: '/health' },
  express: { server: 'express', method: 'GET' as const, path: '/health' },
} as const;

type LoadName = keyof typeof LOADS;

/** What a server process has spent so far. */
interface Spent {
  /** CPU microseconds (process.cpuUsage, every thread). */
  us: number;
  /** Queries its PostgreSQL clients sent (0 on other stores). */
  queries: number;
}

/** A server of one load, in a process of its own, whose CPU time can be asked for. */
interface Subject {
  name: LoadName;
  url: string;
  /** What the server process has spent so far. */
  cpu(): Promise<Spent>;
  stop(): Promise<void>;
}

/** The CPU microseconds so far of the processes a server relies on (the database server's), when there are any. */
export type CompanionCpu = () => Promise<number>;

/** Starts the server a load runs against. */
async function startSubject(name: LoadName): Promise<Subject> {
  const load = LOADS[name];
  const profile = process.env.CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', process.env.CPU_PROF] : [];
  const { url, child } = await startListening([...profile, '--input-type=module', '-e', `${SERVERS[load.server]}\n${ANNOUNCE}`]);
  const lines: Array<(line: string) => void> = [];
  let buffered = '';
  child.stdout.on('data', (chunk: Buffer) => {
    buffered += chunk.toString();
    for (let end = buffered.indexOf('\n'); end >= 0; end = buffered.indexOf('\n')) {
      const line = buffered.slice(0, end);
      buffered = buffered.slice(end + 1);
      if (line.startsWith('cpu ')) lines.shift()?.(line);
    }
  });
  return {
    name,
    url,
    cpu: () =>
      new Promise((resolve) => {
        lines.push((line) => {
          const [us, queries] = line.slice(4).split(' ').map(Number);
          resolve({ us, queries });
        });
        child.kill('SIGUSR2');
      }),
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

/** Resolves once the subject's server spends less than 2.5 % of a core (5 ms in 200 ms), or after 5 s. */
async function untilIdle(subject: Subject): Promise<void> {
  let before = (await subject.cpu()).us;
  for (let waited = 0; waited < 5_000; waited += 200) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    const now = (await subject.cpu()).us;
    if (now - before < 5_000) return;
    before = now;
  }
}

/** One measured round of a load: requests, and CPU microseconds per request of the server and of the load generator. */
interface Round {
  requests: number;
  requestsPerSecond: number;
  serverUs: number;
  clientUs: number;
  /** The database server's CPU µs per request (0 without a companion). */
  companionUs: number;
  /** Queries (round trips to the database server) per request. */
  queries: number;
  non2xx: number;
  errors: number;
}

/**
 * Drives a subject for about `seconds` (after a second of uncounted warm-up load) and reads the CPU every process
 * spent on it. The measured load sends as many requests as the warm-up's rate gives in `seconds` and ends when all
 * are answered, after the warm-up's last have finished: a load stopped by a clock leaves its last requests running
 * in the server (50 at a time), their CPU and queries read with the next round while they are counted in none,
 * which weighed most where requests are slow (a PostgreSQL completion at 40 a second).
 */
async function measureRound(subject: Subject, seconds: number, companion?: CompanionCpu): Promise<Round> {
  const load = LOADS[subject.name];
  const drive = (size: { amount: number } | { duration: number }) =>
    autocannon({
      url: `${subject.url}${load.path}`,
      method: load.method,
      headers: { ...BENCH_KEY, 'content-type': 'application/json' },
      body: 'body' in load ? load.body : undefined,
      idReplacement: true,
      connections: CONNECTIONS,
      ...size,
      overallRate: process.env.RATE ? Number(process.env.RATE) : undefined,
    });
  const warm = await drive({ duration: 1 });
  const amount = Math.max(CONNECTIONS, Math.round((warm.requests.total / Math.max(warm.duration, 0.001)) * seconds));
  // The warm-up's last requests, cut off by its clock, run on in the server: counted in no round.
  await untilIdle(subject);
  const server = await subject.cpu();
  const database = (await companion?.()) ?? 0;
  const client = process.cpuUsage();
  const result = await drive({ amount });
  const clientSpent = process.cpuUsage(client);
  const serverSpent = await subject.cpu();
  const databaseSpent = ((await companion?.()) ?? 0) - database;
  const requests = result.requests.total;
  return {
    requests,
    requestsPerSecond: Math.round(requests / Math.max(result.duration, 0.001)),
    serverUs: (serverSpent.us - server.us) / requests,
    clientUs: (clientSpent.user + clientSpent.system) / requests,
    companionUs: databaseSpent / requests,
    queries: (serverSpent.queries - server.queries) / requests,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/** A load's figures over its rounds: the median of each with its spread. */
export interface CpuFigure {
  name: LoadName;
  serverUs: Spread;
  clientUs: Spread;
  /** The database server's CPU µs per request. */
  companionUs: Spread;
  /** Queries sent to the database server per request. */
  queries: Spread;
  requestsPerSecond: Spread;
  failures: number;
}

/**
 * Measures `subject` and the express anchor's `/health` in alternated rounds; the anchor first in each. `companion`
 * reads the CPU of the processes the subject relies on (its database server), counted with the subject's.
 */
export async function cpuPerRequest(subjectName: LoadName, seconds: number, rounds = ROUNDS, companion?: CompanionCpu): Promise<{ anchor: CpuFigure; subject: CpuFigure }> {
  const subjects = [await startSubject('express'), await startSubject(subjectName)];
  try {
    const measured: Round[][] = [[], []];
    for (let round = 0; round < rounds; round += 1)
      for (const [index, subject] of subjects.entries()) measured[index].push(await measureRound(subject, seconds, index ? companion : undefined));
    // A round no request finished in (a stalled spell of the machine) has no figure per request: left out of
    // the per-request spreads, it shows as a round of 0 req/s.
    const perRequest = (of: Round[], read: (round: Round) => number) => {
      const answered = of.filter((round) => round.requests > 0);
      return spreadOf(answered.length ? answered.map(read) : [Number.NaN]);
    };
    const figure = (name: LoadName, of: Round[]): CpuFigure => ({
      name,
      serverUs: perRequest(of, (round) => round.serverUs),
      clientUs: perRequest(of, (round) => round.clientUs),
      companionUs: perRequest(of, (round) => round.companionUs),
      queries: perRequest(of, (round) => round.queries),
      requestsPerSecond: spreadOf(of.map((round) => round.requestsPerSecond)),
      failures: of.reduce((total, round) => total + round.non2xx + round.errors, 0),
    });
    return { anchor: figure('express', measured[0]), subject: figure(subjectName, measured[1]) };
  } finally {
    await Promise.all(subjects.map((subject) => subject.stop()));
  }
}

/** A spread of microseconds as a cell: the median, then low–high. */
export const µs = ({ median, low, high }: Spread) => `${median.toFixed(0)} (${low.toFixed(0)}–${high.toFixed(0)})`;

/** Prints the figures of a run as a Markdown table. */
export function printCpu(title: string, figures: CpuFigure[]): void {
  process.stdout.write(`\n### ${title}\n\n| load | server CPU µs per request | load generator CPU µs per request | req/s | non-2xx + errors |\n|---|---:|---:|---:|---:|\n`);
  for (const figure of figures)
    process.stdout.write(`| ${LABELS[figure.name]} | ${µs(figure.serverUs)} | ${µs(figure.clientUs)} | ${µs(figure.requestsPerSecond)} | ${figure.failures} |\n`);
}

/** What each load measures, and through which path. */
export const LABELS: Record<LoadName, string> = {
  health: 'swarms-local `GET /health` (front controller, route pipeline)',
  models: 'swarms-local `GET /v1/models/available` (front controller, route pipeline)',
  completion: 'swarms-local synthetic agent completion, a new task each (route pipeline, in-memory SQLite, journal, ledger)',
  'same-task': 'swarms-local synthetic agent completion, the same task each time (route pipeline, in-memory SQLite)',
  'pg-completion': 'swarms-local synthetic agent completion, a new task each (route pipeline, PostgreSQL, journal, ledger)',
  bare: 'bare node:http `/health`',
  express: 'minimal express 5 `GET /health` (anchor)',
};

/** The synthetic completion's CPU target, in µs of the server's CPU per request (issue 46). */
const COMPLETION_TARGET_US = 600;

/** The `cpu` entry of `npm run bench`: a synthetic agent completion on SQLite beside the express anchor's `/health`. */
export const cpuPerRequestEntry: BenchEntry = {
  name: 'cpu',
  async run({ seconds }) {
    const { anchor, subject } = await cpuPerRequest('completion', seconds);
    printCpu(`CPU time per request (process.cpuUsage of each process, ${CONNECTIONS} connections, median of ${ROUNDS} alternated rounds, low–high)`, [anchor, subject]);
    const server = subject.serverUs.median;
    return [
      {
        figure: 'synthetic agent completion (SQLite), server CPU per request',
        value: `${(server / 1000).toFixed(2)} ms (${(server / anchor.serverUs.median).toFixed(1)}× the express anchor's /health, ${anchor.serverUs.median.toFixed(0)} µs)`,
        target: `≤ ${(COMPLETION_TARGET_US / 1000).toFixed(1)} ms`,
        met: server <= COMPLETION_TARGET_US,
      },
    ];
  },
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const name = (process.argv[2] ?? 'completion') as LoadName;
  if (!LOADS[name]) throw new Error(`no load named ${name}: one of ${Object.keys(LOADS).join(', ')}`);
  const { anchor, subject } = await cpuPerRequest(name, Number(process.argv[3] ?? 8));
  printCpu(`CPU time per request (load average ${loadavg()[0].toFixed(1)}, median of ${ROUNDS} alternated rounds, low–high)`, [anchor, subject]);
}
