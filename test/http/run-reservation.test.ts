import { afterEach, describe, expect, it, vi } from 'vitest';
import { createScriptedModel } from '../../src/providers/scripted/index.js';
import type { LanguageModel } from '../../src/providers/spec.js';
import { createStaticRouter } from '../../src/providers/static-router.js';
import { createSqliteStore } from '../../src/store/sqlite/sqlite-store.js';
import { createTestClient, type TestClient } from '../support/test-server.js';

/** A model that fails every call: the run ends without a log row of its own. */
function failingModel(): LanguageModel {
  const inner = createScriptedModel([], { fallback: 'echo' });
  const fail = () => Promise.reject(new Error('backend exploded'));
  return { provider: inner.provider, modelId: inner.modelId, doGenerate: fail, doStream: fail };
}

const completion = { agent_config: { agent_name: 'Holder', model_name: 'gpt-4.1' }, task: 'Say something.' };

describe('run reservations', () => {
  let client: TestClient | undefined;
  afterEach(async () => {
    await client?.server.close();
    client = undefined;
  });

  /** A server over a store whose releases (removals outside a transaction) are counted. */
  async function serverOver(model?: LanguageModel) {
    const store = createSqliteStore(':memory:');
    const releases = vi.spyOn(store.reservations, 'remove');
    client = await createTestClient({ dependencies: { store, ...(model ? { router: createStaticRouter(model, ['gpt-4.1']) } : {}) } });
    const held = async () => {
      let count = 0;
      for (const user of await store.users.list()) count += (await store.reservations.held(user.id, 0)).count;
      return count;
    };
    return { releases, held };
  }

  it('are settled by the log row alone: a logged run makes no second store call to release its hold', async () => {
    const { releases, held } = await serverOver();
    expect((await client!.post('/v1/agent/completions', completion)).status).toBe(200);
    expect(await held()).toBe(0);
    expect(releases).not.toHaveBeenCalled();
  });

  it('are released when the run ends without its log row', async () => {
    const { releases, held } = await serverOver(failingModel());
    expect((await client!.post('/v1/agent/completions', completion)).status).toBeGreaterThanOrEqual(500);
    expect(await held()).toBe(0);
    expect(releases).toHaveBeenCalledTimes(1);
  });
});
