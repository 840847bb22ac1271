import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { BenchEntry, TargetResult } from './bench-entry.js';
import { BENCH_KEY } from './http-overhead.js';

/** The installed command, as `npx swarms-local` runs it (the compiled CLI). */
const CLI = fileURLToPath(new URL('../../bin/swarms-local.js', import.meta.url));
const COMPILED = fileURLToPath(new URL('../../dist/cli/main.js', import.meta.url));

const IDLE_RSS_TARGET_MB = 100;
const COLD_START_TARGET_MS = 500;

/** Resident memory of a process in MB (Linux /proc), or undefined where /proc is missing. */
function residentMb(pid: number): number | undefined {
  const status = existsSync(`/proc/${pid}/status`) ? readFileSync(`/proc/${pid}/status`, 'utf8') : '';
  const kilobytes = status.match(/^VmRSS:\s+(\d+)\s+kB/m)?.[1];
  return kilobytes ? Number(kilobytes) / 1024 : undefined;
}

/**
 * One cold start of the CLI: milliseconds from spawning `swarms-local --port 0 --db :memory:` to the
 * first synthetic agent completion answered, then the process's resident memory after a second idle.
 */
async function coldStart(): Promise<{ firstAnswerMs: number; idleRssMb: number | undefined }> {
  const started = performance.now();
  const child = spawn(process.execPath, [CLI, '--port', '0', '--db', ':memory:', '--quiet'], { stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    const url = await new Promise<string>((resolve, reject) => {
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const found = output.match(/listening on (http:\/\/\S+)/)?.[1];
        if (found) resolve(found);
      });
      child.once('exit', (code) => reject(new Error(`swarms-local exited with ${code} before listening:\n${output}`)));
    });
    const response = await fetch(`${url}/v1/agent/completions`, {
      method: 'POST',
      headers: { ...BENCH_KEY, 'content-type': 'application/json' },
      body: JSON.stringify({ agent_config: { agent_name: 'Bench', max_tokens: 64 }, task: 'Summarise the benefits of heat pumps.' }),
    });
    if (response.status !== 200) throw new Error(`first completion answered ${response.status}: ${await response.text()}`);
    await response.json();
    const firstAnswerMs = performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 1000));
    return { firstAnswerMs, idleRssMb: residentMb(child.pid as number) };
  } finally {
    child.kill('SIGKILL');
  }
}

/** Cold start to the first answer and idle resident memory of the CLI (best of three starts). */
export const footprint: BenchEntry = {
  name: 'footprint',
  async run() {
    if (!existsSync(COMPILED)) throw new Error('The footprint bench starts the compiled CLI: run `npm run build` first.');
    const starts = [await coldStart(), await coldStart(), await coldStart()];
    const firstAnswerMs = Math.min(...starts.map((start) => start.firstAnswerMs));
    const rss = starts.flatMap((start) => (start.idleRssMb === undefined ? [] : [start.idleRssMb]));
    const idleRssMb = rss.length ? Math.min(...rss) : undefined;
    process.stdout.write(
      `\n### Footprint (the compiled CLI, in-memory store, best of 3 starts)\n\n| | figure |\n|---|---:|\n| cold start to the first synthetic completion | ${firstAnswerMs.toFixed(0)} ms |\n` +
        `| resident memory, idle after that answer | ${idleRssMb === undefined ? 'n/a (no /proc)' : `${idleRssMb.toFixed(0)} MB`} |\n`,
    );
    const results: TargetResult[] = [
      { figure: 'cold start to the first answer', value: `${firstAnswerMs.toFixed(0)} ms`, target: `< ${COLD_START_TARGET_MS} ms`, met: firstAnswerMs < COLD_START_TARGET_MS },
    ];
    if (idleRssMb !== undefined)
      results.push({ figure: 'idle RSS', value: `${idleRssMb.toFixed(0)} MB`, target: `< ${IDLE_RSS_TARGET_MB} MB`, met: idleRssMb < IDLE_RSS_TARGET_MB });
    return results;
  },
};
