import { describe, expect, it } from 'vitest';
import { createTestClient, TEST_KEY, type TestClient } from '../support/test-server.js';

const twoWriters = {
  name: 'Relay',
  swarm_type: 'SequentialWorkflow',
  task: 'Write about tides.',
  agents: [
    { agent_name: 'First', system_prompt: 'Write.', max_tokens: 400 },
    { agent_name: 'Second', system_prompt: 'Write more.', max_tokens: 400 },
  ],
};

/** Polls the journal until `done` says the entry of the swarm request is there as wanted. */
async function journalEntry(client: TestClient, done: (entry: any) => boolean): Promise<any> {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    const requests = (await client.get('/_swarms-local/journal?endpoint=/v1/swarm/completions')).body.requests;
    const entry = requests.at(-1);
    if (entry && done(entry)) return entry;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the journal never showed the expected entry');
}

const providerCalls = (node: any): any[] => [...(node.kind === 'provider-call' ? [node] : []), ...node.children.flatMap((child: any) => providerCalls(child))];

/** Starts a swarm run, waits until its first provider call is journaled, then leaves. */
async function leaveAfterFirstCall(client: TestClient, stream: boolean): Promise<any> {
  const controller = new AbortController();
  const response = fetch(`${client.url}/v1/swarm/completions`, {
    method: 'POST',
    headers: { 'x-api-key': TEST_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ ...twoWriters, stream }),
    signal: controller.signal,
  });
  response.catch(() => {});
  await journalEntry(client, (entry) => providerCalls(entry).some((call) => !call.attributes?.error));
  controller.abort();
  return journalEntry(client, (entry) => entry.attributes.status !== undefined && (!stream || entry.attributes.jobId !== undefined));
}

describe('a request the client abandoned', () => {
  for (const stream of [false, true]) {
    it(`is in the journal with status 499 and what it had done (${stream ? 'streamed' : 'plain'})`, async () => {
      // Each call takes 400 ms (pacing a stream at 50 tokens/s), so the client leaves during the second agent.
      const client = await createTestClient({ synthetic: { latencyMs: stream ? 0 : 400, tokensPerSecond: stream ? 50 : 0 } });
      try {
        const entry = await leaveAfterFirstCall(client, stream);
        expect(entry.attributes).toMatchObject({ status: 499, abandoned: true, endpoint: '/v1/swarm/completions' });
        expect(entry.durationMs).toBeGreaterThan(0);
        const agents = entry.children.filter((child: any) => child.kind === 'agent').map((child: any) => child.name);
        expect(agents).toContain('First');
        const calls = providerCalls(entry);
        const finished = calls.filter((call) => !call.attributes?.error);
        expect(finished.length).toBeGreaterThanOrEqual(1);
        expect(entry.tokens.input).toBe(calls.reduce((total, call) => total + call.tokens.input, 0));
        expect(entry.tokens.output).toBe(calls.reduce((total, call) => total + call.tokens.output, 0));
        expect(entry.cost).toBeGreaterThan(0);
        if (stream) {
          expect(entry.attributes.jobId).toMatch(/^swarms-/);
          // The call cut off mid-stream is there too, marked cancelled, with the tokens it had produced.
          const cut = calls.find((call) => call.attributes?.cancelled);
          expect(cut).toBeDefined();
        }
      } finally {
        await client.server.close();
      }
    });
  }
});
