import { describe, expect, it } from 'vitest';
import { createTestClient } from '../support/test-server.js';

describe('health probes and the journal', () => {
  it('leave the journal as it was, while a catalogue GET is still journaled', async () => {
    const client = await createTestClient({ journalPerNamespace: 2 });
    try {
      expect((await client.get('/v1/models/available')).status).toBe(200);
      const before = (await client.get('/_swarms-local/journal')).body;
      expect(before.requests.map((request: { name: string }) => request.name)).toEqual(['GET /v1/models/available']);
      // More probes than the namespace keeps: journaled, they would have pushed the catalogue GET out.
      for (let probe = 0; probe < 3; probe++) expect((await client.get('/health')).status).toBe(200);
      const after = (await client.get('/_swarms-local/journal')).body;
      expect({ ...after, timestamp: undefined }).toEqual({ ...before, timestamp: undefined });
      expect((await client.get('/v1/tools/available')).status).toBe(200);
      const names = (await client.get('/_swarms-local/journal')).body.requests.map((request: { name: string }) => request.name);
      expect(names).toEqual(['GET /v1/models/available', 'GET /v1/tools/available']);
    } finally {
      await client.server.close();
    }
  });
});
