import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPostgres, type TestPostgres } from '../support/postgres-server.js';
import { NAMESPACE_HEADER, pinnedReplica, startReplicaSet, type ReplicaSet } from '../support/replica-set.js';
import { completion, createKey, get, loggedJobIds, post, startLoad } from './team-client.js';

// Issue 12, items 4 and 5 seen from several processes: three replicas of the built server over one
// database behave as one server.

const directory = mkdtempSync(join(tmpdir(), 'swarms-local-replicas-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

/** The databases the replicas share: a SQLite file (replicas on one host), and PostgreSQL. */
let postgres: TestPostgres | undefined;
afterAll(() => postgres?.close());
const stores = [
  { name: 'one SQLite file', database: async () => join(directory, 'team.db') },
  {
    name: 'PostgreSQL',
    database: async () => {
      postgres = await startTestPostgres();
      return postgres.createDatabase();
    },
  },
];

/** Journal writes the replicas failed and dropped, from their /metrics (store errors of operation journal.put). */
async function failedJournalWrites(set: ReplicaSet): Promise<number> {
  let failed = 0;
  for (const url of set.urls) {
    const text = await (await fetch(`${url}/metrics`)).text();
    for (const match of text.matchAll(/^swarms_local_store_errors_total\{[^}]*operation="journal\.put"[^}]*\} (\d+)/gm)) failed += Number(match[1]);
  }
  return failed;
}

const equalLists = (left: unknown[], right: unknown[]) => left.length === right.length && left.every((value, index) => value === right[index]);

