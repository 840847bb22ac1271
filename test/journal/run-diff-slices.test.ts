import { describe, expect, it } from 'vitest';
import { diffRuns, diffRunsInSlices } from '../../src/journal/run-diff.js';
import type { RunRecord } from '../../src/journal/run-record.js';
import { TEST_KEY, useTestServer } from '../support/test-server.js';

// Issue 43 ("Also"): the admin diff of two runs of 20,000 sub-agents each held the main thread 2.4 s (only its
// answer was paged). The server's diff now runs in slices, each in its own turn of the event loop.

const client = useTestServer();

/** A run record of `count` agents, each with a turn and a model call; agents from `renamedFrom` on are named otherwise. */
function longRun(count: number, renamedFrom = count): RunRecord {
  const names = Array.from({ length: count }, (_, index) => (index < renamedFrom ? `Analyst ${index}` : `Critic ${index}`));
  return {
    endpoint: '/v1/swarm/completions',
    swarmType: 'ConcurrentWorkflow',
    state: 'succeeded',
    status: 200,
    agents: names,
    tokens: { input: count * 260, output: count * 40 },
    cost: count * 0.0024,
    steps: names.flatMap((name, index) => [
      { depth: 1, kind: 'agent', name, agent: name, facts: { task: 'Summarise the state of battery storage.' } },
      { depth: 2, kind: 'provider-call', name: 'gpt-4.1', agent: name, facts: { model: 'gpt-4.1', tokens: { input: 260, output: 40 }, output: `Finding ${index % 7}.` } },
    ]),
  };
}

describe('the run diff in slices', () => {
  it('lets a health request issued while two 20,000-agent runs are diffed complete before the diff does', async () => {
    const diffing = diffRunsInSlices(longRun(20_000), longRun(20_000, 15_000)).then(() => 'diff');
    const health = fetch(`${client().url}/health`, { headers: { 'x-api-key': TEST_KEY } }).then(async (response) => `health ${(await response.json()).status}`);
    expect(await Promise.race([diffing, health])).toBe('health ok');
    const diff = await diffRunsInSlices(longRun(300), longRun(300, 250));
    expect(diff.agents.added).toHaveLength(50);
    await diffing;
  });

  it('gives the same diff as the whole computation', async () => {
    const [a, b] = [longRun(1_200), longRun(1_200, 900)];
    expect(await diffRunsInSlices(a, b)).toEqual(diffRuns(a, b));
  });

  it('stops at the next slice when its request is cancelled', async () => {
    const cancel = new AbortController();
    const diffing = diffRunsInSlices(longRun(5_000), longRun(5_000, 10), cancel.signal);
    cancel.abort(new Error('the client left'));
    await expect(diffing).rejects.toThrow('the client left');
  });
});
