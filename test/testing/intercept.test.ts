// The module object, not a named import: an interceptor replaces `https.request` on it, which a binding taken at import time would not see.
import https from 'node:https';
import nock from 'nock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSwarmsLocal, type SwarmsLocal } from '../../src/testing/index.js';

const HOSTED = 'https://api.swarms.world';
/** The suite's setup lets only loopback through nock; these tests let the intercepted hosts through too, as a suite using nock beside swarms-local would. */
const LOOPBACK = /^(127\.\d+\.\d+\.\d+|localhost|\[?::1\]?)(:\d+)?$/;
const ALLOWED = /^(127\.\d+\.\d+\.\d+|localhost|\[?::1\]?|api\.swarms\.world|gateway\.test)(:\d+)?$/;

/** A client shaped like the official TypeScript SDK: its default base URL is the hosted API's, its key goes in `x-api-key`, it calls the global fetch. */
class SdkShapedClient {
  constructor(
    private readonly apiKey: string,
    private readonly baseURL = HOSTED,
  ) {}

  private async post(path: string, body: unknown): Promise<Record<string, unknown>> {
    const response = await fetch(`${this.baseURL}${path}`, {
      method: 'POST',
      headers: { 'x-api-key': this.apiKey, 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${response.status}: ${await response.text()}`);
    return (await response.json()) as Record<string, unknown>;
  }

  readonly agent = { run: (body: unknown) => this.post('/v1/agent/completions', body) };
  readonly swarms = { run: (body: unknown) => this.post('/v1/swarm/completions', body) };
}

const agentTask = { agent_config: { agent_name: 'Analyst', max_tokens: 64 }, task: 'Summarise the benefits of heat pumps.' };

/** Sends one request with `node:https` and reads the whole answer. */
function viaNodeHttps(url: string, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = https.request(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
    });
    request.on('error', reject);
    request.end();
  });
}

beforeAll(() => {
  nock.enableNetConnect((host) => ALLOWED.test(host));
});
afterAll(() => {
  nock.cleanAll();
  nock.enableNetConnect((host) => LOOPBACK.test(host));
});

describe('intercept: the hosted API answered in process', () => {
  let local: SwarmsLocal;
  beforeAll(async () => {
    local = await createSwarmsLocal({ intercept: true });
  });
  afterAll(() => local.close());

  it('answers an SDK-shaped client on its default base URL through the app, its journal and its ledger', async () => {
    const client = new SdkShapedClient(local.apiKey);
    const answer = await client.agent.run(agentTask);
    expect(answer.success).toBe(true);
    const swarm = await client.swarms.run({
      swarm_type: 'SequentialWorkflow',
      task: 'Plan a launch.',
      agents: [{ agent_name: 'Planner' }, { agent_name: 'Writer' }, { agent_name: 'Editor' }],
    });
    expect(swarm.status).toBe('success');
    expect((await local.run()).agents.map((agent) => agent.name)).toEqual(['Planner', 'Writer', 'Editor']);
    expect((await local.journal()).length).toBe(2);
    expect((await local.spend()).runs).toBe(2);
  });

  it('binds no port: the handle names the hosted URL, and the server listens nowhere', async () => {
    expect(local.url).toBe(HOSTED);
    expect(local.server.server.listening).toBe(false);
    expect((await fetch(`${local.url}/health`, { headers: local.headers })).status).toBe(200);
  });

  it('answers node:https with the same answer as fetch, error bodies included', async () => {
    const viaFetch = await fetch(`${HOSTED}/v1/models/available`, { headers: { 'x-api-key': local.apiKey } });
    const viaHttps = await viaNodeHttps(`${HOSTED}/v1/models/available`, { 'x-api-key': local.apiKey });
    expect(viaHttps.status).toBe(200);
    expect(JSON.parse(viaHttps.body)).toEqual(await viaFetch.json());
    const refused = await viaNodeHttps(`${HOSTED}/v1/models/available`, {});
    expect(refused.status).toBe(401);
    expect(JSON.parse(refused.body)).toHaveProperty('detail');
  });

  it('streams server-sent events through the interception, event by event', async () => {
    const response = await fetch(`${HOSTED}/v1/agent/completions`, {
      method: 'POST',
      headers: { 'x-api-key': local.apiKey, 'content-type': 'application/json' },
      body: JSON.stringify({ ...agentTask, stream: true }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let text = '';
    let reads = 0;
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      reads += 1;
      text += decoder.decode(chunk.value, { stream: true });
    }
    expect(reads).toBeGreaterThan(1);
    expect(text.match(/^data: /gm)?.length ?? 0).toBeGreaterThan(2);
  });

  it('gzips a large answer for a client that asks, which fetch decodes', async () => {
    const response = await fetch(`${HOSTED}/v1/models/available`, { headers: { 'x-api-key': local.apiKey, 'accept-encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('vary')).toContain('Accept-Encoding');
    expect(((await response.json()) as { models: unknown[] }).models.length).toBeGreaterThan(0);
  });

  it('leaves other hosts to whoever answers them: nock, beside it in the same suite', async () => {
    const scope = nock('https://elsewhere.test').get('/ping').reply(200, { from: 'nock' });
    expect(await (await fetch('https://elsewhere.test/ping')).json()).toEqual({ from: 'nock' });
    scope.done();
    expect((await fetch(`${HOSTED}/health`, { headers: { 'x-api-key': local.apiKey } })).status).toBe(200);
  });
});

describe('intercept: other base URLs and other hosts refused', () => {
  let local: SwarmsLocal;
  beforeAll(async () => {
    local = await createSwarmsLocal({ intercept: { baseUrls: ['https://gateway.test/swarms/'], onUnhandledRequest: 'error' } });
  });
  afterAll(() => local.close());

  it('answers a given base URL at the path after it, and not the hosted one', async () => {
    const response = await fetch('https://gateway.test/swarms/v1/models/available', { headers: { 'x-api-key': local.apiKey } });
    expect(response.status).toBe(200);
    expect(local.url).toBe('https://gateway.test/swarms');
    await expect(fetch(`${HOSTED}/health`)).rejects.toThrow();
  });

  it('refuses a request to a host no base URL names, saying which URL and why', async () => {
    const failure = await fetch('https://elsewhere.test/ping').then(
      () => undefined,
      (error: Error) => error,
    );
    expect(String((failure?.cause as Error | undefined)?.message ?? failure?.message)).toMatch(/swarms-local refused GET https:\/\/elsewhere\.test\/ping/);
  });

  it('rejects an option it does not know, naming the choices', async () => {
    await expect(createSwarmsLocal({ intercept: { onUnhandledRequest: 'warn' as 'error' } })).rejects.toThrow(/"bypass" or "error"/);
  });
});
