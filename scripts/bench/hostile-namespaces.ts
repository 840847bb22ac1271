// Memory of a server after many hostile namespace requests (issue 13, item 3; figure in SECURITY.md):
// HOSTILE_REQUESTS requests (default 200,000) each naming a fresh x-swarms-local-namespace, half with a
// wrong key and half with a valid one, against a strict-auth server in its own process, whose heap (after
// a full collection) and resident memory are read before and after. Run: npx tsx scripts/bench/hostile-namespaces.ts
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createApiKey } from '../../src/accounts/api-keys.js';
import { systemClock } from '../../src/runtime/clock.js';
import { createSqliteStore } from '../../src/store/sqlite/sqlite-store.js';
import { spawnServer } from '../../test/reliability/spawned-server.js';

const total = Number(process.env.HOSTILE_REQUESTS ?? 200_000);
const concurrency = 32;
const db = join(mkdtempSync(join(tmpdir(), 'swarms-local-hostile-')), 'bench.db');
const store = createSqliteStore(db);
const validKey = (await createApiKey(store, systemClock, { userName: 'steady' })).key;
await store.close();
const probe = spawnServer([JSON.stringify({ port: 0, db, auth: 'strict' })], {
  script: resolve(import.meta.dirname, '../../test/reliability/memory-probe-server.ts'),
  execArgv: ['--import', 'tsx', '--expose-gc'],
});
const url = await probe.url;
const memory = () =>
  new Promise<{ rss: number; heap: number }>((done) => {
    probe.child.once('message', (message: { rss: number; heap: number }) => done(message));
    probe.child.send('memory-after-gc');
  });
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(0)} MB`;
await fetch(`${url}/v1/rate/limits`, { headers: { 'x-api-key': validKey } });
const before = await memory();
let next = 0;
const started = performance.now();
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (next < total) {
      const index = next++;
      // Half refused (a wrong key), half authenticated: one user naming a fresh namespace every time.
      const key = index % 2 ? `sk-hostile-${index}-00000000000000000` : validKey;
      const response = await fetch(`${url}/v1/rate/limits`, { headers: { 'x-api-key': key, 'x-swarms-local-namespace': `hostile-${index}` } });
      await response.arrayBuffer();
    }
  }),
);
const seconds = (performance.now() - started) / 1000;
const after = await memory();
console.log(
  `${total} requests in ${seconds.toFixed(0)} s; after a collection: heap ${mb(before.heap)} before, ${mb(after.heap)} after; resident ${mb(before.rss)} before, ${mb(after.rss)} after`,
);
await probe.stop();