describe.each(stores)('three replicas over $name', ({ database }) => {
  // One set for the file, in this order: the SIGKILL test comes last. Open auth registers keys as free-tier users
  // (the window test); keys made with `keys create` are premium. Every model call takes 50 ms, so runs overlap.
  let set: ReplicaSet;
  let db: string;
  beforeAll(async () => {
    db = await database();
    set = await startReplicaSet({ count: 3, db, directory, config: { synthetic: { latencyMs: 50 } }, args: ['--tier', 'free'] });
  }, 60_000);
  afterAll(() => set?.stop());

  it('open the one database, each naming it the same way (a PostgreSQL URL with its password masked)', async () => {
    const infos = await Promise.all([0, 1, 2].map(async (index) => (await set.fetchFrom(index, '/_swarms-local/info')).json()));
    expect(new Set(infos.map((info) => info.database))).toEqual(new Set([infos[0].database]));
    if (db.startsWith('postgres')) {
      expect(infos[0].database).toMatch(/^postgres(ql)?:\/\//);
      expect(infos[0].database).not.toContain(new URL(db).password);
    } else {
      expect(infos[0].database).toBe(db);
    }
  });

  it('register each new key as one user when its first requests reach every replica at once (open auth)', async () => {
    const keys = Array.from({ length: 20 }, (_, index) => `sk-replicas-newcomer-${String(index).padStart(12, '0')}`);
    // Each key's first three requests go out together, one to each replica.
    const users = await Promise.all(
      keys.map(async (key) => {
        const responses = await Promise.all([0, 1, 2].map((index) => set.fetchFrom(index, '/v1/rate/limits', get(key))));
        expect(responses.map((response) => response.status)).toEqual([200, 200, 200]);
        const seen = await Promise.all([0, 1, 2].map(async (index) => (await (await set.fetchFrom(index, '/_swarms-local/info', get(key))).json()).user.id));
        expect(new Set(seen).size).toBe(1);
        return seen[0];
      }),
    );
    expect(new Set(users).size).toBe(keys.length);
  }, 60_000);

  it('admit exactly the free tier minute limit out of 150 concurrent requests to a 50 ms model spread over them', async () => {
    const key = 'sk-replicas-free-tier-000000000000';
    expect((await set.fetch('/v1/rate/limits', get(key))).status).toBe(200); // registers the user once
    const results = await Promise.all(Array.from({ length: 150 }, () => completion(set, key)));
    const statuses = results.map((result) => result.status);
    const limits = await (await set.fetchFrom(0, '/v1/rate/limits', get(key))).json();
    const minuteLimit = limits.limits.maximum_requests_per_minute;
    expect(minuteLimit).toBeLessThan(150);
    expect(statuses.filter((status) => status === 200)).toHaveLength(minuteLimit);
    expect(statuses.filter((status) => status === 429)).toHaveLength(150 - minuteLimit);
    // Once every run has been logged, each replica counts the others' rows too: the next requests are all refused.
    const after = await Promise.all(Array.from({ length: 6 }, () => completion(set, key)));
    expect(after.map((result) => result.status)).toEqual(Array(6).fill(429));
    // The logs page is refused while the window is full; the windows' own report reads the count from the store.
    for (let index = 0; index < 3; index += 1) {
      const report = await (await set.fetchFrom(index, '/v1/rate/limits', get(key))).json();
      expect(report.rate_limits.minute.count).toBe(minuteLimit);
    }
  }, 60_000);

  it('never spend a balance below zero when it is spent through every replica at once', async () => {
    // What one request costs, from an unlimited user's run of the same request.
    const probe = await completion(set, await createKey(db, 'probe'));
    const cost = probe.body.usage.total_cost ?? probe.body.usage.billing_info?.total_cost;
    expect(cost).toBeGreaterThan(0);
    const initial = 1 + 5 * cost; // completions need more than $1.00 of balance to start
    const key = await createKey(db, 'limited', ['--credits', String(initial)]);
    const results = await Promise.all(Array.from({ length: 60 }, () => completion(set, key)));
    const succeeded = results.filter((result) => result.status === 200).length;
    expect(results.every((result) => result.status === 200 || result.status === 402)).toBe(true);
    expect(succeeded).toBeGreaterThan(0);
    expect(succeeded * cost).toBeLessThanOrEqual(initial + 1e-9);
    for (let index = 0; index < 3; index += 1) {
      const credits = await (await set.fetchFrom(index, '/v1/account/credits', get(key))).json();
      expect(credits.credit).toBeGreaterThanOrEqual(0);
      expect(credits.credit).toBeCloseTo(initial - succeeded * cost, 6);
    }
  }, 60_000);

  it('read the same logs and request journal from every replica', async () => {
    const key = await createKey(db, 'reader');
    const results = await Promise.all(Array.from({ length: 12 }, () => completion(set, key)));
    expect(results.map((result) => result.status)).toEqual(Array(12).fill(200));
    const jobIds = results.map((result) => result.body.job_id).sort();
    const logs = await Promise.all([0, 1, 2].map((index) => loggedJobIds(set, index, key)));
    for (const rows of logs) expect(rows.sort()).toEqual(jobIds);
    // A finished request's final tree may be stored just after its response went out: other replicas may read
    // the earlier version for a moment (the README says so). A replica reading its journal first waits for its
    // own writes under way, so once each has been read every tree is stored: the next reads agree. They are read
    // again for a while all the same, bounded by the test's timeout rather than by how fast the machine is.
    const readJournals = () => Promise.all([0, 1, 2].map(async (index) => (await set.fetchFrom(index, '/_swarms-local/journal?endpoint=/v1/agent/completions', get(key))).json()));
    const answeredIn = (journal: { requests: Array<{ attributes: { jobId?: string } }> }) => journal.requests.map((request) => request.attributes.jobId).sort();
    await readJournals();
    let journals = await readJournals();
    for (let attempt = 0; attempt < 300 && !journals.every((journal) => equalLists(answeredIn(journal), jobIds)); attempt += 1) {
      await new Promise((resolvePromise) => setTimeout(resolvePromise, 100));
      journals = await readJournals();
    }
    const missing = Math.max(...journals.map((journal) => jobIds.filter((jobId) => !answeredIn(journal).includes(jobId)).length));
    if (missing > 0) {
      // A journal write is not part of the answer: one that fails (a SQLite file's lock held by other processes
      // past the busy timeout) is dropped and counted. Every tree missing must be such a counted failure.
      expect(await failedJournalWrites(set)).toBeGreaterThanOrEqual(missing);
      return;
    }
    expect(journals[1]).toEqual({ ...journals[0], timestamp: journals[1].timestamp });
    expect(journals[2]).toEqual({ ...journals[0], timestamp: journals[2].timestamp });
  }, 60_000);

  it('keep the faults of a namespace on the replica it is pinned to, so a load balancer routing on the namespace header applies them to every request', async () => {
    const key = await createKey(db, 'tester');
    const namespace = 'pinned-suite';
    const inNamespace = { ...post(key), headers: { ...post(key).headers, [NAMESPACE_HEADER]: namespace } };
    const fault = await set.fetch('/_swarms-local/faults', { ...inNamespace, body: JSON.stringify({ kind: 'http-status', status: 418 }) });
    expect(fault.status).toBe(201);
    const pinned = await Promise.all(Array.from({ length: 6 }, () => set.fetch('/v1/agent/completions', inNamespace)));
    expect(pinned.map((response) => response.status)).toEqual(Array(6).fill(418));
    // Test state is per replica: another replica has no fault in that namespace (the README says to pin).
    const other = (pinnedReplica(namespace, 3) + 1) % 3;
    const infoRequest = { headers: { 'x-api-key': key, [NAMESPACE_HEADER]: namespace } };
    const info = async (index: number) => (await set.fetchFrom(index, '/_swarms-local/info', infoRequest)).json();
    const replicas = await Promise.all([0, 1, 2].map(async (index) => (await info(index)).replica));
    expect(new Set(replicas).size).toBe(3);
    expect((await (await set.fetch('/_swarms-local/info', infoRequest)).json()).replica).toBe(replicas[pinnedReplica(namespace, 3)]);
    expect((await set.fetchFrom(other, '/v1/agent/completions', inNamespace)).status).toBe(200);
    expect((await set.fetch('/v1/agent/completions', post(key))).status).toBe(200);
  }, 60_000);

  it('lose no acknowledged completion when one replica is killed with SIGKILL mid-load', async () => {
    const key = await createKey(db, 'burst');
    const load = startLoad(set, key);
    await load.acknowledged(60);
    await set.kill(1);
    await load.acknowledged(60);
    await load.stop();
    expect(load.refused).toEqual([]);
    for (const index of [0, 2]) {
      const logged = new Set(await loggedJobIds(set, index, key));
      expect(load.answered.filter((jobId) => !logged.has(jobId))).toEqual([]);
    }
  }, 60_000);
});
