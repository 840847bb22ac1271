import { describe, expect, it } from 'vitest';
import { swarmSpecSchema, withSwarmDefaults } from '../../../src/contract/schemas/swarm-spec.js';
import { ApiError } from '../../../src/errors/api-error.js';
import { createRunContext } from '../../../src/orchestration/create-run-context.js';
import { FixtureMissTally } from '../../../src/orchestration/run-scope.js';
import { runSwarmCompletion } from '../../../src/orchestration/runs/swarm-completion.js';
import type { ScriptedModel } from '../../../src/providers/scripted/index.js';
import type { CallOptions, LanguageModel } from '../../../src/providers/spec.js';
import { createStaticRouter } from '../../../src/providers/static-router.js';
import { agentOf, promptOf, swarmScript } from '../../support/scripted-swarm.js';
import { createTestClient, type TestClient } from '../../support/test-server.js';

const agentsNamed = (...names: string[]) => names.map((name) => ({ agent_name: name, description: `Agent ${name}`, system_prompt: `You are ${name}.` }));

/** Wraps a model so a test can see how many calls are inside it at once, and act on each call as it arrives. */
function observed(inner: ScriptedModel, onCall: (options: CallOptions, index: number) => Promise<void> = async () => {}) {
  const state = { active: 0, peak: 0, arrived: 0 };
  const model: LanguageModel = {
    ...inner,
    async doGenerate(options) {
      const index = state.arrived;
      state.arrived += 1;
      state.active += 1;
      state.peak = Math.max(state.peak, state.active);
      try {
        await onCall(options, index);
        return await inner.doGenerate(options);
      } finally {
        state.active -= 1;
      }
    },
  };
  return { model, state };
}

/** Resolves once `count` callers have arrived (or after a second, so a serial implementation fails instead of hanging). */
function barrier(count: number): () => Promise<void> {
  let arrived = 0;
  let release!: () => void;
  const opened = new Promise<void>((resolve) => (release = resolve));
  let fallback: ReturnType<typeof setTimeout> | undefined;
  return () => {
    // The fallback counts from the first call, not from before the server started (start-up time varies).
    fallback ??= setTimeout(release, 1000);
    arrived += 1;
    if (arrived === count) {
      clearTimeout(fallback);
      release();
    }
    return opened;
  };
}

const hold = () => new Promise<void>((resolve) => setTimeout(resolve, 20));

async function withServer<T>(model: LanguageModel, settings: Parameters<typeof createTestClient>[0], work: (client: TestClient) => Promise<T>): Promise<T> {
  const client = await createTestClient({ ...settings, dependencies: { router: createStaticRouter(model, ['gpt-4.1']) } });
  try {
    return await work(client);
  } finally {
    await client.server.close();
  }
}

/** Runs a swarm directly on a server's dependencies, with an abort signal the test controls. */
function runWithSignal(client: TestClient, body: Record<string, unknown>, signal: AbortSignal) {
  const spec = withSwarmDefaults(swarmSpecSchema.parse(body), { defaultModel: 'gpt-4.1' });
  return runSwarmCompletion(createRunContext(client.server.deps, { namespace: 'default', endpoint: '/v1/swarm/completions', signal, fixtureMisses: new FixtureMissTally() }), spec);
}

describe('swarm parallelism and the global call cap', () => {
  it('runs the agents of a ConcurrentWorkflow at the same time', async () => {
    const inner = swarmScript();
    const arrive = barrier(6);
    const { model, state } = observed(inner, () => arrive());
    await withServer(model, {}, (client) =>
      client.post('/v1/swarm/completions', { agents: agentsNamed('A', 'B', 'C', 'D', 'E', 'F'), swarm_type: 'ConcurrentWorkflow', task: 'Go.' }),
    );
    expect(state.peak).toBe(6);
  });

  it('never has more provider calls in flight than maxConcurrentCalls, and still makes every call', async () => {
    const inner = swarmScript();
    const { model, state } = observed(inner, hold);
    const response = await withServer(model, { maxConcurrentCalls: 2 }, (client) =>
      client.post('/v1/swarm/completions', { agents: agentsNamed('A', 'B', 'C', 'D', 'E', 'F'), swarm_type: 'ConcurrentWorkflow', task: 'Go.' }),
    );
    expect(response.status).toBe(200);
    expect(state.peak).toBe(2);
    expect(inner.calls).toHaveLength(6);
  });
});

