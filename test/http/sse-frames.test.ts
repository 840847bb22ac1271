import { afterEach, describe, expect, it } from 'vitest';
import { createTestClient, TEST_KEY, type TestClient } from '../support/test-server.js';

let client: TestClient | undefined;
afterEach(async () => {
  await client?.server.close();
  client = undefined;
});

/** Streams an agent completion and reads its body in the pieces the socket delivered. */
async function streamedPieces(): Promise<string[]> {
  const response = await fetch(`${client!.url}/v1/agent/completions`, {
    method: 'POST',
    headers: { 'x-api-key': TEST_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ agent_config: { agent_name: 'Streamer', model_name: 'gpt-4.1', max_tokens: 24 }, task: 'Summarise the benefits of heat pumps.', stream: true }),
  });
  expect(response.headers.get('content-type')).toMatch(/text\/event-stream/);
  const pieces: string[] = [];
  const decoder = new TextDecoder();
  for await (const chunk of response.body!) pieces.push(decoder.decode(chunk, { stream: true }));
  return pieces;
}

describe('server-sent event frames', () => {
  it('of a paced stream leave as they are made, not held until the stream ends', async () => {
    client = await createTestClient({ synthetic: { latencyMs: 0, tokensPerSecond: 100 } });
    const pieces = await streamedPieces();
    const firstChunk = pieces.findIndex((piece) => piece.includes('event: chunk'));
    const end = pieces.findIndex((piece) => piece.includes('event: end'));
    expect(firstChunk).toBeGreaterThanOrEqual(0);
    expect(end).toBeGreaterThan(firstChunk);
  });

  it('of an unpaced stream all arrive, in order, ending with done', async () => {
    client = await createTestClient();
    const body = (await streamedPieces()).join('');
    const events = [...body.matchAll(/^event: (\w+)$/gm)].map((match) => match[1]);
    expect(events[0]).toBe('start');
    expect(events.filter((event) => event === 'chunk').length).toBeGreaterThan(5);
    expect(events.slice(-3)).toEqual(['usage', 'end', 'done']);
    expect(body.startsWith('data: ')).toBe(true);
  });
});
