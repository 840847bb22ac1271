import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPostgres, type TestPostgres } from '../../support/postgres-server.js';
import { createTestClient, type TestClient } from '../../support/test-server.js';

// Issue 46: a completion on PostgreSQL costs its round trips. Every statement the server's pg clients send
// goes out through Client.query (the pool's and a transaction's alike): one call, one round trip.

let postgres: TestPostgres;
let client: TestClient;
let sent = 0;
const query = pg.Client.prototype.query;
beforeAll(async () => {
  postgres = await startTestPostgres();
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    sent += 1;
    return (query as (...args: unknown[]) => unknown).apply(this, args);
  } as typeof query;
  client = await createTestClient({ db: await postgres.createDatabase(), seed: 1 });
}, 60_000);
afterAll(async () => {
  pg.Client.prototype.query = query;
  await client?.server.close();
  await postgres?.close();
});

const completion = (task: string) => ({ agent_config: { agent_name: 'Counted', max_tokens: 32 }, task });

/** The round trips of one completion sent alone, counted once it has been answered and its journal written. */
async function roundTripsOf(task: string): Promise<number> {
  const { journal } = client.server.deps;
  // The journal's tree is final once the response has closed: its write, if it has one of its own, goes then.
  const closed = new Promise<void>((resolve) => {
    const stop = journal.subscribe((change) => {
      if (change.type !== 'request-end') return;
      stop();
      resolve();
    });
  });
  const before = sent;
  const answer = await client.post('/v1/agent/completions', completion(task));
  expect(answer.status).toBe(200);
  await closed;
  await journal.settled();
  return sent - before;
}

describe('a completion on PostgreSQL', () => {
  it('takes three round trips: the key with its user and windows, the reservation, and the settlement with the journal tree', async () => {
    // The first requests of a server read what it caches (the budgeted namespaces, once a second).
    for (let warm = 0; warm < 2; warm += 1) await roundTripsOf(`Warm up ${warm}.`);
    const counts = [];
    for (let index = 0; index < 3; index += 1) counts.push(await roundTripsOf(`Name a colour (case ${index}).`));
    // Once a second a completion also reads which namespaces have a budget: one more, never more than that.
    expect(Math.min(...counts)).toBe(3);
    expect(Math.max(...counts)).toBeLessThanOrEqual(4);
  });
});
