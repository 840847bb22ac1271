import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPostgres, type TestPostgres } from '../support/postgres-server.js';
import { startReplicaSet, type ReplicaSet } from '../support/replica-set.js';
import { createKey, loggedJobIds, startLoad } from './team-client.js';

// Issue 12, item 6 as the team sees it: PostgreSQL stops and starts again under three replicas' load.
// Only the embedded server can be stopped; with SWARMS_LOCAL_TEST_PG_URL the test is skipped.

const external = Boolean(process.env.SWARMS_LOCAL_TEST_PG_URL);
const directory = mkdtempSync(join(tmpdir(), 'swarms-local-outage-'));
let postgres: TestPostgres;
let set: ReplicaSet;
let db: string;

beforeAll(async () => {
  if (external) return;
  postgres = await startTestPostgres();
  db = await postgres.createDatabase();
  set = await startReplicaSet({ count: 3, db, directory, config: { synthetic: { latencyMs: 20 } } });
}, 120_000);
afterAll(async () => {
  await set?.stop();
  await postgres?.close();
  rmSync(directory, { recursive: true, force: true });
});

describe('three replicas when PostgreSQL goes away mid-load', () => {
  it.skipIf(external)(
    'answer 503 naming the store while it is down, recover by themselves when it is back, and lose no acknowledged completion',
    async () => {
      const key = await createKey(db, 'outage');
      const load = startLoad(set, key);
      await load.acknowledged(40);
      await postgres.stop();
      await load.refusal();
      const answeredBeforeRestart = load.answered.length;
      await postgres.start();
      await load.acknowledged(40);
      await load.stop();

      // Every request got an answer and every replica is still running (the causes and exits say what happened if not).
      const exits = set.replicas.map((replica) => replica.child.exitCode ?? replica.child.signalCode);
      // The output of a replica that exited, whole enough to show its last error's stack.
      const stderr = set.replicas.map((replica, index) => (exits[index] === null ? '' : `replica ${index}:\n${replica.stderr().slice(-6000)}`));
      expect({ dropped: load.dropped, causes: load.droppedCauses, exits }, stderr.filter(Boolean).join('\n---\n')).toEqual({ dropped: 0, causes: [], exits: [null, null, null] });
      expect(load.refused.length).toBeGreaterThan(0);
      for (const refusal of load.refused) {
        expect(refusal.status).toBe(503);
        expect(String(refusal.detail)).toMatch(/PostgreSQL/);
        expect(String(refusal.detail)).not.toContain(new URL(db).password);
      }
      expect(load.answered.length).toBeGreaterThanOrEqual(answeredBeforeRestart + 40);
      for (const index of [0, 1, 2]) {
        const logged = new Set(await loggedJobIds(set, index, key));
        expect(load.answered.filter((jobId) => !logged.has(jobId))).toEqual([]);
      }
    },
    120_000,
  );
});
