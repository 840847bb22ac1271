import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { describe, expect, it } from 'vitest';
import { createApiKey } from '../../src/accounts/api-keys.js';
import { useTestServer } from '../support/test-server.js';

/** Opens the live feed and waits for its `ready` event; `until` then reads on until a condition holds. */
async function openFeed(url: string, key?: string) {
  const controller = new AbortController();
  const response = await fetch(`${url}/_swarms-local/events`, { signal: controller.signal, headers: key ? { 'x-api-key': key } : {} });
  expect(response.headers.get('content-type')).toMatch(/text\/event-stream/);
  const events: EventSourceMessage[] = [];
  const parser = createParser({ onEvent: (event) => events.push(event) });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const until = async (condition: (events: EventSourceMessage[]) => boolean) => {
    while (!condition(events)) {
      const { value, done } = await reader.read();
      if (done) break;
      parser.feed(value);
    }
    return events;
  };
  await until((seen) => seen.some((event) => event.event === 'ready'));
  return { until, close: () => controller.abort() };
}

describe('the dashboard live feed', () => {
  const client = useTestServer();

  it('announces a run when it starts and when its response went out, with the log row to fetch', async () => {
    const feed = await openFeed(client().url);
    const run = await client().post('/v1/agent/completions', { agent_config: { agent_name: 'Live', model_name: 'gpt-4.1', max_tokens: 16 }, task: 'Say hi.' });
    const events = await feed.until((seen) => seen.some((event) => event.event === 'run-end'));
    feed.close();
    const start = events.find((event) => event.event === 'run-start');
    const end = events.find((event) => event.event === 'run-end');
    expect(JSON.parse(start!.data)).toMatchObject({ endpoint: '/v1/agent/completions', namespace: 'default' });
    const { log_id: logId, status } = JSON.parse(end!.data);
    expect(status).toBe(200);
    const detail = await client().get(`/_swarms-local/runs/${logId}`, null);
    expect(detail.body.run.job_id).toBe(run.body.job_id);
  });

  it('announces the start of a request that ended in the turn it began in before its end', async () => {
    const feed = await openFeed(client().url);
    expect((await client().get('/v1/models/available')).status).toBe(200);
    const events = await feed.until((seen) => seen.some((event) => event.event === 'run-end'));
    feed.close();
    const ofRequest = events.filter((event) => event.event !== 'ready');
    expect(ofRequest.map((event) => event.event)).toEqual(['run-start', 'run-end']);
    expect(JSON.parse(ofRequest[0].data).id).toBe(JSON.parse(ofRequest[1].data).id);
  });
});

describe('the dashboard live feed in strict auth', () => {
  const client = useTestServer({ auth: 'strict' });

  it("tells a key about its own user's runs from their start, and nothing of another user's", async () => {
    const { deps } = client().server;
    const alice = (await createApiKey(deps.store, deps.clock, { userName: 'alice' })).key;
    const bob = (await createApiKey(deps.store, deps.clock, { userName: 'bob' })).key;
    const feed = await openFeed(client().url, alice);
    await client().post('/v1/agent/completions', { agent_config: { agent_name: 'B', model_name: 'gpt-4.1', max_tokens: 8 }, task: 'Hi.' }, bob);
    await client().post('/v1/agent/completions', { agent_config: { agent_name: 'A', model_name: 'gpt-4.1', max_tokens: 8 }, task: 'Hi.' }, alice);
    const events = await feed.until((seen) => seen.some((event) => event.event === 'run-end'));
    feed.close();
    expect(events.filter((event) => event.event !== 'ready').map((event) => event.event)).toEqual(['run-start', 'run-end']);
  });
});
