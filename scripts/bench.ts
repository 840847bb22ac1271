import { availableParallelism, loadavg } from 'node:os';
import { agentCompletions } from './bench/agent-completions.js';
import { type Anchor, measureAnchors } from './bench/anchor.js';
import { printTargets, type BenchEntry, type TargetResult } from './bench/bench-entry.js';
import { footprint } from './bench/footprint.js';
import { benchGatewayOverhead } from './bench/gateway-overhead.js';
import { benchGraph } from './bench/graph.js';
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
  swarmHistory,
  footprint,
  tokenizerCost,
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
// The anchors are measured in this run, so every ratio compares figures taken on the same machine under the same load.
const anchors = await measureAnchors(seconds);
const described = ({ best, rounds }: Anchor) =>
  `${best.requestsPerSecond} req/s (p99 ${best.p99Ms} ms), the best of ${rounds.length} rounds (${rounds.map((round) => round.requestsPerSecond).join(', ')} req/s)`;
process.stdout.write(`\nAnchors: a minimal express 5 app answers /health at ${described(anchors.express)}; a bare node:http server at ${described(anchors.bare)}.\n`);
const anchor = anchors.express.best;
const bare = anchors.bare.best;
const targets: TargetResult[] = [];
for (const entry of entries) {
  if (only && !only.includes(entry.name)) continue;
  targets.push(...((await entry.run({ seconds, anchor, bare })) ?? []));
}
if (targets.length) printTargets(targets);
