// The hostile-runtime attacks of issue 43 (figures in SECURITY.md) as one `npm run bench` entry, scaled so the
// whole entry takes about two minutes: each attack runs scripts/bench/hostile-runtime.ts in a process of its
// own against the compiled server (scripts/bench/compiled-memory-probe.mjs), and the table gives the server's
// resident memory (before, at most, at the end) and /health's median and worst latency during the attack.
// Run: BENCH_ONLY=hostile npm run bench (HOSTILE_ONLY=page,stubs runs only those attacks).
import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import type { BenchEntry } from './bench-entry.js';

/** One attack as the entry runs it: the script's ATTACK and its scaled settings. */
interface Attack {
  attack: string;
  what: string;
  env: Record<string, string>;
}

/** Issue 43's attacks, each scaled to seconds (the full sizes are the script's defaults). */
const ATTACKS: Attack[] = [
  { attack: 'mcp-keyed', what: '24 keyed tools/call of a fake MCP server, 3.9 MB argument each, 4 at a time', env: { HOSTILE_REQUESTS: '24' } },
  { attack: 'page', what: 'web_scraper on a page of 200,000 `<`', env: {} },
  { attack: 'stalling', what: 'web_scraper on a page streaming 1 MiB every 100 ms for 3 s, then stalling', env: {} },
  { attack: 'assignments', what: 'assign_task with 100,000 assignments, wait_for_completion', env: {} },
  { attack: 'big-stream', what: 'a 5 MB streamed answer read 64 KiB every 20 ms', env: {} },
  { attack: 'thinking', what: '6 completions at once on an Anthropic-protocol upstream whose thinking never ends (loopback)', env: {} },
  { attack: 'stubs', what: '5,000 contains stubs posted 1,000 at a time, then a 1 MB task', env: { HOSTILE_STUBS: '5000' } },
];

/** What the attack script reports on its HOSTILE_RESULT line. */
interface AttackResult {
  outcomes: string[];
  seconds: number;
  before: number;
  peak: number;
  atEnd: number;
  healthMedian: number;
  healthWorst: number;
  idleWorst: number;
}

/** Runs one attack in a process of its own: its result line, or the error it ended with. */
function runAttack(attack: Attack): Promise<AttackResult | Error> {
  const script = resolve(import.meta.dirname, 'hostile-runtime.ts');
  const env = { ...process.env, ...attack.env, ATTACK: attack.attack, HOSTILE_PROBE: resolve(import.meta.dirname, 'compiled-memory-probe.mjs') };
  return new Promise((done) => {
    execFile(process.execPath, ['--import', 'tsx', script], { env, timeout: 180_000, maxBuffer: 16 * 1024 * 1024 }, (error, stdout) => {
      const line = stdout.split('\n').find((text) => text.startsWith('HOSTILE_RESULT '));
      done(line ? (JSON.parse(line.slice('HOSTILE_RESULT '.length)) as AttackResult) : (error ?? new Error('no result line')));
    });
  });
}

const mb = (bytes: number) => `${Math.round(bytes / 1e6)}`;

/** The `hostile` entry: issue 43's attacks against the compiled server, one table row each. */
export const hostileAttacks: BenchEntry = {
  name: 'hostile',
  async run() {
    const only = process.env.HOSTILE_ONLY?.split(',');
    process.stdout.write(
      '\n### Hostile runtime (issue 43): resident memory and /health during each attack (compiled server, one process per attack)\n\n' +
        '| attack | outcome | seconds | RSS before MB | RSS peak MB | RSS end MB | /health median ms | /health worst ms | idle worst ms |\n|---|---|---:|---:|---:|---:|---:|---:|---:|\n',
    );
    for (const attack of ATTACKS) {
      if (only && !only.includes(attack.attack)) continue;
      const result = await runAttack(attack);
      if (result instanceof Error) {
        process.stdout.write(`| ${attack.what} | failed: ${result.message.split('\n')[0]} | | | | | | | |\n`);
        continue;
      }
      process.stdout.write(
        `| ${attack.what} | ${result.outcomes.join(', ')} | ${result.seconds.toFixed(1)} | ${mb(result.before)} | ${mb(result.peak)} | ${mb(result.atEnd)} | ${result.healthMedian.toFixed(0)} | ${result.healthWorst.toFixed(0)} | ${result.idleWorst.toFixed(0)} |\n`,
      );
    }
    return undefined;
  },
};
