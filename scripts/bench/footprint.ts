import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { BenchEntry, TargetResult } from './bench-entry.js';
import { BENCH_KEY } from './http-overhead.js';
import { startCli } from '../start-cli.js';

const COMPILED = fileURLToPath(new URL('../../dist/cli/main.js', import.meta.url));

const IDLE_RSS_TARGET_MB = 100;
const COLD_START_TARGET_MS = 500;

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

/**
 * One cold start: milliseconds from spawning the CLI to its first synthetic agent completion, and
 * its resident memory after a second idle before that request and after it.
 */
async function coldStart(): Promise<{ firstAnswerMs: number; firstAnswerCpuMs?: number; servedRssMb?: number }> {
  const started = performance.now();
  const { url, child } = await startCli();
  try {
    const response = await fetch(`${url}/v1/agent/completions`, {
      method: 'POST',
      headers: { ...BENCH_KEY, 'content-type': 'application/json' },
      body: JSON.stringify({ agent_config: { agent_name: 'Bench', max_tokens: 64 }, task: 'Summarise the benefits of heat pumps.' }),
    });
    if (response.status !== 200) throw new Error(`first completion answered ${response.status}: ${await response.text()}`);
    await response.json();
    const firstAnswerMs = performance.now() - started;
    const firstAnswerCpuMs = cpuMs(child.pid as number);
    await idle();
    return { firstAnswerMs, firstAnswerCpuMs, servedRssMb: residentMb(child.pid as number) };
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

const best = (values: Array<number | undefined>) => {
  const known = values.filter((value) => value !== undefined);
  return known.length ? Math.min(...known) : undefined;
};
const megabytes = (value: number | undefined) => (value === undefined ? 'n/a (no /proc)' : `${value.toFixed(0)} MB`);

/** Cold start to the first answer and idle resident memory of the CLI (best of three starts). */
export const footprint: BenchEntry = {
  name: 'footprint',
  async run() {
    if (!existsSync(COMPILED)) throw new Error('The footprint bench starts the compiled CLI: run `npm run build` first.');
    const starts = [await coldStart(), await coldStart(), await coldStart()];
    const firstAnswerMs = Math.min(...starts.map((start) => start.firstAnswerMs));
    const servedRssMb = best(starts.map((start) => start.servedRssMb));
    const cpu = best(starts.map((start) => start.firstAnswerCpuMs));
    const idleRssMb = best([await idleRss(), await idleRss(), await idleRss()]);
    process.stdout.write(
      `\n### Footprint (the compiled CLI, in-memory store, best of 3 starts)\n\n| | figure |\n|---|---:|\n| cold start to the first synthetic completion | ${firstAnswerMs.toFixed(0)} ms |\n` +
        `| CPU time the process used until then | ${cpu === undefined ? 'n/a (no /proc)' : `${cpu} ms`} |\n` +
        `| resident memory, idle after start-up | ${megabytes(idleRssMb)} |\n| resident memory, idle after the first completion (its tokenizer loaded) | ${megabytes(servedRssMb)} |\n`,
    );
    const results: TargetResult[] = [
      { figure: 'cold start to the first answer', value: `${firstAnswerMs.toFixed(0)} ms`, target: `< ${COLD_START_TARGET_MS} ms`, met: firstAnswerMs < COLD_START_TARGET_MS },
    ];
    if (idleRssMb !== undefined)
      results.push({ figure: 'idle RSS', value: `${idleRssMb.toFixed(0)} MB`, target: `< ${IDLE_RSS_TARGET_MB} MB`, met: idleRssMb < IDLE_RSS_TARGET_MB });
    return results;
  },
};
