import { describe, expect, it } from 'vitest';
import { useTestServer } from '../support/test-server.js';

// Issue 45: requests with a body take the front controller's direct path to their route's pipeline when the path is
// exact (`/v1/agent/completions`), and reach the same pipeline through express when it has parameters
// (`/_swarms-local/runs/:id/compare`). Either way the body's mistakes are answered in the route's own shape.

const JSON_INVALID = { detail: [{ type: 'json_invalid', loc: ['body', 9], msg: 'JSON decode error', input: {}, ctx: { error: 'Expecting value' } }] };
const NOT_AN_OBJECT = {
  detail: [{ type: 'model_attributes_type', loc: ['body'], msg: 'Input should be a valid dictionary or object to extract fields from', input: 'task=x' }],
};
const TOO_LARGE = { detail: 'Request body is larger than the 1024 byte limit.' };

describe('a POST with a body it cannot take, on an exact path and on a parametrised one', () => {
  const client = useTestServer({ bodyLimit: '1kb', seed: 1 });
  const send = async (path: string, raw: string, contentType: string) => {
    const answer = await client().request('POST', path, { raw, headers: { 'content-type': contentType } });
    return { status: answer.status, body: answer.body };
  };

  it.each(['/v1/agent/completions', '/_swarms-local/runs/run-1/compare'])('%s answers malformed JSON with FastAPI’s 422 naming the offset', async (path) => {
    expect(await send(path, '{"task": ', 'application/json')).toEqual({ status: 422, body: JSON_INVALID });
  });

  it.each(['/v1/agent/completions', '/_swarms-local/runs/run-1/compare'])('%s answers a body of another content type as input that is not an object', async (path) => {
    expect(await send(path, 'task=x', 'text/plain')).toEqual({ status: 422, body: NOT_AN_OBJECT });
  });

  it.each(['/v1/agent/completions', '/_swarms-local/runs/run-1/compare'])('%s answers a body over the limit with a 413 and keeps serving', async (path) => {
    expect(await send(path, JSON.stringify({ task: 'x'.repeat(4_000) }), 'application/json')).toEqual({ status: 413, body: TOO_LARGE });
    expect((await client().get('/health')).status).toBe(200);
  });

  it('answers the OpenAI-compatible endpoint’s body mistakes in OpenAI’s error shape', async () => {
    expect(await send('/v1/chat/completions', '{"task": ', 'application/json')).toEqual({
      status: 400,
      body: { error: { message: 'body.9: JSON decode error', type: 'invalid_request_error', code: 'invalid_request', param: null } },
    });
  });

  it('answers a well-formed POST on the exact path with its run', async () => {
    const answer = await client().post('/v1/agent/completions', { agent_config: { agent_name: 'Tides', model_name: 'gpt-4.1' }, task: 'Why do tides rise?' });
    expect(answer.status).toBe(200);
    expect(answer.body.outputs).toBeDefined();
  });
});
