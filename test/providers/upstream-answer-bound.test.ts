import { once } from 'node:events';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAnthropicModel } from '../../src/providers/anthropic/anthropic-model.js';
import { createGeminiModel } from '../../src/providers/gemini/gemini-model.js';
import { createOpenAIModel } from '../../src/providers/openai/openai-model.js';
import type { CallOptions, LanguageModel } from '../../src/providers/spec.js';
import { ANSWER_BYTES_PER_TOKEN, THINKING_ALLOWANCE_BYTES } from '../../src/providers/upstream/answer-bound.js';

// Issue 43, item 3: an Anthropic-protocol upstream streaming 64 KB thinking_delta events without end grew one
// request to 724 MB (six at once reached the heap limit): the call's max_tokens never bounded what was read.

const MAX_TOKENS = 100;
const LIMIT = MAX_TOKENS * ANSWER_BYTES_PER_TOKEN + THINKING_ALLOWANCE_BYTES;
const CHUNK = 'thinking on and on '.repeat(3_400);

/** Writes `frame()` until the client goes away, honouring backpressure; counts what was written. */
function endless(response: ServerResponse, frame: () => string, sent: { bytes: number }): void {
  const more = () => {
    while (!response.destroyed) {
      const text = frame();
      sent.bytes += Buffer.byteLength(text);
      if (!response.write(text)) return void response.once('drain', more);
    }
  };
  more();
}

const sent = { bytes: 0 };
let server: Server;
let baseURL: string;
beforeAll(async () => {
  server = createServer((request, response) => {
    const url = request.url ?? '';
    if (url.includes('/messages')) {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      const event = (name: string, data: object) => `event: ${name}\ndata: ${JSON.stringify({ type: name, ...data })}\n\n`;
      response.write(
        event('message_start', { message: { id: 'm', type: 'message', role: 'assistant', model: 'claude', content: [], usage: { input_tokens: 1, output_tokens: 1 } } }),
      );
      response.write(event('content_block_start', { index: 0, content_block: { type: 'thinking', thinking: '', signature: '' } }));
      endless(response, () => event('content_block_delta', { index: 0, delta: { type: 'thinking_delta', thinking: CHUNK } }), sent);
    } else if (url.includes('/chat/completions')) {
      // Not streamed: one JSON answer whose content never ends.
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('{"id":"c","object":"chat.completion","created":1,"model":"gpt","choices":[{"index":0,"message":{"role":"assistant","content":"');
      endless(response, () => CHUNK, sent);
    } else {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      endless(response, () => `data: ${JSON.stringify({ candidates: [{ content: { role: 'model', parts: [{ text: CHUNK, thought: true }] } }] })}\r\n\r\n`, sent);
    }
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const call: Omit<CallOptions, 'abortSignal'> = { model: 'any', messages: [{ role: 'user', content: 'Think.' }], maxTokens: MAX_TOKENS };
const apiKey = 'sk-loopback-0123456789abcdef';

async function drain(model: LanguageModel, streamed: boolean): Promise<unknown> {
  try {
    if (!streamed) return await model.doGenerate(call);
    const { stream } = await model.doStream(call);
    for await (const _part of stream) {
      // read on
    }
    return new Error('the stream ended');
  } catch (error) {
    return error;
  }
}

describe('an upstream answer past the bound of its call', () => {
  it.each([
    ['an Anthropic stream of thinking deltas', () => createAnthropicModel({ modelId: 'claude', baseURL, apiKey }), true],
    ['an OpenAI-compatible answer that is not streamed', () => createOpenAIModel({ modelId: 'gpt', baseURL: `${baseURL}/v1`, apiKey }), false],
    ['a Gemini stream of thoughts', () => createGeminiModel({ modelId: 'gemini', baseURL, apiKey }), true],
  ] as const)('ends %s as a 502 naming the bound, having read no more than it', async (_name, make, streamed) => {
    sent.bytes = 0;
    const error = (await drain(make(), streamed)) as { status?: number; message?: string };
    expect(error.status).toBe(502);
    expect(error.message).toContain(`answered more than ${LIMIT} bytes, the bound of a call with max_tokens ${MAX_TOKENS}`);
    // What the upstream got out before the connection closed: the bound and what the sockets' buffers held, not a stream without end.
    expect(sent.bytes).toBeLessThan(LIMIT + 16 * 1024 * 1024);
  });
});
