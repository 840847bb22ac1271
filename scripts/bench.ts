import { benchAgentCompletions } from './bench/agent-completions.js';
import { benchConcurrentSwarm } from './bench/concurrent-swarm.js';
import { benchGatewayOverhead } from './bench/gateway-overhead.js';
import { benchGraph } from './bench/graph.js';
import { benchHttpOverhead } from './bench/http-overhead.js';
import { benchLlamaGateway } from './bench/llama-gateway.js';
import { benchTracingOverhead } from './bench/tracing-overhead.js';

// `npm run bench`: every benchmark in one run, printed as Markdown tables. BENCH_SECONDS shortens it.
const seconds = Number(process.env.BENCH_SECONDS ?? 5);

process.stdout.write(`# swarms-local benchmarks (node ${process.version}, ${new Date().toISOString()})\n`);
await benchHttpOverhead(seconds);
await benchAgentCompletions(seconds);
await benchTracingOverhead(seconds);
await benchGatewayOverhead();
await benchConcurrentSwarm();
await benchGraph();
// Builds llama-server on a cold cache (minutes); BENCH_SKIP_LLAMA=1 leaves it out.
if (!process.env.BENCH_SKIP_LLAMA) await benchLlamaGateway();
