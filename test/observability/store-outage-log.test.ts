import { describe, expect, it } from 'vitest';
import { createStoreOutageLog } from '../../src/observability/store-outage-log.js';
import { createServerLogger, type LogFormat } from '../../src/observability/server-log.js';
import { answerStoreOutages } from '../../src/store-outage.js';
import type { Store } from '../../src/store/repositories.js';
import { StoreUnavailableError } from '../../src/store/store-unavailable.js';

const REASON = 'ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:55432';

/** A store with one repository method that fails as an unreachable PostgreSQL does while `reachable` is false. */
function flakyStore() {
  const state = { reachable: true };
  const users = {
    list: async () => {
      if (!state.reachable) throw new StoreUnavailableError('postgres', `The PostgreSQL store is unavailable (${REASON}); retry when it is back.`, { reason: REASON });
      return [];
    },
  };
  return { state, store: { kind: 'postgres', users } as unknown as Store };
}

function watched(format: LogFormat) {
  const lines: string[] = [];
  const log = createStoreOutageLog(createServerLogger(format, { write: (line) => lines.push(...line.split('\n').filter(Boolean)) }), { format });
  const { state, store } = flakyStore();
  return { lines, state, store: answerStoreOutages(store, log) };
}

describe('the store-outage log', () => {
  it('says once why requests answer 503 when the store goes away, and once when it is back', async () => {
    const { lines, state, store } = watched('pretty');
    await store.users.list();
    expect(lines).toEqual([]);
    state.reachable = false;
    for (let call = 0; call < 3; call++) await expect(store.users.list()).rejects.toMatchObject({ code: 'STORE_UNAVAILABLE' });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/WARN: PostgreSQL store unavailable: requests that need it answer 503 until it is back \(ECONNREFUSED: connect ECONNREFUSED 127\.0\.0\.1:55432\)$/);
    state.reachable = true;
    await store.users.list();
    await store.users.list();
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/INFO: store is back: requests are served again$/);
  });

  it('carries the reason as a field in the JSON format', async () => {
    const { lines, state, store } = watched('json');
    state.reachable = false;
    await expect(store.users.list()).rejects.toThrow();
    expect(JSON.parse(lines[0])).toMatchObject({ level: 'warn', store: 'postgres', reason: REASON });
  });
});
