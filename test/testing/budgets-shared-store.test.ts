import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPostgres, type TestPostgres } from '../support/postgres-server.js';
import { createTestClient, type TestClient } from '../support/test-server.js';

// Issue 43: budgets and the holds of runs in flight lived in each process, so replicas on one database each
// enforced their own budget (a budget set on one was unknown to the other), and a restart forgot it.

let postgres: TestPostgres;
const directory = mkdtempSync(join(tmpdir(), 'swarms-local-budgets-'));
beforeAll(async () => {
  postgres = await startTestPostgres();
});
afterAll(async () => {
  await postgres?.close();
  rmSync(directory, { recursive: true, force: true });
});

const NAMESPACE = { 'x-swarms-local-namespace': 'shared-ci' };
// Four agents: held at (4 + 3 built-in) x 0.01 = 0.07 at admission, costing a little over 0.04.
const swarmRun = {
  swarm_type: 'SequentialWorkflow',
  task: 'Say hi.',
  agents: ['A', 'B', 'C', 'D'].map((name) => ({ agent_name: name, max_tokens: 20 })),
};
const run = (on: TestClient) => on.request('POST', '/v1/swarm/completions', { body: swarmRun, headers: NAMESPACE });
const budgetOf = async (on: TestClient) => (await on.request('GET', '/_swarms-local/budget', { headers: NAMESPACE })).body;
const setBudget = (on: TestClient, credits: number | null) => on.request('POST', '/_swarms-local/budget', { body: { credits }, headers: NAMESPACE });

const databases: Array<[string, () => Promise<string>]> = [
  ['one SQLite file', async () => join(directory, `${Math.random().toString(36).slice(2)}.db`)],
  ['one PostgreSQL database', () => postgres.createDatabase()],
];

describe.each(databases)('a namespace budget over %s', (_name, database) => {
  it('binds two servers together: runs sent to both at once never spend past it', async () => {
    const db = await database();
    const first = await createTestClient({ db, seed: 1 });
    const second = await createTestClient({ db, seed: 2 });
    try {
      // The user is made once before the two servers race (a run on each, in turn), then the budget leaves room for 0.15 more:
      // three runs at most in all, two at once; each server alone would admit two at once and more as they end.
      expect((await run(first)).status).toBe(200);
      expect((await run(second)).status).toBe(200);
      const before = (await budgetOf(first)).spent as number;
      expect((await setBudget(first, before + 0.15)).status).toBe(200);
      // A process re-reads which namespaces have a budget at most once a second (docs/operations.md): a budget set on
      // one replica binds the other from its first run after that second. Waiting longer than that is safe on any machine.
      await new Promise((wait) => setTimeout(wait, 1_100));
      const statuses = await Promise.all(Array.from({ length: 24 }, (_, index) => run(index % 2 === 0 ? first : second).then((answer) => answer.status)));
      expect(statuses.filter((status) => status === 200).length).toBeGreaterThan(0);
      expect(statuses.filter((status) => status === 402).length).toBeGreaterThan(0);
      expect(statuses.every((status) => status === 200 || status === 402)).toBe(true);
      const after = await budgetOf(second);
      expect(after.budget).toBeCloseTo(before + 0.15, 9);
      expect(after.spent).toBeLessThanOrEqual(before + 0.15);
      expect(after.spent).toBeGreaterThan(before + 0.04);
      expect(after.refusals).toBe(statuses.filter((status) => status === 402).length);
    } finally {
      await first.server.close();
      await second.server.close();
    }
  });

  it('survives a restart: the budget and its spend are still there, and still refuse', async () => {
    const db = await database();
    const first = await createTestClient({ db, seed: 1 });
    let spent: number;
    try {
      expect((await run(first)).status).toBe(200);
      spent = (await budgetOf(first)).spent;
      expect((await setBudget(first, spent)).status).toBe(200);
    } finally {
      await first.server.close();
    }
    const restarted = await createTestClient({ db, seed: 1 });
    try {
      const state = await budgetOf(restarted);
      expect({ budget: state.budget, runs: state.runs }).toEqual({ budget: spent, runs: 1 });
      expect(state.spent).toBeCloseTo(spent, 9);
      const refused = await run(restarted);
      expect(refused.status).toBe(402);
      expect(refused.body.detail).toContain('Namespace "shared-ci" is over its budget');
      expect((await setBudget(restarted, null)).status).toBe(200);
      expect((await run(restarted)).status).toBe(200);
    } finally {
      await restarted.server.close();
    }
  });
});
