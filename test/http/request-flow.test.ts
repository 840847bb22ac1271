import { describe, expect, it } from 'vitest';
import { FixtureLedger, FixtureStore, createReplayModel } from '../../src/providers/fixtures/index.js';
import type { LanguageModel } from '../../src/providers/spec.js';
import { createStaticRouter } from '../../src/providers/static-router.js';
import { currentNamespace } from '../../src/runtime/request-scope.js';
import { temporaryDirectory, textResult } from '../providers/fixtures-support.js';
import { createTestClient } from '../support/test-server.js';

/**
 * The synthetic stand-in of replay-or-synthetic, gated: no call answers until calls of both namespaces are in
 * flight, so the two requests below overlap for certain. It counts the calls it answers per namespace.
 */
function gatedFallback(namespaces: string[]) {
  const answered = new Map<string, number>();
  const waiting = new Set<string>();
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  const model: LanguageModel = {
    provider: 'gated',
    modelId: 'gated-1',
    async doGenerate() {
      const namespace = currentNamespace();
      waiting.add(namespace);
      if (namespaces.every((name) => waiting.has(name))) open();
      await opened;
      answered.set(namespace, (answered.get(namespace) ?? 0) + 1);
      return textResult(`Answer for ${namespace}.`);
    },
    async doStream() {
      throw new Error('not streamed in this test');
    },
  };
  return { model, answered };
}

const agent = (name: string) => ({ agent_name: name, description: `Agent ${name}`, system_prompt: `You are ${name}.`, model_name: 'gpt-4.1', max_tokens: 64 });

describe('per-request state flows one way', () => {
  it('sets the fixture-miss header from the misses its own runs reported, with concurrent requests in two namespaces kept apart', async () => {
    const store = new FixtureStore(temporaryDirectory());
    const fallback = gatedFallback(['alpha', 'beta']);
    const replay = createReplayModel('gpt-4.1', { store, ledger: new FixtureLedger(store), rules: [], secrets: [], speed: 0 }, fallback.model);
    const client = await createTestClient({ dependencies: { router: createStaticRouter(replay, ['gpt-4.1']) } });
    try {
      const inNamespace = (namespace: string, path: string, body: unknown) => client.request('POST', path, { body, headers: { 'x-swarms-local-namespace': namespace } });
      const [swarm, single] = await Promise.all([
        inNamespace('alpha', '/v1/swarm/completions', {
          name: 'Two at once',
          swarm_type: 'ConcurrentWorkflow',
          task: 'Compare tidal and wave power.',
          agents: [agent('Tide'), agent('Wave')],
        }),
        inNamespace('beta', '/v1/agent/completions', { agent_config: agent('Solo'), task: 'Explain geothermal power.' }),
      ]);
      expect(swarm.status).toBe(200);
      expect(single.status).toBe(200);
      const alphaCalls = fallback.answered.get('alpha') ?? 0;
      const betaCalls = fallback.answered.get('beta') ?? 0;
      // Different counts, so a header fed by the other request (or by both) cannot pass.
      expect(alphaCalls).toBeGreaterThan(betaCalls);
      expect(betaCalls).toBeGreaterThan(0);
      expect(swarm.headers.get('x-swarms-local-fixture-miss')).toBe(`synthetic; calls=${alphaCalls}`);
      expect(single.headers.get('x-swarms-local-fixture-miss')).toBe(`synthetic; calls=${betaCalls}`);
    } finally {
      await client.server.close();
    }
  });

  it('gives each swarm run its own type for fault targeting and tells the run log that type through its events', async () => {
    const client = await createTestClient();
    try {
      const inGamma = (method: string, path: string, body?: unknown) => client.request(method, path, { body, headers: { 'x-swarms-local-namespace': 'gamma' } });
      const refusal = 'Refused for SequentialWorkflow only.';
      expect((await inGamma('POST', '/_swarms-local/faults', { kind: 'refusal', message: refusal, match: { swarmType: 'SequentialWorkflow' } })).status).toBe(201);
      const swarm = (swarm_type: string, name: string) => ({ name, swarm_type, task: 'Name a metal.', agents: [agent('Smith')] });
      // Two swarms of different types run side by side in one request: each call is targeted by its own run's type.
      const batch = await inGamma('POST', '/v1/swarm/batch/completions', [swarm('SequentialWorkflow', 'in-line'), swarm('ConcurrentWorkflow', 'side-by-side')]);
      expect(batch.status).toBe(200);
      const [sequential, concurrent] = batch.body;
      expect(JSON.stringify(sequential.result)).toContain(refusal);
      expect(JSON.stringify(concurrent.result)).not.toContain(refusal);
      const single = await inGamma('POST', '/v1/swarm/completions', swarm('ConcurrentWorkflow', 'alone'));
      expect(JSON.stringify(single.body.output)).not.toContain(refusal);

      // A run that fails still names its type in the run log, learnt from the run's swarm-start event.
      expect((await inGamma('POST', '/_swarms-local/faults', { kind: 'http-status', status: 503, match: { swarmType: 'MixtureOfAgents' } })).status).toBe(201);
      const failed = await inGamma('POST', '/v1/swarm/completions', { ...swarm('MixtureOfAgents', 'doomed'), agents: [agent('Smith'), agent('Miner')] });
      expect(failed.status).toBeGreaterThanOrEqual(500);
      const [row] = (await client.get('/_swarms-local/runs?status=error', null)).body.runs;
      expect(row).toMatchObject({ name: 'doomed', swarm_type: 'MixtureOfAgents', namespace: 'gamma' });
      const [alone] = (await client.get('/_swarms-local/runs?q=alone', null)).body.runs;
      expect(alone).toMatchObject({ name: 'alone', swarm_type: 'ConcurrentWorkflow', status: 200 });
    } finally {
      await client.server.close();
    }
  });
});
