import { describe, expect, it } from 'vitest';
import { createTestClient, TEST_KEY } from '../support/test-server.js';

describe('a client that leaves a streamed run', () => {
  it('leaves a log row saying so, with the prompt and the tokens generated before it left', async () => {
    // 200 tokens/s: a long answer takes seconds, so the client leaves mid-stream.
    const client = await createTestClient({ synthetic: { latencyMs: 0, tokensPerSecond: 200 } });
    try {
      const controller = new AbortController();
      const response = await fetch(`${client.url}/v1/agent/completions`, {
        method: 'POST',
        headers: { 'x-api-key': TEST_KEY, 'content-type': 'application/json' },
        body: JSON.stringify({ agent_config: { agent_name: 'Talker', max_tokens: 2000 }, task: 'Write at length about tides.', stream: true }),
        signal: controller.signal,
      });
      const reader = response.body!.getReader();
      let seen = '';
      while ((seen.match(/"content"/g) ?? []).length < 10) seen += new TextDecoder().decode((await reader.read()).value);
      controller.abort();
      let row: any;
      for (let attempt = 0; attempt < 100 && !row; attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, 30));
        row = (await client.get('/v1/swarm/logs')).body.logs[0];
      }
      expect(row).toMatchObject({ status_code: 499, success: false, note: 'client-disconnected' });
      expect(row.data.detail).toMatch(/client disconnected/);
      // The client saw 10 chunks (a token each) before it left; the backend's work up to then is metered.
      expect(row.usage.input_tokens).toBeGreaterThan(0);
      expect(row.usage.output_tokens).toBeGreaterThanOrEqual(10);
      expect(row.usage.output_tokens).toBeLessThan(2000);
      expect(row.usage.total_cost).toBeGreaterThan(0);
    } finally {
      await client.server.close();
    }
  });
});
