import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import nock from 'nock';
import type { BenchEntry, TargetResult } from './bench-entry.js';
import { spreadOf, type Spread } from './rounds.js';

// What a user of swarms-local waits for: their own test suite. TESTS tests, each an agent completion and a
// 3-agent SequentialWorkflow through `fetch` with a `reset()` after each, start-up and close included, run
// against `createSwarmsLocal()` over HTTP, with interception when the testing API offers it, and against nock
// stubs replying canned bodies of the same shape and size (the anchor), rounds alternated.

/** Tests of one suite run. */
const TESTS = 150;
/** Measured rounds of each transport (after one unmeasured warm-up round of each). */
const ROUNDS = 5;
/** The base URL a suite's client is configured with when it talks to the hosted API (where nock and interception answer). */
const HOSTED = 'https://api.swarms.world';
/** Ratios the issue sets: over HTTP, and with interception. */
const HTTP_TARGET = 1.4;
const INTERCEPT_TARGET = 1.25;

const COMPILED_TESTING = new URL('../../dist/testing/index.js', import.meta.url);
if (!existsSync(fileURLToPath(COMPILED_TESTING))) throw new Error('dist/ is missing: run `npm run build` first (`npm run bench` does).');
const { createSwarmsLocal } = (await import(COMPILED_TESTING.href)) as typeof import('../../src/testing/index.js');
type Options = NonNullable<Parameters<typeof createSwarmsLocal>[0]>;

const agentBody = (index: number) => JSON.stringify({ agent_config: { agent_name: 'Analyst', max_tokens: 64 }, task: `Summarise the benefits of heat pumps (test ${index}).` });
const swarmBody = (index: number) =>
  JSON.stringify({
    name: 'team',
    swarm_type: 'SequentialWorkflow',
    task: `Summarise the state of battery storage (test ${index}).`,
    max_loops: 1,
    agents: ['Planner', 'Researcher', 'Writer'].map((agent_name) => ({ agent_name, system_prompt: `You are the ${agent_name}.`, max_tokens: 64 })),
  });

/** One suite's requests, against whatever answers `base`. */
async function runTests(base: string, headers: Record<string, string>, afterEach: () => Promise<void>): Promise<void> {
  const post = async (path: string, body: string) => {
    const response = await fetch(`${base}${path}`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body });
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
    return response.json();
  };
  for (let index = 0; index < TESTS; index += 1) {
    await post('/v1/agent/completions', agentBody(index));
    await post('/v1/swarm/completions', swarmBody(index));
    await afterEach();
  }
}

/** The suite against `createSwarmsLocal(options)`: start, the tests with a reset after each, close. */
async function againstSwarmsLocal(options: Options, base?: string): Promise<void> {
  const local = await createSwarmsLocal(options);
  try {
    await runTests(base ?? local.url, local.headers, () => local.reset());
  } finally {
    await local.close();
  }
}

/** Canned bodies of the same shape and size as swarms-local's answers, taken from one test against it. */
async function cannedBodies(): Promise<{ agent: string; swarm: string }> {
  const local = await createSwarmsLocal();
  try {
    const post = async (path: string, body: string) =>
      (await fetch(`${local.url}${path}`, { method: 'POST', headers: { ...local.headers, 'content-type': 'application/json' }, body })).text();
    return { agent: await post('/v1/agent/completions', agentBody(0)), swarm: await post('/v1/swarm/completions', swarmBody(0)) };
  } finally {
    await local.close();
  }
}

/** The suite against nock: the stubs a user would write by hand, declared at start-up and removed at the end. */
async function againstNock(bodies: { agent: string; swarm: string }): Promise<void> {
  if (!nock.isActive()) nock.activate();
  const json = { 'content-type': 'application/json' };
  nock(HOSTED).persist().post('/v1/agent/completions').reply(200, bodies.agent, json).post('/v1/swarm/completions').reply(200, bodies.swarm, json);
  try {
    await runTests(HOSTED, { 'x-api-key': 'sk-test' }, async () => {});
  } finally {
    nock.cleanAll();
    nock.restore();
  }
}

/** Whether this build's `createSwarmsLocal` answers the hosted URL in process (`{ intercept: true }`). */
async function interceptionAvailable(): Promise<boolean> {
  try {
    const local = await createSwarmsLocal({ intercept: true } as Options);
    try {
      // With the handle's key: `/health` asks for one like every route.
      const response = await fetch(`${HOSTED}/health`, { headers: local.headers, signal: AbortSignal.timeout(5000) });
      return response.ok;
    } finally {
      await local.close();
    }
  } catch {
    return false;
  }
}

