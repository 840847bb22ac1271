import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpenAIModel } from '../../src/providers/openai/openai-model.js';
import { isStaleConnection, withStaleConnectionResend } from '../../src/providers/upstream/stale-connection-fetch.js';
import { baseOptions } from './conformance.js';

const staleError = () => Object.assign(new TypeError('fetch failed'), { cause: Object.assign(new Error('other side closed'), { code: 'UND_ERR_SOCKET' }) });

/** A fetch that fails `failures` times with the given error, then answers. */
function flaky(failures: number, error: () => unknown = staleError) {
  const calls: number[] = [];
  const fetchImpl = (async () => {
    calls.push(calls.length);
    if (calls.length <= failures) throw error();
    return new Response('ok');
  }) as typeof fetch;
  return { fetchImpl, calls };
}

describe('re-sending on a dead keep-alive connection', () => {
  it('sends again at once when the pooled connection was closed, up to twice', async () => {
    const twice = flaky(2);
    expect(await (await withStaleConnectionResend(twice.fetchImpl)('http://127.0.0.1/x')).text()).toBe('ok');
    expect(twice.calls).toHaveLength(3);
    const thrice = flaky(3);
    await expect(withStaleConnectionResend(thrice.fetchImpl)('http://127.0.0.1/x')).rejects.toSatisfy(isStaleConnection);
    expect(thrice.calls).toHaveLength(3);
  });

  it('passes every other failure, and a caller abort, on at once', async () => {
    const refused = flaky(1, () => Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED' } }));
    await expect(withStaleConnectionResend(refused.fetchImpl)('http://127.0.0.1/x')).rejects.toThrow('fetch failed');
    expect(refused.calls).toHaveLength(1);
    const aborted = flaky(1);
    const controller = new AbortController();
    controller.abort();
    await expect(withStaleConnectionResend(aborted.fetchImpl)('http://127.0.0.1/x', { signal: controller.signal })).rejects.toSatisfy(isStaleConnection);
    expect(aborted.calls).toHaveLength(1);
  });
});

describe('a live model in front of a server that drops reused connections (as llama-server does after a stream)', () => {
  let server: Server;
  let url: string;
  const requestsPerSocket = new Map<Socket, number>();
  let answered = 0;
  beforeAll(async () => {
    server = createServer((request, response) => {
      const seen = (requestsPerSocket.get(request.socket) ?? 0) + 1;
      requestsPerSocket.set(request.socket, seen);
      request.resume();
      request.once('end', () => {
        // The second request on a kept-alive socket finds it closed: no response at all.
        if (seen > 1) return request.socket.destroy();
        answered += 1;
        const body = {
          id: 'c',
          object: 'chat.completion',
          created: 1,
          model: 'm',
          choices: [{ index: 0, message: { role: 'assistant', content: 'Hi.' }, finish_reason: 'stop' }],
          usage: { prompt_tokens: 3, completion_tokens: 2, total_tokens: 5 },
        };
        response.writeHead(200, { 'content-type': 'application/json', connection: 'keep-alive' }).end(JSON.stringify(body));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('answers every call with no retry layer at all', async () => {
    const model = createOpenAIModel({ modelId: 'm', baseURL: url, apiKey: 'sk-none-0000000000000000' });
    for (let call = 0; call < 3; call += 1) expect((await model.doGenerate(baseOptions())).content).toEqual([{ type: 'text', text: 'Hi.' }]);
    expect(answered).toBe(3);
    expect([...requestsPerSocket.values()].some((count) => count > 1)).toBe(true);
  });
});
