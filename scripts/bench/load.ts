import autocannon from 'autocannon';
import { startServer } from '../../src/server.js';
import { UNLIMITED } from './agent-completions.js';

// `npm run bench:load`: mixed endpoints at high concurrency for 60 s (BENCH_LOAD_SECONDS), then checks
// that every completion request answered 200 has its log row. Runs still in flight when the load stops
// finish and are logged too (their clients are gone), so log rows may exceed answered completions by
// at most the number of connections — never fall short. A script, not a timed test.
const seconds = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const connections = Number(process.env.BENCH_LOAD_CONNECTIONS ?? 100);

const server = await startServer({ port: 0, db: ':memory:', seed: 1, rateLimits: UNLIMITED });
const headers = { 'x-api-key': 'sk-load-0000000000000000', 'content-type': 'application/json' };
const json = (value: unknown) => JSON.stringify(value);
const agents = [{ agent_name: 'A', max_tokens: 60 }, { agent_name: 'B', max_tokens: 60 }];
let completed = 0;
const countCompletion = (status: number) => {
  if (status === 200) completed += 1;
};

const result = await autocannon({
  url: server.url,
  connections,
  duration: seconds,
  requests: [
    { method: 'GET', path: '/health', headers },
    { method: 'POST', path: '/v1/agent/completions', headers, body: json({ agent_config: { agent_name: 'Load', max_tokens: 80 }, task: 'One line on tides.' }), onResponse: countCompletion },
    { method: 'GET', path: '/v1/rate/limits', headers },
    { method: 'POST', path: '/v1/swarm/completions', headers, body: json({ swarm_type: 'ConcurrentWorkflow', agents, task: 'Two ideas.' }), onResponse: countCompletion },
    { method: 'POST', path: '/v1/chat/completions', headers, body: json({ model: 'gpt-4.1', messages: [{ role: 'user', content: 'hi' }], max_tokens: 30 }), onResponse: countCompletion },
    { method: 'GET', path: '/v1/swarm/logs?limit=5', headers },
    { method: 'POST', path: '/v1/agent/completions', headers, body: json({ agent_config: { max_tokens: 'not a number' } }) },
  ] as autocannon.Request[],
});

const logRows = server.deps.store.logs.countCompletions(server.deps.store.users.list()[0].id, 0);
await server.close();
process.stdout.write(
  `\n### Load: mixed endpoints, ${connections} connections, ${seconds} s\n\n| requests | req/s | p50 ms | p99 ms | errors | timeouts | completions answered 200 | completion log rows |\n|---:|---:|---:|---:|---:|---:|---:|---:|\n` +
    `| ${result.requests.total} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${result.errors} | ${result.timeouts} | ${completed} | ${logRows} |\n`,
);
const unanswered = logRows - completed;
if (result.errors > 0 || result.timeouts > 0 || result['5xx'] > 0 || unanswered < 0 || unanswered > connections) {
  process.stderr.write(`load check FAILED: errors=${result.errors} timeouts=${result.timeouts} 5xx=${result['5xx']} completed=${completed} logRows=${logRows}\n`);
  process.exitCode = 1;
} else process.stdout.write(`\nzero errors; every answered completion logged (${unanswered} more finished after the load stopped, their clients gone)\n`);
