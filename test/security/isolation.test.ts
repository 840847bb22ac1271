import { describe, expect, it } from 'vitest';
import { createApiKey } from '../../src/accounts/api-keys.js';
import { createTestClient } from '../support/test-server.js';

describe('isolation between users', () => {
  it('never shows one user another user\'s logs, agents, usage, credits or journal (three users, two keys each)', async () => {
    const client = await createTestClient({ auth: 'strict' });
    try {
      const { deps } = client.server;
      const users = ['ana', 'ben', 'cho'].map((name, index) => ({
        name,
        keys: [0, 1].map(() => createApiKey(deps.store, deps.clock, { userName: name, tier: 'premium', credits: 100 + index }).key),
        jobs: [] as string[],
        agent: `${name}-private-agent`,
      }));
      for (const user of users) {
        for (const key of user.keys) {
          const run = await client.post('/v1/agent/completions', { agent_config: { agent_name: user.agent, max_tokens: 20 }, task: `secret task of ${user.name}` }, key);
          expect(run.status).toBe(200);
          user.jobs.push(run.body.job_id);
        }
      }
      const endpoints = ['/v1/swarm/logs', '/v1/agents/list', '/v1/account/metrics/summary', '/v1/rate/limits', '/v1/account/credits', '/_swarms-local/journal?download=true'];
      for (const user of users) {
        const others = users.filter((other) => other !== user);
        for (const key of user.keys) {
          const seen = (await Promise.all(endpoints.map((path) => client.get(path, key)))).map((response) => response.text).join('\n');
          for (const job of user.jobs) expect(seen).toContain(job);
          for (const other of others) {
            for (const job of other.jobs) expect(seen).not.toContain(job);
            expect(seen).not.toContain(other.agent);
            expect(seen).not.toContain(`secret task of ${other.name}`);
          }
          const metrics = await client.get('/v1/account/metrics/summary', key);
          expect(metrics.body.total_completion_calls).toBe(2);
          const limits = await client.get('/v1/rate/limits', key);
          expect(limits.body.rate_limits.minute.count).toBe(2);
        }
      }
      const credits = await Promise.all(users.map((user) => client.get('/v1/account/credits', user.keys[0])));
      expect(new Set(credits.map((response) => Math.floor(response.body.credit))).size).toBe(3);
    } finally {
      await client.server.close();
    }
  });
});
