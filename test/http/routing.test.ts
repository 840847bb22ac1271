import { describe, expect, it } from 'vitest';
import { createTestClient, useTestServer } from '../support/test-server.js';

describe('routing errors in FastAPI shapes', () => {
  const client = useTestServer();

  it('answers unknown paths with 404 {"detail": "Not Found"}, even without a key', async () => {
    for (const key of [undefined, null]) {
      const response = await client().get('/v1/no-such-thing', key);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ detail: 'Not Found' });
    }
  });

  it('answers wrong methods with 405 {"detail": "Method Not Allowed"}', async () => {
    const response = await client().request('DELETE', '/v1/swarm/logs');
    expect(response.status).toBe(405);
    expect(response.body).toEqual({ detail: 'Method Not Allowed' });
    expect(response.headers.get('allow')).toContain('GET');
  });

  it('does not advertise the framework', async () => {
    const response = await client().get('/health');
    expect(response.headers.get('x-powered-by')).toBeNull();
  });
});

describe('body size limit', () => {
  it('answers 413 for a body over the configured limit and keeps serving', async () => {
    const client = await createTestClient({ bodyLimit: '1kb' });
    try {
      const response = await client.request('POST', '/v1/agent/completions', { raw: JSON.stringify({ task: 'x'.repeat(4000) }), headers: { 'content-type': 'application/json' } });
      expect(response.status).toBe(413);
      expect(typeof response.body.detail).toBe('string');
      expect((await client.get('/health')).status).toBe(200);
      const chat = await client.request('POST', '/v1/chat/completions', { raw: JSON.stringify({ model: 'x'.repeat(4000) }), headers: { 'content-type': 'application/json' } });
      expect(chat.status).toBe(413);
      // The OpenAI-compatible endpoint answers every error in OpenAI's shape (the hosted API's endpoint list).
      expect(chat.body).toEqual({ error: { message: expect.any(String), type: expect.any(String), code: expect.anything(), param: null } });
    } finally {
      await client.server.close();
    }
  });
});
