// /health latency and memory of a server under one of issue 32's attacks (figures in SECURITY.md), against
// a strict-auth server in its own process whose user has a credit balance (so prompts are counted on the
// main thread for the credit hold). ATTACK is one of:
//   tokenizer    one agent completion whose task is HOSTILE_KB (default 80) kB of letters without a break
//   sk           one agent completion whose task is HOSTILE_KB (default 9,000) kB of repeated 'sk-'
//   pem          the same with repeated PEM headers (default 8,000 kB)
//   huge         HOSTILE_BODIES (default 20) agent completions of 9.9 MB of letters at once
//   streams      HOSTILE_STREAMS (default 60) streamed 2,000-agent ConcurrentWorkflows whose client never reads
// and issue 43's (bounded memory on every surface a client can grow):
//   mcp          HOSTILE_REQUESTS (default 200) keyless tools/call of a configured fake MCP server with a 3.9 MB
//                argument, under --no-admin (the mount is off: 404s, nothing kept)
//   mcp-keyed    the same with the admin plane on and a key: each call kept in the ring as a 64 Ki preview
//   stubs        HOSTILE_STUBS (default 200,000) contains stubs posted 1,000 at a time, then one agent
//                completion with a 1 MB task (past faultRulesPerNamespace they are refused)
// /health is polled every 20 ms from the start of the attack until its requests are answered (or, for the
// unread streams, for HOSTILE_SECONDS, default 20); prints the attack's statuses and time, /health's median
// and worst latency (and the same server's idle /health over 3 s before the attack), the server's resident memory
// before, at the end and 5 s later, and the machine's load average. HOSTILE_PROBE runs another server entry (for
// example one that starts the compiled dist/server.js) with HOSTILE_NODE_ARGS (for example --cpu-prof).
// Run: ATTACK=tokenizer npx tsx scripts/bench/hostile-runtime.ts
import { mkdtempSync } from 'node:fs';
import { request } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createApiKey } from '../../src/accounts/api-keys.js';
import { systemClock } from '../../src/runtime/clock.js';
import { createSqliteStore } from '../../src/store/sqlite/sqlite-store.js';
import { spawnServer } from '../../test/reliability/spawned-server.js';