/**
 * Nanoseconds the main thread has waited, runnable, for a core (Linux's `schedstat`, second field; 0 elsewhere).
 * On a loaded machine this is where a transport that never blocks loses its wall time: see docs/benchmarks.md.
 */
function runQueueWaitNs(): number {
  try {
    return Number(readFileSync(`/proc/self/task/${process.pid}/schedstat`, 'utf8').split(' ')[1]);
  } catch {
    return 0;
  }
}

/** Wall-clock and CPU milliseconds (every thread of this process: the suite, the server and its workers) one call of `work` takes, and the main thread's wait for a core. */
async function timed(work: () => Promise<void>): Promise<{ wall: number; cpu: number; wait: number }> {
  const began = performance.now();
  const waited = runQueueWaitNs();
  const cpu = process.cpuUsage();
  await work();
  const spent = process.cpuUsage(cpu);
  return { wall: performance.now() - began, cpu: (spent.user + spent.system) / 1000, wait: (runQueueWaitNs() - waited) / 1e6 };
}

const cell = ({ median, low, high }: Spread) => `${median.toFixed(0)} (${low.toFixed(0)}–${high.toFixed(0)})`;

/** The suite entry of `npm run bench` (`BENCH_ONLY=suite`). */
export const downstreamSuite: BenchEntry = {
  name: 'suite',
  async run() {
    nock.restore();
    const bodies = await cannedBodies();
    const subjects: Array<[string, () => Promise<void>]> = [
      ['nock stubs, canned bodies (anchor)', () => againstNock(bodies)],
      ['createSwarmsLocal() over HTTP (loopback)', () => againstSwarmsLocal({})],
    ];
    const intercepting = await interceptionAvailable();
    if (intercepting) subjects.push(['createSwarmsLocal({ intercept: true }), in process', () => againstSwarmsLocal({ intercept: true } as Options, HOSTED)]);
    const samples = subjects.map(() => [] as Array<{ wall: number; cpu: number; wait: number }>);
    // A warm-up round of each, then the rounds alternated so a slow spell of the machine falls on every transport.
    for (const [, run] of subjects) await run();
    for (let round = 0; round < ROUNDS; round += 1) for (const [index, [, run]] of subjects.entries()) samples[index].push(await timed(run));
    const walls = samples.map((rounds) => spreadOf(rounds.map(({ wall }) => wall)));
    const cpus = samples.map((rounds) => spreadOf(rounds.map(({ cpu }) => cpu)));
    // The wall the main thread spent outside the run queue (running, or idle on I/O): about what the suite would take on a machine of its own.
    const unqueued = samples.map((rounds) => spreadOf(rounds.map(({ wall, wait }) => wall - wait)));
    const anchor = walls[0].median;
    process.stdout.write(
      `\n### A downstream test suite: ${TESTS} tests of an agent completion and a 3-agent SequentialWorkflow through fetch, reset() after each, start-up included (median of ${ROUNDS} alternated rounds after a warm-up, low–high)\n\n` +
        '| transport | suite ms | / anchor | added ms per test | CPU ms (all threads) | CPU / anchor | wall less run-queue wait, ms | / anchor |\n|---|---:|---:|---:|---:|---:|---:|---:|\n',
    );
    for (const [index, [label]] of subjects.entries()) {
      const { median } = walls[index];
      process.stdout.write(
        `| ${label} | ${cell(walls[index])} | ${(median / anchor).toFixed(2)} | ${((median - anchor) / TESTS).toFixed(2)} | ${cell(cpus[index])} | ${(cpus[index].median / cpus[0].median).toFixed(2)} | ${cell(unqueued[index])} | ${(unqueued[index].median / unqueued[0].median).toFixed(2)} |\n`,
      );
    }
    if (!intercepting) process.stdout.write('\n(this build has no `intercept` option yet: the in-process transport is left out)\n');
    const target = (label: string, median: number, ceiling: number): TargetResult => ({
      figure: `downstream suite (${TESTS} tests), ${label} / nock stubs`,
      value: `${(median / anchor).toFixed(2)} (${median.toFixed(0)} vs ${anchor.toFixed(0)} ms; ${((median - anchor) / TESTS).toFixed(2)} ms more per test)`,
      target: `≤ ${ceiling.toFixed(2)}`,
      met: median / anchor <= ceiling,
    });
    const results = [target('over HTTP', walls[1].median, HTTP_TARGET)];
    if (intercepting) results.push(target('intercepted', walls[2].median, INTERCEPT_TARGET));
    return results;
  },
};
