import type { LanguageModel } from '../../src/providers/spec.js';
import type { RunningServer } from '../../src/server.js';
import { startServer } from './compiled-server.js';
import { UNLIMITED } from './agent-completions.js';
import type { BenchEntry, TargetResult } from './bench-entry.js';
import { BENCH_KEY } from './http-overhead.js';

/** How long each synthetic model call waits before answering: a model call's own time, as a backend's would be. */
const LATENCY_MS = 20;

/** How long the model is busy: the time at least one model call is in flight, whatever the swarm does around them. */
class ModelClock {
  private inFlight = 0;
  private since = 0;
  busyMs = 0;
  calls = 0;

  /** The server's router, with every model it resolves timed. */
  watch(server: RunningServer): void {
    const router = server.deps.router;
    server.deps.router = {
      catalogue: () => router.catalogue(),
      assertAvailable: (name) => router.assertAvailable(name),
      resolve: (name, fallbacks) => this.timed(router.resolve(name, fallbacks)),
    };
  }

  private timed(model: LanguageModel): LanguageModel {
    return {
      ...model,
      doGenerate: async (options) => {
        this.calls += 1;
        if (this.inFlight++ === 0) this.since = performance.now();
        try {
          return await model.doGenerate(options);
        } finally {
          if (--this.inFlight === 0) this.busyMs += performance.now() - this.since;
        }
      },
    };
  }
}

/** One swarm run's wall time next to the time its model calls alone took (the median of three runs by that ratio, after a warm-up). */
async function timeSwarm(server: RunningServer, clock: ModelClock, request: object): Promise<{ wallMs: number; modelMs: number; calls: number }> {
  const body = JSON.stringify(request);
  const once = async () => {
    Object.assign(clock, { busyMs: 0, calls: 0 });
    const started = performance.now();
    const response = await fetch(`${server.url}/v1/swarm/completions`, { method: 'POST', headers: { ...BENCH_KEY, 'content-type': 'application/json' }, body });
    if (response.status !== 200) throw new Error(`swarm answered ${response.status}: ${await response.text()}`);
    await response.json();
    return { wallMs: performance.now() - started, modelMs: clock.busyMs, calls: clock.calls };
  };
  await once();
  const runs = [await once(), await once(), await once()];
  return runs.sort((left, right) => left.wallMs / left.modelMs - right.wallMs / right.modelMs)[1];
}

const agents = (count: number) => Array.from({ length: count }, (_unused, index) => ({ agent_name: `Agent ${index + 1}`, max_tokens: 60 }));

/**
 * History handling in the swarm primitives: a ConcurrentWorkflow of 100 agents and a GroupChat of
 * 50 agents × 10 loops, each against the time its own model calls take (the same calls, timed at
 * the provider). The orchestration around the calls must cost at most as much again (ratio ≤ 2).
 */
export const swarmHistory: BenchEntry = {
  name: 'swarms',
  async run() {
    const server = await startServer({
      port: 0,
      db: ':memory:',
      seed: 1,
      synthetic: { latencyMs: LATENCY_MS, tokensPerSecond: 0 },
      maxConcurrentCalls: 128,
      rateLimits: UNLIMITED,
    });
    const clock = new ModelClock();
    clock.watch(server);
    const cases: Array<[string, object]> = [
      ['ConcurrentWorkflow, 100 agents', { swarm_type: 'ConcurrentWorkflow', agents: agents(100), task: 'Give one idea for reducing office energy use.' }],
      ['GroupChat, 50 agents × 10 loops', { swarm_type: 'GroupChat', agents: agents(50), max_loops: 10, task: 'Plan a neighbourhood energy-saving week.' }],
    ];
    try {
      process.stdout.write(
        `\n### Swarm history handling (synthetic model, ${LATENCY_MS} ms per call; the median of 3 runs after a warm-up)\n\n| swarm | model calls | model busy ms | swarm wall ms | wall / model |\n|---|---:|---:|---:|---:|\n`,
      );
      const results: TargetResult[] = [];
      for (const [label, request] of cases) {
        const { wallMs, modelMs, calls } = await timeSwarm(server, clock, request);
        const ratio = wallMs / modelMs;
        process.stdout.write(`| ${label} | ${calls} | ${modelMs.toFixed(0)} | ${wallMs.toFixed(0)} | ${ratio.toFixed(2)} |\n`);
        results.push({ figure: `${label}: wall time / its model calls' time`, value: ratio.toFixed(2), target: '≤ 2.00', met: ratio <= 2 });
      }
      return results;
    } finally {
      await server.close();
    }
  },
};
