import { startServer } from './compiled-server.js';
import { CONNECTIONS } from './anchor.js';
import { medianRows, throughputTarget, type BenchEntry } from './bench-entry.js';
import { measure, printTable } from './measure.js';
import { interleaved } from './rounds.js';

/** The path every row of this entry measures. */
const PIPELINE = 'front controller, exact path: auth, rate limits, route pipeline';

/** The header every bench request authenticates with (open auth: any key is its own premium user). */
export const BENCH_KEY = { 'x-api-key': 'sk-bench-0000000000000000' };

/**
 * `/health`, two catalogue GETs and `/v1/rate/limits`, each with authentication and rate-limit headers, each in
 * rounds alternated with its anchor. Each row names the path it measured: every one of these paths is a route's
 * exact path, so the front controller sends it straight to the route's pipeline (authentication, rate limits,
 * the handler), `/health` as every other; express's router is not walked.
 */
export const httpOverhead: BenchEntry = {
  name: 'http',
  async run({ seconds, anchors }) {
    const swarms = await startServer({ port: 0, db: ':memory:' });
    const get = (path: string, via: string) => () =>
      measure(`swarms-local ${path} (${via})`, `${swarms.url}${path}`, { headers: BENCH_KEY, connections: CONNECTIONS, durationSeconds: seconds });
    const express = () => anchors.express(seconds);
    try {
      const healthOnBare = await interleaved(() => anchors.bare(seconds), get('/health', PIPELINE));
      const health = await interleaved(express, get('/health', PIPELINE));
      const models = await interleaved(express, get('/v1/models/available', PIPELINE));
      const swarmTypes = await interleaved(express, get('/v1/swarms/available', PIPELINE));
      const limits = await interleaved(express, get('/v1/rate/limits', PIPELINE));
      printTable(
        `GETs with authentication and rate-limit headers (${CONNECTIONS} connections; each beside its anchor, rounds alternated)`,
        medianRows([healthOnBare, health, models, swarmTypes, limits]),
      );
      return [
        throughputTarget('`/health` (front controller, route pipeline) vs bare node:http `/health`', healthOnBare.subject, healthOnBare.anchor, 0.5),
        throughputTarget('`/health` (front controller, route pipeline) vs minimal express', health.subject, health.anchor, 0.7),
        throughputTarget('`/v1/models/available` (front controller, route pipeline) vs minimal express', models.subject, models.anchor, 0.7),
        throughputTarget('`/v1/swarms/available` (front controller, route pipeline) vs minimal express', swarmTypes.subject, swarmTypes.anchor, 0.7),
      ];
    } finally {
      await swarms.close();
    }
  },
};
