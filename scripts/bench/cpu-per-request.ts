// CPU time per request of a server in a process of its own, with the load generator in this one: a
// figure for A/B comparisons that the machine's other load moves far less than requests per second do.
// Run: npx tsx scripts/bench/cpu-per-request.ts <health|models|completion|same-task|bare|express> [seconds]
// (CPU_PROF=<dir> also writes a V8 CPU profile of the server there; SERVER_MODULE=<path> runs another build's
// server.js, for an A/B run; RATE=<n> sends n requests a second in all, so both sides of an A/B run are
// measured at the same rate whatever the machine's load; the compiled server: `npm run build` first).
import { existsSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { startListening } from '../start-cli.js';
import { CONNECTIONS } from './anchor.js';
import { BENCH_KEY } from './http-overhead.js';

const SERVERS = {
  swarms: `const { startServer } = await import(${JSON.stringify(process.env.SERVER_MODULE ? pathToFileURL(process.env.SERVER_MODULE).href : new URL('../../dist/server.js', import.meta.url).href)});
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
};
const ANNOUNCE = `process.stdout.write('listening on ' + server.url + '\\n');
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
  bare: { server: 'bare', method: 'GET' as const, path: '/health' },
  express: { server: 'express', method: 'GET' as const, path: '/health' },
} as const;

const name = (process.argv[2] ?? 'health') as keyof typeof LOADS;
const load = LOADS[name];
if (!load) throw new Error(`no load named ${name}: one of ${Object.keys(LOADS).join(', ')}`);
const seconds = Number(process.argv[3] ?? 8);

/** CPU milliseconds a process has used (Linux /proc, 100 ticks a second). */
function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

if (!existsSync('/proc/self/stat')) throw new Error('CPU per request is read from /proc: Linux only.');
const profile = process.env.CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', process.env.CPU_PROF] : [];
const { url, child } = await startListening([...profile, '--input-type=module', '-e', `${SERVERS[load.server]}\n${ANNOUNCE}`]);
try {
  const drive = (duration: number) =>
    autocannon({
      url: `${url}${load.path}`,
      method: load.method,
      headers: { ...BENCH_KEY, 'content-type': 'application/json' },
      body: 'body' in load ? load.body : undefined,
      idReplacement: true,
      connections: CONNECTIONS,
      duration,
      overallRate: process.env.RATE ? Number(process.env.RATE) : undefined,
    });
  await drive(1);
  const before = cpuMs(child.pid as number);
  const result = await drive(seconds);
  const spent = cpuMs(child.pid as number) - before;
  const requests = result.requests.total;
  process.stdout.write(
    `${name}: ${((spent * 1000) / requests).toFixed(0)} µs of the server's CPU per request; ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.non2xx} non-2xx, ${result.errors} errors (load average ${loadavg()[0].toFixed(1)})\n`,
  );
} finally {
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
}
