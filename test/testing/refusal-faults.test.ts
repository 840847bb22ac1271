import { afterEach, describe, expect, it } from 'vitest';
import { createSwarmsLocal, type SwarmsLocal } from '../../src/testing/index.js';

const agentRun = (name = 'Analyst') => ({ agent_config: { agent_name: name, model_name: 'gpt-4.1', max_tokens: 64 }, task: 'Summarise the outlook for solar panels.' });

let local: SwarmsLocal | undefined;
afterEach(async () => {
  await local?.close();
  local = undefined;
});

async function start(options: Parameters<typeof createSwarmsLocal>[0] = {}): Promise<SwarmsLocal> {
  local = await createSwarmsLocal({ frozenAt: '2026-07-09T12:00:00Z', ...options });
  return local;
}

async function post(swarms: SwarmsLocal, key?: string) {
  const headers = { ...swarms.headers, 'content-type': 'application/json', ...(key ? { 'x-api-key': key } : {}) };
  const response = await fetch(`${swarms.url}/v1/agent/completions`, { method: 'POST', headers, body: JSON.stringify(agentRun()) });
  return { status: response.status, headers: Object.fromEntries(response.headers), body: await response.json() };
}

/** The headers of an answer that say something about the refusal (not the date, length or connection). */
const refusalHeaders = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => name.startsWith('x-ratelimit-') || name === 'retry-after'));

/** The newest journal tree: the refused request, which should hold no run (no agent, no model call). */
async function lastRequest(swarms: SwarmsLocal) {
  return (await swarms.journal()).at(-1);
}

