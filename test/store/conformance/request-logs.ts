import { describe, expect, it } from 'vitest';
import { logRow, type OpenStore } from './store-fixtures.js';
import { INJECTED_REFUSAL_NOTE } from '../../../src/store/sqlite/usage-query.js';

/** Request logs: the logs listing, the runs list, usage and the rate-limit counts. */
export function describeRequestLogRepository(store: OpenStore): void {
  const ids = (rows: Array<{ id: string }>) => rows.map((row) => row.id);

  describe('request logs', () => {
    it('gives a row back as it was written, with its models and facts', async () => {
      const row = logRow('l1', 'u1', 100, {
        note: 'client-disconnected',
        success: false,
        status: 499,
        facts: {
          namespace: 'team',
          name: 'nightly',
          swarmType: 'SequentialWorkflow',
          models: [
            { model: 'gpt-4.1', calls: 1, inputTokens: 4, outputTokens: 2, cost: 0.5 },
            { model: 'claude', calls: 3, inputTokens: 6, outputTokens: 3, cost: 0.75 },
          ],
          agents: ['Researcher', 'Writer'],
        },
      });
      await store().logs.insert(row);
      // Models come most expensive first.
      expect(await store().logs.findById('l1')).toEqual({ ...row, facts: { ...row.facts, models: [row.facts.models[1], row.facts.models[0]] } });
      expect(await store().logs.findById('none')).toBeUndefined();
    });

    it('lists a user’s rows newest first with limit, offset, category and since; failed runs only when asked for', async () => {
      await store().logs.insert(logRow('a', 'u1', 100));
      await store().logs.insert(logRow('b', 'u1', 200));
      await store().logs.insert(logRow('c', 'u1', 300, { category: 'failed-run' }));
      await store().logs.insert(logRow('d', 'u1', 400, { category: 'other' }));
      await store().logs.insert(logRow('e', 'u2', 500));
      expect(ids(await store().logs.list({ userId: 'u1', limit: 10, offset: 0 }))).toEqual(['d', 'b', 'a']);
      expect(ids(await store().logs.list({ userId: 'u1', limit: 1, offset: 1 }))).toEqual(['b']);
      expect(ids(await store().logs.list({ userId: 'u1', limit: 10, offset: 0, category: 'failed-run' }))).toEqual(['c']);
      expect(ids(await store().logs.list({ userId: 'u1', limit: 10, offset: 0, since: 200 }))).toEqual(['d', 'b']);
    });

    it('lists rows of the same millisecond in the order they were written, newest first', async () => {
      for (const id of ['x3', 'x1', 'x2']) await store().logs.insert(logRow(id, 'u1', 100));
      expect(ids(await store().logs.list({ userId: 'u1', limit: 10, offset: 0 }))).toEqual(['x2', 'x1', 'x3']);
    });

    it('pages runs by keyset and filters them by every field', async () => {
      await store().logs.insert(
        logRow('r1', 'u1', 100, {
          endpoint: '/v1/swarm/completions',
          facts: {
            namespace: 'team',
            name: 'Quarterly report',
            swarmType: 'MixtureOfAgents',
            models: [{ model: 'claude', calls: 1, inputTokens: 1, outputTokens: 1, cost: 1 }],
            agents: ['Analyst', 'Writer'],
          },
        }),
      );
      await store().logs.insert(logRow('r2', 'u1', 200, { status: 500, success: false }));
      await store().logs.insert(logRow('r3', 'u2', 300, { category: 'failed-run', success: false, status: 503 }));
      await store().logs.insert(logRow('r4', 'u2', 300));
      await store().logs.insert(logRow('n1', 'u1', 400, { category: 'other' }));
      expect(ids(await store().logs.runs({ limit: 10 }))).toEqual(['r4', 'r3', 'r2', 'r1']);
      expect(ids(await store().logs.runs({ limit: 2 }))).toEqual(['r4', 'r3']);
      expect(ids(await store().logs.runs({ limit: 10, before: { createdAt: 300, id: 'r3' } }))).toEqual(['r2', 'r1']);
      expect(ids(await store().logs.runs({ limit: 10, userId: 'u1' }))).toEqual(['r2', 'r1']);
      expect(ids(await store().logs.runs({ limit: 10, endpoint: '/v1/swarm/completions' }))).toEqual(['r1']);
      expect(ids(await store().logs.runs({ limit: 10, status: 'ok' }))).toEqual(['r4', 'r1']);
      expect(ids(await store().logs.runs({ limit: 10, status: 'error' }))).toEqual(['r3', 'r2']);
      expect(ids(await store().logs.runs({ limit: 10, status: 503 }))).toEqual(['r3']);
      expect(ids(await store().logs.runs({ limit: 10, swarmType: 'MixtureOfAgents' }))).toEqual(['r1']);
      expect(ids(await store().logs.runs({ limit: 10, model: 'claude' }))).toEqual(['r1']);
      expect(ids(await store().logs.runs({ limit: 10, agent: 'Analyst' }))).toEqual(['r1']);
      expect(ids(await store().logs.runs({ limit: 10, agent: 'Analy' }))).toEqual([]);
      expect(ids(await store().logs.runs({ limit: 10, namespace: 'team' }))).toEqual(['r1']);
      expect(ids(await store().logs.runs({ limit: 10, from: 200, to: 300 }))).toEqual(['r4', 'r3', 'r2']);
      expect(ids(await store().logs.runs({ limit: 10, search: 'job-r2' }))).toEqual(['r2']);
      expect(ids(await store().logs.runs({ limit: 10, search: 'r4' }))).toEqual(['r4']);
      expect(ids(await store().logs.runs({ limit: 10, search: 'quarterly' }))).toEqual(['r1']);
      expect(ids(await store().logs.runs({ limit: 10, search: '100%' }))).toEqual([]);
    });

    it('sums usage by time bucket, model, swarm type and endpoint', async () => {
      const usage = (cost: number) => ({ inputTokens: 10, outputTokens: 5, totalTokens: 15, cost });
      const models = (entries: Array<[string, number]>) => entries.map(([model, cost]) => ({ model, calls: 1, inputTokens: 5, outputTokens: 2, cost }));
      const facts = (swarmType: string | null, used: Array<[string, number]>) => ({ namespace: 'default', name: null, swarmType, models: models(used), agents: [] });
      await store().logs.insert(logRow('a', 'u1', 1_000, { usage: usage(1), facts: facts('Seq', [['m1', 1]]) }));
      await store().logs.insert(
        logRow('b', 'u1', 2_500, {
          usage: usage(2),
          endpoint: '/v1/swarm/completions',
          facts: facts(null, [
            ['m1', 0.5],
            ['m2', 1.5],
          ]),
        }),
      );
      await store().logs.insert(logRow('c', 'u2', 2_600, { usage: usage(4), facts: facts('Seq', [['m2', 4]]) }));
      const byTime = await store().logs.usage({}, 'time', 2_000);
      expect(byTime).toEqual([
        { key: '0', runs: 1, refusals: 0, inputTokens: 10, outputTokens: 5, cost: 1 },
        { key: '2000', runs: 2, refusals: 0, inputTokens: 20, outputTokens: 10, cost: 6 },
      ]);
      expect(await store().logs.usage({}, 'model')).toEqual([
        { key: 'm2', runs: 2, refusals: 0, inputTokens: 10, outputTokens: 4, cost: 5.5 },
        { key: 'm1', runs: 2, refusals: 0, inputTokens: 10, outputTokens: 4, cost: 1.5 },
      ]);
      // A run that names no swarm type: an agent completion is `agent`, any other is its endpoint.
      expect((await store().logs.usage({ userId: 'u1' }, 'swarmType')).map(({ key, cost }) => [key, cost])).toEqual([
        ['/v1/swarm/completions', 2],
        ['Seq', 1],
      ]);
      await store().logs.insert(logRow('d', 'u3', 2_700, { usage: usage(3), facts: facts(null, [['m1', 3]]) }));
      expect((await store().logs.usage({ userId: 'u3' }, 'swarmType')).map(({ key, cost }) => [key, cost])).toEqual([['agent', 3]]);
      expect((await store().logs.usage({}, 'endpoint')).map(({ key, runs }) => [key, runs])).toEqual([
        ['/v1/agent/completions', 3],
        ['/v1/swarm/completions', 1],
      ]);
    });

    it('counts requests refused before they ran (402, 403, 429) as refusals, not runs', async () => {
      const refused = { usage: { inputTokens: 0, outputTokens: 0, totalTokens: 0, cost: 0 }, success: false };
      await store().logs.insert(logRow('a', 'u1', 100));
      await store().logs.insert(logRow('b', 'u1', 200, { ...refused, status: 402 }));
      await store().logs.insert(logRow('c', 'u1', 300, { ...refused, status: 429 }));
      await store().logs.insert(logRow('d', 'u1', 400, { ...refused, status: 403 }));
      await store().logs.insert(logRow('e', 'u1', 500, { success: false, status: 500 }));
      expect((await store().logs.usage({ userId: 'u1' }, 'endpoint')).map(({ key, runs, refusals, cost }) => [key, runs, refusals, cost])).toEqual([
        ['/v1/agent/completions', 2, 3, 0.5],
      ]);
    });

    it('counts every request a refusal row stands for, as more are folded into it', async () => {
      const refused = { usage: { inputTokens: 0, outputTokens: 0, totalTokens: 0, cost: 0 }, success: false, status: 429, category: 'failed-run' };
      await store().logs.insert(logRow('a', 'u1', 100));
      await store().logs.insert(logRow('burst', 'u1', 200, refused));
      await store().logs.addRequests('burst', 41);
      expect((await store().logs.findById('burst'))?.requests).toBe(42);
      expect((await store().logs.findById('a'))?.requests).toBeUndefined();
      expect((await store().logs.usage({ userId: 'u1' }, 'time')).map(({ runs, refusals }) => [runs, refusals])).toEqual([[1, 42]]);
    });

    it('counts a request an injected fault refused as a refusal whatever its status (503 included), by its note', async () => {
      const refused = { usage: { inputTokens: 0, outputTokens: 0, totalTokens: 0, cost: 0 }, success: false, category: 'failed-run' };
      await store().logs.insert(logRow('a', 'u1', 100, { ...refused, status: 503, note: INJECTED_REFUSAL_NOTE }));
      await store().logs.insert(logRow('b', 'u1', 200, { ...refused, status: 503 }));
      expect((await store().logs.usage({ userId: 'u1' }, 'endpoint')).map(({ key, runs, refusals }) => [key, runs, refusals])).toEqual([['/v1/agent/completions', 1, 1]]);
    });

    it('counts a user’s completion rows in a window', async () => {
      await store().logs.insert(logRow('a', 'u1', 100));
      await store().logs.insert(logRow('b', 'u1', 200, { success: false }));
      await store().logs.insert(logRow('c', 'u1', 300));
      await store().logs.insert(logRow('f', 'u1', 250, { category: 'failed-run' }));
      await store().logs.insert(logRow('o', 'u2', 200));
      expect(await store().logs.countCompletions('u1', 0)).toBe(3);
      expect(await store().logs.countCompletions('u1', 150)).toBe(2);
      expect(await store().logs.countCompletions('u1', 0, { successfulOnly: true })).toBe(2);
      expect(await store().logs.countCompletions('u1', 100, { until: 200 })).toBe(2);
    });

    it('reads every window of a user and the runs in flight at one instant', async () => {
      for (const [id, at] of [
        ['a', 100],
        ['b', 200],
        ['c', 300],
        ['d', 400],
      ] as const)
        await store().logs.insert(logRow(id, 'u1', at));
      await store().logs.insert(logRow('f', 'u1', 250, { category: 'failed-run' }));
      await store().logs.insert(logRow('o', 'u2', 350));
      await store().reservations.create({ id: 'r1', userId: 'u1', amount: 0, expiresAt: 1_000 });
      await store().reservations.create({ id: 'r2', userId: 'u1', amount: 0, expiresAt: 5_000 });
      await store().reservations.create({ id: 'r3', userId: 'u2', amount: 0, expiresAt: 5_000 });
      // Windows [0, 350], [150, 350], [360, 350]: rows after `until` are left out; an empty window has no oldest.
      expect(await store().logs.windowCounts('u1', [0, 150, 360], 350, 500)).toEqual({
        windows: [
          { count: 3, oldest: 100 },
          { count: 2, oldest: 200 },
          { count: 0, oldest: undefined },
        ],
        inFlight: 2,
      });
      // r1 expired at 1,000 (real time): one run still in flight.
      expect((await store().logs.windowCounts('u1', [0], 10_000, 1_000)).inFlight).toBe(1);
      expect(await store().logs.windowCounts('nobody', [0], 10_000, 0)).toEqual({ windows: [{ count: 0, oldest: undefined }], inFlight: 0 });
    });
  });
}
