import { describe, expect, it } from 'vitest';
import { RATE_LIMITED_NOTE } from '../../src/accounts/refusal-log.js';
import { createTestClient, TEST_KEY, type TestClient } from '../support/test-server.js';

// Issue 43: a real admission 429 (the rate limiter's, before the body is read) wrote no log row, so it was
// counted nowhere, while injected and reservation-time refusals were counted as refusals.

const agentRun = { agent_config: { agent_name: 'Counter', max_tokens: 16 }, task: 'Count to three.' };
const DAY_MS = 86_400_000;
/** Another user's key: /health is not refused for the flooding user's full window. */
const HEALTH_KEY = 'sk-health-probe-0123456789abcdef';

/** The logged usage by day, as the usage report reads it, summed. */
async function usageOf(client: TestClient) {
  const days = await client.server.deps.store.logs.usage({ namespace: 'default' }, 'time', DAY_MS);
  return { runs: days.reduce((sum, day) => sum + day.runs, 0), refusals: days.reduce((sum, day) => sum + day.refusals, 0) };
}

/** Waits (without a deadline of its own: the test's timeout is one) until `ready` says yes. */
async function eventually(ready: () => Promise<boolean>): Promise<void> {
  while (!(await ready())) await new Promise((resolve) => setTimeout(resolve, 100));
}

describe("the rate limiter's refusals in the log", () => {
  it('logs an admission 429 at once and counts it as a refusal, not a run, in the budget, the spend summary and the usage report', async () => {
    const client = await createTestClient({ rateLimits: { free: { minute: 2 }, premium: { minute: 2 } } });
    try {
      expect((await client.post('/v1/agent/completions', agentRun)).status).toBe(200);
      expect((await client.post('/v1/agent/completions', agentRun)).status).toBe(200);
      const limited = await client.post('/v1/agent/completions', agentRun);
      expect(limited.status).toBe(429);
      const budget = await client.get('/_swarms-local/budget');
      expect(budget.body).toMatchObject({ runs: 2, refusals: 1 });
      expect(await usageOf(client)).toEqual({ runs: 2, refusals: 1 });
      const [row] = await client.server.deps.store.logs.list({ userId: (await client.server.deps.store.users.list())[0].id, limit: 5, offset: 0, category: 'failed-run' });
      expect(row).toMatchObject({ status: 429, note: RATE_LIMITED_NOTE, usage: { cost: 0 }, body: { detail: limited.body.detail } });
      // Not a completion: the windows it was refused by do not count it.
      const limits = await client.get('/v1/rate/limits');
      expect(limits.body.rate_limits.minute).toMatchObject({ count: 2 });
    } finally {
      await client.server.close();
    }
  });

  it('keeps a burst of 2,000 refused requests to one row per second, each counted, while /health goes on answering', async () => {
    const client = await createTestClient({ rateLimits: { free: { minute: 1 }, premium: { minute: 1 } } });
    try {
      expect((await client.post('/v1/agent/completions', agentRun)).status).toBe(200);
      const health: number[] = [];
      let bursting = true;
      const probe = (async () => {
        while (bursting) health.push((await fetch(`${client.url}/health`, { headers: { 'x-api-key': HEALTH_KEY } })).status);
      })();
      const startedAt = Date.now();
      const statuses: number[] = [];
      for (let wave = 0; wave < 40; wave++) {
        const answers = await Promise.all(
          Array.from({ length: 50 }, () =>
            fetch(`${client.url}/v1/agent/completions`, { method: 'POST', headers: { 'x-api-key': TEST_KEY, 'content-type': 'application/json' }, body: JSON.stringify(agentRun) }),
          ),
        );
        statuses.push(...answers.map((answer) => answer.status));
        await Promise.all(answers.map((answer) => answer.arrayBuffer()));
      }
      const seconds = Math.ceil((Date.now() - startedAt) / 1000);
      bursting = false;
      await probe;
      expect(statuses.filter((status) => status === 429)).toHaveLength(2_000);
      expect(health.length).toBeGreaterThan(0);
      expect(health.every((status) => status === 200)).toBe(true);
      // Every refusal is counted once its second has ended, in at most one row per second of the burst.
      await eventually(async () => (await usageOf(client)).refusals === 2_000);
      const rows = await client.server.deps.store.logs.runs({ limit: 5_000, status: 429 });
      expect(rows.length).toBeLessThanOrEqual(seconds + 1);
      expect(rows.reduce((sum, row) => sum + (row.requests ?? 1), 0)).toBe(2_000);
    } finally {
      await client.server.close();
    }
  }, 120_000);
});
