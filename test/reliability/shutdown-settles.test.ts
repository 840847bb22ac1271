import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { createScriptedModel } from '../../src/providers/scripted/index.js';
import type { CallOptions, LanguageModel } from '../../src/providers/spec.js';
import { createStaticRouter } from '../../src/providers/static-router.js';
import { createTestClient, TEST_KEY } from '../support/test-server.js';

/** A model whose answer takes `ms` whatever the run's signal says: a backend that does not notice a cancel at once. */
function deafModel(ms: number): LanguageModel {
  const inner = createScriptedModel([], { fallback: 'echo' });
  const wait = () => new Promise((resolve) => setTimeout(resolve, ms));
  return {
    provider: inner.provider,
    modelId: inner.modelId,
    doGenerate: async (options: CallOptions) => (await wait(), inner.doGenerate({ ...options, abortSignal: undefined })),
    doStream: async (options: CallOptions) => (await wait(), inner.doStream({ ...options, abortSignal: undefined })),
  };
}

describe('shutdown with runs that are slow to notice their cancellation', () => {
  let directory: string | undefined;
  afterEach(() => {
    if (directory) rmSync(directory, { recursive: true, force: true });
    directory = undefined;
  });

  it('closes the store only after the cancelled runs released their holds', async () => {
    directory = mkdtempSync(join(tmpdir(), 'swarms-local-settle-'));
    const db = join(directory, 'settle.db');
    const client = await createTestClient({ db, dependencies: { router: createStaticRouter(deafModel(3000), ['gpt-4.1']) } });
    const runs = Array.from({ length: 3 }, () =>
      fetch(`${client.url}/v1/agent/completions`, {
        method: 'POST',
        headers: { 'x-api-key': TEST_KEY, 'content-type': 'application/json' },
        body: JSON.stringify({ agent_config: { agent_name: 'Slow', model_name: 'gpt-4.1' }, task: 'Wait.' }),
      }).catch(() => undefined),
    );
    const held = () => new Database(db, { readonly: true }).prepare('SELECT COUNT(*) AS n FROM run_reservations').get() as { n: number };
    while (held().n < runs.length) await new Promise((resolve) => setTimeout(resolve, 20));
    // The sockets are destroyed about 2 s after the cancel, before the deaf model answers at 3 s.
    await client.server.close({ graceMs: 0 });
    await Promise.all(runs);
    expect(held().n).toBe(0);
  });
});
