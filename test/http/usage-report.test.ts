import { describe, expect, it } from 'vitest';
import { createApiKey } from '../../src/accounts/api-keys.js';
import { createTestClient, useTestServer } from '../support/test-server.js';

const run = { agent_config: { agent_name: 'Reporter', model_name: 'gpt-4o-mini', max_tokens: 30 }, task: 'Name one use of graphene.' };

describe('GET /v1/usage/report', () => {
  const client = useTestServer({ seed: 4, clock: '2026-03-20T10:00:00Z' });
  const freeze = (at: string) => client().post('/_swarms-local/clock', { action: 'freeze', at });
  const report = async (query: string, key?: string) => (await client().get(`/v1/usage/report${query}`, key)).body;

  it("sums the caller's logged requests per UTC day, oldest first, leaving out days without requests and other users", async () => {
    await client().post('/v1/agent/completions', run);
    await freeze('2026-03-27T23:59:00Z');
    await client().post('/v1/agent/completions', run);
    await client().post('/v1/agent/completions', { ...run, task: 'Name two uses of graphene.' });
    await freeze('2026-03-29T18:30:00Z');
    await client().post('/v1/agent/completions', run);
    await client().post('/v1/agent/completions', run, 'sk-someone-else-0123456789');
    const logs = (await client().get('/v1/swarm/logs')).body.logs as Array<{ created_at: string; usage: { input_tokens: number; output_tokens: number; total_cost: number } }>;
    const expected = (day: string) => {
      const rows = logs.filter((log) => log.created_at.startsWith(day));
      return {
        day,
        total_cost: Math.round(rows.reduce((total, log) => total + log.usage.total_cost, 0) * 1e6) / 1e6,
        input_tokens: rows.reduce((total, log) => total + log.usage.input_tokens, 0),
        output_tokens: rows.reduce((total, log) => total + log.usage.output_tokens, 0),
        request_count: rows.length,
      };
    };
    const week = await report('?period=week');
    expect(week).toMatchObject({ period: 'week', start_date: '2026-03-23', end_date: '2026-03-29', timestamp: '2026-03-29T18:30:00.000000+00:00' });
    expect(week.results).toEqual([expected('2026-03-27'), expected('2026-03-29')]);
    expect(week.results[0].request_count).toBe(2);
    const month = await report('');
    expect(month).toMatchObject({ period: 'month', start_date: '2026-02-28', end_date: '2026-03-29' });
    expect(month.results.map((day: { day: string }) => day.day)).toEqual(['2026-03-20', '2026-03-27', '2026-03-29']);
    expect((await report('?period=day')).results).toEqual([expected('2026-03-29')]);
    const custom = await report('?start_date=2026-03-20&end_date=2026-03-27&period=day');
    expect(custom).toMatchObject({ period: 'custom', start_date: '2026-03-20', end_date: '2026-03-27' });
    expect(custom.results).toEqual([expected('2026-03-20'), expected('2026-03-27')]);
  });

  it.each([
    ['?start_date=2026-03-27&end_date=2026-03-20', 400, /start_date \(2026-03-27\) is after end_date \(2026-03-20\)/],
    ['?start_date=2026-03-20', 400, /needs both start_date and end_date/],
    ['?start_date=2026-02-30&end_date=2026-03-01', 422, /real calendar day/],
    ['?period=year', 422, /day.*week.*month/],
  ])('refuses %s with a %i naming the mistake', async (query, status, message) => {
    const response = await client().get(`/v1/usage/report${query}`);
    expect(response.status).toBe(status);
    expect(JSON.stringify(response.body.detail)).toMatch(message);
  });
});

describe('GET /v1/usage/report in strict auth', () => {
  it("reads the days on the ledger's clock, where its rows are logged, not on a namespace clock the key moved", async () => {
    const client = await createTestClient({ auth: 'strict', seed: 4, clock: '2026-03-20T10:00:00Z' });
    try {
      const { key } = await createApiKey(client.server.deps.store, client.server.deps.clock, { userName: 'reporter', tier: 'premium' });
      const inOwn = (method: string, path: string, body?: unknown) => client.request(method, path, { key, body, headers: { 'x-swarms-local-namespace': 'own-ns' } });
      expect((await inOwn('POST', '/_swarms-local/clock', { action: 'freeze', at: '2025-06-01T00:00:00Z' })).status).toBe(200);
      expect((await inOwn('POST', '/v1/agent/completions', run)).status).toBe(200);
      const report = (await inOwn('GET', '/v1/usage/report?period=day')).body;
      expect(report).toMatchObject({ start_date: '2026-03-20', end_date: '2026-03-20' });
      expect(report.results.map((day: { day: string; request_count: number }) => [day.day, day.request_count])).toEqual([['2026-03-20', 1]]);
    } finally {
      await client.server.close();
    }
  });
});