describe('cancellation', () => {
  it('makes no further sequential calls once the run is aborted', async () => {
    const controller = new AbortController();
    const inner = swarmScript();
    const { model, state } = observed(inner, async () => controller.abort());
    await withServer(model, {}, async (client) => {
      await expect(runWithSignal(client, { agents: agentsNamed('A', 'B', 'C'), swarm_type: 'SequentialWorkflow', task: 'Go.' }, controller.signal)).rejects.toThrow();
    });
    expect(state.arrived).toBe(1);
  });

  it('drops the concurrent calls still waiting for a slot when the run is aborted', async () => {
    const controller = new AbortController();
    const inner = swarmScript();
    const { model, state } = observed(inner, async (_options, index) => {
      if (index === 0) controller.abort();
    });
    await withServer(model, { maxConcurrentCalls: 1 }, async (client) => {
      await expect(runWithSignal(client, { agents: agentsNamed('A', 'B', 'C', 'D'), swarm_type: 'ConcurrentWorkflow', task: 'Go.' }, controller.signal)).rejects.toThrow();
    });
    expect(state.arrived).toBe(1);
  });

  it('aborts the provider call in flight when the client disconnects, without logging an unexpected error', async () => {
    const logged: string[] = [];
    const controller = new AbortController();
    let sawAbort!: () => void;
    const aborted = new Promise<void>((resolve) => (sawAbort = resolve));
    const inner = swarmScript();
    const { model } = observed(inner, (options) => {
      controller.abort();
      options.abortSignal?.addEventListener('abort', () => sawAbort());
      return aborted;
    });
    await withServer(model, { logRequests: true, logDestination: { write: (line) => logged.push(line) } }, async (client) => {
      const request = fetch(`${client.url}/v1/swarm/completions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': 'sk-test-0123456789abcdefghijklmnop' },
        body: JSON.stringify({ agents: agentsNamed('A', 'B'), swarm_type: 'SequentialWorkflow', task: 'Go.' }),
        signal: controller.signal,
      });
      await expect(request).rejects.toThrow();
      await aborted;
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    const written = logged.join('');
    // The request's own line shows the log was written to; no unexpected error was.
    expect(written).toContain('POST /v1/swarm/completions');
    expect(written).not.toMatch(/unexpected error/);
  });
});

describe('swarm inputs', () => {
  it('answers 400 for an unknown model before making any call', async () => {
    const inner = swarmScript();
    const router = {
      ...createStaticRouter(inner, ['gpt-4.1']),
      assertAvailable: (name: string) => {
        if (name !== 'gpt-4.1') throw new ApiError('MODEL_NOT_AVAILABLE', `Model ${name} is not available.`);
      },
    };
    const client = await createTestClient({ dependencies: { router } });
    try {
      const agents = [...agentsNamed('A', 'B'), { agent_name: 'C', model_name: 'no-such-model' }];
      const response = await client.post('/v1/swarm/completions', { agents, swarm_type: 'SequentialWorkflow', task: 'Go.' });
      expect(response.status).toBe(400);
      expect(response.body.detail).toContain('no-such-model');
      const heavy = await client.post('/v1/swarm/completions', { agents: [], swarm_type: 'HeavySwarm', task: 'Go.', heavy_swarm_worker_model_name: 'no-such-worker' });
      expect(heavy.status).toBe(400);
      expect(heavy.body.detail).toContain('no-such-worker');
    } finally {
      await client.server.close();
    }
    expect(inner.calls).toHaveLength(0);
  });

  it('gives img to every agent turn, built-in agents included', async () => {
    const inner = swarmScript();
    await withServer(inner, {}, (client) =>
      client.post('/v1/swarm/completions', { agents: agentsNamed('A', 'B'), swarm_type: 'MajorityVoting', task: 'Describe the park.', img: 'https://example.com/park.png' }),
    );
    expect(inner.calls.map(agentOf).sort()).toEqual(['A', 'B', 'Consensus-Agent']);
    for (const call of inner.calls) expect(JSON.stringify(call.messages)).toContain('https://example.com/park.png');
  });

  it('answers only the final turn when return_history is false', async () => {
    const inner = swarmScript();
    const response = await withServer(inner, {}, (client) =>
      client.post('/v1/swarm/completions', { agents: agentsNamed('A', 'B', 'C'), swarm_type: 'SequentialWorkflow', task: 'Go.', return_history: false }),
    );
    expect(response.body.output).toEqual([{ role: 'C', content: 'C#1' }]);
  });

  it('runs the swarm once per task of tasks (which win over task), each on a fresh transcript, the output nested one list per task', async () => {
    const inner = swarmScript();
    const response = await withServer(inner, {}, (client) =>
      client.post('/v1/swarm/completions', { agents: agentsNamed('A', 'B'), swarm_type: 'SequentialWorkflow', task: 'ignored-task', tasks: ['first-task', 'second-task'] }),
    );
    expect(inner.calls.map((call) => [agentOf(call), promptOf(call)])).toEqual([
      ['A', 'User: first-task'],
      ['B', 'User: first-task\n\nA: A#1'],
      ['A', 'User: second-task'],
      ['B', 'User: second-task\n\nA: A#2'],
    ]);
    const contents = (output: Array<{ content: string }>) => output.map((message) => message.content);
    expect(response.body.output.map(contents)).toEqual([
      ['A#1', 'B#1'],
      ['A#2', 'B#2'],
    ]);
    expect(response.body.tasks).toEqual(['first-task', 'second-task']);
  });

  it("repeats a SequentialWorkflow for max_loops, the second pass starting from the first pass's result", async () => {
    const inner = swarmScript();
    await withServer(inner, {}, (client) => client.post('/v1/swarm/completions', { agents: agentsNamed('A', 'B'), swarm_type: 'SequentialWorkflow', task: 'Go.', max_loops: 2 }));
    expect(inner.calls.map(agentOf)).toEqual(['A', 'B', 'A', 'B']);
    expect(promptOf(inner.calls[2])).toContain('B#1');
  });

  it('runs a ConcurrentWorkflow once whatever max_loops says (the framework ignores it there)', async () => {
    const inner = swarmScript();
    const response = await withServer(inner, {}, (client) =>
      client.post('/v1/swarm/completions', { agents: agentsNamed('A', 'B'), swarm_type: 'ConcurrentWorkflow', task: 'Go.', max_loops: 2 }),
    );
    expect(inner.calls.map(agentOf).sort()).toEqual(['A', 'B']);
    expect(response.body.output).toHaveLength(2);
  });
});
