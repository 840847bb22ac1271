import nock from 'nock';
import OpenAI from 'openai';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiKey } from '../../src/accounts/api-keys.js';
import { createTestClient, TEST_KEY, type TestClient, useTestServer } from '../support/test-server.js';
import { completion, LIVE_SETTINGS, upstream } from '../support/openai-upstream.js';

afterEach(() => nock.cleanAll());

const user = [{ role: 'user' as const, content: 'Name one use of graphene.' }];

/** The OpenAI SDK pointed at a test server, with no retries of its own. */
function sdk(client: TestClient, apiKey = TEST_KEY): OpenAI {
  return new OpenAI({ apiKey, baseURL: `${client.url}/v1`, maxRetries: 0 });
}

/** What the SDK raised for a call that must fail. */
async function raised(call: Promise<unknown>): Promise<InstanceType<typeof OpenAI.APIError>> {
  const error = await call.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof OpenAI.APIError)) throw new Error(`expected an APIError, got ${String(error)}`);
  return error;
}

describe('POST /v1/chat/completions errors, as the OpenAI SDK raises them', () => {
  const client = useTestServer({ seed: 2 });

  it.each([
    ['only system messages', { messages: [{ role: 'system' as const, content: 'You help.' }] }, 'messages', /role 'user' is required/],
    ['n above 1', { messages: user, n: 2 }, 'n', /n/],
    ['a temperature above 2', { messages: user, temperature: 3 }, 'temperature', /temperature/],
    ['max_loops that is not a number', { messages: user, max_loops: 'many' }, 'max_loops', /max_loops/],
  ])('raises BadRequestError (400 invalid_request_error) for %s, naming the parameter', async (_case, body, param, message) => {
    const error = await raised(sdk(client()).chat.completions.create({ model: 'gpt-4.1', ...body } as never));
    expect(error).toBeInstanceOf(OpenAI.BadRequestError);
    expect(error).toMatchObject({ status: 400, type: 'invalid_request_error', code: 'invalid_request', param });
    expect(error.message).toMatch(message);
  });

  it('raises BadRequestError for a model it does not know, with the nearest names', async () => {
    const error = await raised(sdk(client()).chat.completions.create({ model: 'gpt-41', messages: user }));
    expect(error).toBeInstanceOf(OpenAI.BadRequestError);
    expect(error).toMatchObject({ type: 'invalid_request_error', code: 'model_not_available' });
    expect(error.message).toMatch(/Nearest names: .*gpt-4\.1/);
  });

  it('raises InternalServerError (500 server_error) when the run fails', async () => {
    expect((await client().post('/_swarms-local/faults', { kind: 'http-status', status: 500, times: 1 })).status).toBe(201);
    const error = await raised(sdk(client()).chat.completions.create({ model: 'gpt-4.1', messages: user }));
    expect(error).toBeInstanceOf(OpenAI.InternalServerError);
    expect(error.type).toBe('server_error');
  });
});

describe('POST /v1/chat/completions keys, tiers and limits, as the OpenAI SDK raises them', () => {
  it('raises AuthenticationError (401) for a key strict auth does not know, PermissionDeniedError (403) for a premium-only model on a free key', async () => {
    const client = await createTestClient({ auth: 'strict' });
    try {
      const unknown = await raised(sdk(client, 'sk-unknown-key-000000').chat.completions.create({ model: 'gpt-4o-mini', messages: user }));
      expect(unknown).toBeInstanceOf(OpenAI.AuthenticationError);
      expect(unknown.type).toBe('authentication_error');
      const { key } = await createApiKey(client.server.deps.store, client.server.deps.clock, { userName: 'free', tier: 'free' });
      const premium = await raised(sdk(client, key).chat.completions.create({ model: 'gpt-4.1', messages: user }));
      expect(premium).toBeInstanceOf(OpenAI.PermissionDeniedError);
      expect(premium.type).toBe('permission_error');
      expect(premium.message).toMatch(/Free-tier alternatives: gpt-4\.1-mini/);
    } finally {
      await client.server.close();
    }
  });

  it('raises RateLimitError (429 rate_limit_error) when a window is full', async () => {
    const client = await createTestClient({ rateLimits: { premium: { minute: 1 } } });
    try {
      await sdk(client).chat.completions.create({ model: 'gpt-4o-mini', messages: user, max_tokens: 8 });
      const error = await raised(sdk(client).chat.completions.create({ model: 'gpt-4o-mini', messages: user, max_tokens: 8 }));
      expect(error).toBeInstanceOf(OpenAI.RateLimitError);
      expect(error.type).toBe('rate_limit_error');
    } finally {
      await client.server.close();
    }
  });
});

describe('POST /v1/chat/completions as the documentation maps it to an agent', () => {
  it('sends the documented defaults (temperature 0.5, max_tokens 8192) and the penalties as llm_args to the model', async () => {
    const bodies: any[] = [];
    upstream().reply(200, (_uri, body) => {
      bodies.push(body);
      return completion('Graphene conducts heat.');
    });
    const client = await createTestClient(LIVE_SETTINGS);
    try {
      const answer = await sdk(client).chat.completions.create({ model: 'gpt-4.1', messages: user, presence_penalty: 0.4, frequency_penalty: -0.2 });
      expect(answer.choices[0].message.content).toBe('Graphene conducts heat.');
      expect(bodies[0]).toMatchObject({ temperature: 0.5, max_tokens: 8192, presence_penalty: 0.4, frequency_penalty: -0.2 });
    } finally {
      await client.server.close();
    }
  });

  it('answers max_loops times (extra_body), each loop improving on the last answer, the usage of every loop counted', async () => {
    const bodies: any[] = [];
    upstream()
      .times(3)
      .reply(200, (_uri, body) => {
        bodies.push(body);
        return completion(`Draft ${bodies.length}.`, { usage: [10, 2] });
      });
    const client = await createTestClient(LIVE_SETTINGS);
    try {
      const answer = await sdk(client).chat.completions.create({ model: 'gpt-4.1', messages: user, temperature: 0.1, max_tokens: 64, max_loops: 3 } as never);
      expect(answer.choices[0].message.content).toBe('Draft 3.');
      expect(answer.usage).toMatchObject({ prompt_tokens: 30, completion_tokens: 6, total_tokens: 36 });
      expect(bodies).toHaveLength(3);
      expect(bodies[2].messages.slice(0, bodies[0].messages.length)).toEqual(bodies[0].messages);
      expect(bodies[2].messages.filter((message: { role: string }) => message.role === 'assistant').map((message: { content: string }) => message.content)).toEqual([
        'Draft 1.',
        'Draft 2.',
      ]);
      expect(bodies[2]).toMatchObject({ temperature: 0.1, max_tokens: 64 });
    } finally {
      await client.server.close();
    }
  });
});
