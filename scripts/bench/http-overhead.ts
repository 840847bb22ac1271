import { startServer } from './compiled-server.js';
import { CONNECTIONS } from './anchor.js';
import { throughputTarget, type BenchEntry } from './bench-entry.js';
import { measure, printTable } from './measure.js';

/** The header every bench request authenticates with (open auth: any key is its own premium user). */
export const BENCH_KEY = { 'x-api-key': 'sk-bench-0000000000000000' };

/** `/health`, two catalogue GETs and `/v1/rate/limits`, each with authentication and rate-limit headers, against the anchors. */
export const httpOverhead: BenchEntry = {
  name: 'http',
  async run({ seconds, anchor, bare }) {
    const swarms = await startServer({ port: 0, db: ':memory:' });
    const get = (path: string) => measure(`swarms-local ${path}`, `${swarms.url}${path}`, { headers: BENCH_KEY, connections: CONNECTIONS, durationSeconds: seconds });
    try {
      const health = await get('/health');
      const models = await get('/v1/models/available');
      const swarmTypes = await get('/v1/swarms/available');
      const limits = await get('/v1/rate/limits');
      printTable(`GETs with authentication and rate-limit headers (${CONNECTIONS} connections)`, [bare, anchor, health, models, swarmTypes, limits]);
      return [
        throughputTarget('`/health` vs bare node:http `/health`', health, bare, 0.5),
        throughputTarget('`/health` vs minimal express', health, anchor, 0.7),
        throughputTarget('`/v1/models/available` vs minimal express', models, anchor, 0.7),
        throughputTarget('`/v1/swarms/available` vs minimal express', swarmTypes, anchor, 0.7),
      ];
    } finally {
      await swarms.close();
    }
  },
};
