import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { BenchEntry, TargetResult } from './bench-entry.js';
import { BENCH_KEY } from './http-overhead.js';
import { startCli, startListening } from '../start-cli.js';

const COMPILED = fileURLToPath(new URL('../../dist/cli/main.js', import.meta.url));

const IDLE_RSS_TARGET_MB = 90;
/** How many times a bare `node:http` server's start the installed command's start to its first answer may take. */
const COLD_START_OVER_BARE = 3;
/** Starts of each kind, alternated; the median is kept. */
const STARTS = 5;

/**
 * The smallest `node:http` server that answers `/health` and says where it listens as the CLI does: its
 * start is Node's own start plus a listen, the floor under any command's.
 */
const BARE_SERVER = `const server = require('node:http').createServer((request, response) => response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end('{"status":"ok"}'));
server.listen(0, '127.0.0.1', () => process.stdout.write('listening on http://127.0.0.1:' + server.address().port + '\\n'));`;

/** Resident memory of a process in MB (Linux /proc), or undefined where /proc is missing. */
function residentMb(pid: number): number | undefined {
  const status = existsSync(`/proc/${pid}/status`) ? readFileSync(`/proc/${pid}/status`, 'utf8') : '';
  const kilobytes = status.match(/^VmRSS:\s+(\d+)\s+kB/m)?.[1];
  return kilobytes ? Number(kilobytes) / 1024 : undefined;
}

const idle = () => new Promise((resolve) => setTimeout(resolve, 1000));

/** CPU time a process has used in ms (Linux /proc, 100 ticks a second): what a start costs whatever the machine's load. */
function cpuMs(pid: number): number | undefined {
  const stat = existsSync(`/proc/${pid}/stat`) ? readFileSync(`/proc/${pid}/stat`, 'utf8') : '';
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return fields.length > 12 ? (Number(fields[11]) + Number(fields[12])) * 10 : undefined;
}

/** Milliseconds from `started` to a 200 answer of `/health` at `url`. */
async function firstHealth(url: string, started: number): Promise<number> {
  const response = await fetch(`${url}/health`, { headers: BENCH_KEY });
  if (response.status !== 200) throw new Error(`the first /health answered ${response.status}: ${await response.text()}`);
  await response.arrayBuffer();
  return performance.now() - started;
}

/** One start of a bare `node:http` server: milliseconds from spawning it to its first `/health` answer. */
async function bareStart(): Promise<number> {
  const started = performance.now();
  const { url, child } = await startListening(['-e', BARE_SERVER]);
  try {
    return await firstHealth(url, started);
  } finally {
    child.kill('SIGKILL');
  }
}

/** What one cold start of the CLI measured. */
interface ColdStart {
  /** Spawn to the first `/health` answer. */
  firstAnswerMs: number;
  /** Spawn to the first synthetic agent completion (sent after that `/health`). */
  firstCompletionMs: number;
  firstCompletionCpuMs?: number;
  /** Resident memory after a second idle after that completion. */
  servedRssMb?: number;
}

/** One cold start of the CLI: its first `/health`, then its first synthetic agent completion, then a second idle. */
async function coldStart(): Promise<ColdStart> {
  const started = performance.now();
  const { url, child } = await startCli();
  try {
    const firstAnswerMs = await firstHealth(url, started);
    const response = await fetch(`${url}/v1/agent/completions`, {
      method: 'POST',
      headers: { ...BENCH_KEY, 'content-type': 'application/json' },
      body: JSON.stringify({ agent_config: { agent_name: 'Bench', max_tokens: 64 }, task: 'Summarise the benefits of heat pumps.' }),
    });
    if (response.status !== 200) throw new Error(`first completion answered ${response.status}: ${await response.text()}`);
    await response.json();
    const firstCompletionMs = performance.now() - started;
    const firstCompletionCpuMs = cpuMs(child.pid as number);
    await idle();
    return { firstAnswerMs, firstCompletionMs, firstCompletionCpuMs, servedRssMb: residentMb(child.pid as number) };
  } finally {
    child.kill('SIGKILL');
  }
}

/** Resident memory of a CLI started and left idle for a second, before any request. */
async function idleRss(): Promise<number | undefined> {
  const { child } = await startCli();
  try {
    await idle();
    return residentMb(child.pid as number);
  } finally {
    child.kill('SIGKILL');
  }
}

/** The median of the values known (undefined where none is). */
function median(values: Array<number | undefined>): number | undefined {
  const known = values.filter((value) => value !== undefined).sort((a, b) => a - b);
  return known.length ? known[Math.floor(known.length / 2)] : undefined;
}
const megabytes = (value: number | undefined) => (value === undefined ? 'n/a (no /proc)' : `${value.toFixed(0)} MB`);

/** Cold start of the CLI to its first answer against a bare `node:http` server's, and the CLI's idle resident memory (medians, starts alternated). */
export const footprint: BenchEntry = {
  name: 'footprint',
  async run() {
    if (!existsSync(COMPILED)) throw new Error('The footprint bench starts the compiled CLI: run `npm run build` first.');
    const starts: ColdStart[] = [];
    const bareStarts: number[] = [];
    const idleRounds: Array<number | undefined> = [];
    for (let round = 0; round < STARTS; round++) {
      bareStarts.push(await bareStart());
      starts.push(await coldStart());
      idleRounds.push(await idleRss());
    }
    const of = (pick: (start: ColdStart) => number | undefined) => median(starts.map(pick));
    const firstAnswerMs = of((start) => start.firstAnswerMs) as number;
    const bareMs = median(bareStarts) as number;
    const idleRssMb = median(idleRounds);
    const cpu = of((start) => start.firstCompletionCpuMs);
    process.stdout.write(
      `\n### Footprint (the compiled CLI, in-memory store, median of ${STARTS} starts of each, alternated)\n\n| | figure |\n|---|---:|\n` +
        `| a bare node:http server: spawn to its first /health | ${bareMs.toFixed(0)} ms (${bareStarts.map((ms) => ms.toFixed(0)).join(', ')}) |\n` +
        `| the CLI: spawn to its first /health | ${firstAnswerMs.toFixed(0)} ms (${starts.map((start) => start.firstAnswerMs.toFixed(0)).join(', ')}) |\n` +
        `| the CLI: spawn to its first synthetic completion (after that /health) | ${(of((start) => start.firstCompletionMs) as number).toFixed(0)} ms |\n` +
        `| CPU time the process used until then | ${cpu === undefined ? 'n/a (no /proc)' : `${cpu} ms`} |\n` +
        `| resident memory, idle after start-up | ${megabytes(idleRssMb)} |\n| resident memory, idle after the first completion (its tokenizer loaded, the composing thread started) | ${megabytes(of((start) => start.servedRssMb))} |\n`,
    );
    const ratio = firstAnswerMs / bareMs;
    const results: TargetResult[] = [
      {
        figure: 'cold start of the CLI to its first `/health` vs a bare node:http server',
        value: `${ratio.toFixed(1)}× (${firstAnswerMs.toFixed(0)} vs ${bareMs.toFixed(0)} ms)`,
        target: `≤ ${COLD_START_OVER_BARE}×`,
        met: ratio <= COLD_START_OVER_BARE,
      },
    ];
    if (idleRssMb !== undefined)
      results.push({ figure: 'idle RSS after start-up', value: `${idleRssMb.toFixed(0)} MB`, target: `< ${IDLE_RSS_TARGET_MB} MB`, met: idleRssMb < IDLE_RSS_TARGET_MB });
    return results;
  },
};
