import { describe, expect, it } from 'vitest';
import { useTestServer } from '../support/test-server.js';

const client = useTestServer();
const raw = (path: string, text: string) => client().request('POST', path, { raw: text, headers: { 'content-type': 'application/json' } });

describe('422 in FastAPI shape', () => {
  it('reports a wrong type with pydantic v2 type, message, loc and input', async () => {
    const response = await client().post('/v1/agent/completions', { agent_config: { max_tokens: 'lots' }, task: 'x' });
    expect(response.status).toBe(422);
    expect(response.body).toEqual({
      detail: [{ type: 'int_parsing', loc: ['body', 'agent_config', 'max_tokens'], msg: 'Input should be a valid integer, unable to parse string as an integer', input: 'lots' }],
    });
  });

  it('walks into agents[i] and reports every problem, not just the first', async () => {
    const response = await client().post('/v1/swarm/completions', {
      task: 'x',
      agents: [{ agent_name: 'A' }, { agent_name: 7, temperature: 'hot' }, 'not an agent'],
    });
    expect(response.status).toBe(422);
    expect(response.body.detail).toEqual([
      { type: 'string_type', loc: ['body', 'agents', 1, 'agent_name'], msg: 'Input should be a valid string', input: 7 },
      { type: 'float_parsing', loc: ['body', 'agents', 1, 'temperature'], msg: 'Input should be a valid number, unable to parse string as a number', input: 'hot' },
      {
        type: 'model_type',
        loc: ['body', 'agents', 2],
        msg: 'Input should be a valid dictionary or instance of AgentSpec',
        input: 'not an agent',
        ctx: { class_name: 'AgentSpec' },
      },
    ]);
  });

  it('rejects an unknown swarm_type listing the accepted values', async () => {
    const response = await client().post('/v1/swarm/completions', { task: 'x', swarm_type: 'BogusSwarm' });
    expect(response.status).toBe(422);
    const [error] = response.body.detail;
    expect(error.type).toBe('enum');
    expect(error.loc).toEqual(['body', 'swarm_type']);
    expect(error.input).toBe('BogusSwarm');
    expect(error.msg).toMatch(/^Input should be 'AgentRearrange', 'MixtureOfAgents', .* or 'PlannerWorkerSwarm'$/);
    expect(error.ctx.expected).toBe(error.msg.replace('Input should be ', ''));
  });

  it('rejects a 101-character swarm name', async () => {
    const name = 'n'.repeat(101);
    const response = await client().post('/v1/swarm/completions', { task: 'x', name });
    expect(response.body.detail).toEqual([
      { type: 'string_too_long', loc: ['body', 'name'], msg: 'String should have at most 100 characters', input: name, ctx: { max_length: 100 } },
    ]);
  });

  it('rejects max_loops over 50 with less_than_equal', async () => {
    const response = await client().post('/v1/swarm/completions', { task: 'x', max_loops: 51 });
    expect(response.body.detail).toEqual([{ type: 'less_than_equal', loc: ['body', 'max_loops'], msg: 'Input should be less than or equal to 50', input: 51, ctx: { le: 50 } }]);
  });

  it('reports an invalid item of a bare-array batch with its index in loc', async () => {
    const response = await client().post('/v1/agent/batch/completions', [{ task: 'ok' }, { agent_config: { temperature: 'warm' } }]);
    expect(response.status).toBe(422);
    expect(response.body.detail).toEqual([
      { type: 'float_parsing', loc: ['body', 1, 'agent_config', 'temperature'], msg: 'Input should be a valid number, unable to parse string as a number', input: 'warm' },
    ]);
  });

  it('answers an object body where a list is expected with list_type, and the reverse with model_attributes_type', async () => {
    const batch = await client().post('/v1/agent/batch/completions', { task: 'x' });
    expect(batch.body.detail).toEqual([{ type: 'list_type', loc: ['body'], msg: 'Input should be a valid list', input: { task: 'x' } }]);
    const single = await client().post('/v1/agent/completions', ['x']);
    expect(single.body.detail).toEqual([
      { type: 'model_attributes_type', loc: ['body'], msg: 'Input should be a valid dictionary or object to extract fields from', input: ['x'] },
    ]);
  });

  it('answers a missing body with missing at ["body"]', async () => {
    const response = await client().request('POST', '/v1/swarm/completions', { headers: { 'content-type': 'application/json' } });
    expect(response.status).toBe(422);
    expect(response.body.detail).toEqual([{ type: 'missing', loc: ['body'], msg: 'Field required', input: null }]);
  });

  it('accepts numeric and boolean strings as pydantic lax mode does', async () => {
    const response = await client().post('/v1/agent/completions', { agent_config: { max_tokens: '40', streaming_on: 'false' }, task: 'Say hi.' });
    expect(response.status).toBe(200);
  });

  it('ignores unknown fields', async () => {
    const response = await client().post('/v1/agent/completions', { agent_config: { max_tokens: 20, surprise: true }, task: 'Say hi.', extra_field: [1, 2] });
    expect(response.status).toBe(200);
  });

  it("reports a chat completion without messages as missing, in OpenAI's error shape and status (400 invalid_request_error)", async () => {
    const response = await client().post('/v1/chat/completions', { model: 'gpt-4.1' });
    expect(response.status).toBe(400);
    expect(response.body.error.type).toBe('invalid_request_error');
    expect(response.body.error.message).toBe('body.messages: Field required');
    expect(response.body.error.param).toBe('messages');
  });

  it("names the first bad field in OpenAI's param notation, array indexes in brackets", async () => {
    const response = await client().post('/v1/chat/completions', {
      model: 'gpt-4.1',
      messages: [
        { role: 'user', content: 'Hi' },
        { role: 'wizard', content: 'Hi' },
      ],
    });
    expect(response.status).toBe(400);
    expect(response.body.error.param).toBe('messages.[1].role');
    const malformed = await client().request('POST', '/v1/chat/completions', { raw: '{"model": ', headers: { 'content-type': 'application/json' } });
    expect(malformed.body.error.param).toBeNull();
  });
});

describe('malformed JSON', () => {
  // The full table of CPython's messages and offsets is in json-body.test.ts; this checks the HTTP wiring.
  it("answers a malformed body with the json_invalid detail at Python's offset", async () => {
    const response = await raw('/v1/agent/completions', '{"task": "x",}');
    expect(response.status).toBe(422);
    expect(response.body).toEqual({
      detail: [{ type: 'json_invalid', loc: ['body', 13], msg: 'JSON decode error', input: {}, ctx: { error: 'Expecting property name enclosed in double quotes' } }],
    });
  });

  it('rejects nesting deeper than 512 levels as json_invalid at the offending bracket, without a stack overflow', async () => {
    const deep = `${'['.repeat(200_000)}${']'.repeat(200_000)}`;
    const response = await raw('/v1/agent/completions', deep);
    expect(response.status).toBe(422);
    expect(response.body.detail[0]).toMatchObject({ type: 'json_invalid', ctx: { error: 'Nesting deeper than 512 levels' }, loc: ['body', 512] });
    const fine = await raw('/v1/agent/completions', `{"task": "x", "agent_config": {"max_tokens": 20, "llm_args": ${'{"a": '.repeat(100)}1${'}'.repeat(100)}}}`);
    expect(fine.status).toBe(200);
  });
});
