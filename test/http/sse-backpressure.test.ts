import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { connect, type Socket } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type EventStream, openEventStream, type StreamLimits } from '../../src/http/sse.js';
import { createScriptedModel } from '../../src/providers/scripted/index.js';
import { scriptedServer } from '../support/scripted-swarm.js';
import { TEST_KEY, type TestClient } from '../support/test-server.js';

// Issue 32, item 5: 60 unread streams of 2,000-agent swarms grew the server to 1.89 GB: every event was
// buffered for a client that never read. A run now pauses while its client is behind (test/orchestration/
// call-turns.test.ts), and a stream whose backlog stops shrinking is ended and its run cancelled.

let client: TestClient | undefined;
const sockets: Socket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await client?.server.close();
  client = undefined;
});

const ANSWER = 'The tide rises and falls twice a day, pulled by the moon. '.repeat(1_000);
const agents = (count: number) => Array.from({ length: count }, (_, index) => ({ agent_name: `A${index}`, model_name: 'gpt-4.1' }));

/** Sends a streamed swarm over a raw socket that never reads its answer (the kernel's buffers fill, then the server's). */
function unreadStream(url: string, body: unknown): void {
  const { port } = new URL(url);
  const payload = JSON.stringify(body);
  const socket = connect(Number(port), '127.0.0.1');
  sockets.push(socket);
  socket.on('error', () => undefined);
  socket.pause();
  socket.write(
    `POST /v1/swarm/completions HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nx-api-key: ${TEST_KEY}\r\nContent-Length: ${Buffer.byteLength(payload)}\r\n\r\n${payload}`,
  );
}

// A ceiling for a loaded machine, not a speed check: the unread stream waits out the server's 30 s stall time, and
// the 80-agent run behind it takes ~15 s of CPU, which a busy machine (another test file on the other core, other
// work) stretches; a row still missing after it fails the test.
const CEILING_MS = 150_000;

/** The run's log row, once it is written (an eventual condition, not a speed claim). */
async function loggedRun(testClient: TestClient): Promise<{ status: number; note: string | null }> {
  const { store } = testClient.server.deps;
  return vi.waitFor(
    async () => {
      const [user] = await store.users.list();
      const rows = await store.logs.list({ userId: user.id, limit: 1, offset: 0 });
      expect(rows).toHaveLength(1);
      return rows[0] as { status: number; note: string | null };
    },
    { timeout: CEILING_MS, interval: 100 },
  );
}

describe('a streamed run whose client does not read', () => {
  it('is ended, and its run cancelled, once what waits unread for it stops shrinking', { timeout: CEILING_MS + 30_000 }, async () => {
    const model = createScriptedModel([], { latencyMs: 300, respond: () => ANSWER });
    client = await scriptedServer(model);
    unreadStream(client.url, { task: 'Tides.', swarm_type: 'ConcurrentWorkflow', agents: agents(80), stream: true });
    const row = await loggedRun(client);
    expect(row.status).toBe(499);
    expect(row.note).toMatch(/^client-not-reading/);
  });
});

describe('an event stream whose client stops reading', () => {
  /** An app whose one route opens a stream with the given limits and writes `frames` 1 kB frames; `opened` gets the stream. */
  async function streamingServer(limits: StreamLimits, frames: number) {
    let opened: (stream: EventStream) => void = () => undefined;
    const stream = new Promise<EventStream>((resolve) => {
      opened = resolve;
    });
    const app = express();
    app.get('/events', (_request, response) => {
      const events = openEventStream(response, {}, limits);
      for (let index = 0; index < frames; index += 1) events.send('text-delta', 'x'.repeat(1_000));
      events.end();
      opened(events);
    });
    const server = app.listen(0, '127.0.0.1');
    await once(server, 'listening');
    return { server, port: (server.address() as AddressInfo).port, stream };
  }

  it.each([
    ['is ended when what waits for it does not shrink for the stall time, though it is under the buffer limit', { bufferBytes: 64 * 1024 * 1024, stallMs: 200 }],
    [
      'is ended within the shorter window once what waits for it passes the buffer limit, however long the first window',
      { bufferBytes: 1024 * 1024, stallMs: 600_000, fullStallMs: 200 },
    ],
  ])('%s', async (_behaviour, limits: StreamLimits) => {
    const { server, port, stream } = await streamingServer(limits, 20_000);
    const socket = connect(port, '127.0.0.1');
    sockets.push(socket);
    socket.on('error', () => undefined);
    socket.pause();
    socket.write('GET /events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    const events = await stream;
    await vi.waitFor(() => expect(events.notReading).toBe('client-not-reading: what waited for it did not shrink for 200 ms, so the stream was ended'), {
      timeout: 20_000,
      interval: 50,
    });
    server.close();
  });

  it('is not ended while its client reads, however long the stream', async () => {
    const { server, port, stream } = await streamingServer({ bufferBytes: 64 * 1024 * 1024, stallMs: 5_000 }, 20_000);
    const response = await fetch(`http://127.0.0.1:${port}/events`);
    const received = (await response.text()).length;
    const events = await stream;
    expect(received).toBeGreaterThan(20_000 * 1_000);
    expect(events.notReading).toBeUndefined();
    server.close();
  });
});

// Issue 43, item 5: the guard measured one burst of writes, so a 5.6 MB answer streamed in one turn was cut off
// before its first byte (not even headers) while its log row said 200.
describe('a streamed answer larger than the buffer limit', () => {
  // Long words: few frames, so the test spends its time on the bytes, not on framing.
  const LARGE = `${'tide'.repeat(100)} `.repeat(12_000);

  it('reaches a client that reads it, whole, and its log row says 200', { timeout: CEILING_MS + 30_000 }, async () => {
    client = await scriptedServer(createScriptedModel([], { respond: () => LARGE }));
    const response = await fetch(`${client.url}/v1/agent/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': TEST_KEY },
      body: JSON.stringify({ agent_config: { agent_name: 'Writer', max_tokens: 2_000_000 }, task: 'Write it all.', stream: true }),
    });
    const text = await response.text();
    expect(LARGE.length).toBeGreaterThan(4_800_000);
    expect(text.length).toBeGreaterThan(LARGE.length);
    const row = await loggedRun(client);
    expect([row.status, row.note]).toEqual([200, null]);
  });

  it('reaches an OpenAI-style chat client that reads it, whole', { timeout: 60_000 }, async () => {
    client = await scriptedServer(createScriptedModel([], { respond: () => LARGE }));
    const response = await fetch(`${client.url}/v1/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': TEST_KEY },
      body: JSON.stringify({ model: 'gpt-4.1', messages: [{ role: 'user', content: 'Write it all.' }], max_tokens: 2_000_000, stream: true }),
    });
    const text = await response.text();
    expect(text.length).toBeGreaterThan(LARGE.length);
    expect(text.trimEnd().endsWith('data: [DONE]')).toBe(true);
  });
});
