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
//   page         an agent whose stubbed first answer calls web_scraper on a page of 200,000 `<` (toolBackends.fetch)
//   stalling     the same on a page that streams 1 MiB chunks for HOSTILE_STALL_MS (default 3,000) and then stalls
//   assignments  an autonomous coordinator whose stubbed answers plan, create a sub-agent and assign it
//                HOSTILE_ASSIGNMENTS (default 100,000) tasks with wait_for_completion (past runLimits.maxAssignments
//                the call is refused in its tool result)
//   big-stream   a streamed agent completion whose stubbed answer is HOSTILE_KB (default 5,000) kB, its client reading
//                64 KiB every 20 ms (it must get every byte)
//   thinking     HOSTILE_REQUESTS (default 6) agent completions at once on a route to an Anthropic-protocol upstream (on
//                loopback) that streams 64 KB thinking_delta events without end (each must end as a 502 naming the bound)
// /health is polled every 20 ms from the start of the attack until its requests are answered (or, for the
// unread streams, for HOSTILE_SECONDS, default 20); prints the attack's statuses and time, /health's median
// and worst latency (and the same server's idle /health over 3 s before the attack), the server's resident memory
// before, at the end and 5 s later, and the machine's load average. HOSTILE_PROBE runs another server entry (for
// example one that starts the compiled dist/server.js) with HOSTILE_NODE_ARGS (for example --cpu-prof).
// Run: ATTACK=tokenizer npx tsx scripts/bench/hostile-runtime.ts
import { mkdtempSync } from 'node:fs';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createApiKey } from '../../src/accounts/api-keys.js';
import { systemClock } from '../../src/runtime/clock.js';
import { createSqliteStore } from '../../src/store/sqlite/sqlite-store.js';
import { spawnServer } from '../../test/reliability/spawned-server.js';

const attack = process.env.ATTACK ?? 'tokenizer';
const kilobytes = Number(process.env.HOSTILE_KB ?? { tokenizer: 80, sk: 9_000, pem: 8_000, 'big-stream': 5_000 }[attack] ?? 9_900);
const db = join(mkdtempSync(join(tmpdir(), 'swarms-local-hostile-')), 'bench.db');
const store = createSqliteStore(db);
const key = (await createApiKey(store, systemClock, { userName: 'attacker', credits: 1_000_000 })).key;
await store.close();
/** One Anthropic stream event. */
const anthropicEvent = (name: string, data: object) => `event: ${name}\ndata: ${JSON.stringify({ type: name, ...data })}\n\n`;

/** An Anthropic-protocol answer that never stops thinking: 64 KB thinking deltas every 5 ms until the client leaves. */
function endlessThinking(response: import('node:http').ServerResponse): void {
  response.writeHead(200, { 'content-type': 'text/event-stream' });
  const message = { id: 'm', type: 'message', role: 'assistant', model: 'claude', content: [], usage: { input_tokens: 1, output_tokens: 1 } };
  response.write(anthropicEvent('message_start', { message }));
  response.write(anthropicEvent('content_block_start', { index: 0, content_block: { type: 'thinking', thinking: '', signature: '' } }));
  const delta = anthropicEvent('content_block_delta', { index: 0, delta: { type: 'thinking_delta', thinking: 'on and on '.repeat(6_550) } });
  const timer = setInterval(() => response.write(delta), 5);
  response.on('close', () => clearInterval(timer));
}

/**
 * Hostile pages on a loopback port: `/angles` (200,000 `<`), `/stalls` (1 MiB chunks, then silence) and, for the
 * `thinking` attack, an Anthropic-protocol `/v1/messages` that never ends its thinking.
 */
