import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../../src/accounts/api-keys.js';
import { createTestClient } from '../support/test-server.js';

const directory = mkdtempSync(join(tmpdir(), 'swarms-local-persist-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

describe('persistence across restarts', () => {
  it('finds the same logs, counters and keys after a restart on the same database file', async () => {
    const db = join(directory, 'restart.db');
    const first = await createTestClient({ db, auth: 'strict' });
    const { key } = await createApiKey(first.server.deps.store, first.server.deps.clock, { userName: 'carol' });
    const run = await first.post('/v1/agent/completions', { agent_config: { agent_name: 'Persistent' }, task: 'Remember me.' }, key);
    expect(run.status).toBe(200);
    const logsBefore = (await first.get('/v1/swarm/logs', key)).body;
    const limitsBefore = (await first.get('/v1/rate/limits', key)).body;
    await first.server.close();

    const second = await createTestClient({ db, auth: 'strict' });
    try {
      const logsAfter = await second.get('/v1/swarm/logs', key);
      expect(logsAfter.status).toBe(200);
      expect(logsAfter.body.logs).toEqual(logsBefore.logs);
      expect(logsAfter.body.logs[0].data.job_id).toBe(run.body.job_id);
      const limitsAfter = (await second.get('/v1/rate/limits', key)).body;
      expect(limitsAfter.rate_limits.day.count).toBe(limitsBefore.rate_limits.day.count);
      const metrics = (await second.get('/v1/account/metrics/summary', key)).body;
      expect(metrics.total_completion_calls).toBe(1);
      expect(metrics.unique_agents).toBe(1);
    } finally {
      await second.server.close();
    }
  });

  it('serves the first completion after a restart with the same seed on the same database, and the same bytes as the first run', async () => {
    const db = join(directory, 'seeded.db');
    const body = { agent_config: { agent_name: 'Seeded' }, task: 'Same seed, same database.' };
    const runOnce = async () => {
      const client = await createTestClient({ db, seed: 11, clock: '2026-02-01T00:00:00Z' });
      try {
        const runs = [await client.post('/v1/agent/completions', body), await client.post('/v1/agent/completions', body)];
        const logs = (await client.get('/v1/swarm/logs')).body.logs as Array<{ id: string }>;
        return { runs, logIds: logs.map((log) => log.id) };
      } finally {
        await client.server.close();
      }
    };
    const first = await runOnce();
    const second = await runOnce();
    expect(second.runs.map((run) => run.status)).toEqual([200, 200]);
    // What the seed promises: the same answers, job ids included.
    expect(second.runs.map((run) => run.text)).toEqual(first.runs.map((run) => run.text));
    // Log rows are the database's: four distinct rows, none reused.
    expect(new Set(second.logIds).size).toBe(4);
  });
});
