import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boundedLogBody, logBodyJson } from '../../src/accounts/log-body.js';
import { REDACTED } from '../../src/security/secrets.js';
import { createTestClient, type TestClient } from '../support/test-server.js';

// Issue 13, item 8: each log row stored the whole response body (26 MB rows), so one page of logs could
// be gigabytes. A row now keeps at most logBodyLimit bytes of it, the rest cut and summarised.

const LIMIT = 2048;
let client: TestClient;

beforeAll(async () => {
  client = await createTestClient({ logBodyLimit: LIMIT });
});
afterAll(() => client.server.close());

const agents = Array.from({ length: 40 }, (_, index) => ({ agent_name: `Writer ${index}`, max_tokens: 400 }));

describe('log rows keep a bounded response body', () => {
  it("stores at most logBodyLimit bytes of a large run's body, saying what it cut, and pages stay bounded", async () => {
    const runs = await Promise.all([1, 2, 3].map(() => client.post('/v1/swarm/completions', { task: 'Write long essays.', swarm_type: 'ConcurrentWorkflow', agents })));
    for (const run of runs) {
      expect(run.status).toBe(200);
      expect(Buffer.byteLength(run.text)).toBeGreaterThan(10 * LIMIT);
    }
    const page = await client.get('/v1/swarm/logs?limit=100');
    expect(page.status).toBe(200);
    const rows = page.body.logs as Array<Record<string, unknown>>;
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      const stored = JSON.stringify(row.response ?? row.body ?? row.data);
      expect(Buffer.byteLength(stored)).toBeLessThanOrEqual(LIMIT);
      expect(stored).toMatch(/more (characters|items)\]/);
    }
    expect(Buffer.byteLength(page.text)).toBeLessThan(rows.length * (LIMIT + 2048));
  });

  it('keeps a small body whole, and the shape of a large one', () => {
    const small = { job_id: 'j', output: ['a', 'b'] };
    expect(boundedLogBody(small, 1024)).toEqual(small);
    const large = { job_id: 'j', output: Array.from({ length: 500 }, (_, index) => ({ role: `A${index}`, content: 'x'.repeat(2000) })) };
    const bounded = boundedLogBody(large, 4096) as { job_id: string; output: unknown[] };
    expect(Buffer.byteLength(JSON.stringify(bounded))).toBeLessThanOrEqual(4096);
    expect(bounded.job_id).toBe('j');
    expect(bounded.output.at(-1)).toMatch(/more items\]$/);
  });

  it("keeps the response's own JSON for a body that fits and holds no secret, masks one that holds a secret, and bounds a large one", () => {
    const body = { job_id: 'j', output: 'The pump moves heat.' };
    const sent = JSON.stringify(body);
    expect(logBodyJson(body, [], 1024, sent).text).toBe(sent);

    const known = 'upstream-key-8c1d2e3f4a5b';
    const leaky = { job_id: 'j', output: `the key is ${known}` };
    expect(JSON.parse(logBodyJson(leaky, [known], 1024, JSON.stringify(leaky)).text)).toEqual({ job_id: 'j', output: `the key is ${REDACTED}` });

    const large = { job_id: 'j', output: 'x'.repeat(10_000) };
    const bounded = logBodyJson(large, [], 1024, JSON.stringify(large)).text;
    expect(Buffer.byteLength(bounded)).toBeLessThanOrEqual(1024);
    expect(bounded).toMatch(/more characters\]/);
  });
});
