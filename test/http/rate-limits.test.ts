import { describe, expect, it } from 'vitest';
import { createTestClient } from '../support/test-server.js';

const agentRun = { agent_config: { agent_name: 'Counter', model_name: 'gpt-4.1', max_tokens: 32 }, task: 'Count to three.' };

describe('rate limits', () => {
  it('answers 429 on request limit+1 with the documented detail and headers, and /v1/rate/limits agrees', async () => {
    const client = await createTestClient({ rateLimits: { free: {}, premium: { minute: 3 } } });
    try {
      for (let index = 0; index < 3; index += 1) {
        const response = await client.post('/v1/agent/completions', agentRun);
        expect(response.status).toBe(200);
        expect(response.headers.get('x-ratelimit-limit-minute')).toBe('3');
        expect(response.headers.get('x-ratelimit-tier')).toBe('premium');
        // Each completion that ran counts (the hosted API's rate limits), its own included: remaining = limit - count.
        expect(response.headers.get('x-ratelimit-remaining-minute')).toBe(String(3 - (index + 1)));
        expect(response.headers.get('x-ratelimit-remaining-day')).toBe(String(100_000 - (index + 1)));
      }
      const limited = await client.post('/v1/agent/completions', agentRun);
      expect(limited.status).toBe(429);
      expect(limited.body.detail).toMatch(/^Rate limit exceeded for minute window\(s\)\./);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(limited.headers.get('x-ratelimit-remaining-minute')).toBe('0');
      expect(Number(limited.headers.get('x-ratelimit-reset'))).toBeGreaterThan(Date.now() / 1000);

      const otherEndpoint = await client.get('/v1/swarm/logs');
      expect(otherEndpoint.status).toBe(429);
      // The limits themselves stay readable, so a limited client can see when its window frees up.
      const ownLimits = await client.get('/v1/rate/limits');
      expect(ownLimits.status).toBe(200);
      expect(ownLimits.body.rate_limits.minute).toMatchObject({ count: 3, limit: 3, exceeded: true, remaining: 0 });
      expect(ownLimits.headers.get('x-ratelimit-remaining-minute')).toBe('0');

      const freshUser = await client.get('/v1/rate/limits', 'sk-another-user-key-123456');
      expect(freshUser.status).toBe(200);
      expect(freshUser.body.rate_limits.minute).toMatchObject({ count: 0, limit: 3, exceeded: false, remaining: 3 });
    } finally {
      await client.server.close();
    }
  });

  it('reports counts that match what was sent', async () => {
    const client = await createTestClient();
    try {
      await client.post('/v1/agent/completions', agentRun);
      await client.post('/v1/agent/completions', agentRun);
      const response = await client.get('/v1/rate/limits');
      expect(response.status).toBe(200);
      for (const window of ['minute', 'hour', 'day']) {
        expect(response.body.rate_limits[window].count).toBe(2);
        expect(response.body.rate_limits[window].remaining).toBe(response.body.rate_limits[window].limit - 2);
        expect(Date.parse(response.body.rate_limits[window].reset_time)).toBeGreaterThan(Date.now());
      }
      expect(response.body.limits).toEqual({
        maximum_requests_per_minute: 2000,
        maximum_requests_per_hour: 10000,
        maximum_requests_per_day: 100000,
        tokens_per_agent: 2000000,
      });
      expect(response.body.tier).toBe('premium');
    } finally {
      await client.server.close();
    }
  });

  it('frees the minute window when the clock moves past it', async () => {
    const client = await createTestClient({ rateLimits: { free: {}, premium: { minute: 1 } }, clock: '2026-07-01T12:00:00.000Z' });
    try {
      expect((await client.post('/v1/agent/completions', agentRun)).status).toBe(200);
      expect((await client.get('/health')).status).toBe(429);
      const clock = client.server.deps.clock as import('../../src/runtime/namespaced-clock.js').NamespacedClock;
      clock.root.advance(60_001);
      expect((await client.get('/health')).status).toBe(200);
    } finally {
      await client.server.close();
    }
  });
});