const attack = process.env.ATTACK ?? 'tokenizer';
const kilobytes = Number(process.env.HOSTILE_KB ?? { tokenizer: 80, sk: 9_000, pem: 8_000 }[attack] ?? 9_900);
const db = join(mkdtempSync(join(tmpdir(), 'swarms-local-hostile-')), 'bench.db');
const store = createSqliteStore(db);
const key = (await createApiKey(store, systemClock, { userName: 'attacker', credits: 1_000_000 })).key;
await store.close();
const clerk = { name: 'clerk', tools: [{ name: 'lookup_stock', description: 'Stock of a SKU', answer: 'Every SKU: 7 units.' }] };
const extra = attack.startsWith('mcp') ? { fakeMcpServers: [clerk], admin: attack === 'mcp-keyed' } : {};
const probe = spawnServer([JSON.stringify({ port: 0, db, auth: 'strict', runLimits: { maxAgentTurns: 1_000_000 }, ...extra })], {
  script: process.env.HOSTILE_PROBE ?? resolve(import.meta.dirname, '../../test/reliability/memory-probe-server.ts'),
  execArgv: process.env.HOSTILE_PROBE ? (process.env.HOSTILE_NODE_ARGS ?? '').split(' ').filter(Boolean) : ['--import', 'tsx'],
});
const url = await probe.url;
const rss = () =>
  new Promise<number>((done) => {
    probe.child.once('message', (message: { rss: number }) => done(message.rss));
    probe.child.send('memory');
  });
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(0)} MB`;
const headers = { 'content-type': 'application/json', 'x-api-key': key };

function repeated(unit: string, size: number): string {
  return unit.repeat(Math.ceil(size / unit.length)).slice(0, size);
}

function letters(size: number, seed: number): string {
  const alphabet = 'qwertyuiopasdfghjklzxcvbnm';
  return repeated(alphabet.slice(seed % 26) + alphabet.slice(0, seed % 26), size);
}

async function agentRun(task: string): Promise<string> {
  const started = performance.now();
  const response = await fetch(`${url}/v1/agent/completions`, { method: 'POST', headers, body: JSON.stringify({ task, agent_config: { agent_name: 'A', max_tokens: 50 } }) });
  await response.arrayBuffer();
  return `${response.status} in ${((performance.now() - started) / 1000).toFixed(1)} s`;
}

/** Opens a streamed swarm and never reads its answer: the socket's receive window fills and stays full. */
function unreadStream(): Promise<string> {
  const agents = Array.from({ length: 2_000 }, (_, index) => ({ agent_name: `agent-${index}`, system_prompt: 'Answer at length.', max_tokens: 400 }));
  const body = JSON.stringify({ task: 'Write a long essay.', swarm_type: 'ConcurrentWorkflow', agents, stream: true });
  return new Promise((done) => {
    const outgoing = request(`${url}/v1/swarm/completions`, { method: 'POST', headers: { ...headers, 'content-length': Buffer.byteLength(body) } }, (response) => {
      response.pause();
      done(String(response.statusCode));
    });
    outgoing.on('error', () => done('error'));
    outgoing.end(body);
  });
}

/** One tools/call of the fake MCP server over streamable HTTP, with or without the key: its status. */
async function mcpCall(withKey: boolean, argument: string): Promise<string> {
  const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'lookup_stock', arguments: { sku: 'A', notes: argument } } });
  try {
    const response = await fetch(`${url}/_swarms-local/mcp/clerk`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...(withKey ? { 'x-api-key': key } : {}) },
      body,
    });
    await response.arrayBuffer();
    return String(response.status);
  } catch (error) {
    return `failed:${((error as Error).cause as { code?: string })?.code ?? 'error'}`;
  }
}

/** Runs `count` requests, `width` at a time: their outcomes. */
async function inWaves(count: number, width: number, request: (index: number) => Promise<string>): Promise<string[]> {
  const outcomes: string[] = [];
  for (let start = 0; start < count; start += width) {
    outcomes.push(...(await Promise.all(Array.from({ length: Math.min(width, count - start) }, (_, offset) => request(start + offset)))));
  }
  return outcomes;
}

/** Posts `count` contains stubs into a namespace of the attacker's, a batch at a time, then runs one agent with a 1 MB task there. */
async function stubFlood(count: number): Promise<string[]> {
  const namespaced = { ...headers, 'x-swarms-local-namespace': 'hostile' };
  const outcomes = await inWaves(Math.ceil(count / 1_000), 1, async (batch) => {
    const stubs = Array.from({ length: 1_000 }, (_, index) => ({ match: { contains: `needle ${batch}-${index}` }, text: 'stubbed' }));
    const response = await fetch(`${url}/_swarms-local/stubs`, { method: 'POST', headers: namespaced, body: JSON.stringify(stubs) });
    await response.arrayBuffer();
    return `stubs:${response.status}`;
  });
  const started = performance.now();
  const response = await fetch(`${url}/v1/agent/completions`, {
    method: 'POST',
    headers: namespaced,
    body: JSON.stringify({ task: letters(1_000_000, 3), agent_config: { agent_name: 'A', max_tokens: 50 } }),
  });
  await response.arrayBuffer();
  return [...outcomes, `run:${response.status} in ${((performance.now() - started) / 1000).toFixed(1)} s`];
}

async function attackRequests(): Promise<string[]> {
  if (attack === 'mcp' || attack === 'mcp-keyed') {
    const argument = letters(3_900_000, 1);
    return inWaves(Number(process.env.HOSTILE_REQUESTS ?? 200), 4, () => mcpCall(attack === 'mcp-keyed', argument));
  }
  if (attack === 'stubs') return stubFlood(Number(process.env.HOSTILE_STUBS ?? 200_000));
  if (attack === 'tokenizer') return [await agentRun(letters(kilobytes * 1_000, 0))];
  if (attack === 'sk') return [await agentRun(repeated('sk-', kilobytes * 1_000))];
  if (attack === 'pem') return [await agentRun(repeated('-----BEGIN RSA PRIVATE KEY-----\n', kilobytes * 1_000))];
  if (attack === 'huge') return Promise.all(Array.from({ length: Number(process.env.HOSTILE_BODIES ?? 20) }, (_, index) => agentRun(letters(kilobytes * 1_000, index))));
  if (attack === 'streams') {
    const opened = await Promise.all(Array.from({ length: Number(process.env.HOSTILE_STREAMS ?? 60) }, unreadStream));
    await new Promise((wait) => setTimeout(wait, Number(process.env.HOSTILE_SECONDS ?? 20) * 1_000));
    return opened;
  }
  throw new Error(`ATTACK is tokenizer, sk, pem, huge, streams, mcp, mcp-keyed or stubs, not ${attack}`);
}

/** Polls /health every 20 ms while `going()` says so; the latencies, sorted. */
async function pollHealth(going: () => boolean): Promise<number[]> {
  const latencies: number[] = [];
  while (going()) {
    const started = performance.now();
    await (await fetch(`${url}/health`)).arrayBuffer();
    latencies.push(performance.now() - started);
    await new Promise((wait) => setTimeout(wait, 20));
  }
  return latencies.sort((a, b) => a - b);
}
const summary = (latencies: number[]) =>
  `${latencies.length} answers, median ${latencies[latencies.length >> 1].toFixed(1)} ms, worst ${latencies[latencies.length - 1].toFixed(0)} ms`;

await fetch(`${url}/health`);
// The same server idle, for 3 s: on a shared machine its own /health is the baseline the attack's figures compare with.
const idleUntil = performance.now() + 3_000;
const idle = await pollHealth(() => performance.now() < idleUntil);
const before = await rss();
let attacking = true;
const polling = pollHealth(() => attacking);
const started = performance.now();
const outcomes = await attackRequests();
const seconds = (performance.now() - started) / 1000;
attacking = false;
const latencies = await polling;
const atEnd = await rss();
await new Promise((wait) => setTimeout(wait, 5_000));
const later = await rss();
const counts = new Map<string, number>();
for (const outcome of outcomes) counts.set(outcome.split(' ')[0], (counts.get(outcome.split(' ')[0]) ?? 0) + 1);
console.log(
  `${attack} (${kilobytes} kB): ${outcomes.length === 1 ? outcomes[0] : [...counts].map(([status, count]) => `${count} × ${status}`).join(', ')} over ${seconds.toFixed(1)} s`,
);
console.log(
  `/health: ${summary(latencies)} (idle: ${summary(idle)}); resident ${mb(before)} before, ${mb(atEnd)} at the end, ${mb(later)} 5 s later; load average ${loadavg()
    .map((load) => load.toFixed(1))
    .join(' ')}`,
);
await probe.stop(process.env.HOSTILE_PROBE ? 'SIGTERM' : 'SIGKILL');
process.exit(0);
