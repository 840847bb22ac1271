import { describe, expect, it } from 'vitest';
import { useTestServer } from '../support/test-server.js';

const client = useTestServer({ seed: 3 });
const run = {
  agent_config: { agent_name: 'Vision Analyst', description: 'Analyses images', model_name: 'gpt-4.1', max_tokens: 80, temperature: 0.5 },
  task: 'Describe the chart trends for wind power.',
};

/** Parses an SSE body into frames: `{event, data}` (event undefined when the frame has no event line). */
function frames(text: string): Array<{ event?: string; data: any }> {
  return text
    .split('\n\n')
    .filter((block) => block.trim())
    .map((block) => {
      const event = block.match(/^event: (.+)$/m)?.[1];
      const data = block.match(/^data: (.*)$/m)?.[1] ?? '';
      return { event, data: data === '[DONE]' ? data : JSON.parse(data) };
    });
}

describe('POST /v1/agent/completions', () => {
  it('returns the agent run shape with outputs, usage and ids', async () => {
    const response = await client().post('/v1/agent/completions', { ...run, img: 'https://example.test/chart.png' });
    expect(response.status).toBe(200);
    const body = response.body;
    expect(body.job_id).toMatch(/^agent-[0-9a-f]{32}$/);
    expect(body).toMatchObject({ success: true, name: 'Vision Analyst', description: 'Analyses images', temperature: 0.5 });
    expect(body.outputs).toHaveLength(1);
    expect(body.outputs[0]).toMatchObject({ role: 'Vision Analyst', content: expect.any(String), timestamp: expect.any(String), message_id: expect.any(String) });
    const { usage } = body;
    expect(usage.total_tokens).toBe(usage.input_tokens + usage.output_tokens);
    expect(usage.img_cost).toBe(0.25);
    const expectedCost = Math.round((usage.input_tokens * 6.5e-6 + usage.output_tokens * 18.5e-6 + 0.25) * 1e6) / 1e6;
    expect(usage.total_cost).toBeCloseTo(expectedCost, 6);
    expect(body.timestamp).toMatch(/\+00:00$/);
  });

  it('continues from its own output for max_loops turns', async () => {
    const response = await client().post('/v1/agent/completions', { ...run, agent_config: { ...run.agent_config, max_loops: 3 } });
    expect(response.body.outputs).toHaveLength(3);
  });

  const stockTools = [
    {
      type: 'function',
      function: { name: 'get_stock_price', description: 'Stock price lookup', parameters: { type: 'object', properties: { ticker: { type: 'string' } }, required: ['ticker'] } },
    },
  ];
  const stockRun = { agent_config: { ...run.agent_config, tools_list_dictionary: stockTools }, task: 'Get the stock price for ACME.' };

  it('returns the caller tool calls in OpenAI shape', async () => {
    const response = await client().post('/v1/agent/completions', stockRun);
    const [call] = response.body.outputs[0].content;
    expect(call).toMatchObject({ id: expect.any(String), type: 'function', function: { name: 'get_stock_price' } });
    expect(typeof JSON.parse(call.function.arguments).ticker).toBe('string');
  });

  it('delivers the caller tool calls of a streamed run too, in the end frame', async () => {
    const streamed = frames((await client().post('/v1/agent/completions', { ...stockRun, stream: true })).text);
    const end = streamed.find((frame) => frame.event === 'end')!.data;
    expect(end).toMatchObject({ complete: true, usage: expect.any(Object) });
    const [call] = end.outputs[0].content;
    expect(call).toMatchObject({ id: expect.any(String), type: 'function', function: { name: 'get_stock_price', arguments: expect.any(String) } });
  });

  it.each([
    ['plain', {}, {}],
    ['stream: true', { stream: true }, {}],
    ['streaming_on', {}, { streaming_on: true }],
  ])('answers 400 for an unknown model before any call (%s)', async (_mode, extra, config) => {
    const response = await client().post('/v1/agent/completions', { ...run, ...extra, agent_config: { ...run.agent_config, ...config, model_name: 'no-such-model' } });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.body.detail).toMatch(/^Model no-such-model is not available/);
  });

  it('streams the contract frames, and records the same usage and cost as the unstreamed run', async () => {
    const streamed = await client().post('/v1/agent/completions', { ...run, stream: true });
    expect(streamed.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const parsed = frames(streamed.text);
    expect(parsed[0].event).toBeUndefined();
    expect(parsed[0].data).toMatchObject({ type: 'metadata', stream: true, name: 'Vision Analyst', job_id: expect.stringMatching(/^agent-/) });
    const events = parsed.slice(1).map((frame) => frame.event);
    expect(events[0]).toBe('start');
    expect(events.slice(-3)).toEqual(['usage', 'end', 'done']);
    expect(events.filter((event) => event === 'chunk').length).toBeGreaterThan(1);
    const text = parsed
      .filter((frame) => frame.event === 'chunk')
      .map((frame) => frame.data.content)
      .join('');
    const plain = await client().post('/v1/agent/completions', run);
    expect(text).toBe(plain.body.outputs[0].content);
    const usage = parsed.find((frame) => frame.event === 'usage')!.data;
    expect(usage).toEqual(plain.body.usage);
    expect(parsed.find((frame) => frame.event === 'end')!.data).toMatchObject({ complete: true, usage: plain.body.usage });
    const logs = await client().get('/v1/swarm/logs?limit=2');
    const [plainLog, streamedLog] = logs.body.logs;
    expect(streamedLog.data.usage).toEqual(plainLog.data.usage);
  });

  it('runs a batch concurrently in order, reporting a failed item in place', async () => {
    const response = await client().post('/v1/agent/batch/completions', [
      run,
      { ...run, agent_config: { ...run.agent_config, model_name: 'no-such-model' } },
      { ...run, task: 'A second task about hydro power.' },
    ]);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ batch_id: expect.stringMatching(/^batch-/), total_requests: 3 });
    const [first, failed, third] = response.body.results;
    expect(first.success).toBe(true);
    expect(failed).toMatchObject({ success: false, detail: expect.stringMatching(/no-such-model/) });
    expect(third.success).toBe(true);
  });

  it('answers an 11-item batch with the hosted 400 text', async () => {
    const response = await client().post(
      '/v1/agent/batch/completions',
      Array.from({ length: 11 }, () => run),
    );
    expect(response.status).toBe(400);
    expect(response.body.detail).toBe(
      'ERROR: BATCH SIZE EXCEEDED - You can only run up to 10 batch agents at a time. Please reduce your batch size and try again. Current batch size: 11',
    );
  });
});

