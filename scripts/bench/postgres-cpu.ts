// CPU per synthetic agent completion on PostgreSQL, over both processes: the swarms-local server's own CPU
// (process.cpuUsage) and the PostgreSQL server's (its postmaster and every backend, read from /proc), with the
// queries the server's pg clients sent per completion (its round trips), beside the express anchor's `/health`
// in alternated rounds. Run: npx tsx scripts/bench/postgres-cpu.ts [seconds] (`npm run build` first);
// `npm run bench` runs it as the `pg-cpu` entry (BENCH_SKIP_POSTGRES=1 leaves it out).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startTestPostgres } from '../../test/support/postgres-server.js';
import { CONNECTIONS } from './anchor.js';
import type { BenchEntry } from './bench-entry.js';
import { type CompanionCpu, type CpuFigure, cpuPerRequest, LABELS, µs } from './cpu-per-request.js';
import { ROUNDS } from './rounds.js';

/** The targets for a PostgreSQL completion: CPU over both processes, and round trips. */
const CPU_TARGET_US = 5000;
const ROUND_TRIP_TARGET = 3;

/** Microseconds per clock tick of /proc/<pid>/stat's times (USER_HZ is 100 on Linux). */
const TICK_US = 10_000;

/** A process's user and system time, and those of its children it has waited for, from /proc (µs). */
function procStat(pid: number): { ppid: number; own: number; reaped: number } | undefined {
  try {
    // The command name is in parentheses and may hold spaces: the fields counted from after its closing one.
    const stat = readFileSync(`/proc/${pid}/stat`, 'latin1');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const [utime, stime, cutime, cstime] = [11, 12, 13, 14].map((index) => Number(fields[index]));
    return { ppid: Number(fields[1]), own: (utime + stime) * TICK_US, reaped: (cutime + cstime) * TICK_US };
  } catch {
    return undefined;
  }
}

/**
 * The CPU of the PostgreSQL server whose data directory is `dataDirectory`: its postmaster's, that of the backends
 * it has reaped, and that of every process it runs now (backends, checkpointer, WAL writer…), in µs.
 */
export function postgresCpu(dataDirectory: string): CompanionCpu {
  const postmaster = Number(readFileSync(join(dataDirectory, 'postmaster.pid'), 'latin1').split('\n')[0]);
  return async () => {
    const main = procStat(postmaster);
    if (!main) throw new Error(`The PostgreSQL server (pid ${postmaster}) is gone.`);
    let total = main.own + main.reaped;
    for (const entry of readdirSync('/proc')) {
      const pid = Number(entry);
      if (!Number.isInteger(pid)) continue;
      const child = procStat(pid);
      if (child?.ppid === postmaster) total += child.own + child.reaped;
    }
    return total;
  };
}

/** Measures a PostgreSQL completion's CPU over both processes, and its round trips, beside the express anchor. */
async function measure(seconds: number): Promise<{ anchor: CpuFigure; subject: CpuFigure } | undefined> {
  const server = await startTestPostgres();
  try {
    if (!server.dataDirectory) {
      process.stdout.write('\n(PostgreSQL CPU per completion needs the embedded server: an external one has no process here to read)\n');
      return undefined;
    }
    process.env.BENCH_PG_URL = await server.createDatabase();
    return await cpuPerRequest('pg-completion', seconds, ROUNDS, postgresCpu(server.dataDirectory));
  } finally {
    delete process.env.BENCH_PG_URL;
    await server.close();
  }
}

/** Prints the figures as a Markdown table. */
function printPostgresCpu({ anchor, subject }: { anchor: CpuFigure; subject: CpuFigure }): void {
  process.stdout.write(
    `\n### CPU time per completion on PostgreSQL, over both processes (process.cpuUsage of the server, /proc of the PostgreSQL server's processes; ${CONNECTIONS} connections, median of ${ROUNDS} alternated rounds, low–high)\n\n` +
      '| load | server CPU µs per request | PostgreSQL CPU µs per request | queries (round trips) per request | req/s | non-2xx + errors |\n|---|---:|---:|---:|---:|---:|\n',
  );
  for (const figure of [anchor, subject]) {
    const database = figure === subject ? µs(figure.companionUs) : '–';
    const queries = figure === subject ? figure.queries.median.toFixed(2) : '–';
    process.stdout.write(`| ${LABELS[figure.name]} | ${µs(figure.serverUs)} | ${database} | ${queries} | ${µs(figure.requestsPerSecond)} | ${figure.failures} |\n`);
  }
}

/** The `pg-cpu` entry of `npm run bench`. */
export const postgresCpuEntry: BenchEntry = {
  name: 'pg-cpu',
  async run({ seconds }) {
    if (process.env.BENCH_SKIP_POSTGRES) return undefined;
    const figures = await measure(seconds);
    if (!figures) return undefined;
    printPostgresCpu(figures);
    const { anchor, subject } = figures;
    const both = subject.serverUs.median + subject.companionUs.median;
    const queries = subject.queries.median;
    return [
      {
        figure: 'synthetic agent completion (PostgreSQL), CPU per request over both processes',
        value: `${(both / 1000).toFixed(2)} ms (server ${(subject.serverUs.median / 1000).toFixed(2)} + PostgreSQL ${(subject.companionUs.median / 1000).toFixed(2)}; express anchor's /health ${anchor.serverUs.median.toFixed(0)} µs)`,
        target: `≤ ${(CPU_TARGET_US / 1000).toFixed(1)} ms`,
        met: both <= CPU_TARGET_US,
      },
      {
        figure: 'synthetic agent completion (PostgreSQL), round trips per request',
        value: queries.toFixed(2),
        target: `≤ ${ROUND_TRIP_TARGET}`,
        met: queries <= ROUND_TRIP_TARGET,
      },
    ];
  },
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const figures = await measure(Number(process.argv[2] ?? 5));
  if (figures) printPostgresCpu(figures);
}
