import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import parsePrometheusTextFormat, { type ParsedFamily } from 'parse-prometheus-text-format';
import { afterAll, describe, expect, it } from 'vitest';
import { createSqliteStore } from '../../src/store/sqlite/sqlite-store.js';
import type { Store } from '../../src/store/repositories.js';
import { createTestClient, TEST_KEY, type TestClient } from '../support/test-server.js';

const agentRun = { agent_config: { agent_name: 'Counter', model_name: 'gpt-4.1-mini', max_tokens: 50 }, task: 'Count to three.' };

async function scrape(client: TestClient): Promise<ParsedFamily[]> {
  const response = await fetch(`${client.url}/metrics`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return parsePrometheusTextFormat(await response.text());
}

/** The value of the sample of `name` whose labels include `labels` (undefined when there is none). */
function sample(families: ParsedFamily[], name: string, labels: Record<string, string> = {}) {
  const family = families.find((candidate) => candidate.name === name);
  return family?.metrics.find((metric) => Object.entries(labels).every(([key, value]) => metric.labels?.[key] === value));
}

const value = (families: ParsedFamily[], name: string, labels: Record<string, string> = {}) => Number(sample(families, name, labels)?.value);

const directories: string[] = [];
afterAll(() => directories.forEach((directory) => rmSync(directory, { recursive: true, force: true })));

describe('GET /metrics', () => {
  it('counts requests, latency, provider calls, tokens and cost by model, in the Prometheus text format', async () => {
    const client = await createTestClient();
    try {
      const run = await client.post('/v1/agent/completions', agentRun);
      expect(run.status).toBe(200);
      await client.get('/no/such/path');
      const families = await scrape(client);
      const route = { method: 'POST', route: '/v1/agent/completions' };
      expect(value(families, 'swarms_local_http_requests_total', { ...route, status: '200' })).toBe(1);
      expect(value(families, 'swarms_local_http_requests_total', { method: 'GET', route: '(unmatched)', status: '404' })).toBe(1);
      // The parser folds a histogram's series into one set of buckets (it keeps no labels for them), so
      // the single-series provider histogram is read through it and the request one checked for its type.
      expect(families.find((family) => family.name === 'swarms_local_http_request_duration_seconds')?.type).toBe('HISTOGRAM');
      const model = { model: 'gpt-4.1-mini' };
      expect(value(families, 'swarms_local_provider_calls_total', { ...model, outcome: 'ok' })).toBe(1);
      const callLatency = families.find((family) => family.name === 'swarms_local_provider_call_duration_seconds')!;
      expect(callLatency.type).toBe('HISTOGRAM');
      expect(Number(callLatency.metrics[0].buckets!['+Inf'])).toBe(1);
      expect(value(families, 'swarms_local_tokens_total', { ...model, direction: 'input' })).toBe(run.body.usage.input_tokens);
      expect(value(families, 'swarms_local_tokens_total', { ...model, direction: 'output' })).toBe(run.body.usage.output_tokens);
      expect(value(families, 'swarms_local_cost_usd_total', model)).toBeGreaterThan(0);
      expect(value(families, 'swarms_local_runs_in_flight', { route: '/v1/agent/completions' })).toBe(0);
      // No label carries a key or a user.
      expect(JSON.stringify(families)).not.toContain(TEST_KEY);
    } finally {
      await client.server.close();
    }
  });

  it('shows a run in flight while it runs', async () => {
    const client = await createTestClient({ synthetic: { latencyMs: 1500, tokensPerSecond: 0 } });
    try {
      const running = client.post('/v1/agent/completions', agentRun);
      let inFlight = 0;
      for (let attempt = 0; attempt < 100 && inFlight !== 1; attempt += 1) {
        inFlight = value(await scrape(client), 'swarms_local_runs_in_flight', { route: '/v1/agent/completions' });
      }
      expect(inFlight).toBe(1);
      await running;
      expect(value(await scrape(client), 'swarms_local_runs_in_flight', { route: '/v1/agent/completions' })).toBe(0);
    } finally {
      await client.server.close();
    }
  });

  it('counts rate-limit rejections', async () => {
    const client = await createTestClient({ tier: 'free', rateLimits: { free: { minute: 1 } } });
    try {
      expect((await client.post('/v1/agent/completions', agentRun)).status).toBe(200);
      expect((await client.post('/v1/agent/completions', agentRun)).status).toBe(429);
      expect(value(await scrape(client), 'swarms_local_rate_limit_rejections_total', { route: '/v1/agent/completions' })).toBe(1);
    } finally {
      await client.server.close();
    }
  });

  it('counts fixture misses of replay-or-synthetic', async () => {
    const fixturesDir = mkdtempSync(join(tmpdir(), 'swarms-local-metrics-'));
    directories.push(fixturesDir);
    const client = await createTestClient({ mode: 'replay-or-synthetic', fixturesDir });
    try {
      await client.post('/v1/agent/completions', agentRun);
      const families = await scrape(client);
      expect(value(families, 'swarms_local_fixture_lookups_total', { result: 'miss' })).toBe(1);
      expect(sample(families, 'swarms_local_fixture_lookups_total', { result: 'hit' })).toBeUndefined();
    } finally {
      await client.server.close();
    }
  });

  it('counts store errors by operation', async () => {
    const sqlite = createSqliteStore(':memory:');
    let failedWrites = 0;
    const insert = () => {
      failedWrites += 1;
      return Promise.reject(new Error('disk I/O error'));
    };
    // Log writes fail outside and inside transactions alike.
    const store: Store = {
      ...sqlite,
      logs: { ...sqlite.logs, insert },
      transaction: (work) => sqlite.transaction((tx) => work({ ...tx, logs: { ...tx.logs, insert } })),
    };
    const client = await createTestClient({ dependencies: { store } });
    try {
      expect((await client.post('/v1/agent/completions', agentRun)).status).toBe(500);
      // The run's log row and then the failed-run row it falls back to: each failed write is counted.
      expect(failedWrites).toBeGreaterThanOrEqual(1);
      expect(value(await scrape(client), 'swarms_local_store_errors_total', { operation: 'logs.insert' })).toBe(failedWrites);
    } finally {
      await client.server.close();
    }
  });

  it('is off with the admin plane', async () => {
    const client = await createTestClient({ admin: false });
    try {
      expect((await fetch(`${client.url}/metrics`)).status).toBe(404);
    } finally {
      await client.server.close();
    }
  });
});
