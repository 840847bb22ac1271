import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../../src/accounts/api-keys.js';
import { createTestClient } from '../support/test-server.js';

const directory = mkdtempSync(join(tmpdir(), 'swarms-local-principals-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

// A key's principal is kept while the store says users and keys are unchanged: these show it is never kept past a change.
describe('a key used again', () => {
  it('sees a new tier and its revocation on the very next request', async () => {
    const client = await createTestClient({ auth: 'strict' });
    try {
      const { deps } = client.server;
      const created = await createApiKey(deps.store, deps.clock, { userName: 'carol' });
      expect((await client.get('/health', created.key)).headers.get('x-ratelimit-tier')).toBe('premium');
      expect((await client.get('/health', created.key)).headers.get('x-ratelimit-tier')).toBe('premium');
      await deps.store.users.setTier(created.user.id, 'free');
      expect((await client.get('/health', created.key)).headers.get('x-ratelimit-tier')).toBe('free');
      await deps.store.apiKeys.revoke(created.record.id, deps.clock.now());
      expect((await client.get('/health', created.key)).status).toBe(403);
    } finally {
      await client.server.close();
    }
  });

  it('is refused as soon as another server on the same database revoked it', async () => {
    const db = join(directory, 'servers.db');
    const first = await createTestClient({ db, auth: 'strict' });
    const second = await createTestClient({ db, auth: 'strict' });
    try {
      const created = await createApiKey(first.server.deps.store, first.server.deps.clock, { userName: 'dave' });
      expect((await first.get('/health', created.key)).status).toBe(200);
      expect((await first.get('/health', created.key)).status).toBe(200);
      await second.server.deps.store.apiKeys.revoke(created.record.id, Date.now());
      expect((await first.get('/health', created.key)).status).toBe(403);
    } finally {
      await first.server.close();
      await second.server.close();
    }
  });
});