async function pageServer(): Promise<{ url: string; close(): void }> {
  const server = createServer((request, response) => {
    if (request.url?.includes('/messages')) return endlessThinking(response);
    response.writeHead(200, { 'content-type': 'text/html' });
    if (request.url === '/angles') return void response.end('<'.repeat(200_000));
    const until = Date.now() + Number(process.env.HOSTILE_STALL_MS ?? 3_000);
    const timer = setInterval(() => {
      if (Date.now() < until) response.write('x'.repeat(1024 * 1024));
    }, 100);
    response.on('close', () => clearInterval(timer));
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', () => listening()));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.closeAllConnections() };
}
const clerk = { name: 'clerk', tools: [{ name: 'lookup_stock', description: 'Stock of a SKU', answer: 'Every SKU: 7 units.' }] };
const pages = await pageServer();
const extra = {
  ...(attack.startsWith('mcp') ? { fakeMcpServers: [clerk], admin: attack === 'mcp-keyed' } : {}),
  ...(attack === 'page' || attack === 'stalling' ? { toolBackends: { fetch: {} } } : {}),
  ...(attack === 'thinking' ? { routes: [{ match: 'claude-*', protocol: 'anthropic', baseURL: pages.url, apiKeyEnv: 'HOSTILE_ANTHROPIC_KEY', mode: 'live' }] } : {}),
};
process.env.HOSTILE_ANTHROPIC_KEY = 'sk-ant-hostile-loopback-0000000000';
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

async function agentRun(task: string, model?: string): Promise<string> {
  const started = performance.now();
  const agent_config = { agent_name: 'A', max_tokens: 50, ...(model ? { model_name: model } : {}) };
  const response = await fetch(`${url}/v1/agent/completions`, { method: 'POST', headers, body: JSON.stringify({ task, agent_config }) });
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

const namespaced = { ...headers, 'x-swarms-local-namespace': 'hostile' };

/** Adds stubs in the attacker's namespace: their status. */
async function stub(rules: unknown[]): Promise<string> {
  const response = await fetch(`${url}/_swarms-local/stubs`, { method: 'POST', headers: namespaced, body: JSON.stringify(rules) });
  await response.arrayBuffer();
  return `stubs:${response.status}`;
}

/** A stubbed answer of one agent's nth call made of one tool call. */
const toolStub = (agent: string, callIndex: number, name: string, args: unknown) => ({ match: { agent, callIndex }, toolCalls: [{ name, arguments: args }] });

/** One agent completion in the attacker's namespace: its status and time. */
async function namespacedRun(body: unknown): Promise<string> {
  const started = performance.now();
  const response = await fetch(`${url}/v1/agent/completions`, { method: 'POST', headers: namespaced, body: JSON.stringify(body) });
  await response.arrayBuffer();
  return `run:${response.status} in ${((performance.now() - started) / 1000).toFixed(1)} s`;
}

/** An agent whose first answer calls web_scraper on one of the hostile pages. */
async function scrape(path: string): Promise<string[]> {
  const stubbed = await stub([toolStub('Scraper', 1, 'web_scraper', { url: `${pages.url}${path}` })]);
  return [stubbed, await namespacedRun({ task: 'Read the page.', agent_config: { agent_name: 'Scraper', max_tokens: 100 }, tools_enabled: ['web_scraper'] })];
}

/** A coordinator that assigns HOSTILE_ASSIGNMENTS tasks at once and waits for them. */
async function assignments(): Promise<string[]> {
  const count = Number(process.env.HOSTILE_ASSIGNMENTS ?? 100_000);
  const stubbed = await stub([
    toolStub('Coordinator', 1, 'create_plan', { task_description: 'Survey', steps: [{ step_id: 'survey', description: 'Survey anodes', priority: 'high' }] }),
    toolStub('Coordinator', 2, 'create_sub_agent', { agents: [{ agent_name: 'Scout', agent_description: 'Surveys anodes' }] }),
    toolStub('Coordinator', 3, 'assign_task', {
      assignments: Array.from({ length: count }, (_, index) => ({ agent_id: 'sub-agent-00000000', task: `Study anode ${index}` })),
      wait_for_completion: true,
    }),
  ]);
  return [stubbed, await namespacedRun({ task: 'Survey anodes.', agent_config: { agent_name: 'Coordinator', max_loops: 'auto', max_tokens: 200 } })];
}

/** A streamed answer of HOSTILE_KB kB read 64 KiB every 20 ms: its status and how many bytes arrived. */
async function bigStream(): Promise<string[]> {
  const stubbed = await stub([{ match: { agent: 'Writer' }, text: letters(kilobytes * 1_000, 5) }]);
  const started = performance.now();
  const response = await fetch(`${url}/v1/agent/completions`, {
    method: 'POST',
    headers: namespaced,
    body: JSON.stringify({ task: 'Write it all.', agent_config: { agent_name: 'Writer', max_tokens: 4_000_000 }, stream: true }),
  });
  let bytes = 0;
  const reader = response.body!.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
    await new Promise((wait) => setTimeout(wait, 20 * Math.ceil(value.byteLength / 65_536)));
  }
  return [stubbed, `stream:${response.status} ${mb(bytes)} read in ${((performance.now() - started) / 1000).toFixed(1)} s`];
}

async function attackRequests(): Promise<string[]> {
  if (attack === 'page') return scrape('/angles');
  if (attack === 'stalling') return scrape('/stalls');
  if (attack === 'assignments') return assignments();
  if (attack === 'big-stream') return bigStream();
  if (attack === 'mcp' || attack === 'mcp-keyed') {
    const argument = letters(3_900_000, 1);
    return inWaves(Number(process.env.HOSTILE_REQUESTS ?? 200), 4, () => mcpCall(attack === 'mcp-keyed', argument));
  }
  if (attack === 'stubs') return stubFlood(Number(process.env.HOSTILE_STUBS ?? 200_000));
  if (attack === 'thinking') return Promise.all(Array.from({ length: Number(process.env.HOSTILE_REQUESTS ?? 6) }, () => agentRun('Think it over.', 'claude-sonnet-4-5')));
  if (attack === 'tokenizer') return [await agentRun(letters(kilobytes * 1_000, 0))];
  if (attack === 'sk') return [await agentRun(repeated('sk-', kilobytes * 1_000))];
  if (attack === 'pem') return [await agentRun(repeated('-----BEGIN RSA PRIVATE KEY-----\n', kilobytes * 1_000))];
  if (attack === 'huge') return Promise.all(Array.from({ length: Number(process.env.HOSTILE_BODIES ?? 20) }, (_, index) => agentRun(letters(kilobytes * 1_000, index))));
  if (attack === 'streams') {
    const opened = await Promise.all(Array.from({ length: Number(process.env.HOSTILE_STREAMS ?? 60) }, unreadStream));
    await new Promise((wait) => setTimeout(wait, Number(process.env.HOSTILE_SECONDS ?? 20) * 1_000));
    return opened;
  }
  throw new Error(`ATTACK is tokenizer, sk, pem, huge, streams, mcp, mcp-keyed, stubs, page, stalling, assignments, big-stream or thinking, not ${attack}`);
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
// The resident high-water mark: sampled every 100 ms while the attack runs.
let peak = before;
const sampling = (async () => {
  while (attacking) {
    peak = Math.max(peak, await rss());
    await new Promise((wait) => setTimeout(wait, 100));
  }
})();
const started = performance.now();
const outcomes = await attackRequests();
const seconds = (performance.now() - started) / 1000;
attacking = false;
const latencies = await polling;
await sampling;
const atEnd = await rss();
await new Promise((wait) => setTimeout(wait, 5_000));
const later = await rss();
const counts = new Map<string, number>();
// Outcomes counted by what they say without their time ("run:200 in 1.3 s" → "run:200").
const outcomeKey = (outcome: string) => outcome.replace(/ in [\d.]+ s$/, '');
for (const outcome of outcomes) counts.set(outcomeKey(outcome), (counts.get(outcomeKey(outcome)) ?? 0) + 1);
console.log(
  `${attack} (${kilobytes} kB): ${outcomes.length === 1 ? outcomes[0] : [...counts].map(([status, count]) => `${count} × ${status}`).join(', ')} over ${seconds.toFixed(1)} s`,
);
console.log(
  `/health: ${summary(latencies)} (idle: ${summary(idle)}); resident ${mb(before)} before, ${mb(peak)} at most, ${mb(atEnd)} at the end, ${mb(later)} 5 s later; load average ${loadavg()
    .map((load) => load.toFixed(1))
    .join(' ')}`,
);
// One line for the bench entry that runs this script (scripts/bench/hostile-attacks.ts).
console.log(
  `HOSTILE_RESULT ${JSON.stringify({ attack, outcomes: [...counts].map(([status, count]) => `${count} × ${status}`), seconds, before, peak, atEnd, later, healthMedian: latencies[latencies.length >> 1], healthWorst: latencies[latencies.length - 1], idleWorst: idle[idle.length - 1] })}`,
);
pages.close();
await probe.stop(process.env.HOSTILE_PROBE ? 'SIGTERM' : 'SIGKILL');
process.exit(0);
