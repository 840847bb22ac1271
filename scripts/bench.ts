import { availableParallelism, loadavg } from 'node:os';
import { agentCompletions } from './bench/agent-completions.js';
import { startAnchors } from './bench/anchor.js';
import { printTargets, type BenchEntry, type TargetResult } from './bench/bench-entry.js';
import { footprint } from './bench/footprint.js';
import { cpuPerRequestEntry } from './bench/cpu-per-request.js';
import { downstreamSuite } from './bench/downstream-suite.js';
import { postgresCpuEntry } from './bench/postgres-cpu.js';
import { benchGatewayOverhead } from './bench/gateway-overhead.js';
import { benchGraph } from './bench/graph.js';
import { hostileAttacks } from './bench/hostile-attacks.js';
import { httpOverhead } from './bench/http-overhead.js';
import { benchLlamaGateway } from './bench/llama-gateway.js';
import { swarmHistory } from './bench/swarm-history.js';
import { benchTeam } from './bench/team.js';
import { tokenizerCost } from './bench/tokenizer-cost.js';
import { benchTracingOverhead } from './bench/tracing-overhead.js';

// `npm run bench`: every benchmark in one run, printed as Markdown tables, then the targets met or not.
// BENCH_SECONDS shortens the load of each endpoint; BENCH_ONLY=http,completions runs only the entries named.
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());

/** One entry per figure, in the order they run; add a figure by adding an entry. */
const entries: BenchEntry[] = [
  httpOverhead,
  agentCompletions,
  downstreamSuite,
  cpuPerRequestEntry,
  // An embedded PostgreSQL (BENCH_SKIP_POSTGRES=1 leaves it out).
  postgresCpuEntry,
  swarmHistory,
  footprint,
  tokenizerCost,
  hostileAttacks,
  { name: 'tracing', run: async ({ seconds: duration }) => void (await benchTracingOverhead(duration)) },
  { name: 'gateway', run: async () => void (await benchGatewayOverhead()) },
  { name: 'graph', run: async () => void (await benchGraph()) },
  // One and three replica processes over SQLite and over an embedded PostgreSQL (BENCH_SKIP_POSTGRES=1: SQLite only).
  { name: 'team', run: ({ seconds: duration }) => benchTeam(duration) },
  // Builds llama-server on a cold cache (minutes); BENCH_SKIP_LLAMA=1 leaves it out.
  { name: 'llama', run: async () => void (process.env.BENCH_SKIP_LLAMA ? undefined : await benchLlamaGateway()) },
];

process.stdout.write(
  `# swarms-local benchmarks (node ${process.version}, ${new Date().toISOString()}, load average ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores)\n`,
);
// The anchors listen for the whole run: every entry measures them in rounds alternated with its own subjects.
const anchors = await startAnchors();
const targets: TargetResult[] = [];
try {
  for (const entry of entries) {
    if (only && !only.includes(entry.name)) continue;
    targets.push(...((await entry.run({ seconds, anchors })) ?? []));
  }
} finally {
  await anchors.close();
}
if (targets.length) printTargets(targets);
