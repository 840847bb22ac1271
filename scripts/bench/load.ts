import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { startServer } from './compiled-server.js';
import { UNLIMITED } from './agent-completions.js';

// `npm run bench:load` (or `npx tsx scripts/bench/load.ts`): mixed endpoints at high concurrency for 60 s
// (BENCH_LOAD_SECONDS, BENCH_LOAD_CONNECTIONS), then checks zero errors and that every completion answered
// 200 has its log row. Requests still in flight when the load stops have lost their client but may still
// finish and be logged, so the rows may exceed the answered completions by at most the requests left
// unanswered — never fall short. The rows are counted in the database file after the server has drained
// and closed, i.e. what a crash-free shutdown leaves on disk. A script, not a timed test.
const seconds = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const connections = Number(process.env.BENCH_LOAD_CONNECTIONS ?? 100);

const directory = mkdtempSync(join(tmpdir(), 'swarms-local-load-'));
const db = join(directory, 'load.db');
const server = await startServer({ port: 0, db, seed: 1, rateLimits: UNLIMITED });
const headers = { 'x-api-key': 'sk-load-0000000000000000', 'content-type': 'application/json' };
const json = (value: unknown) => JSON.stringify(value);
const agents = [
  { agent_name: 'A', max_tokens: 60 },
  { agent_name: 'B', max_tokens: 60 },
];
let completed = 0;
let rejectedOnPurpose = 0;
const countCompletion = (status: number) => {
  if (status === 200) completed += 1;
};
const countRejection = (status: number) => {
  if (status === 422) rejectedOnPurpose += 1;
};

const result = await autocannon({
  url: server.url,
  connections,
  duration: seconds,
  requests: [
    { method: 'GET', path: '/health', headers },
    {
      method: 'POST',
      path: '/v1/agent/completions',
      headers,
      body: json({ agent_config: { agent_name: 'Load', max_tokens: 80 }, task: 'One line on tides.' }),
      onResponse: countCompletion,
    },
    { method: 'GET', path: '/v1/rate/limits', headers },
    { method: 'POST', path: '/v1/swarm/completions', headers, body: json({ swarm_type: 'ConcurrentWorkflow', agents, task: 'Two ideas.' }), onResponse: countCompletion },
    {
      method: 'POST',
      path: '/v1/chat/completions',
      headers,
      body: json({ model: 'gpt-4.1', messages: [{ role: 'user', content: 'hi' }], max_tokens: 30 }),
      onResponse: countCompletion,
    },
    { method: 'GET', path: '/v1/swarm/logs?limit=5', headers },
    // A malformed body on purpose: the only non-2xx answer the run may see.
    { method: 'POST', path: '/v1/agent/completions', headers, body: json({ agent_config: { max_tokens: 'not a number' } }), onResponse: countRejection },
  ] as autocannon.Request[],
});
await server.close();

const database = new Database(db, { readonly: true, fileMustExist: true });
const logRows = (database.prepare("SELECT COUNT(*) AS count FROM request_logs WHERE category = 'completion' AND status = 200").get() as { count: number }).count;
const integrity = database.pragma('integrity_check', { simple: true });
database.close();
rmSync(directory, { recursive: true, force: true });

const unanswered = result.requests.sent - result.requests.total;
process.stdout.write(
  `\n### Load: mixed endpoints, ${connections} connections, ${seconds} s\n\n` +
    '| requests | req/s | p50 ms | p99 ms | errors | timeouts | 5xx | completions answered 200 | completion log rows (200) | unanswered at stop |\n' +
    '|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n' +
    `| ${result.requests.total} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${result.errors} | ${result.timeouts} | ${result['5xx']} | ${completed} | ${logRows} | ${unanswered} |\n`,
);
const problems = [
  result.errors > 0 && `${result.errors} connection errors`,
  result.timeouts > 0 && `${result.timeouts} timeouts`,
  result.non2xx !== rejectedOnPurpose && `${result.non2xx - rejectedOnPurpose} unexpected non-2xx answers (${result['5xx']} of them 5xx)`,
  logRows < completed && `${completed - logRows} completions answered 200 without a log row`,
  logRows - completed > unanswered && `${logRows - completed - unanswered} log rows more than the requests left in flight`,
  integrity !== 'ok' && `integrity_check: ${integrity}`,
].filter(Boolean);
if (problems.length) {
  process.stderr.write(`load check FAILED: ${problems.join('; ')}\n`);
  process.exitCode = 1;
} else {
  process.stdout.write(`\nzero errors; every answered completion logged (${logRows - completed} more finished after the load stopped, their clients gone)\n`);
}
