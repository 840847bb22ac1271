import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../../src/accounts/api-keys.js';
import { createApp } from '../../src/app.js';
import { expressMessageClasses } from '../../src/http/express-messages.js';
import { answerHealthFirst } from '../../src/http/health-front-door.js';
import type { RunningServer } from '../../src/server.js';
import { startServer } from '../../src/server.js';

/** Everything a response says but its date, which moves with the clock. */
async function answerOf(response: Response): Promise<{ status: number; headers: Array<[string, string]>; body: string }> {
  const headers = [...response.headers].filter(([name]) => name !== 'date');
  return { status: response.status, headers, body: await response.text() };
}

describe('the /health front door', () => {
  let running: RunningServer;
  let url = '';
  /** The URLs of the requests that reached the express app behind the front door. */
  const reachedApp: string[] = [];
  let server: ReturnType<typeof createServer>;

  beforeAll(async () => {
    // A frozen clock: the rate-limit headers' reset time is read from it.
    running = await startServer({ port: 0, db: ':memory:', clock: '2026-01-01T00:00:00Z' });
    const app = createApp(running.deps);
    const counted = Object.assign((request: Parameters<RequestListener>[0], response: Parameters<RequestListener>[1]) => {
      reachedApp.push(`${request.method} ${request.url} ${request.headers['x-api-key'] ?? 'no key'}`);
      app(request, response);
    }, app);
    server = createServer(expressMessageClasses(app), answerHealthFirst(counted, running.deps));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await running.close();
  });

  const probe = (key: string | undefined, headers: Record<string, string> = {}, path = '/health') =>
    fetch(`${url}${path}`, { headers: { ...headers, ...(key ? { 'x-api-key': key } : {}) } });

  it("answers a known key's probe itself, byte for byte what the app answers", async () => {
    // Its first request registers the key (open auth), its second reads it and keeps it: both through the app.
    const key = 'sk-front-door-known-0000000001';
    const throughApp = await answerOf(await probe(key));
    await probe(key);
    reachedApp.length = 0;
    const first = await answerOf(await probe(key));
    const second = await answerOf(await probe(key));
    expect(reachedApp).toEqual([]);
    expect(first.status).toBe(200);
    expect(second).toEqual(first);
    expect(throughApp).toEqual(first);
    expect(first.headers.map(([name]) => name)).toEqual(expect.arrayContaining(['x-ratelimit-remaining-minute', 'x-ratelimit-tier', 'content-type', 'content-length']));
  });

  it('leaves to the app a probe without a key, with a namespace, or of another method or path', async () => {
    const key = 'sk-front-door-known-0000000002';
    await probe(key);
    await probe(key);
    reachedApp.length = 0;
    expect((await probe(undefined)).status).toBe(401);
    expect((await probe(key, { 'x-swarms-local-namespace': 'worker-1' })).status).toBe(200);
    expect((await fetch(`${url}/health`, { method: 'HEAD', headers: { 'x-api-key': key } })).status).toBe(200);
    expect((await probe(key, {}, '/health/')).status).toBe(200);
    expect(reachedApp).toEqual([`GET /health no key`, `GET /health ${key}`, `HEAD /health ${key}`, `GET /health/ ${key}`]);
  });

  it('leaves to the app the probe of a key whose account changed since it was read, which answers it as it stands', async () => {
    const { deps } = running;
    const created = await createApiKey(deps.store, deps.clock, { userName: 'front-door' });
    const key = created.key;
    expect((await probe(key)).status).toBe(200);
    reachedApp.length = 0;
    expect((await probe(key)).status).toBe(200);
    expect(reachedApp).toEqual([]);
    await deps.store.apiKeys.revoke(created.record.id, deps.clock.now());
    reachedApp.length = 0;
    expect((await probe(key)).status).toBe(403);
    expect(reachedApp).toEqual([`GET /health ${key}`]);
  });
});

describe('probes answered by the front door of a running server', () => {
  let running: RunningServer;
  beforeAll(async () => {
    running = await startServer({ port: 0, db: ':memory:' });
  });
  afterAll(() => running.close());

  it('are counted in the metrics as the app counts them', async () => {
    const key = 'sk-front-door-metrics-00000004';
    for (let index = 0; index < 3; index += 1) expect((await fetch(`${running.url}/health`, { headers: { 'x-api-key': key } })).status).toBe(200);
    const families = parsePrometheusTextFormat(await (await fetch(`${running.url}/metrics`)).text());
    const requests = families.find((family) => family.name === 'swarms_local_http_requests_total');
    const health = requests?.metrics.find((metric) => metric.labels?.route === '/health' && metric.labels?.status === '200');
    expect(Number(health?.value)).toBe(3);
  });
});
