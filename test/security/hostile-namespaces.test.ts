import { afterEach, describe, expect, it } from 'vitest';
import type { NamespacedClock } from '../../src/runtime/namespaced-clock.js';
import { createTestClient, TEST_KEY, type TestClient } from '../support/test-server.js';

// Issue 13, item 3: every request with a wrong key and a fresh x-swarms-local-namespace grew memory
// (200k requests: +760 MB). Namespaces are now created only for authenticated keys, bounded per user
// and in all, and the journal is bounded in all, least recently used first.

let client: TestClient | undefined;
afterEach(async () => {
  await client?.server.close();
  client = undefined;
});

const inNamespace = (namespace: string, key: string | null, path = '/v1/models/available') =>
  client!.request('GET', path, { key, headers: { 'x-swarms-local-namespace': namespace } });

/** How many per-namespace clocks exist (a namespace's clock was created by any request naming it). */
const clockCount = () => (client!.server.deps.clock as NamespacedClock as unknown as { clocks: Map<string, unknown> }).clocks.size;

describe('namespaces named by hostile requests', () => {
  it('creates nothing for requests whose key fails authentication, or that send none', async () => {
    client = await createTestClient({ auth: 'strict' });
    const { deps } = client.server;
    const journalBefore = await deps.journal.count();
    for (let index = 0; index < 200; index += 1) {
      const response = await inNamespace(`hostile-${index}`, index % 2 ? 'sk-wrong-key-0000000000000000' : null);
      expect([401, 403]).toContain(response.status);
    }
    expect(deps.namespaces.size).toBe(0);
    expect(clockCount()).toBe(1);
    expect(await deps.journal.count()).toBe(journalBefore);
  });

  it('keeps at most namespaces.perUser namespaces of one user, forgetting the least recently used', async () => {
    client = await createTestClient({ namespaces: { perUser: 5, total: 100 } });
    const { deps } = client.server;
    await client.request('POST', '/_swarms-local/faults', { body: { kind: 'http-status', status: 500 }, headers: { 'x-swarms-local-namespace': 'kept' } });
    for (let index = 0; index < 200; index += 1) {
      expect((await inNamespace(`fresh-${index}`, TEST_KEY)).status).toBe(200);
      // Using "kept" again keeps it recently used, so the fresh ones are forgotten before it.
      if (index % 3 === 0) await inNamespace('kept', TEST_KEY);
    }
    expect(deps.namespaces.size).toBe(5);
    expect(deps.namespaces.has('kept')).toBe(true);
    expect(deps.faults.list('kept')).toHaveLength(1);
    expect(deps.namespaces.has('fresh-0')).toBe(false);
    expect(await deps.journal.list('fresh-0')).toHaveLength(0);
  });

  it('keeps at most namespaces.total namespaces and journalCapacity requests across every user', async () => {
    client = await createTestClient({ namespaces: { perUser: 1000, total: 20 }, journalCapacity: 50 });
    const { deps } = client.server;
    for (let index = 0; index < 300; index += 1) {
      expect((await inNamespace(`ns-${index}`, `sk-user-${index % 7}-000000000000000000`)).status).toBe(200);
    }
    expect(deps.namespaces.size).toBe(20);
    expect(await deps.journal.count()).toBeLessThanOrEqual(50);
    expect(await deps.journal.list('ns-299')).toHaveLength(1);
  });
});
