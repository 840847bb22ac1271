// The compiled server (dist/server.js, what `npx swarms-local` runs: the synthetic model composes on its worker
// thread) as a child-process entry for scripts/bench/hostile-runtime.ts: starts it with the settings given as
// JSON in argv, prints the usual banner and answers each IPC message 'memory' with its resident set size.
// SIGTERM exits at once (so a --cpu-prof profile is written). Run `npm run build` first.
// HOSTILE_PROBE=scripts/bench/compiled-memory-probe.mjs ATTACK=sk npx tsx scripts/bench/hostile-runtime.ts
import { startServer } from '../../dist/server.js';

const server = await startServer(JSON.parse(process.argv[2] ?? '{}'));
process.on('message', (message) => {
  if (message === 'memory') process.send({ rss: process.memoryUsage().rss });
});
process.on('SIGTERM', () => process.exit(0));
process.stdout.write(`swarms-local listening on ${server.url}\n`);
