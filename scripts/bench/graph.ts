import { compileGraph } from '../../src/orchestration/graph/compile-graph.js';
import { startServer } from './compiled-server.js';
import { UNLIMITED } from './agent-completions.js';

/** A random DAG of `size` nodes in `depth` layers (edges only go to later layers, every node reachable). */
export function randomDag(size: number, depth: number, seed = 1): { nodes: string[]; edges: Array<{ source: string; target: string }> } {
  let state = seed;
  const random = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
  const nodes = Array.from({ length: size }, (_unused, index) => `n${index}`);
  const layerOf = (index: number) => Math.min(depth - 1, Math.floor((index * depth) / size));
  const edges: Array<{ source: string; target: string }> = [];
  for (let index = 0; index < size; index += 1) {
    const layer = layerOf(index);
    if (layer === 0) continue;
    const previous = nodes.filter((_node, other) => layerOf(other) === layer - 1);
    const parents = 1 + Math.floor(random() * 2);
    for (let count = 0; count < parents; count += 1) edges.push({ source: previous[Math.floor(random() * previous.length)], target: nodes[index] });
  }
  return { nodes, edges };
}

/** Compiling a 1,000-node DAG, and running graphs whose time follows depth, not size. */
export async function benchGraph(latencyMs = 20): Promise<void> {
  const dag = randomDag(1000, 25);
  compileGraph(dag);
  const compileTimes = Array.from({ length: 20 }, () => {
    const started = performance.now();
    compileGraph(dag);
    return performance.now() - started;
  });
  process.stdout.write(
    `\n### Graph workflows\n\nCompile a random 1,000-node, 25-layer DAG (${dag.edges.length} edges): median ${[...compileTimes].sort((a, b) => a - b)[10].toFixed(2)} ms over 20 runs.\n\n`,
  );
  const server = await startServer({ port: 0, db: ':memory:', seed: 1, synthetic: { latencyMs, tokensPerSecond: 0 }, maxConcurrentCalls: 1000, rateLimits: UNLIMITED });
  process.stdout.write(
    `Run on a synthetic model with ${latencyMs} ms per call (cap on calls in flight raised to 1,000):\n\n| nodes | depth | wall ms | depth × ${latencyMs} ms |\n|---:|---:|---:|---:|\n`,
  );
  const run = async (size: number, depth: number): Promise<number> => {
    const graph = randomDag(size, depth);
    const body = JSON.stringify({ agents: graph.nodes.map((name) => ({ agent_name: name, max_tokens: 20 })), edges: graph.edges, task: 'Pass it on.' });
    const started = performance.now();
    const response = await fetch(`${server.url}/v1/graph-workflow/completions`, {
      method: 'POST',
      headers: { 'x-api-key': 'sk-bench-0000000000000000', 'content-type': 'application/json' },
      body,
    });
    if (response.status !== 200) throw new Error(`graph answered ${response.status}: ${await response.text()}`);
    await response.json();
    return performance.now() - started;
  };
  try {
    // One unreported run first, so the first row does not carry the server's first-request costs.
    await run(20, 2);
    for (const [size, depth] of [
      [50, 5],
      [500, 5],
      [200, 10],
      [400, 20],
    ]) {
      process.stdout.write(`| ${size} | ${depth} | ${(await run(size, depth)).toFixed(0)} | ${depth * latencyMs} |\n`);
    }
  } finally {
    await server.close();
  }
}