describe('a fault that imitates an API-level refusal', () => {
  it('answers a 429 exactly as the rate limiter does (but the day count), with the minute window at 0, before any run', async () => {
    const swarms = await start({ rateLimits: { free: {}, premium: { minute: 2 } } });
    expect((await post(swarms)).status).toBe(200);
    swarms.fault({ kind: 'http-status', status: 429, times: 1 });
    const injected = await post(swarms);
    // A real rate-limit refusal, from another user whose minute window is full.
    const other = 'sk-another-user-key-123456';
    expect([(await post(swarms, other)).status, (await post(swarms, other)).status]).toEqual([200, 200]);
    const real = await post(swarms, other);
    expect(real.status).toBe(429);
    expect(injected.status).toBe(real.status);
    expect(injected.body).toEqual(real.body);
    expect(injected.body.detail).toMatch(/^Rate limit exceeded for minute window\(s\)\./);
    const { 'x-ratelimit-remaining-day': injectedDay, ...injectedRest } = refusalHeaders(injected.headers);
    const { 'x-ratelimit-remaining-day': realDay, ...realRest } = refusalHeaders(real.headers);
    expect(injectedRest).toEqual(realRest);
    expect(injectedRest['x-ratelimit-remaining-minute']).toBe('0');
    expect([injectedDay, realDay]).toEqual(['99999', '99998']);
    // Named as injected in a header of its own and in the journal; nothing ran under it.
    expect(injected.headers['x-swarms-local-fault']).toBe('http-status 429 at request');
    expect(real.headers['x-swarms-local-fault']).toBeUndefined();
    // Both are refusals, the injected one and the rate limiter's own (issue 43: the real 429 was once counted nowhere).
    const spend = await swarms.spend();
    expect({ runs: spend.runs, refusals: spend.refusals }).toEqual({ runs: 3, refusals: 2 });
  });

  it('answers a 402 as the credit check does, before any run: no model call, no spend, one refusal', async () => {
    // A user the server registers on first use, with the configured balance.
    const swarms = await start({ initialCredits: 0.5 });
    const key = 'sk-user-with-little-credit-1234';
    const real = await post(swarms, key);
    swarms.fault({ kind: 'http-status', status: 402, times: 1 });
    const injected = await post(swarms, key);
    expect(real.status).toBe(402);
    expect(injected).toMatchObject({ status: 402, body: real.body });
    expect(injected.body.detail).toMatch(/^Insufficient credits: your balance is \$0\.50/);
    const request = await lastRequest(swarms);
    expect(request?.attributes).toMatchObject({ injectedFault: 'http-status 402 at request' });
    expect(request?.children).toEqual([]);
    const spend = await swarms.spend();
    expect({ runs: spend.runs, refusals: spend.refusals, cost: spend.cost, inputTokens: spend.inputTokens }).toEqual({ runs: 0, refusals: 2, cost: 0, inputTokens: 0 });
  });

  it('answers a 503 as a store outage does, with Retry-After, and counts it as a refusal, not a run', async () => {
    const swarms = await start();
    swarms.fault({ kind: 'http-status', status: 503, times: 1 });
    const injected = await post(swarms);
    expect(injected.status).toBe(503);
    expect(injected.body).toEqual({ detail: 'The database store is unavailable; retry when it is back.' });
    expect(injected.headers['retry-after']).toBe('1');
    expect((await lastRequest(swarms))?.children).toEqual([]);
    const spend = await swarms.spend();
    expect({ runs: spend.runs, refusals: spend.refusals, cost: spend.cost }).toEqual({ runs: 0, refusals: 1, cost: 0 });
    expect((await post(swarms)).status).toBe(200);
  });

  it('answers a 500 as an unexpected error does: the generic text with a reference to the log line', async () => {
    const swarms = await start();
    swarms.fault({ kind: 'http-status', status: 500, times: 1 });
    const injected = await post(swarms);
    expect(injected.status).toBe(500);
    expect(injected.body.detail).toMatch(/^An unexpected error occurred: internal error \(reference [0-9a-f]+\)\. Details are in the server log\.$/);
  });

  it('refuses a request with any status a rule at: "request" gives, naming the fault in its detail', async () => {
    const swarms = await start();
    swarms.fault({ kind: 'http-status', status: 418, at: 'request', times: 1 });
    const injected = await post(swarms);
    expect(injected).toMatchObject({ status: 418, body: { detail: 'Injected fault: HTTP 418 refused the request before it ran.' } });
    expect((await lastRequest(swarms))?.children).toEqual([]);
  });

  it("lets the rule's status, Retry-After, headers and body win over the hosted defaults", async () => {
    const swarms = await start();
    swarms.fault({ kind: 'http-status', status: 429, retryAfter: 9, headers: { 'X-RateLimit-Tier': 'gold' }, body: { error: 'slow down' }, times: 1 });
    const injected = await post(swarms);
    expect(injected.status).toBe(429);
    expect(injected.body).toEqual({ error: 'slow down' });
    expect([injected.headers['retry-after'], injected.headers['x-ratelimit-tier'], injected.headers['x-ratelimit-remaining-minute']]).toEqual(['9', 'gold', '0']);
  });

  it("leaves a fault on a run's model calls as it was: the run starts and its call fails", async () => {
    const swarms = await start();
    swarms.fault({ kind: 'http-status', status: 429, match: { agent: 'Analyst' }, times: 1 });
    swarms.fault({ kind: 'http-status', status: 503, at: 'model-call', times: 1 });
    for (const status of [429, 503]) {
      const failed = await post(swarms);
      expect(failed.status).toBe(status);
      expect(failed.body.detail).toBe(`Injected fault: HTTP ${status} for model gpt-4.1.`);
      expect(failed.headers['x-swarms-local-fault']).toBeUndefined();
      expect((await lastRequest(swarms))?.children.length).toBeGreaterThan(0);
    }
  });

  it('refuses a request-level fault that names what only a model call has', async () => {
    const swarms = await start();
    expect(() => swarms.fault({ kind: 'http-status', status: 429, at: 'request', match: { agent: 'Analyst' } })).toThrow(/matches only endpoint or callIndex; agent exist only/);
  });
});
