import { describe, expect, it } from 'vitest';
import { TEST_KEY, useTestServer } from '../support/test-server.js';

describe('a namespace given as a base-URL prefix', () => {
  const client = useTestServer({ seed: 1 });
  const send = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(`${client().url}${path}`, {
      method,
      headers: { 'x-api-key': TEST_KEY, 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: await response.json() };
  };
  const agentRun = { agent_config: { agent_name: 'Prefixed', max_tokens: 24 }, task: 'Say hello.' };

  it('serves the API path after the prefix in that namespace, as the header would', async () => {
    await send('POST', '/_swarms-local/ns/pfx-1/_swarms-local/clock', { action: 'freeze', at: '2031-05-06T07:08:09Z' });
    const run = await send('POST', '/_swarms-local/ns/pfx-1/v1/agent/completions?verbose=false', agentRun);
    expect(run.status).toBe(200);
    expect(run.body.timestamp.slice(0, 10)).toBe('2031-05-06');
    const journal = await send('GET', '/_swarms-local/journal', undefined, { 'x-swarms-local-namespace': 'pfx-1' });
    expect(journal.body.requests.map((request: { name: string }) => request.name)).toEqual(['POST /v1/agent/completions']);
    const otherNamespace = await send('GET', '/_swarms-local/journal');
    expect(otherNamespace.body.requests).toEqual([]);
  });

  it('refuses a prefix and a header that name two different namespaces', async () => {
    const run = await send('POST', '/_swarms-local/ns/pfx-2/v1/agent/completions', agentRun, { 'x-swarms-local-namespace': 'other' });
    expect(run.status).toBe(400);
    expect(JSON.stringify(run.body)).toContain('give one of them');
  });

  it('refuses a namespace in the path that is not a namespace name', async () => {
    const empty = await send('GET', '/_swarms-local/ns//v1/models');
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.body)).toContain('A namespace in the path');
    const tooLong = await send('GET', `/_swarms-local/ns/${'x'.repeat(65)}/v1/models`);
    expect(tooLong.status).toBe(400);
  });
});
