import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLoopbackUpstream } from '../support/loopback-upstream.js';
import { completion, streamBody } from '../support/openai-upstream.js';
import { createTestClient, type TestClient } from '../support/test-server.js';

/** How the misbehaving upstream answers the next chat completion. */
type Behaviour = (request: IncomingMessage, response: ServerResponse) => void;

const PROVIDER_KEY = 'sk-upstream-fault-key-0123456789';
let behaviour: Behaviour;
/** Every upstream request still open (neither answered nor dropped): none may outlive its client's answer. */
const open = new Set<IncomingMessage>();
const upstream = useLoopbackUpstream(
  (request, response) => behaviour(request, response),
  (request, response) => {
    open.add(request);
    response.once('close', () => open.delete(request));
  },
);

let client: TestClient | undefined;
afterEach(async () => {
  await client?.server.close();
  client = undefined;
});

/** swarms-local in live mode against a loopback upstream (or `baseURL`), no retries, a short timeout. */
async function liveServer(baseURL = upstream().baseURL, upstreamTimeoutMs = 400): Promise<TestClient> {
  client = await createTestClient({
    mode: 'live',
    routes: [{ match: '*', baseURL, apiKeyEnv: 'FAULT_UPSTREAM_KEY' }],
    env: { FAULT_UPSTREAM_KEY: PROVIDER_KEY },
    retries: { maxRetries: 0, baseDelayMs: 1, maxDelayMs: 1 },
    upstreamTimeoutMs,
    initialCredits: 10,
  });
  return client;
}

/** How long an upstream connection may take to be seen closed (an eventual condition, not a speed claim). */
const UPSTREAM_CLOSED = { timeout: 3_000 };

/** Ten times the upstream timeout: a stalled upstream must have been given up on well before this. */
const STALL_BUDGET_MS = 4_000;

const AGENT = { agent_name: 'Fault Finder', model_name: 'gpt-4.1', max_tokens: 40 };
const agentRun = (extra: object = {}) => ({ agent_config: { ...AGENT, ...extra }, task: 'Name one tide.' });

/** What a run leaves in the account: log rows, completion count, credit balance. */
async function ledgerOf(testClient: TestClient) {
  const [logs, summary, credits] = await Promise.all(['/v1/swarm/logs', '/v1/account/metrics/summary', '/v1/account/credits'].map((path) => testClient.get(path)));
  return { logs: (logs.body.logs as unknown[]).length, calls: summary.body.total_completion_calls as number, credit: credits.body.credit as number };
}

/** The request fails with a 502 naming the model, leaves no trace in the account, and no upstream request open. */
async function expectCleanFailure(testClient: TestClient, path: string, body: unknown, reason: RegExp) {
  const before = await ledgerOf(testClient);
  const response = await testClient.post(path, body);
  expect(response.status, response.text).toBe(502);
  expect(response.body.detail).toMatch(/gpt-4\.1/);
  expect(response.body.detail).toMatch(reason);
  expect(response.text).not.toContain(PROVIDER_KEY);
  expect(await ledgerOf(testClient)).toEqual(before);
  await vi.waitFor(() => expect(open.size).toBe(0), UPSTREAM_CLOSED);
}

const json =
  (status: number, body: unknown): Behaviour =>
  (_request, response) => {
    response.writeHead(status, { 'content-type': 'application/json' }).end(typeof body === 'string' ? body : JSON.stringify(body));
  };