describe('POST /v1/chat/completions', () => {
  const chat = { model: 'gpt-4.1', messages: [{ role: 'user', content: 'Name a use of graphene.' }], max_tokens: 40 };

  it('answers in OpenAI format with Authorization: Bearer', async () => {
    const response = await client().request('POST', '/v1/chat/completions', { key: null, body: chat, headers: { authorization: 'Bearer sk-bearer-user-123456789' } });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      object: 'chat.completion',
      model: 'gpt-4.1',
      choices: [{ index: 0, message: { role: 'assistant', content: expect.any(String) }, finish_reason: expect.any(String) }],
    });
    const { usage } = response.body;
    expect(usage.total_tokens).toBe(usage.prompt_tokens + usage.completion_tokens);
  });

  it('streams chunks ending with data: [DONE], with the same text as the plain answer', async () => {
    const plain = await client().post('/v1/chat/completions', chat);
    const streamed = await client().post('/v1/chat/completions', { ...chat, stream: true, stream_options: { include_usage: true } });
    const parsed = frames(streamed.text);
    expect(parsed.at(-1)!.data).toBe('[DONE]');
    const chunks = parsed.slice(0, -1).map((frame) => frame.data);
    expect(chunks.every((chunk) => chunk.object === 'chat.completion.chunk')).toBe(true);
    expect(chunks.map((chunk) => chunk.choices[0]?.delta?.content ?? '').join('')).toBe(plain.body.choices[0].message.content);
    expect(chunks.at(-1).usage).toEqual(plain.body.usage);
  });

  it("returns tool calls in OpenAI's shapes: message tool_calls without index, stream deltas with it", async () => {
    const weather = { type: 'function', function: { name: 'get_weather', parameters: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] } } };
    const request = { ...chat, tools: [weather], tool_choice: { type: 'function', function: { name: 'get_weather' } } };
    const plain = await client().post('/v1/chat/completions', request);
    expect(plain.body.choices[0].finish_reason).toBe('tool_calls');
    const [call] = plain.body.choices[0].message.tool_calls;
    expect(Object.keys(call).sort()).toEqual(['function', 'id', 'type']);
    expect(JSON.parse(call.function.arguments)).toHaveProperty('city');
    const streamed = await client().post('/v1/chat/completions', { ...request, stream: true });
    const deltas = frames(streamed.text).flatMap((frame) => (frame.data === '[DONE]' ? [] : (frame.data.choices[0]?.delta?.tool_calls ?? [])));
    expect(deltas).toEqual([{ index: 0, ...call }]);
  });

  it('answers errors in OpenAI shape', async () => {
    const missing = await client().request('POST', '/v1/chat/completions', { key: null, body: chat });
    expect(missing.status).toBe(401);
    expect(missing.body.error).toMatchObject({ message: expect.any(String), type: expect.any(String) });
    const unknownModel = await client().post('/v1/chat/completions', { ...chat, model: 'nope' });
    expect(unknownModel.status).toBe(400);
    expect(unknownModel.body.error.message).toMatch(/nope/);
  });
});

describe('a streamed agent run that fails after the stream opened', () => {
  const failing = useTestServer({ seed: 3, clock: '2026-07-09T12:00:00Z' });

  it("ends with the documentation's error frame: the error as text and a timestamp, nothing after it", async () => {
    expect((await failing().post('/_swarms-local/faults', { kind: 'http-status', status: 503, at: 'model-call' })).status).toBe(201);
    const streamed = frames((await failing().post('/v1/agent/completions', { ...run, stream: true })).text);
    const last = streamed.at(-1)!;
    expect(last.event).toBe('error');
    expect(last.data).toMatchObject({ error: expect.stringMatching(/^AgentCompletionError: \S/), timestamp: '2026-07-09T12:00:00.000000+00:00' });
    expect(last.data.error).toBe(`AgentCompletionError: ${last.data.detail}`);
    expect(streamed.map((frame) => frame.event)).not.toContain('end');
  });
});
