import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScriptedModel } from '../../src/providers/scripted/index.js';
import { createStaticRouter } from '../../src/providers/static-router.js';
import { createTestClient, TEST_KEY, type TestClient } from '../support/test-server.js';

/** A credential-shaped string, as a careless upstream library might put in an error message. */
const SECRET = 'sk-proj-Zq8vW2nR5tY7uI9oP1aS3dF6gH4jK0lX';

/** Each model call fails with an ordinary Error (not an ApiError) naming its call, so each answer can be traced to its log line. */
const model = createScriptedModel([], {
  respond: (_options, index) => {
    throw new TypeError(`kaboom-${index}: upstream client crashed holding ${SECRET}`);
  },
});

const lines: string[] = [];
let client: TestClient;

beforeAll(async () => {
  client = await createTestClient({
    logFormat: 'json',
    logDestination: { write: (line) => lines.push(...line.split('\n').filter(Boolean)) },
    dependencies: { router: createStaticRouter(model, ['gpt-4.1']) },
  });
});
afterAll(async () => {
  await client.server.close();
});

/** The unexpected-error records logged so far. */
function errorRecords(): Array<{ level: string; msg: string; method: string; path: string; reference: string; error: { type: string; message: string; stack: string } }> {
  return lines.map((line) => JSON.parse(line)).filter((record) => record.msg === 'unexpected error');
}

/** The model calls made so far, one marker each. */
function markersSince(before: number): string[] {
  return Array.from({ length: model.calls.length - before }, (_, offset) => `kaboom-${before + offset}`);
}

/**
 * Makes `send` fail inside the model, then checks: the client's text holds neither the raw message
 * nor the secret, only the generic message with a reference; each failed call's error is logged
 * exactly once, at level error, with its stack (the secret masked) and the reference the client got.
 */
async function expectHidden(send: () => Promise<{ text: string }>): Promise<string[]> {
  const before = model.calls.length;
  const recordsBefore = errorRecords().length;
  const answer = await send();
  const markers = markersSince(before);
  expect(markers.length).toBeGreaterThan(0);
  expect(answer.text).not.toContain('kaboom');
  expect(answer.text).not.toContain(SECRET);
  expect(answer.text).not.toContain('TypeError');
  const references = [...answer.text.matchAll(/internal error \(reference ([0-9a-f]+)\)/g)].map((match) => match[1]);
  expect(references.length).toBeGreaterThan(0);
  const records = errorRecords().slice(recordsBefore);
  for (const marker of markers) {
    const logged = records.filter((record) => record.error.stack.includes(`${marker}:`));
    expect(logged, marker).toHaveLength(1);
    expect(logged[0].level).toBe('error');
    expect(logged[0].error.type).toBe('TypeError');
    expect(logged[0].error.stack).toMatch(/\n\s+at /);
    expect(references).toContain(logged[0].reference);
  }
  expect(lines.join('\n')).not.toContain(SECRET);
  return references;
}

async function post(path: string, body: unknown): Promise<{ status: number; text: string; body: any }> {
  const response = await fetch(`${client.url}${path}`, { method: 'POST', headers: { 'x-api-key': TEST_KEY, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  return { status: response.status, text, body: parsed };
}

const agentRun = { agent_config: { agent_name: 'Crasher', model_name: 'gpt-4.1', max_tokens: 50 }, task: 'Say hello.' };
const chatRun = { model: 'gpt-4.1', messages: [{ role: 'user', content: 'Say hello.' }] };
const swarmRun = { swarm_type: 'SequentialWorkflow', task: 'Say hello.', agents: [{ agent_name: 'A', model_name: 'gpt-4.1' }] };

describe('an unexpected error', () => {
  it('answers a native JSON route with the generic 500 detail', async () => {
    let answer!: Awaited<ReturnType<typeof post>>;
    await expectHidden(async () => (answer = await post('/v1/agent/completions', agentRun)));
    expect(answer.status).toBe(500);
    expect(Object.keys(answer.body)).toEqual(['detail']);
  });

  it("answers an OpenAI-style route with OpenAI's generic server error", async () => {
    let answer!: Awaited<ReturnType<typeof post>>;
    await expectHidden(async () => (answer = await post('/v1/chat/completions', chatRun)));
    expect(answer.status).toBe(500);
    expect(answer.body.error).toMatchObject({ type: 'server_error', code: null, param: null });
  });

  it('ends a native run stream with an error frame carrying the generic 500', async () => {
    let answer!: Awaited<ReturnType<typeof post>>;
    await expectHidden(async () => (answer = await post('/v1/agent/completions', { ...agentRun, stream: true })));
    const frame = answer.text.split('\n\n').find((block) => block.startsWith('event: error'));
    expect(JSON.parse(frame!.split('data: ')[1])).toMatchObject({ status_code: 500 });
  });

  it("ends a streamed chat completion with OpenAI's generic server error, then [DONE]", async () => {
    let answer!: Awaited<ReturnType<typeof post>>;
    await expectHidden(async () => (answer = await post('/v1/chat/completions', { ...chatRun, stream: true })));
    const frames = answer.text.split('\n\n').filter(Boolean);
    expect(frames.at(-1)).toBe('data: [DONE]');
    expect(JSON.parse(frames.at(-2)!.slice('data: '.length)).error).toMatchObject({ type: 'server_error', code: null, param: null });
  });

  it('is reported in place in each kind of batch, one log line per failed item', async () => {
    let agents!: Awaited<ReturnType<typeof post>>;
    await expectHidden(async () => (agents = await post('/v1/agent/batch/completions', [agentRun, agentRun])));
    expect(agents.body.results.map((item: { status_code: number }) => item.status_code)).toEqual([500, 500]);
    let swarms!: Awaited<ReturnType<typeof post>>;
    await expectHidden(async () => (swarms = await post('/v1/swarm/batch/completions', [swarmRun])));
    expect(swarms.body[0]).toMatchObject({ status: 'error' });
    let research!: Awaited<ReturnType<typeof post>>;
    await expectHidden(async () => (research = await post('/v1/advanced-research/batch/completions', { input_schemas: [{ config: { name: 'R' }, task: 'Tides?' }] })));
    expect(research.body[0]).toMatchObject({ status: 'error' });
  });

  it('leaves only the generic message in the log rows the API serves back', async () => {
    const logs = await client.get('/v1/swarm/logs?limit=1000');
    const failed = await client.get('/v1/swarm/logs?category=failed-run');
    expect(failed.body.logs.length).toBeGreaterThan(0);
    for (const served of [logs.text, failed.text]) {
      expect(served).not.toContain('kaboom');
      expect(served).not.toContain(SECRET);
    }
  });
});

describe('a known error', () => {
  it('is not logged as unexpected', async () => {
    const before = errorRecords().length;
    const answer = await post('/v1/agent/completions', { ...agentRun, agent_config: { ...agentRun.agent_config, max_tokens: 'many' } });
    expect(answer.status).toBe(422);
    expect(errorRecords()).toHaveLength(before);
  });
});
