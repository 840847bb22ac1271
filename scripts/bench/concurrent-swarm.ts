import { startServer } from '../../src/server.js';
import { UNLIMITED } from './agent-completions.js';

/** A ConcurrentWorkflow of 100 agents on a synthetic model with 50 ms per call: wall time vs 50 ms and vs 100 × 50 ms. */
export async function benchConcurrentSwarm(agents = 100, latencyMs = 50): Promise<number> {
  const server = await startServer({ port: 0, db: ':memory:', seed: 1, synthetic: { latencyMs, tokensPerSecond: 0 }, maxConcurrentCalls: 128, rateLimits: UNLIMITED });
  try {
    const body = JSON.stringify({
      swarm_type: 'ConcurrentWorkflow',
      agents: Array.from({ length: agents }, (_unused, index) => ({ agent_name: `Agent ${index + 1}`, max_tokens: 60 })),
      task: 'Give one idea for reducing office energy use.',
    });
    const run = async () => {
      const started = performance.now();
      const response = await fetch(`${server.url}/v1/swarm/completions`, {
        method: 'POST',
        headers: { 'x-api-key': 'sk-bench-0000000000000000', 'content-type': 'application/json' },
        body,
      });
      if (response.status !== 200) throw new Error(`swarm answered ${response.status}: ${await response.text()}`);
      await response.json();
      return performance.now() - started;
    };
    await run();
    const times = [await run(), await run(), await run()];
    const best = Math.min(...times);
    process.stdout.write(
      `\n### ConcurrentWorkflow, ${agents} agents, synthetic model with ${latencyMs} ms per call\n\n` +
        `| | ms |\n|---|---:|\n| one call | ${latencyMs} |\n| ${agents} calls one after another | ${agents * latencyMs} |\n` +
        `| the swarm (best of 3 after a warm-up) | ${best.toFixed(1)} |\n| multiple of one call | ${(best / latencyMs).toFixed(2)}× |\n`,
    );
    return best;
  } finally {
    await server.close();
  }
}
