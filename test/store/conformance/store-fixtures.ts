import { afterEach, beforeEach } from 'vitest';
import type { JournalEntry, RequestLog, Store, User } from '../../../src/store/repositories.js';

/** Opens a fresh, empty store for one test. */
export type StoreFactory = () => Promise<Store>;

/** The store of the test running now (opened by `useStore`). */
export type OpenStore = () => Store;

/**
 * A fresh store per test, closed after it. Called once, at the top of the suite: each call adds hooks to the
 * scope it is called in, so a call per group at one level would open a store per group for every test.
 */
export function useStore(makeStore: StoreFactory): OpenStore {
  let store: Store | undefined;
  beforeEach(async () => {
    store = await makeStore();
  });
  afterEach(async () => {
    await store?.close();
    store = undefined;
  });
  return () => {
    if (!store) throw new Error('the store is opened per test (beforeEach)');
    return store;
  };
}

/** A user row. */
export const user = (id: string, overrides: Partial<User> = {}): User => ({
  id,
  name: `name-${id}`,
  tier: 'premium',
  creditBalance: null,
  createdAt: 1_000,
  ...overrides,
});

/** A completion log row of `userId` at `createdAt`. */
export const logRow = (id: string, userId: string, createdAt: number, overrides: Partial<RequestLog> = {}): RequestLog => ({
  id,
  userId,
  apiKeyId: 'key-1',
  maskedKey: 'sk-...abcd',
  endpoint: '/v1/agent/completions',
  method: 'POST',
  status: 200,
  category: 'completion',
  createdAt,
  durationMs: 12.5,
  usage: { inputTokens: 10, outputTokens: 5, totalTokens: 15, cost: 0.25 },
  jobId: `job-${id}`,
  success: true,
  body: { answer: `body of ${id}`, nested: [1, { deep: true }] },
  note: null,
  facts: { namespace: 'default', name: null, swarmType: null, models: [{ model: 'gpt-4.1', calls: 2, inputTokens: 10, outputTokens: 5, cost: 0.25 }], agents: ['Writer'] },
  ...overrides,
});

/** A journal entry of `namespace`. */
export const journalEntry = (id: string, namespace: string, startedAtMs: number, overrides: Partial<JournalEntry> = {}): JournalEntry => ({
  id,
  namespace,
  startedAtMs,
  userId: 'u1',
  endpoint: '/v1/agent/completions',
  status: 200,
  jobId: `job-${id}`,
  logId: null,
  agents: ['Writer'],
  models: ['gpt-4.1'],
  tree: { id, kind: 'request', name: 'POST /v1/agent/completions', children: [{ id: `${id}-a`, kind: 'agent', name: 'Writer', children: [] }] },
  ...overrides,
});

/** Lets other work run: a transaction that awaits this is open across turns of the event loop. */
export const otherTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