describe('upstream faults in live mode, end to end over HTTP', () => {
  it('answers with the upstream text when the upstream behaves (the harness itself works)', async () => {
    behaviour = json(200, completion('Spring tide.'));
    const testClient = await liveServer();
    const response = await testClient.post('/v1/agent/completions', agentRun());
    expect(response.status).toBe(200);
    expect(response.body.outputs[0].content).toBe('Spring tide.');
    expect((await ledgerOf(testClient)).logs).toBe(1);
  });

  it('answers 502 naming the model when the connection is refused', async () => {
    const closed = createServer();
    await new Promise<void>((resolvePromise) => closed.listen(0, '127.0.0.1', resolvePromise));
    const refusedPort = (closed.address() as AddressInfo).port;
    await new Promise((resolvePromise) => closed.close(resolvePromise));
    const testClient = await liveServer(`http://127.0.0.1:${refusedPort}/v1`);
    await expectCleanFailure(testClient, '/v1/agent/completions', agentRun(), /connection failed/);
  });

  it("names the route's base URL, without credentials or query, and the cause when the connection is refused", async () => {
    const closed = createServer();
    await new Promise<void>((resolvePromise) => closed.listen(0, '127.0.0.1', resolvePromise));
    const refusedPort = (closed.address() as AddressInfo).port;
    await new Promise((resolvePromise) => closed.close(resolvePromise));
    const testClient = await liveServer(`http://127.0.0.1:${refusedPort}/v1?token=query-secret`);
    const response = await testClient.post('/v1/agent/completions', agentRun());
    expect(response.status).toBe(502);
    expect(response.body.detail).toContain(`Upstream LLM gpt-4.1 at http://127.0.0.1:${refusedPort}/v1 connection failed: connection refused`);
    expect(response.body.detail).toContain('[ECONNREFUSED]');
    expect(response.text).not.toMatch(/query-secret|fetch failed/);
  });

  it('keeps the credentials of a base URL out of the 502 that fetch refusing such a URL causes', async () => {
    const testClient = await liveServer(upstream().baseURL.replace('http://', 'http://gateway-user:gateway-secret@'));
    const response = await testClient.post('/v1/agent/completions', agentRun());
    expect(response.status).toBe(502);
    expect(response.body.detail).toContain(`at ${upstream().baseURL}`);
    expect(response.text).not.toMatch(/gateway-secret|gateway-user/);
  });

  it('answers 502 naming the model when the upstream never sends its headers, and drops the upstream request', async () => {
    behaviour = () => undefined; // accepts the request, then silence
    const testClient = await liveServer();
    await expectCleanFailure(testClient, '/v1/agent/completions', agentRun(), /timed out/);
  });

  it('answers 502 naming the model when the upstream body stops half-way', async () => {
    behaviour = (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': '400' });
      response.write('{"id":"chatcmpl-1","object":"chat.completion","choices":[{"index":0,"message":{"role":"assis');
      setTimeout(() => response.socket?.destroy(), 20);
    };
    const testClient = await liveServer();
    await expectCleanFailure(testClient, '/v1/agent/completions', agentRun(), /connection failed|invalid response/);
  });

  it('answers 502 naming the model for garbage JSON and for JSON that is not a chat completion', async () => {
    const testClient = await liveServer();
    behaviour = json(200, 'this is not json {');
    await expectCleanFailure(testClient, '/v1/agent/completions', agentRun(), /invalid response/);
    behaviour = json(200, { hello: 'world' });
    await expectCleanFailure(testClient, '/v1/agent/completions', agentRun(), /not an OpenAI chat completion/);
  });

  it('answers 502 naming the model and the upstream status when the upstream fails', async () => {
    behaviour = json(503, { error: { message: 'overloaded' } });
    const testClient = await liveServer();
    await expectCleanFailure(testClient, '/v1/agent/completions', agentRun(), /503/);
  });

  it("fails a whole swarm cleanly when its agents' upstream fails", async () => {
    behaviour = json(500, { error: { message: 'boom' } });
    const testClient = await liveServer();
    const swarm = { swarm_type: 'ConcurrentWorkflow', agents: [AGENT, { ...AGENT, agent_name: 'Second' }], task: 'Two tides.' };
    await expectCleanFailure(testClient, '/v1/swarm/completions', swarm, /500/);
  });

  it('ends a stream whose upstream is cut mid-way with an error event naming the model, logged as a failure', async () => {
    behaviour = (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.write(streamBody(['Half a ', 'tide'], { cut: true }));
      setTimeout(() => response.socket?.destroy(), 20);
    };
    const testClient = await liveServer();
    const response = await testClient.post('/v1/agent/completions', agentRun({ streaming_on: true }));
    expect(response.text).toMatch(/event: error\ndata: .*gpt-4\.1/);
    expect(response.text).not.toContain('event: done');
    const logs = (await testClient.get('/v1/swarm/logs')).body.logs;
    expect(logs).toHaveLength(1);
    expect(logs[0].data.success).not.toBe(true);
    await vi.waitFor(() => expect(open.size).toBe(0), UPSTREAM_CLOSED);
  });

  it('cancels the upstream request when the client goes away, long before the upstream timeout', async () => {
    behaviour = () => undefined; // the upstream would keep the call open for ever
    const testClient = await liveServer(undefined, 60_000);
    const client = new AbortController();
    const request = fetch(`${testClient.url}/v1/agent/completions`, {
      method: 'POST',
      headers: { 'x-api-key': 'sk-leaving-client-000000000000', 'content-type': 'application/json' },
      body: JSON.stringify(agentRun()),
      signal: client.signal,
    }).catch(() => 'aborted');
    await vi.waitFor(() => expect(open.size).toBe(1), UPSTREAM_CLOSED);
    client.abort();
    expect(await request).toBe('aborted');
    await vi.waitFor(() => expect(open.size).toBe(0), UPSTREAM_CLOSED);
  });

  // The SDK's timeout covers the wait for headers only; our watchdog covers a body or stream that stalls
  // after them (silence longer than the upstream timeout), so the client gets a 502 instead of a hang.
  it(
    'answers 502 naming the model when the upstream body stalls half-way, never a hang',
    async () => {
      behaviour = (_request, response) => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.write('{"id":"chatcmpl-1","object":"chat.completion","choices":['); // …and nothing more
      };
      const testClient = await liveServer();
      await expectCleanFailure(testClient, '/v1/agent/completions', agentRun(), /timed out/);
    },
    STALL_BUDGET_MS,
  );

  it(
    'ends a stream whose upstream goes silent mid-way with an error event naming the model, never a hang',
    async () => {
      behaviour = (_request, response) => {
        response.writeHead(200, { 'content-type': 'text/event-stream' });
        response.write(streamBody(['Half a ', 'tide'], { cut: true })); // …and nothing more, connection left open
      };
      const testClient = await liveServer();
      const response = await testClient.post('/v1/agent/completions', agentRun({ streaming_on: true }));
      expect(response.text).toMatch(/event: error\ndata: .*gpt-4\.1/);
      expect(response.text).not.toContain('event: done');
      await vi.waitFor(() => expect(open.size).toBe(0), UPSTREAM_CLOSED);
    },
    STALL_BUDGET_MS,
  );
});
