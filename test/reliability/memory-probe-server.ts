// A child-process entry for the hostile-HTTP memory bound: starts swarms-local with the settings given as
// JSON in argv, prints the usual banner, and answers each IPC message 'memory' with its resident set size
// ('memory-after-gc': also its heap in use, after a collection when started with --expose-gc).
// Measuring a separate process keeps the test runner's own allocations out of the figure.
import { startServer } from '../../src/server.js';

const server = await startServer(JSON.parse(process.argv[2] ?? '{}'));
process.on('message', (message) => {
  if (message === 'memory') process.send!({ rss: process.memoryUsage().rss });
  // With --expose-gc: what is still held after a full collection (what a leak keeps, without garbage not yet collected).
  if (message === 'memory-after-gc') {
    (globalThis as { gc?: () => void }).gc?.();
    process.send!({ rss: process.memoryUsage().rss, heap: process.memoryUsage().heapUsed });
  }
});
process.on('SIGTERM', () => void server.close().then(() => process.exit(0)));
process.stdout.write(`swarms-local listening on ${server.url}\n`);
